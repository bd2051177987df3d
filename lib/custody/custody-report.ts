import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { SealState } from "@/generated/prisma/enums";
import { nextDay, parseLondonDateTime } from "@/lib/shared/dates";
import { ADMIN_PAGE_SIZE, pageCountOf, type Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { custodyOrder, SEAL_STATES, type CustodyFilter } from "./custody-filter";
import { overdueCutoff } from "./seal-age";

// The Custody report's data: seals by state with the report's filters, a page at a
// time, and the CSV in chunks. Every filter is a condition on the seals table that its indexes
// answer (the primary key for the newest labels first, (state, collected_at) for the collected and
// overdue seals, (booking_id) for a job reference); a page selects its 25 numbers first and only
// then joins the print, the job and the run, so a deep page never joins the rows it skips. The
// counts on Today are the same conditions counted (sealCount).

export type CustodyRow = {
  number: number;
  state: SealState;
  printedAt: Date;
  printedBy: string;
  bookingId: string | null;
  reference: string | null;
  collectedAt: Date | null;
  shredder: string | null;
  operator: string | null;
  runStartedAt: Date | null;
  destroyedAt: Date | null;
};

/** Where a chunk of the CSV goes on from: the last row of the previous chunk. */
type Cursor = Pick<CustodyRow, "number" | "collectedAt">;

const startOf = (day: string) => parseLondonDateTime(`${day}T00:00`)!;

/** The filter as one SQL condition on `seals s` (`today` is London's, for overdue). */
function whereOf(filter: CustodyFilter, today: string): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.state) conditions.push(Prisma.sql`s.state = ${filter.state}::seal_state`);
  if (filter.overdue) {
    conditions.push(
      Prisma.sql`s.state = 'collected' and s.collected_at < ${overdueCutoff(today)}::timestamptz`,
    );
  }
  const column =
    filter.dates === "destroyed" ? Prisma.sql`s.destroyed_at` : Prisma.sql`s.collected_at`;
  if (filter.from) conditions.push(Prisma.sql`${column} >= ${startOf(filter.from)}::timestamptz`);
  if (filter.to)
    conditions.push(Prisma.sql`${column} < ${startOf(nextDay(filter.to))}::timestamptz`);
  if (filter.search && "seal" in filter.search) {
    conditions.push(Prisma.sql`s.number = ${filter.search.seal}::int`);
  } else if (filter.search) {
    const pattern = `%${filter.search.reference.replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(
      Prisma.sql`s.booking_id in (select b.id from bookings b where b.reference ilike ${pattern})`,
    );
  }
  return conditions.length ? Prisma.join(conditions, " and ") : Prisma.sql`true`;
}

function orderOf(filter: CustodyFilter): Prisma.Sql {
  return custodyOrder(filter) === "waiting"
    ? Prisma.sql`s.collected_at asc, s.number asc`
    : Prisma.sql`s.number desc`;
}

/** The rows after `cursor` in the list's order (keyset: no rows skipped are read). */
function afterOf(filter: CustodyFilter, cursor: Cursor | null): Prisma.Sql {
  if (!cursor) return Prisma.sql`true`;
  if (custodyOrder(filter) === "newest") return Prisma.sql`s.number < ${cursor.number}::int`;
  // Waiting: every seal listed is collected, so collected_at is set.
  return Prisma.sql`(s.collected_at, s.number) > (${cursor.collectedAt}::timestamptz, ${cursor.number}::int)`;
}

/** `take` rows matching the filter from `skip` (a page) or after `cursor` (a CSV chunk). */
async function readRows(
  filter: CustodyFilter,
  today: string,
  at: { skip: number; cursor: Cursor | null },
  take: number,
): Promise<CustodyRow[]> {
  const order = orderOf(filter);
  return db().$queryRaw<CustodyRow[]>`
    with chosen as (
      select s.number from seals s
      where ${whereOf(filter, today)} and ${afterOf(filter, at.cursor)}
      order by ${order}
      offset ${at.skip}::int limit ${take}::int
    )
    select s.number, s.state, p.printed_at as "printedAt", p.printed_by as "printedBy",
      s.booking_id as "bookingId", b.reference, s.collected_at as "collectedAt",
      sh.name as shredder, r.operator, r.started_at as "runStartedAt",
      s.destroyed_at as "destroyedAt"
    from chosen join seals s using (number)
    join label_prints p on p.id = s.print_id
    left join bookings b on b.id = s.booking_id
    left join destruction_runs r on r.id = s.run_id
    left join shredders sh on sh.id = r.shredder_id
    order by ${order}`;
}

/** How many seals the filter selects: the report's total, and Today's two counts. */
export async function sealCount(filter: CustodyFilter, today: string): Promise<number> {
  const [row] = await db().$queryRaw<{ n: number }[]>`
    select count(*)::int as n from seals s where ${whereOf(filter, today)}`;
  return row?.n ?? 0;
}

/** Every seal by state, for the top of the report (unfiltered). */
export async function sealStateCounts(): Promise<Record<SealState, number>> {
  const rows = await db().$queryRaw<{ state: SealState; n: number }[]>`
    select state, count(*)::int as n from seals group by state`;
  return Object.fromEntries(
    SEAL_STATES.map((state) => [state, rows.find((row) => row.state === state)?.n ?? 0]),
  ) as Record<SealState, number>;
}

/** When the seal waiting longest for the shredder was collected; null when none waits. */
export async function oldestAwaitingCollection(): Promise<Date | null> {
  const [row] = await db().$queryRaw<{ at: Date | null }[]>`
    select min(collected_at) as at from seals where state = 'collected'`;
  return row?.at ?? null;
}

/** Page `page` of the report (the last page when beyond it). */
export async function custodyPage(
  filter: CustodyFilter,
  page: number,
  today: string,
): Promise<Page<CustodyRow>> {
  const total = await sealCount(filter, today);
  const pageCount = pageCountOf(total, ADMIN_PAGE_SIZE);
  const current = Math.min(Math.max(1, page), pageCount);
  const items =
    total === 0
      ? []
      : await readRows(
          filter,
          today,
          { skip: (current - 1) * ADMIN_PAGE_SIZE, cursor: null },
          ADMIN_PAGE_SIZE,
        );
  return { items, page: current, pageCount, total };
}

/** The CSV reads this many rows a query. */
export const CSV_CHUNK = 1_000;

/** The filtered seals in the list's order, a chunk at a time, each read after the last. */
export async function* custodyChunks(
  filter: CustodyFilter,
  today: string,
  chunk = CSV_CHUNK,
): AsyncGenerator<CustodyRow[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readRows(filter, today, { skip: 0, cursor }, chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    cursor = rows.at(-1)!;
  }
}
