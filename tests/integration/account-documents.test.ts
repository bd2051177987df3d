import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accountBookings,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "@/lib/account/account-documents";
import { ACCOUNT_PAGE_SIZE } from "@/lib/account/account-documents-rules";
import { db } from "@/lib/server/db";
import { accountManageToken, bookingIdFromToken } from "@/lib/server/signed-links";
import {
  at,
  plantAccount,
  plantBooking,
  plantCertificate,
  plantInvoice,
} from "../support/account-documents";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// What a customer's account lists against PostgreSQL: only the documents under its
// confirmed addresses, with case and spaces ignored, never another customer's nor an address not
// yet confirmed; newest first, ten a page, each list on its own page; and the manage links it
// gives, which open a booking until the end of tomorrow. (account-certificates-zip.test.ts has
// Download all certificates.)

const now = new Date("2027-02-01T12:00:00Z");

beforeEach(async () => {
  await resetDatabase();
});

describe("the account's lists", () => {
  it("list only the documents under the account's confirmed addresses, case and spaces ignored", async () => {
    const { account } = await plantAccount("jo@example.com", "accounts@acme.test");
    // Written as customers type them: the database keeps them trimmed and in lower case.
    const mine = await plantBooking("  Jo@Example.COM ", at(1));
    const alsoMine = await plantBooking("ACCOUNTS@acme.test", at(2));
    const others = await plantBooking("jo@example.co", at(3));
    // An address asked for but never confirmed joins nothing.
    await db().accountToken.create({
      data: {
        tokenHash: "pending-hash",
        purpose: "add_email",
        email: "pending@acme.test",
        accountId: account.accountId,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    await plantBooking("pending@acme.test", at(4));
    const myInvoice = await plantInvoice("Accounts@ACME.test ", at(5));
    await plantInvoice("someone@else.test", at(6));
    const myCertificate = await plantCertificate(mine, at(7));
    await plantCertificate(others, at(8));
    const contract = await makeContract("2026-11-25", { customer_email: "Jo@Example.com" });
    await makeContract("2026-11-25", { customer_email: "other@acme.test" });

    const bookings = await accountBookings(account, 1);
    // The contract's visits are its contract's, not bookings of their own.
    expect(bookings.items.map((b) => b.reference)).toEqual([alsoMine.reference, mine.reference]);
    expect(bookings.items[0]).toMatchObject({ status: "confirmed", day: "2026-12-02" });

    const invoices = await accountInvoices(account, 1, now);
    expect(invoices.items).toEqual([
      expect.objectContaining({ number: myInvoice.number, status: "unpaid", totalPence: 7800 }),
    ]);

    const certificates = await accountCertificates(account, 1, now);
    expect(certificates.items).toEqual([
      expect.objectContaining({
        number: myCertificate.number,
        bookingId: mine.id,
        contract: null,
      }),
    ]);

    const contracts = await accountContracts(account, 1, new Date("2026-11-26T12:00:00Z"));
    expect(contracts.items).toEqual([
      expect.objectContaining({
        id: contract.id,
        number: contract.number,
        open: true,
        nextVisit: "2026-11-30",
      }),
    ]);

    // A note for each year the contract runs in, newest first; this year's is the one to sign.
    const notes = await accountTransferNotes(account, 1, now);
    expect(notes.items.map((n) => [n.contractNumber, n.year, n.signable])).toEqual([
      [contract.number, 2027, true],
      [contract.number, 2026, false],
    ]);

    // Another customer sees none of them.
    const { account: stranger } = await plantAccount("stranger@example.com");
    expect((await accountBookings(stranger, 1)).total).toBe(0);
    expect((await accountInvoices(stranger, 1, now)).total).toBe(0);
    expect((await accountCertificates(stranger, 1, now)).total).toBe(0);
    expect((await accountContracts(stranger, 1, now)).total).toBe(0);
    expect((await accountTransferNotes(stranger, 1, now)).total).toBe(0);
  });

  it("show the newest first, ten a page, each list paged on its own", async () => {
    const { account } = await plantAccount("jo@example.com");
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await plantBooking("jo@example.com", at(i)));
    for (let i = 0; i < 3; i++) await plantInvoice("jo@example.com", at(i));
    const newestFirst = made.reverse().map((b) => b.reference);

    const first = await accountBookings(account, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(first.items.map((b) => b.reference)).toEqual(newestFirst.slice(0, ACCOUNT_PAGE_SIZE));
    const third = await accountBookings(account, 3);
    expect(third.items.map((b) => b.reference)).toEqual(newestFirst.slice(20));
    // A page past the last shows the last.
    expect((await accountBookings(account, 99)).page).toBe(3);
    // The invoices keep their own first page.
    expect(await accountInvoices(account, 1, now)).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 3,
    });
  });

  it("list a certificate once: the one that stands, not the one it corrected", async () => {
    const { account } = await plantAccount("jo@example.com");
    const booking = await plantBooking("jo@example.com", at(1), "certificate_issued");
    const first = await plantCertificate(booking, at(2));
    const correction = await plantCertificate(booking, at(3), first.id);
    const listed = await accountCertificates(account, 1, now);
    expect(listed.items.map((c) => c.number)).toEqual([correction.number]);
  });
});

describe("the account's manage links", () => {
  it("open a booking whose e-mailed link has run out, until the end of tomorrow", async () => {
    const id = randomUUID();
    const token = accountManageToken(id, "2026-10-01", "2026-12-01");
    expect(bookingIdFromToken(token, "2026-12-02")).toBe(id);
    expect(bookingIdFromToken(token, "2026-12-03")).toBeNull();
    // While the e-mailed link still works, the same last day as the e-mail's.
    const recent = accountManageToken(id, "2026-11-20", "2026-12-01");
    expect(bookingIdFromToken(recent, "2026-12-20")).toBe(id);
    expect(bookingIdFromToken(recent, "2026-12-21")).toBeNull();
  });
});
