import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { basePence, VAT_RATE } from "@/lib/shared/prices";
import { E2E_PORT } from "./accounts";

// The browser-test server's database, for tests that must change what the server will see next
// (an account taken apart) or plant a record to look for. The server writes its address here,
// one file per port base: checkouts testing side by side must not read each other's database.
export const E2E_DATABASE_URL_FILE = path.join(os.tmpdir(), `ness-e2e-database-url-${E2E_PORT}`);

export async function sql<Row extends object = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: await readFile(E2E_DATABASE_URL_FILE, "utf8") });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A new staff account of the test's own: the Office (`admin`) or the Crew. Signing out ends every
 * session of an account, so a test that signs out, or takes an account apart, must not share it
 * with tests running beside it.
 */
export async function freshStaff(
  label: string,
  role: "admin" | "crew",
): Promise<{ email: string; password: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@e2e.test`;
  const password = `${label}-password`;
  await sql(
    `with u as (
       insert into users (id, email, password_hash, updated_at)
       values (gen_random_uuid(), $1, $2, now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, $3::app_role from u`,
    [email, await hash(password), role],
  );
  return { email, password };
}

/** A new Office account of the test's own (see freshStaff). */
export const freshAdmin = (label: string) => freshStaff(label, "admin");

/**
 * A booking written straight into the database, as another customer's would be (one bag, all
 * day, the listed price), with its "requested" history row. `status` is the job's step.
 */
export async function plantBooking(booking: {
  reference: string;
  name: string;
  email: string;
  service: "collection" | "onsite";
  day: string;
  status?: string;
}): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const subtotal = basePence(booking.service, 1);
  const vat = Math.round(subtotal * VAT_RATE);
  await sql(
    `insert into bookings (id, reference, customer_name, customer_email, service_type,
       selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence,
       status, idempotency_key, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'allday', 1, $7, $8, $9, $10, $11, now())`,
    [
      id,
      booking.reference,
      booking.name,
      booking.email,
      booking.service,
      booking.day,
      subtotal,
      vat,
      subtotal + vat,
      booking.status ?? "requested",
      randomUUID(),
    ],
  );
  await sql(
    `insert into booking_events (id, booking_id, kind, actor) values ($1, $2, 'requested', 'customer')`,
    [randomUUID(), id],
  );
  return { id, reference: booking.reference };
}
