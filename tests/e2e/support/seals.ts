// Printed seals for browser tests: the labels' print is another helper's, so a test
// plants a LabelPrint and its issued seals directly, drawing numbers from the seal counter as a
// print does (parallel tests never share one), and types them as printed ("S-000001").
import { formatSeal } from "@/lib/shared/seal-number";
import { sql } from "./database";

export async function plantSeals(count: number): Promise<string[]> {
  const [row] = await sql<{ first: number; last: number }>(
    `with counter as (
       insert into seal_counters (id, last) values (1, $1)
       on conflict (id) do update set last = seal_counters.last + $1
       returning last),
     print as (
       insert into label_prints (id, first_number, last_number, sheets, printed_by)
       select gen_random_uuid(), last - $1 + 1, last, 1, 'office@e2e.test' from counter
       returning id, first_number, last_number)
     insert into seals (number, print_id)
     select n, print.id from print, generate_series(print.first_number, print.last_number) n
     returning (select first_number from print) as first, (select last_number from print) as last`,
    [count],
  );
  return Array.from({ length: count }, (_, i) => formatSeal(row!.first + i));
}

/** `count` printed seals collected on job `bookingId` (status collected) two hours ago. */
export async function plantCollectedSeals(bookingId: string, count: number): Promise<string[]> {
  const seals = await plantSeals(count);
  await sql(
    `insert into job_collections (booking_id, quantity, seal_numbers, operative, collected_at, recorded_by)
     values ($1, $2, $3, 'Sam Carter', now() - interval '2 hours', 'crew@e2e.test')`,
    [bookingId, count, seals.join(", ")],
  );
  await sql(
    `update seals set state = 'collected', booking_id = $1, collected_at = now() - interval '2 hours'
     where number = any($2::int[])`,
    [bookingId, seals.map((seal) => Number(seal.slice(2)))],
  );
  return seals;
}
