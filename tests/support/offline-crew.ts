import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { todayInLondon } from "@/lib/shared/dates";
import { basePence, VAT_RATE } from "@/lib/shared/prices";

// A crew member and their day, written straight into a database, for the crew app's offline
// browser test and its benchmark: a Crew account of its own (signing out ends its
// sessions, so tests do not share it) and `stops` confirmed collections today, assigned to it.

type Sql = (text: string, values?: unknown[]) => Promise<unknown[]>;

export async function plantCrewDay(
  sql: Sql,
  options: { label: string; stops: number },
): Promise<{
  email: string;
  password: string;
  userId: string;
  stops: { id: string; reference: string }[];
}> {
  const email = `${options.label}-${randomUUID().slice(0, 8)}@e2e.test`;
  const password = `${options.label}-password`;
  const userId = randomUUID();
  await sql(
    `insert into users (id, email, name, password_hash, updated_at) values ($1, $2, $3, $4, now())`,
    [userId, email, `Crew ${options.label}`, await hash(password)],
  );
  await sql(`insert into user_roles (id, user_id, role) values (gen_random_uuid(), $1, 'crew')`, [
    userId,
  ]);
  const subtotal = basePence("collection", 2);
  const vat = Math.round(subtotal * VAT_RATE);
  const stops: { id: string; reference: string }[] = [];
  for (let n = 1; n <= options.stops; n++) {
    const id = randomUUID();
    const reference = `NESS-${randomUUID().slice(0, 6).toUpperCase()}`;
    await sql(
      `insert into bookings (id, reference, customer_name, customer_email, customer_phone,
         company_name, service_type, selected_date, time_slot, bag_quantity, subtotal_pence,
         vat_pence, total_price_pence, postcode, collection_address, status, assignee_id,
         run_position, idempotency_key, updated_at)
       values ($1, $2, $3, $4, '0191 000 0000', $5, 'collection', $6, 'allday', 2, $7, $8, $9,
         'DL1 1RW', $10, 'confirmed', $11, $12, $13, now())`,
      [
        id,
        reference,
        `Customer ${n}`,
        `customer-${n}-${randomUUID().slice(0, 6)}@e2e.test`,
        `Company ${n}`,
        todayInLondon(),
        subtotal,
        vat,
        subtotal + vat,
        `${n} Lingfield Point, Darlington`,
        userId,
        n,
        randomUUID(),
      ],
    );
    await sql(
      `insert into booking_events (id, booking_id, kind, actor) values ($1, $2, 'requested', 'customer')`,
      [randomUUID(), id],
    );
    stops.push({ id, reference });
  }
  return { email, password, userId, stops };
}
