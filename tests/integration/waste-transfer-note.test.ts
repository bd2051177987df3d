import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/(site)/contracts/[token]/waste-transfer-note/[year]/route";
import { WASTE_HIERARCHY_DECLARATION } from "@/lib/contracts/transfer-note-rules";
import { signMyTransferNote } from "@/lib/contracts/transfer-note-actions";
import { env } from "@/lib/server/env";
import {
  contractsWithUnsignedNote,
  transferNoteOf,
  unsignedTransferNoteCount,
} from "@/lib/contracts/transfer-notes";
import { db } from "@/lib/server/db";
import { contractToken } from "@/lib/server/signed-links";
import { completeVisit, visitsOf } from "../support/contract-jobs";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { tamperedToken } from "../support/tampered-token";
import { pdfToText } from "../support/pdf-reader";

// A contract's annual waste transfer note against PostgreSQL: made on demand once per
// contract and year, signed once through the contract's signed link (name, time and address
// recorded), and drawn as a PDF stating everything the duty of care asks of it.

const created = "2026-11-25";
const signedAt = new Date("2026-11-25T14:30:00Z");
const request = { ip: "203.0.113.7", now: signedAt };
const year = 2026;

const sign = (token: string, fields: Record<string, unknown> = {}) =>
  signMyTransferNote.handle(request, {
    contract: token,
    year: String(year),
    signed_name: "Dana Contract",
    sic_code: "86210",
    confirm: true,
    hierarchy: true,
    ...fields,
  });

const download = (token: string, noteYear: string | number = year) =>
  GET(new Request(`http://localhost/contracts/${token}/waste-transfer-note/${noteYear}`), {
    params: Promise.resolve({ token, year: String(noteYear) }),
  });

function textOf(pdf: ArrayBuffer): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

beforeEach(resetDatabase);

describe("signing the waste transfer note", () => {
  it("records the name, time and address once: a second signing changes nothing", async () => {
    const { id } = await makeContract(created);
    const token = contractToken(id);
    expect(await transferNoteOf(id, year)).toEqual({
      year,
      signedName: null,
      signedAt: null,
      sicCode: null,
    });

    const first = await sign(token);
    expect(first).toEqual({
      ok: true,
      data: {
        year,
        signedName: "Dana Contract",
        signedAt: signedAt.toISOString(),
        sicCode: "86210",
      },
    });
    const second = await signMyTransferNote.handle(
      { ip: "198.51.100.1", now: new Date("2026-11-26T09:00:00Z") },
      {
        contract: token,
        year: String(year),
        signed_name: "Someone Else",
        sic_code: "47110",
        confirm: true,
        hierarchy: true,
      },
    );
    expect(second.ok).toBe(true);
    const rows = await db().wasteTransferNote.findMany({ where: { contractId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      year,
      signedName: "Dana Contract",
      signedAt,
      signedIp: "203.0.113.7",
      sicCode: "86210",
      hierarchyDeclared: true,
    });
    expect((await db().contract.findUniqueOrThrow({ where: { id } })).sicCode).toBe("86210");
  });

  it("is refused at the declaration without the waste hierarchy ticked, and changes nothing", async () => {
    const { id } = await makeContract(created, { sic_code: "86210" });
    const refused = await sign(contractToken(id), { hierarchy: false, sic_code: "47110" });
    expect(refused).toMatchObject({
      ok: false,
      reason: "validation",
      fieldErrors: {
        hierarchy: ["Please confirm that you have applied the waste management hierarchy"],
      },
    });
    expect(await db().wasteTransferNote.findMany({ where: { signedAt: { not: null } } })).toEqual(
      [],
    );
    expect((await db().contract.findUniqueOrThrow({ where: { id } })).sicCode).toBe("86210");
  });

  it("offers the contract's SIC code and stores the one the customer corrects it to", async () => {
    const { id } = await makeContract(created, { sic_code: "86210" });
    expect((await transferNoteOf(id, year)).sicCode).toBe("86210");
    const signed = await sign(contractToken(id), { sic_code: "86 230" });
    expect(signed).toMatchObject({ ok: true, data: { sicCode: "86230" } });
    expect(
      await db().wasteTransferNote.findFirstOrThrow({ where: { contractId: id } }),
    ).toMatchObject({ sicCode: "86230", hierarchyDeclared: true });
    // The contract keeps the corrected code: next year's note offers it.
    expect((await db().contract.findUniqueOrThrow({ where: { id } })).sicCode).toBe("86230");
  });

  it("lets the customer of a contract made without a SIC code give it, and refuses none", async () => {
    const { id } = await makeContract(created);
    const token = contractToken(id);
    expect(await sign(token, { sic_code: "" })).toMatchObject({
      ok: false,
      fieldErrors: { sic_code: ["Please give a 5-digit UK SIC 2007 code, e.g. 86210"] },
    });
    expect(await sign(token, { sic_code: "69201" })).toMatchObject({ ok: true });
    expect((await db().contract.findUniqueOrThrow({ where: { id } })).sicCode).toBe("69201");
  });

  it("needs the full name and the confirmation of the waste's description", async () => {
    const { id } = await makeContract(created);
    const token = contractToken(id);
    const unticked = await sign(token, { confirm: false });
    expect(unticked).toMatchObject({
      ok: false,
      reason: "validation",
      fieldErrors: { confirm: ["Please confirm the description of the waste"] },
    });
    const nameless = await sign(token, { signed_name: "   " });
    expect(nameless).toMatchObject({
      ok: false,
      fieldErrors: { signed_name: ["Please type your full name"] },
    });
    expect((await transferNoteOf(id, year)).signedAt).toBeNull();
  });

  it("refuses a forged link, an ended contract and a year the contract does not run in", async () => {
    const { id } = await makeContract(created);
    const token = contractToken(id);
    const forged = tamperedToken(token);
    expect(await sign(forged)).toMatchObject({
      ok: false,
      message: "This contract link is not valid.",
    });
    expect(await sign(token, { year: "2025" })).toMatchObject({ ok: false });
    expect(await sign(token, { year: "2030" })).toMatchObject({ ok: false });
    await db().contract.update({
      where: { id },
      data: { status: "ended", statusFrom: new Date("2026-11-25T00:00:00Z") },
    });
    expect(await sign(token)).toMatchObject({ ok: false });
    expect(await db().wasteTransferNote.count({ where: { signedAt: { not: null } } })).toBe(0);
  });
});

describe("the office's flag", () => {
  it("counts and lists the contracts whose note of the year is not signed", async () => {
    const signed = await makeContract(created);
    const unsigned = await makeContract(created, { company_name: "Beta Ltd" });
    expect(await unsignedTransferNoteCount(year)).toBe(2);
    await sign(contractToken(signed.id));
    expect(await unsignedTransferNoteCount(year)).toBe(1);
    expect(await contractsWithUnsignedNote(year)).toEqual([
      { id: unsigned.id, number: unsigned.number, companyName: "Beta Ltd" },
    ]);
    // A contract starting next year owes no note for this one.
    await makeContract(created, { company_name: "Later Ltd", start_day: "2027-01-04" });
    expect(await unsignedTransferNoteCount(year)).toBe(1);
  });
});

describe("GET /contracts/{token}/waste-transfer-note/{year}", () => {
  it("answers the note's PDF: both parties, the waste, containment, carrier, period and signatures", async () => {
    const { id, number } = await makeContract(created, { containers: "2" });
    const token = contractToken(id);
    await sign(token, { sic_code: "86210" });
    const response = await download(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="waste-transfer-note-${number.toLowerCase()}-2026.pdf"`,
    );
    const text = textOf(await response.arrayBuffer());
    for (const expected of [
      "Waste Transfer Note 2026",
      `Contract ${number}`,
      // The customer and the site, with the SIC code the customer signed with.
      "Acme Surgery",
      "Dana Contract",
      "1 High Street, Durham, DH1 3LE",
      "SIC code 86210",
      // The company, carrier.
      "North East Secure Shredding Ltd",
      "Lingfield Point, Darlington, County Durham, DL1 1RW",
      "Waste carrier registration CBDU000000",
      // The waste.
      "EWC 20 01 01 Confidential paper for secure shredding",
      "Container type Lockable confidential waste consoles",
      "Containment 2 lockable consoles/containers",
      // Weekly with 2 consoles.
      "Quantity Estimated 104 console emptyings a year (2 lockable consoles/containers, weekly: 52 visits a year)",
      // The waste hierarchy declaration, confirmed by the signature.
      WASTE_HIERARCHY_DECLARATION,
      "Confirmed Yes, by Dana Contract when signing",
      // From the contract's start to the year's end.
      "Period Monday 30 November 2026 to Thursday 31 December 2026",
      // Both signatures.
      "Signed online by Dana Contract on Wednesday 25 November 2026, 14:30",
      "203.0.113.7",
      // The carrier's signatory is a person, by name (the TRANSFER_NOTE_SIGNATORY setting).
      `Signed for the carrier by ${env().TRANSFER_NOTE_SIGNATORY}, Operations Manager, North East Secure Shredding Ltd`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("16 02 14");
  });

  it("describes hard drives (EWC 16 02 14) once a visit of the year was destroyed as hard drives", async () => {
    const { id } = await makeContract(created);
    const [visit] = await visitsOf(id);
    await completeVisit(visit!);
    await db().jobDestruction.update({
      where: { bookingId: visit!.id },
      data: { method: "hard_drive" },
    });
    const text = textOf(await (await download(contractToken(id))).arrayBuffer());
    expect(text).toContain("EWC 16 02 14");
    expect(text).toContain("Not yet signed");
    // Unsigned and made without a SIC code: the customer gives it and declares when signing.
    expect(text).toContain("SIC code To be given by the customer when signing");
    expect(text).toContain("Confirmed Not yet: the customer confirms it when signing");
  });

  it("is a 404 for a forged token, a year outside the contract and a malformed year", async () => {
    const { id } = await makeContract(created);
    const token = contractToken(id);
    expect((await download(tamperedToken(token))).status).toBe(404);
    expect((await download(token, 2025)).status).toBe(404);
    expect((await download(token, "20x6")).status).toBe(404);
    expect(await db().wasteTransferNote.count()).toBe(0);
  });
});
