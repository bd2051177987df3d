// The customer account's part of npm run bench:scale, run by scripts/bench-scale.ts as
// a child process with the react-server condition (the account's loaders are server-only), against
// the benchmark's scratch database (DATABASE_URL):
// 1. one account with two addresses holding 2,000 documents, bulk-inserted with generate_series:
//    700 bookings, 50 contracts (three years each, so 200 waste transfer notes, and four visits
//    to come each), 600 invoices and 450 certificates; beside it 50,000 other customers'
//    bookings, 20,000 invoices and 10,000 certificates, so the indexes choose among many addresses;
// 2. each of the account's five lists as /account asks for it (its count and one page of ten), the
//    first page and a deep one (the last), 200 times each after a warm-up, and the five at once.
// Numbers only (the goal, 100 ms p99 a list, is printed beside them). Writes its Markdown
// to argv[2].
import { writeFile } from "node:fs/promises";
import {
  accountBookings,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "../../lib/account/account-documents.ts";
import { ACCOUNT_PAGE_SIZE } from "../../lib/account/account-documents-rules.ts";
import type { SignedInAccount } from "../../lib/account/account-session.ts";
import type { Page } from "../../lib/shared/pagination.ts";
import { db } from "../../lib/server/db.ts";
import { p50p99, timed } from "./bench-samples.ts";

const ROUNDS = 200;
const EMAILS = ["bench-office@example.test", "bench-accounts@example.test"];
const OTHERS = 5_000;

/** The account's 2,000 documents, and other customers' many more. */
async function bulkDocuments(): Promise<SignedInAccount> {
  const sql = (text: string) => db().$executeRawUnsafe(text);
  // Alternating between the account's two addresses; others spread over OTHERS addresses.
  const mine = (i: string) => `(array['${EMAILS[0]}','${EMAILS[1]}'])[1 + ${i} % 2]`;
  const other = (i: string) => `'customer-' || (${i} % ${OTHERS}) || '@example.test'`;
  const booking = (prefix: string, email: (i: string) => string, count: number, from = 0) =>
    sql(`insert into bookings (id, reference, customer_name, customer_email, service_type,
        selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence,
        status, created_at, updated_at)
      select md5('${prefix}-' || i)::uuid, 'NESS-${prefix}' || lpad(i::text, 6, '0'), 'Bench',
        ${email("i")}, 'collection', current_date - (i % 900), 'allday', 1, 6500, 1300, 7800,
        'certificate_issued', now() - (i % 900) * interval '1 day' - i * interval '1 second', now()
      from generate_series(${from + 1}, ${from + count}) i`);
  await booking("MINE", mine, 700);
  await booking("OTHER", other, 50_000);
  await sql(`insert into contracts (id, number, customer_name, company_name, customer_email,
      customer_phone, site_address, postcode, service, containers, start_day, invoicing,
      created_by, created_at, updated_at)
    select md5('bench-contract-' || i)::uuid, 'CON-B' || lpad(i::text, 5, '0'), 'Bench',
      'Bench Ltd ' || i, ${mine("i")}, '0191 000 0000', '1 Quay', 'NE1 1AA', 'console_emptying',
      2, make_date(extract(year from current_date)::int - 3, 1, 5) + i, 'per_visit', 'bench',
      now() - i * interval '1 day', now()
    from generate_series(1, 50) i`);
  await sql(`insert into bookings (id, reference, customer_name, customer_email, service_type,
      selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence,
      status, contract_id, visit_original_day, visit_kind, created_at, updated_at)
    select gen_random_uuid(), 'NESS-V' || lpad((c * 10 + v)::text, 6, '0'), 'Bench',
      ${mine("c")}, 'collection', current_date + 7 * v, 'allday', 2, 4000, 800, 4800, 'confirmed',
      md5('bench-contract-' || c)::uuid, current_date + 7 * v, 'scheduled', now(), now()
    from generate_series(1, 50) c, generate_series(1, 4) v`);
  const invoice = (prefix: string, email: (i: string) => string, count: number) =>
    sql(`insert into invoices (id, kind, number, issued_at, issued_by, supply_date, due_date,
        customer_name, customer_email, subtotal_pence, vat_pence, total_pence)
      select gen_random_uuid(), 'invoice', 'INV-${prefix}-' || lpad(i::text, 6, '0'),
        now() - (i % 900) * interval '1 day' - i * interval '1 second', 'bench',
        current_date - (i % 900), current_date - (i % 900) + 30, 'Bench', ${email("i")},
        6500, 1300, 7800
      from generate_series(1, ${count}) i`);
  await invoice("MINE", mine, 600);
  await invoice("OTHER", other, 20_000);
  const certificate = (prefix: string, count: number) =>
    sql(`insert into certificates (id, number, check_code, booking_id, issued_at, issued_by,
        customer_name, booking_reference, collection_day, quantity, operative, destroyed_at,
        method, place, waste_carrier_number)
      select gen_random_uuid(), 'COD-${prefix}-' || lpad(i::text, 6, '0'), 'K7M2Q9XZ',
        md5('${prefix}-' || i)::uuid, now() - (i % 900) * interval '1 day', 'bench', 'Bench',
        'NESS-${prefix}' || lpad(i::text, 6, '0'), current_date - (i % 900), 1, 'Sam',
        now() - (i % 900) * interval '1 day', 'onsite_mobile', 'On site', 'CBDU000000'
      from generate_series(1, ${count}) i`);
  await certificate("MINE", 450);
  await certificate("OTHER", 10_000);
  await sql("analyze");
  const account = await db().customerAccount.create({
    data: { emails: { create: EMAILS.map((email) => ({ email })) } },
  });
  return { accountId: account.id, sessionId: "bench", emails: EMAILS };
}

type Loader = (account: SignedInAccount, page: number) => Promise<Page<unknown>>;

const account = await bulkDocuments();
const lists: [string, Loader][] = [
  ["Bookings", (a, page) => accountBookings(a, page)],
  ["Contracts", (a, page) => accountContracts(a, page)],
  ["Invoices", (a, page) => accountInvoices(a, page)],
  ["Certificates", (a, page) => accountCertificates(a, page)],
  ["Waste transfer notes", (a, page) => accountTransferNotes(a, page)],
];
const rows: string[] = [];
let documents = 0;
for (const [name, load] of lists) {
  const { total, pageCount } = await load(account, 1);
  documents += total;
  const first = await timed(() => load(account, 1), ROUNDS);
  const deep = await timed(() => load(account, pageCount), ROUNDS);
  rows.push(
    `| ${name} | ${total.toLocaleString("en-GB")} | ${p50p99(first)} | ${pageCount} | ${p50p99(deep)} |`,
  );
}
const together = await timed(() => Promise.all(lists.map(([, load]) => load(account, 1))), ROUNDS);
if (documents !== 2_000) throw new Error(`the account holds ${documents} documents, not 2,000`);

const markdown = `
Customer account: one account with two addresses holding ${documents.toLocaleString("en-GB")} documents, among 50,000 other customers' bookings, 20,000 invoices and 10,000 certificates. Each list as /account reads it (its count and a page of ${ACCOUNT_PAGE_SIZE}), p50 / p99 over ${ROUNDS} runs. Goal: under 100 ms p99 a list.

| list | documents | first page | pages | last page |
|---|---|---|---|---|
${rows.join("\n")}
| all five first pages at once (the page's data) | ${documents.toLocaleString("en-GB")} | ${p50p99(together)} | | |
`;
const out = process.argv[2];
if (!out) throw new Error("usage: account-bench.ts <markdown file>");
await writeFile(out, markdown);
console.log(`account measured: ${documents} documents, ${ROUNDS} runs of each list`);
process.exit(0);
