// The chain of custody's part of npm run bench:scale, run by scripts/bench-scale.ts as
// a child process with the react-server condition (the custody modules are server-only), against
// the benchmark's scratch database (DATABASE_URL):
// 1. 100,000 seals bulk-inserted with generate_series in a realistic mix (90% destroyed in 450 runs
//    on three shredders over two years, 1% collected over the last five days, 9% printed and not
//    yet used; four seals a job);
// 2. a run of 500 scans through the real scan function (lib/custody/scan-seal.ts), one at a time,
//    of 100 jobs' 500 collected seals (five a job, so every fifth scan issues the job's
//    certificate and invoice), timing each;
// 3. the Custody report's data as its page asks for it (the counts by state and one page), first
//    page, filtered pages, a deep page, and the CSV's first chunk; and Today's seal counts.
// Numbers only (the goals are printed beside them). Writes its Markdown to argv[2].
import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { parseCustodyFilter, type CustodyParams } from "../../lib/custody/custody-filter.ts";
import {
  custodyChunks,
  custodyPage,
  oldestAwaitingCollection,
  sealCount,
  sealStateCounts,
} from "../../lib/custody/custody-report.ts";
import { startRun } from "../../lib/custody/runs.ts";
import { scanSeal } from "../../lib/custody/scan-seal.ts";
import { addShredder } from "../../lib/custody/shredders.ts";
import { todayInLondon } from "../../lib/shared/dates.ts";
import { ADMIN_PAGE_SIZE } from "../../lib/shared/pagination.ts";
import { db } from "../../lib/server/db.ts";
import { p50p99, timed } from "./bench-samples.ts";
import { collectSeals, printSeals } from "../../tests/support/seals.ts";

const BULK = 100_000;
const SCANS = 500;
const SEALS_A_JOB = 5;
const ROUNDS = 200;

/** 100,000 seals: 1-90,000 destroyed, 90,001-91,000 collected, the rest issued. */
async function bulkSeals(): Promise<void> {
  const sql = (text: string) => db().$executeRawUnsafe(text);
  await sql(`insert into label_prints (id, first_number, last_number, sheets, printed_by, printed_at)
    select md5('bench-print-' || k)::uuid, (k - 1) * 240 + 1, least(k * 240, ${BULK}), 10,
      'office@example.test', now() - interval '800 days' + k * interval '1 day'
    from generate_series(1, ceil(${BULK} / 240.0)::int) k`);
  await sql(`insert into shredders (id, name)
    select md5('bench-shredder-' || k)::uuid, 'Bench shredder ' || k from generate_series(1, 3) k`);
  await sql(`insert into destruction_runs (id, shredder_id, operator, started_by, started_at, ended_at)
    select md5('bench-run-' || k)::uuid, md5('bench-shredder-' || (1 + k % 3))::uuid,
      'Operator ' || (1 + k % 7), 'office@example.test',
      now() - interval '640 days' + k * interval '1 day' * 1.4,
      now() - interval '640 days' + k * interval '1 day' * 1.4 + interval '3 hours'
    from generate_series(1, 450) k`);
  // A job for every four seals used (1-91,000): certificate issued, or collected for the last 250.
  await sql(`insert into bookings (id, reference, customer_name, customer_email, service_type,
      selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence, status,
      postcode, created_at, updated_at)
    select md5('bench-job-' || k)::uuid, 'NESS-SEAL' || lpad(k::text, 6, '0'), 'Bench Customer',
      'bench@example.test', 'collection', current_date - (22750 - k) / 35, 'allday', 4, 6500, 1300,
      7800, (case when k > 22500 then 'collected' else 'certificate_issued' end)::booking_status,
      'NE1 1AA', now(), now()
    from generate_series(1, 22750) k`);
  await sql(`insert into seals (number, state, print_id, booking_id, collected_at, run_id, destroyed_at)
    select i,
      (case when i <= 90000 then 'destroyed' when i <= 91000 then 'collected' else 'issued' end)::seal_state,
      md5('bench-print-' || ((i - 1) / 240 + 1))::uuid,
      case when i <= 91000 then md5('bench-job-' || ((i - 1) / 4 + 1))::uuid end,
      case when i <= 90000 then now() - (90000 - i) * interval '10 minutes' - interval '1 day'
           when i <= 91000 then now() - (91000 - i) * interval '7 minutes' end,
      case when i <= 90000 then md5('bench-run-' || (1 + (i - 1) / 200))::uuid end,
      case when i <= 90000 then now() - (90000 - i) * interval '10 minutes' end
    from generate_series(1, ${BULK}) i`);
  await sql(`insert into seal_counters (id, last) values (1, ${BULK})
    on conflict (id) do update set last = excluded.last`);
  await sql("analyze");
}

/** 500 scans of 100 jobs' collected seals, one at a time: each scan's milliseconds. */
async function benchScans(): Promise<{ all: number[]; certificate: number[]; plain: number[] }> {
  const first = BULK + 1;
  await printSeals(first, first + SCANS - 1);
  await db().sealCounter.update({ where: { id: 1 }, data: { last: first + SCANS - 1 } });
  const collectedAt = new Date(Date.now() - 3 * 3_600_000);
  for (let job = 0; job < SCANS / SEALS_A_JOB; job++) {
    const booking = await db().booking.create({
      data: {
        reference: `NESS-SCAN${String(job).padStart(3, "0")}`,
        customerName: `Scan Customer ${job}`,
        customerEmail: `scan-${job}@example.test`,
        serviceType: "collection",
        selectedDate: new Date(`${todayInLondon()}T00:00:00Z`),
        timeSlot: "allday",
        bagQuantity: SEALS_A_JOB,
        subtotalPence: 6500,
        vatPence: 1300,
        totalPence: 7800,
        status: "confirmed",
      },
    });
    const numbers = Array.from({ length: SEALS_A_JOB }, (_, i) => first + job * SEALS_A_JOB + i);
    await collectSeals(booking.id, numbers, collectedAt);
  }
  const shredder = await addShredder("Bench scan shredder");
  if (!shredder.ok) throw new Error(shredder.message);
  const crew = { id: randomUUID(), email: "facility@example.test", isOffice: false };
  const run = await startRun(shredder.id, "Robin Hall", crew);
  if (!run.ok) throw new Error(run.message);

  const certificatesBefore = await db().certificate.count();
  const all: number[] = [];
  const certificate: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < SCANS; i++) {
    const sealText = `S-${String(first + i).padStart(6, "0")}`;
    const started = performance.now();
    const outcome = await scanSeal(
      run.runId,
      {
        key: randomUUID(),
        sealText,
        scannedAt: new Date().toISOString(),
      },
      crew,
    );
    const ms = performance.now() - started;
    if (!outcome.found || outcome.answer.status !== "destroyed") {
      throw new Error(`${sealText} was not destroyed: ${JSON.stringify(outcome)}`);
    }
    all.push(ms);
    ((i + 1) % SEALS_A_JOB === 0 ? certificate : plain).push(ms);
  }
  const issued = (await db().certificate.count()) - certificatesBefore;
  if (issued !== SCANS / SEALS_A_JOB) throw new Error(`${issued} certificates issued`);
  return { all, certificate, plain };
}

async function benchReport(): Promise<[string, number[]][]> {
  const today = todayInLondon();
  const filter = (params: CustodyParams) => parseCustodyFilter(params);
  // The page's data: the counts by state and the page, at once, as app/admin/custody asks.
  const pageData =
    (params: CustodyParams, page = 1) =>
    () =>
      Promise.all([sealStateCounts(), custodyPage(filter(params), page, today)]);
  const total = await sealCount(filter({}), today);
  const lastPage = Math.ceil(total / ADMIN_PAGE_SIZE);
  const deep = Math.floor(lastPage * 0.9);
  return [
    ["first page (no filter, newest labels first)", await timed(pageData({}), ROUNDS)],
    ["filtered: overdue only", await timed(pageData({ overdue: "1" }), ROUNDS)],
    [
      "filtered: destroyed, a month's destruction dates",
      await timed(
        pageData({
          state: "destroyed",
          dates: "destroyed",
          from: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
          to: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
        }),
        ROUNDS,
      ),
    ],
    ["filtered: a job reference search", await timed(pageData({ q: "NESS-SEAL012345" }), ROUNDS)],
    [
      `deep page (page ${deep.toLocaleString("en-GB")} of ${lastPage.toLocaleString("en-GB")})`,
      await timed(pageData({}, deep), ROUNDS),
    ],
    [
      `last page (page ${lastPage.toLocaleString("en-GB")})`,
      await timed(pageData({}, lastPage), ROUNDS),
    ],
    [
      "CSV's first chunk (1,000 rows, no filter)",
      await timed(() => custodyChunks(filter({}), today).next(), ROUNDS),
    ],
    [
      "Today's seal counts (awaiting, overdue, oldest)",
      await timed(
        () =>
          Promise.all([
            sealCount(filter({ state: "collected" }), today),
            sealCount(filter({ overdue: "1" }), today),
            oldestAwaitingCollection(),
          ]),
        ROUNDS,
      ),
    ],
  ];
}

const out = process.argv[2];
if (!out) throw new Error("usage: custody-bench.ts <markdown file>");
await bulkSeals();
const scans = await benchScans();
const report = await benchReport();
const seals = await sealStateCounts();
const markdown = `
Chain of custody. A run of ${SCANS} scans through the real scan function, one at a time, at ${(BULK + SCANS).toLocaleString("en-GB")} seals (five seals a job: every fifth scan also issues the job's certificate and invoice, whose PDFs are drawn when their e-mails are sent). Goal: under 100 ms p99 a scan.

| scans | count | p50 / p99 |
|---|---|---|
| every scan | ${scans.all.length} | ${p50p99(scans.all)} |
| a seal that was not its job's last | ${scans.plain.length} | ${p50p99(scans.plain)} |
| a job's last seal (certificate issued) | ${scans.certificate.length} | ${p50p99(scans.certificate)} |

The Custody report at ${(seals.issued + seals.collected + seals.destroyed).toLocaleString("en-GB")} seals (${seals.destroyed.toLocaleString("en-GB")} destroyed, ${seals.collected.toLocaleString("en-GB")} collected, ${seals.issued.toLocaleString("en-GB")} issued): the page's data (counts by state, the filter's total and its 25 rows), p50 / p99 over ${ROUNDS} runs. Goal: under 200 ms p99 a page.

| page | p50 / p99 |
|---|---|
${report.map(([name, samples]) => `| ${name} | ${p50p99(samples)} |`).join("\n")}
`;
await writeFile(out, markdown);
console.log(`custody measured: ${SCANS} scans, ${ROUNDS} runs of each page`);
process.exit(0);
