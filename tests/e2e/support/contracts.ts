import { randomUUID } from "node:crypto";
import { dayOfWeek } from "@/lib/shared/dates";
import { CONTRACT_LINK_LAST_DAY, signManageToken } from "@/lib/shared/signed-link";
import { E2E_NEXTAUTH_SECRET } from "./accounts";
import { sql } from "./database";

// A regular contract written straight into the browser-test server's database: the
// contract, its weekly rule from its first visit, and its visits as the daily job makes them
// (confirmed bookings of the contract, known by their planned day), with the link the office's
// e-mail would carry, signed with the test server's secret.

const PRICE_PENCE = 4000;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * The weekly rule from `day`, as lib/contracts/schedule.ts writes it (its `rrule` import does not
 * load under the browser tests' module loader, so the text is written here).
 */
const weeklyRule = (day: string) =>
  `DTSTART:${day.replace(/-/g, "")}T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=${WEEKDAYS[dayOfWeek(day)]}`;

export async function plantContract(visitDays: string[]): Promise<{
  id: string;
  number: string;
  link: string;
  company: string;
  siteAddress: string;
  visits: { id: string; day: string }[];
}> {
  const id = randomUUID();
  const number = `CON-9${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
  const company = `Contract Test ${number}`;
  const siteAddress = "4 Chapel Row, Hexham";
  // The rule runs weekly from the first day given; the others may be off it (a late visit).
  const start = visitDays[0]!;
  await sql(
    `insert into contracts (id, number, customer_name, company_name, customer_email, customer_phone,
       site_address, postcode, service, containers, start_day, invoicing, created_by, updated_at)
     values ($1, $2, 'Casey Contract', $3, $4, '0191 000 0000', $5, 'NE46 1AA',
       'console_emptying', 3, $6, 'per_visit', 'office@e2e.test', now())`,
    [id, number, company, `casey-${number.toLowerCase()}@e2e.test`, siteAddress, start],
  );
  await sql(
    `insert into contract_rule_periods (id, contract_id, from_day, frequency, rule, price_pence, created_by)
     values ($1, $2, $3, 'weekly', $4, $5, 'office@e2e.test')`,
    [randomUUID(), id, start, weeklyRule(start), PRICE_PENCE],
  );
  const visits: { id: string; day: string }[] = [];
  for (const day of visitDays) {
    const visitId = randomUUID();
    await sql(
      `insert into bookings (id, reference, customer_name, customer_email, company_name,
         service_type, selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence,
         total_price_pence, collection_address, postcode, status, idempotency_key, updated_at,
         contract_id, visit_original_day, visit_kind)
       values ($1, $2, 'Casey Contract', 'casey@e2e.test', $3, 'collection', $4, 'allday', 3,
         $5, $6, $7, $8, 'NE46 1AA', 'confirmed', $9, now(), $10, $4, 'scheduled')`,
      [
        visitId,
        `NESS-C${randomUUID().slice(0, 5).toUpperCase()}`,
        company,
        day,
        PRICE_PENCE,
        PRICE_PENCE / 5,
        PRICE_PENCE * 1.2,
        siteAddress,
        randomUUID(),
        id,
      ],
    );
    await sql(
      `insert into booking_events (id, booking_id, kind, actor) values ($1, $2, 'scheduled', 'system')`,
      [randomUUID(), visitId],
    );
    visits.push({ id: visitId, day });
  }
  const token = signManageToken(
    E2E_NEXTAUTH_SECRET,
    id,
    CONTRACT_LINK_LAST_DAY,
    undefined,
    "contract",
  );
  return { id, number, link: `/contracts/${token}`, company, siteAddress, visits };
}
