import { beforeEach, describe, expect, it } from "vitest";
import { parseCustodyFilter, type CustodyParams } from "@/lib/custody/custody-filter";
import { custodyCsv } from "@/lib/custody/custody-csv";
import { custodyChunks, custodyPage, sealStateCounts } from "@/lib/custody/custody-report";
import { formatSeal } from "@/lib/shared/seal-number";
import { parseLondonDateTime, todayInLondon, workingDayBefore } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { attentionCounts } from "@/lib/office/today";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { collectSeals, printSeals } from "../support/seals";

// Today's seal counts and the Custody report against PostgreSQL: seals awaiting
// destruction and overdue ones (one working day after the collection day, London time), each
// count the report's own filter counted; the report's filters, pages and CSV.

const today = todayInLondon();
const lastWorkingDay = workingDayBefore(today);
const twoWorkingDaysAgo = parseLondonDateTime(`${workingDayBefore(lastWorkingDay)}T10:00`)!;
const oneWorkingDayAgo = parseLondonDateTime(`${lastWorkingDay}T10:00`)!;

beforeEach(resetDatabase);

/** Seals `numbers` destroyed in a run on `shredder` by `operator`, at `at`. */
async function destroySeals(numbers: number[], at: Date, operator = "Robin Hall") {
  const shredder = await db().shredder.create({ data: { name: `Shredder ${numbers[0]}` } });
  const run = await db().destructionRun.create({
    data: { shredderId: shredder.id, operator, startedBy: "office@example.test", startedAt: at },
  });
  await db().seal.updateMany({
    where: { number: { in: numbers } },
    data: { state: "destroyed", runId: run.id, destroyedAt: at },
  });
}

const page = (params: CustodyParams, n = 1) => custodyPage(parseCustodyFilter(params), n, today);
const sealsOf = async (params: CustodyParams, n = 1) =>
  (await page(params, n)).items.map((row) => formatSeal(row.number));

describe("Today's seal counts", () => {
  it("counts a seal collected two working days ago as overdue, one collected today only as awaiting, destroyed seals in neither", async () => {
    await printSeals(1, 10);
    const old = await plantJob("NESS-OLD001", { day: today });
    const recent = await plantJob("NESS-NEW001", { day: today });
    const now = await plantJob("NESS-NOW001", { day: today });
    const done = await plantJob("NESS-DONE01", { day: today });
    await collectSeals(old, [1], twoWorkingDaysAgo);
    await collectSeals(recent, [2], oneWorkingDayAgo);
    await collectSeals(now, [3], new Date());
    await collectSeals(done, [4, 5], twoWorkingDaysAgo);
    await destroySeals([4, 5], oneWorkingDayAgo);

    const counts = await attentionCounts(today);
    expect(counts).toMatchObject({ sealsAwaiting: 3, sealsOverdue: 1 });
    expect(counts.oldestAwaitingAt).toEqual(twoWorkingDaysAgo);

    // Each count opens the report filtered to exactly the seals it counts.
    expect(await sealsOf({ state: "collected" })).toEqual(["S-000001", "S-000002", "S-000003"]);
    expect(await sealsOf({ overdue: "1" })).toEqual(["S-000001"]);
  });

  it("stops counting a seal once it is destroyed", async () => {
    await printSeals(1, 2);
    const job = await plantJob("NESS-OLD002", { day: today });
    await collectSeals(job, [1, 2], twoWorkingDaysAgo);
    expect(await attentionCounts(today)).toMatchObject({ sealsAwaiting: 2, sealsOverdue: 2 });
    await destroySeals([1, 2], new Date());
    expect(await attentionCounts(today)).toMatchObject({
      sealsAwaiting: 0,
      sealsOverdue: 0,
      oldestAwaitingAt: null,
    });
  });
});

describe("the Custody report", () => {
  beforeEach(async () => {
    await printSeals(1, 60);
    const a = await plantJob("NESS-AAA111", { day: today });
    const b = await plantJob("NESS-BBB222", { day: today });
    await collectSeals(a, [1, 2, 3], twoWorkingDaysAgo);
    await collectSeals(b, [4, 5], oneWorkingDayAgo);
    await destroySeals([1, 2], new Date(`${today}T12:00:00Z`));
  });

  it("counts every seal by state at the top", async () => {
    expect(await sealStateCounts()).toEqual({ issued: 55, collected: 3, destroyed: 2 });
  });

  it("filters by state, overdue, seal number, job reference and a date range", async () => {
    expect(await sealsOf({ state: "destroyed" })).toEqual(["S-000002", "S-000001"]);
    // The longest waiting first.
    expect(await sealsOf({ state: "collected" })).toEqual(["S-000003", "S-000004", "S-000005"]);
    expect(await sealsOf({ overdue: "1" })).toEqual(["S-000003"]);
    expect(await sealsOf({ q: "s-000004" })).toEqual(["S-000004"]);
    expect(await sealsOf({ q: "17" })).toEqual(["S-000017"]);
    expect(await sealsOf({ q: "bbb2" })).toEqual(["S-000005", "S-000004"]);
    expect(await sealsOf({ q: "100%_" })).toEqual([]);
    expect(await sealsOf({ dates: "destroyed", from: today, to: today })).toEqual([
      "S-000002",
      "S-000001",
    ]);
    expect(await sealsOf({ from: lastWorkingDay, to: lastWorkingDay })).toEqual([
      "S-000005",
      "S-000004",
    ]);
    const row = (await page({ q: "S-000001" })).items[0];
    expect(row).toMatchObject({
      state: "destroyed",
      printedBy: "office@example.test",
      reference: "NESS-AAA111",
      collectedAt: twoWorkingDaysAgo,
      shredder: "Shredder 1",
      operator: "Robin Hall",
    });
  });

  it("pages 25 at a time, newest labels first, and shows the last page for a page beyond it", async () => {
    const first = await page({});
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 60 });
    expect(first.items.map((r) => r.number)).toEqual(Array.from({ length: 25 }, (_, i) => 60 - i));
    const third = await page({}, 3);
    expect(third.items.map((r) => r.number)).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
    expect((await page({}, 99)).page).toBe(3);
    expect(await page({ q: "S-009999" })).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it("reads the CSV in chunks after one another, each seal once in the list's order", async () => {
    const chunks: number[][] = [];
    for await (const rows of custodyChunks(parseCustodyFilter({}), today, 7)) {
      chunks.push(rows.map((row) => row.number));
    }
    expect(chunks.map((c) => c.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(chunks.flat()).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    const waiting: number[] = [];
    for await (const rows of custodyChunks(parseCustodyFilter({ state: "collected" }), today, 2)) {
      waiting.push(...rows.map((row) => row.number));
    }
    expect(waiting).toEqual([3, 4, 5]);
  });

  it("exports the filtered seals as CSV with formulas defused", async () => {
    await db().labelPrint.updateMany({ data: { printedBy: '=HYPERLINK("http://x")' } });
    await db().destructionRun.updateMany({ data: { operator: "@SUM(A1)" } });
    const response = custodyCsv(
      new Request("http://localhost/admin/custody/export?state=destroyed"),
      today,
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="custody.csv"');
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Seal,State,Label printed (London time),Printed by,Job reference,Collected (London time)," +
        "Shredder,Operator,Run started (London time),Destroyed (London time)",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^S-000002,Destroyed,\d{4}-\d\d-\d\d \d\d:\d\d,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")",NESS-AAA111,`);
    expect(lines[1]).toContain(",Shredder 1,'@SUM(A1),");
  });
});
