import "server-only";
import { asDay } from "@/lib/shared/db-day";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";

// The office's Customers list: organisations by name, searched by name in PostgreSQL, 25 a page,
// each with its figures read in the page's one statement (never one query per row):
// - people: its members;
// - sites: its sites;
// - open balance: the totals of its sites' invoices that are Unpaid or Overdue, the Invoices
//   tab's status rule as SQL (invoice-list.ts statusWhere): an invoice, not credited by a credit
//   note, with no payment (its due date only tells Unpaid from Overdue, both open);
// - last collection: the booked day of its sites' latest job collected (collected, destroyed or
//   with its certificate issued).

export type CustomerFilter = { q?: string };

export type CustomerRow = {
  id: string;
  name: string;
  postcode: string;
  people: number;
  sites: number;
  openBalancePence: number;
  /** yyyy-mm-dd; null when none of its sites' jobs has been collected. */
  lastCollection: string | null;
};

/** The ILIKE pattern of a search: its text taken literally (% and _ are not wildcards). */
function namePattern(filter: CustomerFilter): string {
  const text = filter.q?.trim() ?? "";
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type RawRow = {
  id: string;
  name: string;
  postcode: string;
  people: number;
  sites: number;
  open_balance_pence: bigint;
  last_collection: Date | null;
};

/** The Customers tab: 25 organisations a page, by name, with their figures. */
export function customersPage(filter: CustomerFilter, page: number): Promise<Page<CustomerRow>> {
  const pattern = namePattern(filter);
  return pageOf(
    page,
    async () => {
      const [{ total }] = await db().$queryRaw<[{ total: number }]>`
        select count(*)::int as total from organisations where name ilike ${pattern}`;
      return total;
    },
    async (skip, take) => {
      const rows = await db().$queryRaw<RawRow[]>`
        with shown as (
          select id, name, postcode from organisations
           where name ilike ${pattern}
           order by lower(name), id
           limit ${take} offset ${skip}
        )
        select shown.id, shown.name, shown.postcode,
          (select count(*)::int from organisation_members m
            where m.organisation_id = shown.id) as people,
          (select count(*)::int from sites s where s.organisation_id = shown.id) as sites,
          (select coalesce(sum(i.total_pence), 0)::bigint
             from sites s join invoices i on i.site_id = s.id
            where s.organisation_id = shown.id
              and i.kind = 'invoice'
              and not exists (select 1 from invoices c where c.credits_id = i.id)
              and not exists (select 1 from payments p where p.invoice_id = i.id)
          ) as open_balance_pence,
          (select max(b.selected_date)
             from sites s join bookings b on b.site_id = s.id
            where s.organisation_id = shown.id
              and b.status in ('collected', 'destroyed', 'certificate_issued')
          ) as last_collection
        from shown
        order by lower(shown.name), shown.id`;
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        postcode: row.postcode,
        people: row.people,
        sites: row.sites,
        openBalancePence: Number(row.open_balance_pence),
        lastCollection: row.last_collection ? asDay(row.last_collection) : null,
      }));
    },
  );
}
