import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import {
  isInvalidLink,
  isMissingSignedDocument,
  isUnknownArticle,
} from "@/lib/links/early-not-found";
import { contractToken, invoiceToken, manageToken } from "@/lib/server/signed-links";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { tamperedToken } from "../support/tampered-token";

// What proxy.ts answers 404 before Next renders, against PostgreSQL: a link whose token is not
// valid or names nothing, a browser's request for a file below a link that does not open it, and
// an article never published. Real ones pass.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The three other spellings of a token's last character: the same bytes, not the token. */
const otherSpellings = (token: string) =>
  [1, 2, 3].map((bits) => token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(token.at(-1)!) ^ bits]);

beforeEach(resetDatabase);

describe("a link's early 404", () => {
  it("lets a booking's link through, and refuses it altered, spelt otherwise, or for no booking", async () => {
    const day = nextWorkingDay(nextWorkingDay(todayInLondon()));
    const id = await plantJob("NESS-LINK01", { day });
    const token = manageToken(id, day);
    expect(await isInvalidLink("bookings", token)).toBe(false);
    for (const other of [...otherSpellings(token), tamperedToken(token)]) {
      expect(await isInvalidLink("bookings", other), other).toBe(true);
    }
    expect(await isInvalidLink("bookings", manageToken(randomUUID(), day))).toBe(true);
    // A booking's token opens no invoice or contract.
    expect(await isInvalidLink("invoices", token)).toBe(true);
    expect(await isInvalidLink("contracts", token)).toBe(true);
    for (const junk of [
      "",
      "x",
      "A".repeat(100_000),
      `${token.slice(0, 40)}\r\n${token.slice(42)}`,
    ]) {
      expect(await isInvalidLink("bookings", junk)).toBe(true);
    }
  });

  it("refuses an invoice's link that names no invoice", async () => {
    expect(await isInvalidLink("invoices", invoiceToken(randomUUID(), todayInLondon()))).toBe(true);
  });

  it("lets a contract's link through until the contract ends", async () => {
    const today = todayInLondon();
    const contract = await makeContract(today, { start_day: nextWorkingDay(today) });
    const token = contractToken(contract.id);
    expect(await isInvalidLink("contracts", token)).toBe(false);
    for (const other of otherSpellings(token)) {
      expect(await isInvalidLink("contracts", other), other).toBe(true);
    }
    await db().contract.update({
      where: { id: contract.id },
      data: { status: "ended", statusFrom: new Date(`${today}T00:00:00Z`) },
    });
    expect(await isInvalidLink("contracts", token)).toBe(true);
  });
});

describe("an article's early 404", () => {
  it("is decided from the database now: published passes, a draft or an unknown slug does not", async () => {
    await db().article.create({
      data: {
        slug: "a-published-guide",
        title: "A published guide",
        content: "<p>x</p>",
        isPublished: true,
        publishedAt: new Date(),
      },
    });
    await db().article.create({
      data: { slug: "a-draft", title: "A draft", content: "<p>x</p>", isPublished: false },
    });
    expect(await isUnknownArticle("a-published-guide")).toBe(false);
    expect(await isUnknownArticle("a-draft")).toBe(true);
    expect(await isUnknownArticle("no-such-article")).toBe(true);
    expect(await isUnknownArticle("%E0%A4%A")).toBe(true);
    expect(await isUnknownArticle("bad%00slug")).toBe(true);
  });
});

/** A certificate of destruction for the booking. */
async function plantCertificate(bookingId: string, reference: string) {
  const number = `COD-1998-${String(Math.floor(Math.random() * 999_999)).padStart(6, "0")}`;
  await db().$executeRaw`
    insert into certificates (id, number, check_code, booking_id, issued_by, customer_name,
      company_name, collection_address, booking_reference, collection_day, quantity, operative,
      destroyed_at, method, place, waste_carrier_number)
    values (${randomUUID()}::uuid, ${number}, 'K7M2Q9XZ', ${bookingId}::uuid,
      'office@example.test', 'Jo Customer', 'Acme Ltd', '1 Quay, Newcastle', ${reference},
      current_date, 3, 'Sam', now(), 'onsite_mobile', 'Our facility', 'CBDU000000')`;
}

describe("a browser's early 404 for a file below a link", () => {
  it("sends a booking's certificate only once the booking has a current one", async () => {
    const day = nextWorkingDay(nextWorkingDay(todayInLondon()));
    const id = await plantJob("NESS-FILE01", { day });
    const token = manageToken(id, day);
    expect(await isMissingSignedDocument("bookings", token, ["certificate"])).toBe(true);
    await plantCertificate(id, "NESS-FILE01");
    expect(await isMissingSignedDocument("bookings", token, ["certificate"])).toBe(false);
    for (const wrong of [tamperedToken(token), manageToken(randomUUID(), day), "not-a-token"]) {
      expect(await isMissingSignedDocument("bookings", wrong, ["certificate"]), wrong).toBe(true);
    }
  });

  it("sends an invoice's PDF and a contract's calendar for their own links only", async () => {
    const today = todayInLondon();
    const contract = await makeContract(today, { start_day: nextWorkingDay(today) });
    const token = contractToken(contract.id);
    expect(await isMissingSignedDocument("contracts", token, ["calendar.ics"])).toBe(false);
    expect(await isMissingSignedDocument("contracts", `${token}x`, ["calendar.ics"])).toBe(true);
    expect(await isMissingSignedDocument("invoices", token, ["pdf"])).toBe(true);
    const nobody = invoiceToken(randomUUID(), today);
    expect(await isMissingSignedDocument("invoices", nobody, ["pdf"])).toBe(true);
  });

  it("sends a waste transfer note for a year the open contract runs in", async () => {
    const today = todayInLondon();
    const contract = await makeContract(today, { start_day: nextWorkingDay(today) });
    const token = contractToken(contract.id);
    const startYear = Number(nextWorkingDay(today).slice(0, 4));
    const note = (year: string) =>
      isMissingSignedDocument("contracts", token, ["waste-transfer-note", year]);
    expect(await note(String(startYear))).toBe(false);
    expect(await note(String(startYear - 1))).toBe(true);
    expect(await note(String(startYear + 2))).toBe(true);
    expect(await note("not-a-year")).toBe(true);
    await db().contract.update({
      where: { id: contract.id },
      data: { status: "ended", statusFrom: new Date(`${today}T00:00:00Z`) },
    });
    expect(await note(String(startYear))).toBe(true);
    // Nothing is made for a note only asked about.
    expect(await db().wasteTransferNote.count()).toBe(0);
  });

  it("sends a visit's certificate only for a visit of that contract with its certificate issued", async () => {
    const today = todayInLondon();
    const contract = await makeContract(today, { start_day: nextWorkingDay(today) });
    const other = await makeContract(today, { start_day: nextWorkingDay(today) });
    const token = contractToken(contract.id);
    const visit = await plantJob("NESS-VISIT1", { day: nextWorkingDay(today) });
    const file = ["visits", visit, "certificate"];
    await db().booking.update({ where: { id: visit }, data: { contractId: contract.id } });
    await plantCertificate(visit, "NESS-VISIT1");
    expect(await isMissingSignedDocument("contracts", token, file)).toBe(true);
    await db().booking.update({ where: { id: visit }, data: { status: "certificate_issued" } });
    expect(await isMissingSignedDocument("contracts", token, file)).toBe(false);
    expect(await isMissingSignedDocument("contracts", contractToken(other.id), file)).toBe(true);
    const unknown = ["visits", randomUUID(), "certificate"];
    expect(await isMissingSignedDocument("contracts", token, unknown)).toBe(true);
    expect(await isMissingSignedDocument("contracts", token, ["visits", "x", "certificate"])).toBe(
      true,
    );
  });

  it("leaves a path that is no file's to Next", async () => {
    const token = manageToken(randomUUID(), todayInLondon());
    expect(await isMissingSignedDocument("bookings", token, ["receipt"])).toBe(false);
    expect(await isMissingSignedDocument("contracts", token, ["visits", "x"])).toBe(false);
  });
});
