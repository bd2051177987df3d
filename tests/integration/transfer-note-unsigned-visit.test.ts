import { beforeEach, describe, expect, it } from "vitest";
import { dayOfWeek, nextDay, previousDay, todayInLondon } from "@/lib/shared/dates";
import { runSheetStops } from "@/lib/routes/run-sheet";
import { todayJobs } from "@/lib/office/today";
import { signTransferNote } from "@/lib/contracts/transfer-notes";
import { db } from "@/lib/server/db";
import { runSheetPdf } from "@/lib/office/run-sheet-pdf";
import { dayOf, visitsOf } from "../support/contract-jobs";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { pdfToText } from "../support/pdf-reader";

// A season-ticket waste transfer note covers the transfers from its signature on: the
// first visit of a note's period while the note is unsigned shows on Today's jobs and on the run
// sheet as 'Waste transfer note unsigned'; later visits, one-off bookings and every visit once the
// note is signed do not. Days are counted from London's today.

const flag = "Waste transfer note unsigned";
const today = todayInLondon();
/** A Monday after today whose next three weeks fall in its year (away from Christmas). */
const monday = (() => {
  let day = nextDay(today);
  while (dayOfWeek(day) !== 1 || day.slice(5) > "12-01") day = nextDay(day);
  return day;
})();
const year = Number(monday.slice(0, 4));

function textOf(pdf: Uint8Array): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

/** What Today's jobs and the run sheet say of `day`'s stops: reference -> flagged. */
async function flagsOn(day: string) {
  const [jobs, stops] = await Promise.all([todayJobs(day), runSheetStops(day)]);
  const today = Object.fromEntries(jobs.map((job) => [job.reference, job.transferNoteUnsigned]));
  const sheet = Object.fromEntries(
    stops.map((stop) => [stop.reference, stop.transferNoteUnsigned]),
  );
  expect(sheet).toEqual(today);
  const printed = textOf(await runSheetPdf(day, stops));
  return { flags: today, printed: printed.split(flag).length - 1 };
}

beforeEach(resetDatabase);

describe("'Waste transfer note unsigned' on Today and the run sheet", () => {
  it("flags the first visit of the period while the note is unsigned, not the next one", async () => {
    const { id } = await makeContract(today, { start_day: monday, frequency: "weekly" });
    const [first, second] = await visitsOf(id);
    await plantJob("NESS-ONEOFF", { day: dayOf(first!), postcode: "DH1 1QS" });

    expect(await flagsOn(dayOf(first!))).toEqual({
      flags: { [first!.reference]: true, "NESS-ONEOFF": false },
      printed: 1,
    });
    expect(await flagsOn(dayOf(second!))).toEqual({
      flags: { [second!.reference]: false },
      printed: 0,
    });
  });

  it("flags the next visit when the first of the period is cancelled", async () => {
    const { id } = await makeContract(today, { start_day: monday });
    const [first, second] = await visitsOf(id);
    await db().booking.update({ where: { id: first!.id }, data: { status: "cancelled" } });
    expect((await flagsOn(dayOf(second!))).flags).toEqual({ [second!.reference]: true });
  });

  it("does not flag a visit once its note is signed, while an unsigned note still flags its own", async () => {
    const { id } = await makeContract(today, { start_day: monday });
    const other = await makeContract(today, { start_day: monday, company_name: "Beta Ltd" });
    const [first] = await visitsOf(id);
    const [otherFirst] = await visitsOf(other.id);
    await signTransferNote(id, year, {
      name: "Dana Contract",
      sicCode: "86210",
      hierarchyDeclared: true,
      ip: "192.0.2.1",
      now: new Date(`${previousDay(monday)}T12:00:00Z`),
    });
    // The other contract's note is still unsigned: only its visit is flagged.
    expect(await flagsOn(dayOf(first!))).toEqual({
      flags: { [first!.reference]: false, [otherFirst!.reference]: true },
      printed: 1,
    });
  });
});
