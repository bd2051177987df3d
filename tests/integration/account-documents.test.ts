import { randomUUID } from "node:crypto";
import yauzl from "yauzl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountBookings,
  accountCertificateNumbers,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "@/lib/account/account-documents";
import { ACCOUNT_PAGE_SIZE } from "@/lib/account/account-documents-rules";
import {
  ACCOUNT_COOKIE,
  accountOfToken,
  openAccountSession,
  type SignedInAccount,
} from "@/lib/account/account-session";
import { certificatesZip as zipOf } from "@/lib/account/certificates-zip";
import { GET as certificatesZip, ZIPS_PER_HOUR } from "@/lib/account/certificates-zip-route";
import { db } from "@/lib/server/db";
import { accountManageToken, bookingIdFromToken } from "@/lib/bookings/manage-token";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// What a customer's account lists against PostgreSQL: only the documents under its
// confirmed addresses, with case and spaces ignored, never another customer's nor an address not
// yet confirmed; newest first, ten a page, each list on its own page; and Download all
// certificates' ZIP route, which reads the account from the request's own cookie.

const request = vi.hoisted(() => ({ cookies: {} as Record<string, string> }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name in request.cookies ? { name, value: request.cookies[name] } : undefined,
    getAll: () => Object.entries(request.cookies).map(([name, value]) => ({ name, value })),
  }),
  headers: async () => new Headers(),
}));

const now = new Date("2027-02-01T12:00:00Z");

beforeEach(async () => {
  await resetDatabase();
  request.cookies = {};
});

/** An account with `emails` confirmed, signed in on one device: the account and its cookie token. */
async function plantAccount(
  ...emails: string[]
): Promise<{ account: SignedInAccount; token: string }> {
  const row = await db().customerAccount.create({
    data: { emails: { create: emails.map((email) => ({ email })) } },
  });
  const token = await openAccountSession(row.id);
  return { account: (await accountOfToken(token))!, token };
}

let sequence = 0;
async function plantBooking(email: string, createdAt: Date, status = "confirmed") {
  sequence += 1;
  const row = await db().booking.create({
    data: {
      reference: `NESS-AC${String(sequence).padStart(4, "0")}`,
      customerName: "Jo Customer",
      customerEmail: email,
      serviceType: "collection",
      selectedDate: new Date("2026-12-02T00:00:00Z"),
      timeSlot: "allday",
      bagQuantity: 1,
      subtotalPence: 6500,
      vatPence: 1300,
      totalPence: 7800,
      status: status as "confirmed",
      createdAt,
    },
  });
  return row;
}

async function plantInvoice(email: string, issuedAt: Date) {
  sequence += 1;
  return db().invoice.create({
    data: {
      kind: "invoice",
      number: `INV-2026-${String(sequence).padStart(6, "0")}`,
      issuedAt,
      issuedBy: "system",
      supplyDate: new Date("2026-12-02T00:00:00Z"),
      dueDate: new Date("2027-12-31T00:00:00Z"),
      customerName: "Jo Customer",
      customerEmail: email,
      subtotalPence: 6500,
      vatPence: 1300,
      totalPence: 7800,
    },
  });
}

/** A certificate of destruction for `booking`, issued at `issuedAt` (superseding `supersedes`). */
async function plantCertificate(
  booking: { id: string; reference: string },
  issuedAt: Date,
  supersedes: string | null = null,
): Promise<{ id: string; number: string }> {
  sequence += 1;
  const id = randomUUID();
  const number = `COD-2026-${String(sequence).padStart(6, "0")}`;
  await db().$executeRaw`
    insert into certificates (id, number, check_code, booking_id, supersedes_id, issued_at,
      issued_by, customer_name, company_name, collection_address, booking_reference, collection_day,
      quantity, operative, destroyed_at, method, place, waste_carrier_number)
    values (${id}::uuid, ${number}, 'K7M2Q9XZ', ${booking.id}::uuid, ${supersedes}::uuid,
      ${issuedAt}, 'office@example.test', 'Jo Customer', 'Acme Ltd', '1 Quay, Newcastle',
      ${booking.reference}, '2026-12-02', 3, 'Sam', ${issuedAt}, 'onsite_mobile',
      'Our facility', 'CBDU000000')`;
  return { id, number };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes));

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

/** The ZIP's file names and the first bytes of each file. */
/** Resolves once `read()` gives the same value twice a quarter of a second apart. */
async function settled(read: () => number): Promise<void> {
  for (let before = -1; before !== read();) {
    before = read();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function zipEntries(zip: Buffer): Promise<{ name: string; head: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: { name: string; head: string }[] = [];
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              head: Buffer.concat(chunks).subarray(0, 5).toString("latin1"),
            });
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

const zipRequest = (query: string) =>
  certificatesZip(new Request(`http://localhost/account/certificates.zip${query}`));

describe("Download all certificates", () => {
  it("refuses without a session: sent to sign in, nothing read", async () => {
    const signedOut = await zipRequest("?from=2026-01-01&to=2026-12-31");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("http://localhost/account");

    request.cookies = { [ACCOUNT_COOKIE]: "not-a-session" };
    expect((await zipRequest("")).status).toBe(303);
  });

  it("streams the account's certificates of the range as one ZIP of their PDFs", async () => {
    const { account, token } = await plantAccount("jo@example.com", "accounts@acme.test");
    const a = await plantBooking("jo@example.com", at(1), "certificate_issued");
    const b = await plantBooking("accounts@acme.test", at(2), "certificate_issued");
    const c = await plantBooking("jo@example.com", at(3), "certificate_issued");
    const other = await plantBooking("other@example.com", at(4), "certificate_issued");
    const inRange1 = await plantCertificate(a, new Date("2026-03-01T10:00:00Z"));
    const inRange2 = await plantCertificate(b, new Date("2026-03-31T22:30:00Z")); // 31 March in London (BST)
    await plantCertificate(c, new Date("2026-04-01T00:30:00Z")); // 1 April in London
    await plantCertificate(other, new Date("2026-03-10T10:00:00Z"));
    expect(account.emails).toHaveLength(2);

    request.cookies = { [ACCOUNT_COOKIE]: token };
    const response = await zipRequest("?from=2026-03-01&to=2026-03-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="certificates-2026-03-01-to-2026-03-31.zip"',
    );
    const entries = await zipEntries(Buffer.from(await response.arrayBuffer()));
    expect(entries).toEqual([
      { name: `certificate-${inRange1.number}.pdf`, head: "%PDF-" },
      { name: `certificate-${inRange2.number}.pdf`, head: "%PDF-" },
    ]);

    // Nothing in the range: an empty ZIP, still a ZIP.
    expect(
      await zipEntries(
        Buffer.from(await (await zipRequest("?from=2025-01-01&to=2025-01-31")).arrayBuffer()),
      ),
    ).toEqual([]);
    // A range that is not one is refused.
    expect((await zipRequest("?from=2026-04-01&to=2026-03-01")).status).toBe(400);
  });

  it("lets an account draw a limited number of ZIPs an hour", async () => {
    const { token } = await plantAccount("jo@example.com");
    request.cookies = { [ACCOUNT_COOKIE]: token };
    for (let i = 0; i < ZIPS_PER_HOUR; i++) {
      const allowed = await zipRequest("?from=2025-01-01&to=2025-01-31");
      expect(allowed.status).toBe(200);
      await allowed.arrayBuffer();
    }
    const refused = await zipRequest("?from=2025-01-01&to=2025-01-31");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("Download all certificates, read and written a part at a time", () => {
  it("reads every certificate of the range once, in pages, oldest first, ties included", async () => {
    const { account } = await plantAccount("jo@example.com");
    const booking = await plantBooking("jo@example.com", at(1), "certificate_issued");
    const numbers: string[] = [];
    // 120 certificates (more than two pages of 50), three at each instant.
    for (let i = 0; i < 120; i++) {
      const issuedAt = new Date(Date.UTC(2026, 4, 1, 9, Math.floor(i / 3)));
      numbers.push((await plantCertificate(booking, issuedAt)).number);
    }
    const read: string[] = [];
    for await (const number of accountCertificateNumbers(account, {
      from: "2026-05-01",
      to: "2026-05-01",
    })) {
      read.push(number);
    }
    expect(read).toEqual(numbers);
  });

  it("draws the next certificate only when the reader has taken the one before", async () => {
    const { account } = await plantAccount("jo@example.com");
    const booking = await plantBooking("jo@example.com", at(1), "certificate_issued");
    for (let i = 0; i < 20; i++) await plantCertificate(booking, at(10 + i));
    const asked: string[] = [];
    async function* numbers() {
      for await (const number of accountCertificateNumbers(account, {
        from: "2026-12-01",
        to: "2026-12-01",
      })) {
        asked.push(number);
        yield number;
      }
    }
    const reader = zipOf(numbers()).getReader();
    await reader.read();
    // The reader has taken one chunk and waits. Wait for the ZIP to stop asking for numbers (the
    // same count across two checks a quarter of a second apart, however slow the machine), then
    // it must have drawn no more than the stream's buffers hold (each a few tens of kilobytes:
    // about six PDFs), not run ahead through all 20.
    await settled(() => asked.length);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(10);
    let bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
    }
    expect(asked).toHaveLength(20);
    expect(bytes).toBeGreaterThan(20 * 5_000);
    // Drawing 20 PDFs took up to 40 s on this two-core machine with another npm test beside it.
  }, 120_000);

  it("stops drawing when the reader goes away", async () => {
    const { account } = await plantAccount("jo@example.com");
    const booking = await plantBooking("jo@example.com", at(1), "certificate_issued");
    for (let i = 0; i < 12; i++) await plantCertificate(booking, at(10 + i));
    const asked: string[] = [];
    async function* numbers() {
      for await (const number of accountCertificateNumbers(account, {
        from: "2026-12-01",
        to: "2026-12-01",
      })) {
        asked.push(number);
        yield number;
      }
    }
    const reader = zipOf(numbers()).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(asked.length).toBeLessThan(12);
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
