import { beforeEach, describe, expect, it } from "vitest";
import { assignJob } from "@/lib/crew/assign-job";
import { moveStop } from "@/lib/crew/run-order-moves";
import { runSheetStops } from "@/lib/routes/run-sheet";
import { db } from "@/lib/server/db";
import { runSheetPdf, runSheetResponse } from "@/lib/office/run-sheet-pdf";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { pdfPages, pdfToText } from "../support/pdf-reader";

// The crews' run sheet against PostgreSQL: the day's one-off bookings and contract
// visits, cancelled ones and other days left out, printed one section per service in run order
// with every stop's fields and the boxes the crew fills in.

const today = "2026-11-25";
/** The contract's first visit (a Monday). */
const day = "2026-11-30";

function textOf(pdf: Uint8Array): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

const pagesOf = (pdf: Uint8Array) => pdfPages(pdf);

/** A job on the run sheet's day unless told. */
const plant = (reference: string, fields: Partial<Parameters<typeof plantJob>[1]> = {}) =>
  plantJob(reference, { day, ...fields });

beforeEach(resetDatabase);

describe("the run sheet of a day", () => {
  it("prints the day's bookings and contract visits in run order, one section per service", async () => {
    const contract = await makeContract(today);
    await plant("NESS-NORTH1", {
      slot: "am",
      name: "Nina North",
      company: "North Ledgers Ltd",
      address: "5 Quayside, Newcastle",
      postcode: "NE1 3JE",
      phone: "0191 555 0101",
      bags: 4,
      notes: "Ring the side door",
      status: "requested",
    });
    await plant("NESS-DURH01", {
      slot: "pm",
      name: "Dee Durham",
      address: "2 Claypath, Durham",
      postcode: "DH1 1QS",
      phone: "0191 555 0102",
      bags: 2,
      status: "collected",
    });
    await plant("NESS-ONSITE", {
      service: "onsite",
      name: "Olly Onsite",
      company: "Onsite Works",
      address: "Unit 4, Somewhere",
      bags: 10,
    });
    await plant("NESS-CANCEL", { postcode: "DH1 2AA", status: "cancelled" });
    await plant("NESS-OTHERD", { postcode: "DH1 2AA", day: "2026-12-01" });

    const stops = await runSheetStops(day);
    expect(stops.map((s) => s.reference)).toEqual(
      expect.arrayContaining(["NESS-DURH01", "NESS-NORTH1", "NESS-ONSITE"]),
    );
    expect(stops).toHaveLength(4);
    const visit = stops.find((s) => s.contractNumber)!;
    expect(visit).toMatchObject({ contractNumber: contract.number, postcode: "DH1 3LE" });

    const response = await runSheetResponse(day, stops);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="run-sheet-2026-11-30.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = textOf(new Uint8Array(await response.arrayBuffer()));

    expect(text).toContain("Run sheet Monday 30 November 2026");
    expect(text).not.toContain("NESS-CANCEL");
    expect(text).not.toContain("NESS-OTHERD");
    // Collections: DH1 1 (Durham), DH1 3 (the contract visit), NE1 (Newcastle); then on-site.
    const order = [
      "Collection (off-site shredding) (3 stops)",
      "1. Afternoon (12pm - 6pm) NESS-DURH01",
      "Customer Dee Durham",
      "Address 2 Claypath, Durham, DH1 1QS",
      "Phone 0191 555 0102",
      "To collect 2 bags or boxes",
      "Notes None given",
      "Seal numbers Weight (kg) Customer's signature Time",
      `2. All day (8am - 6pm) ${visit.reference} • ${contract.number}`,
      "Customer Dana Contract, Acme Surgery",
      "Address 1 High Street, Durham, DH1 3LE",
      "Phone 0191 000 0000",
      `To collect 3 lockable consoles/containers (contract ${contract.number})`,
      "3. Morning (8am - 12pm) NESS-NORTH1",
      "Customer Nina North, North Ledgers Ltd",
      "Address 5 Quayside, Newcastle, NE1 3JE",
      "Phone 0191 555 0101",
      "To collect 4 bags or boxes",
      "Notes Ring the side door",
      "On-site shredding (1 stop)",
      "1. All day (8am - 6pm) NESS-ONSITE",
      "Customer Olly Onsite, Onsite Works",
      "Address Unit 4, Somewhere, No postcode",
      "Phone None given",
      "To collect 10 bags or boxes",
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it("follows the office's run order and names each stop's crew", async () => {
    const sam = await db().user.create({
      data: {
        email: "sam@example.test",
        name: "Sam Lee",
        passwordHash: "not used",
        roles: { create: { role: "crew" } },
      },
    });
    await plant("NESS-DURHAM", { postcode: "DH1 1QS" });
    const north = await plant("NESS-NORTH", { postcode: "NE1 3JE" });
    await assignJob(north, sam.id);
    await moveStop(north, "up");
    const text = textOf(await runSheetPdf(day, await runSheetStops(day)));
    const order = ["1. All day", "NESS-NORTH", "Crew Sam Lee", "2. All day", "NESS-DURHAM"];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    expect(text.slice(from)).toContain("Crew Any crew");
  });

  it("says there are no jobs on an empty day, and runs to several pages on a busy one", async () => {
    expect(textOf(await runSheetPdf(day, await runSheetStops(day)))).toContain(
      "No jobs on this day.",
    );
    for (let n = 0; n < 14; n++) {
      await plant(`NESS-BUSY${String(n).padStart(2, "0")}`, {
        postcode: `DH${1 + (n % 3)} ${n % 9}AB`,
        address: `${n} Long Road, Durham`,
        notes: "Gate code 1234. ".repeat(n % 4),
      });
    }
    const pdf = await runSheetPdf(day, await runSheetStops(day));
    expect(pagesOf(pdf)).toBeGreaterThan(1);
    const text = textOf(pdf);
    for (let n = 0; n < 14; n++) expect(text).toContain(`NESS-BUSY${String(n).padStart(2, "0")}`);
    expect(text).toContain("14. All day");
  });
});
