// The figures of the Reports tab, each one SQL aggregate over the whole table, in
// London time, with generate_series filling the empty weeks and months with zeros. Plain text with
// one parameter ($1, "now" as a timestamptz) so the page (lib/office/reports.ts) and the scale
// benchmark (scripts/bench-scale.ts) run the same statements. Nothing here reads a row into Node.

const london = (expr: string) => `(${expr}) at time zone 'Europe/London'`;
const thisWeek = `date_trunc('week', ${london("$1::timestamptz")})`;
const thisMonth = `date_trunc('month', ${london("$1::timestamptz")})`;

/** Per week, Monday to Sunday, for 12 weeks to this one: counted by a column's two values. */
function perWeek(table: string, column: string, values: [string, string], where: string) {
  const [a, b] = values;
  return `with weeks as (
  select generate_series(${thisWeek} - interval '11 weeks', ${thisWeek}, interval '1 week') as week
), counted as (
  select date_trunc('week', ${london("t.created_at")}) as week,
    count(*) filter (where t.${column} = '${a}') as ${a},
    count(*) filter (where t.${column} = '${b}') as ${b}
  from ${table} t
  where ${where}
    and t.created_at >= ${london(`${thisWeek} - interval '11 weeks'`)}
    and t.created_at < ${london(`${thisWeek} + interval '1 week'`)}
  group by 1
)
select to_char(w.week, 'YYYY-MM-DD') as week,
  coalesce(c.${a}, 0)::int as ${a}, coalesce(c.${b}, 0)::int as ${b}
from weeks w left join counted c using (week)
order by w.week`;
}

/**
 * One-off bookings made each week (by created_at), collection and on-site. Every booking made
 * counts, cancelled ones included; contract visits do not (a contract makes a year of them at once).
 */
export const bookingsPerWeekSql = perWeek(
  "bookings",
  "service_type",
  ["collection", "onsite"],
  "t.contract_id is null",
);

/** Quote requests and contact messages received each week. */
export const enquiriesPerWeekSql = perWeek("enquiries", "kind", ["quote", "contact"], "true");

/**
 * Per month for 12 months to this one: invoiced (invoices' totals less credit notes', by the month
 * each was issued) and paid (payments' amounts by the month received). Pence, VAT included.
 */
export const moneyPerMonthSql = `with months as (
  select generate_series(${thisMonth} - interval '11 months', ${thisMonth}, interval '1 month') as month
), invoiced as (
  select date_trunc('month', ${london("i.issued_at")}) as month,
    sum(case when i.kind = 'invoice' then i.total_pence else -i.total_pence end) as pence
  from invoices i
  where i.issued_at >= ${london(`${thisMonth} - interval '11 months'`)}
    and i.issued_at < ${london(`${thisMonth} + interval '1 month'`)}
  group by 1
), paid as (
  select date_trunc('month', p.received_on::timestamp) as month, sum(p.amount_pence) as pence
  from payments p
  where p.received_on >= (${thisMonth} - interval '11 months')::date
    and p.received_on < (${thisMonth} + interval '1 month')::date
  group by 1
)
select to_char(m.month, 'YYYY-MM') as month,
  coalesce(i.pence, 0)::int as invoiced, coalesce(p.pence, 0)::int as paid
from months m left join invoiced i using (month) left join paid p using (month)
order by m.month`;

/**
 * Jobs (one-off bookings and contract visits, not cancelled) per postcode district, for days from
 * a year ago on, those booked ahead included. Districts become towns in Node (the coverage table
 * lives in the site's content), which only sums these few rows.
 */
export const jobsPerDistrictSql = `select split_part(upper(b.postcode), ' ', 1) as district,
  count(*)::int as jobs
from bookings b
where b.status <> 'cancelled' and b.postcode is not null and b.postcode <> ''
  and b.selected_date > (${london("$1::timestamptz")})::date - interval '1 year'
group by 1`;

/**
 * The crews' average time on site (Arrived to Collected, JobCollection.timeOnSiteSeconds) per
 * service, over the jobs collected in the last 12 weeks (as the weekly figures) up to now, with
 * how many were timed and their average bags (the planner's allowance is worked out from it in
 * Node). Both services always, with 0 jobs when none was timed.
 */
export const timeOnSiteByServiceSql = `with services(service) as (
  values ('collection'), ('onsite')
), timed as (
  select b.service_type::text as service, c.time_on_site_seconds as seconds, b.bag_quantity as bags
  from job_collections c join bookings b on b.id = c.booking_id
  where c.time_on_site_seconds is not null
    and c.collected_at >= ${london(`${thisWeek} - interval '11 weeks'`)}
    and c.collected_at <= $1::timestamptz
)
select s.service, count(t.seconds)::int as jobs,
  coalesce(round(avg(t.seconds)), 0)::int as seconds,
  coalesce(round(avg(t.bags), 2), 0)::float8 as bags
from services s left join timed t using (service)
group by s.service
order by s.service`;

export const reportSqls = [
  bookingsPerWeekSql,
  moneyPerMonthSql,
  jobsPerDistrictSql,
  enquiriesPerWeekSql,
  timeOnSiteByServiceSql,
] as const;
