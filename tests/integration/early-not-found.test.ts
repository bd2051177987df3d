import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { nextWorkingDay, todayInLondon } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { isInvalidLink, isUnknownArticle } from "@/lib/server/early-not-found";
import { contractToken, invoiceToken, manageToken } from "@/lib/server/manage-token";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { tamperedToken } from "../support/tampered-token";

// What proxy.ts answers 404 before Next renders (issue 36), against PostgreSQL: a link whose
// token is not valid or names nothing, and an article never published. Real ones pass.

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
