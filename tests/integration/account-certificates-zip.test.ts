import yauzl from "yauzl";
import { beforeEach, describe, expect, it } from "vitest";
import { accountCertificateNumbers } from "@/lib/account/account-documents";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { certificatesZip as zipOf } from "@/lib/account/certificates-zip";
import { GET as certificatesZip, ZIPS_PER_HOUR } from "@/lib/organisations/certificates-zip-route";
import { at, plantAccount, plantBooking, plantCertificate } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";

// Download all certificates against PostgreSQL: the ZIP route, which reads the account from the
// request's own cookie and answers the account's certificates of a range as one ZIP of their
// PDFs, a limited number an hour; and the ZIP read and written a part at a time (the range's
// certificates read in pages, drawn only as the reader takes them, no more once it goes away).
// (account-documents.test.ts has the account's lists.)

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

/** Resolves once `read()` gives the same value twice a quarter of a second apart. */
async function settled(read: () => number): Promise<void> {
  for (let before = -1; before !== read();) {
    before = read();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The ZIP's file names and the first bytes of each file. */
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

    sendCookies({ [ACCOUNT_COOKIE]: "not-a-session" });
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

    sendCookies({ [ACCOUNT_COOKIE]: token });
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
    sendCookies({ [ACCOUNT_COOKIE]: token });
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
