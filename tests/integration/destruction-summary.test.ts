import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import {
  destructionSummaryCsv,
  destructionSummaryPdf,
} from "@/lib/organisations/destruction-summary-route";
import { summaryTexts } from "@/lib/organisations/destruction-summary-texts";
import { db } from "@/lib/server/db";
import { paths } from "@/lib/shared/paths";
import { plantAccount, plantBooking } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";
import { pdfToText } from "../support/pdf-reader";

// The destruction summary against PostgreSQL, through its routes as the browser asks them: every
// collection of the member's sites (or the one chosen) in a range of London days whose
// certificate stands, with date, weight, seals, certificate number and verification link, as CSV
// and PDF, with totals. Only a Viewer or an Administrator gets one; a site id from the address
// only narrows it, so another organisation's site gives nothing.

const DECEMBER = { from: "2026-12-01", to: "2026-12-31" };
let sequence = 0;

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

const signIn = (token: string) => {
  sendCookies({ [ACCOUNT_COOKIE]: token });
};
const ask = (kind: "csv" | "pdf", range: { from: string; to: string; site?: string }) =>
  (kind === "csv" ? destructionSummaryCsv : destructionSummaryPdf)(
    new Request(`http://localhost${paths.accountDestructionSummary(range, kind)}`),
  );

/** A collection of `siteId` on `collectedAt`, its certificate issued (superseding `supersedes`). */
async function collection(
  siteId: string,
  collectedAt: string,
  fields: {
    weightKg?: string;
    seals?: string;
    supersedes?: { id: string; bookingId: string };
  } = {},
) {
  sequence += 1;
  const booking = fields.supersedes
    ? await db().booking.findUniqueOrThrow({ where: { id: fields.supersedes.bookingId } })
    : await plantBooking("site@org.example.test", new Date(collectedAt));
  if (!fields.supersedes) {
    await db().booking.update({ where: { id: booking.id }, data: { siteId } });
  }
  const id = randomUUID();
  const number = `COD-2026-${String(sequence).padStart(6, "0")}`;
  await db().$executeRaw`
    insert into certificates (id, number, check_code, booking_id, supersedes_id, issued_at,
      issued_by, customer_name, collection_address, booking_reference, collection_day, quantity,
      weight_kg, seal_numbers, operative, collected_at, destroyed_at, method, place,
      waste_carrier_number)
    values (${id}::uuid, ${number}, 'K7M2Q9XZ', ${booking.id}::uuid,
      ${fields.supersedes?.id ?? null}::uuid, ${new Date(collectedAt)}, 'office@example.test',
      'Jo Customer', '1 Quay, Newcastle', ${booking.reference}, ${collectedAt.slice(0, 10)}::date,
      3, ${fields.weightKg ?? null}::numeric, ${fields.seals ?? null}, 'Sam',
      ${new Date(collectedAt)}, ${new Date(collectedAt)}, 'onsite_mobile', 'Our facility',
      'CBDU000000')`;
  return { id, number, bookingId: booking.id, reference: booking.reference };
}

const csvRows = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(","));

function pdfText(pdf: ArrayBuffer): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

/** Quayside's two sites with a collection each in December, and one of another organisation. */
async function planted() {
  const ours = await plantOrganisation();
  const theirs = await plantOrganisation("Other Co", ["Their yard"]);
  const [durham, head] = ours.sites;
  const first = await collection(head!.id, "2026-12-02T10:00:00Z", {
    weightKg: "12.5",
    seals: "A1 A2",
  });
  const second = await collection(durham!.id, "2026-12-03T23:30:00Z", { weightKg: "7.0" });
  const november = await collection(head!.id, "2026-11-30T10:00:00Z", { weightKg: "5.0" });
  const other = await collection(theirs.sites[0]!.id, "2026-12-02T10:00:00Z", { weightKg: "3.0" });
  return { ours, theirs, durham: durham!, head: head!, first, second, november, other };
}

describe("the destruction summary", () => {
  it("lists a Viewer every collection of the range with its date, weight, seals, certificate and link, then the totals", async () => {
    const { ours, first, second } = await planted();
    const viewer = await plantMember(ours.id, "viewer");
    signIn(viewer.token);

    const response = await ask("csv", DECEMBER);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="destruction-summary-2026-12-01-to-2026-12-31.csv"',
    );
    const [header, ...rows] = await csvRows(response);
    expect(header).toEqual(Object.values(summaryTexts.columns));
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ["2026-12-02", "Head office", first.reference, "12.5", "A1 A2", first.number],
      // 23:30 UTC on 3 December is still 3 December in London (GMT).
      ["2026-12-03", "Durham office", second.reference, "7.0", "", second.number],
      ["Total", "", "2 collections", "19.5", "", ""],
    ]);
    expect(rows[0]![6]).toMatch(new RegExp(`^https?://[^/]+${paths.certificate(first.number)}$`));
  });

  it("lists only the chosen site, and only the standing certificate of a corrected job", async () => {
    const { ours, head, first } = await planted();
    const corrected = await collection(head.id, "2026-12-02T10:00:00Z", {
      weightKg: "13.0",
      supersedes: first,
    });
    const administrator = await plantMember(ours.id, "administrator");
    signIn(administrator.token);

    const [, ...rows] = await csvRows(await ask("csv", { ...DECEMBER, site: head.id }));

    expect(rows.map((row) => row[5])).toEqual([corrected.number, ""]);
    expect(rows.at(-1)![3]).toBe("13.0");
  });

  it("gives nothing for another organisation's site id", async () => {
    const { ours, theirs } = await planted();
    const viewer = await plantMember(ours.id, "viewer");
    signIn(viewer.token);

    const [, ...rows] = await csvRows(await ask("csv", { ...DECEMBER, site: theirs.sites[0]!.id }));

    expect(rows).toEqual([["Total", "", "0 collections", "0.0", "", "", ""]]);
  });

  it("answers 404 to a Booker, a Finance member and an account in no organisation; 303 signed out", async () => {
    const { ours } = await planted();
    for (const role of ["booker", "finance"] as const) {
      signIn((await plantMember(ours.id, role)).token);
      expect((await ask("csv", DECEMBER)).status, role).toBe(404);
      expect((await ask("pdf", DECEMBER)).status, role).toBe(404);
    }
    signIn((await plantAccount("alone@example.test")).token);
    expect((await ask("csv", DECEMBER)).status).toBe(404);
    sendCookies({});
    expect((await ask("pdf", DECEMBER)).status).toBe(303);
  });

  it("answers 400 with a clear message to a range that is not two days, From not after To", async () => {
    const { ours } = await planted();
    signIn((await plantMember(ours.id, "viewer")).token);

    for (const range of [
      { from: "2026-12-31", to: "2026-12-01" },
      { from: "2026-02-30", to: "2026-12-01" },
      { from: "yesterday", to: "2026-12-01" },
    ]) {
      const response = await ask("csv", range);
      expect(response.status, range.from).toBe(400);
      expect(await response.json()).toEqual({ error: summaryTexts.badRange });
    }
  });

  it("draws the PDF titled with the organisation and the range, its rows and totals", async () => {
    const { ours, first, second, other } = await planted();
    signIn((await plantMember(ours.id, "viewer")).token);

    const response = await ask("pdf", DECEMBER);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain(
      "Destruction summary Quayside Law LLP 1 December 2026 to 31 December 2026",
    );
    expect(text).toContain(first.number);
    expect(text).toContain(second.number);
    expect(text).not.toContain(other.number);
    expect(text).toContain("Total: 2 collections, 19.5 kg");
  });
});
