import { describe, expect, it } from "vitest";
import {
  accountAddresses,
  accountListHref,
  accountPages,
  belongsToAccount,
  certificatesZipName,
  defaultCertificateRange,
  parseCertificateRange,
} from "@/lib/account/account-documents-rules";

// Which documents belong to a customer's account: every address joined to it, with
// case and spaces ignored; and how the account's lists and its certificates' ZIP are addressed.

describe("which documents belong to an account", () => {
  const account = ["jo@example.com", "accounts@acme.co.uk"];

  it("holds a document under any of its joined addresses", () => {
    expect(belongsToAccount("jo@example.com", account)).toBe(true);
    expect(belongsToAccount("accounts@acme.co.uk", account)).toBe(true);
  });

  it("ignores case and surrounding spaces on either side", () => {
    expect(belongsToAccount("  Jo@Example.COM ", account)).toBe(true);
    expect(
      belongsToAccount("ACCOUNTS@acme.co.uk", [" Jo@example.com", "Accounts@ACME.co.uk "]),
    ).toBe(true);
  });

  it("never holds another address's document, nor one without an address", () => {
    expect(belongsToAccount("jo@example.co", account)).toBe(false);
    expect(belongsToAccount("other@acme.co.uk", account)).toBe(false);
    expect(belongsToAccount("", account)).toBe(false);
    expect(belongsToAccount("   ", ["", "  "])).toBe(false);
    expect(belongsToAccount("jo@example.com", [])).toBe(false);
  });

  it("finds documents under each address once, however it was written", () => {
    expect(accountAddresses([" Jo@Example.com", "jo@example.com", "", "b@x.test"])).toEqual([
      "jo@example.com",
      "b@x.test",
    ]);
  });
});

describe("the account's lists, each paged on its own", () => {
  it("reads each list's page from the address, 1 where it is absent or not a page", () => {
    expect(accountPages({ bookings: "2", invoices: "0", certificates: ["3"], notes: "x" })).toEqual(
      { bookings: 2, contracts: 1, invoices: 1, certificates: 1, notes: 1 },
    );
  });

  it("links a list's page keeping the other lists where they are", () => {
    const pages = accountPages({ bookings: "2", invoices: "4" });
    expect(accountListHref(pages, "invoices", 5)).toBe("/account?bookings=2&invoices=5");
    expect(accountListHref(pages, "bookings", 1)).toBe("/account?invoices=4");
    expect(accountListHref(accountPages({}), "notes", 1)).toBe("/account");
  });
});

describe("Download all certificates' date range", () => {
  const today = "2026-11-27";

  it("is this year so far by default, and names the ZIP after its days", () => {
    expect(defaultCertificateRange(today)).toEqual({ from: "2026-01-01", to: today });
    expect(parseCertificateRange({}, today)).toEqual({ from: "2026-01-01", to: today });
    expect(certificatesZipName({ from: "2026-01-01", to: today })).toBe(
      "certificates-2026-01-01-to-2026-11-27.zip",
    );
  });

  it("takes any real days with From not after To, and refuses others", () => {
    expect(parseCertificateRange({ from: "2025-03-01", to: "2025-03-01" }, today)).toEqual({
      from: "2025-03-01",
      to: "2025-03-01",
    });
    expect(parseCertificateRange({ from: "2025-04-01", to: "2025-03-01" }, today)).toBeNull();
    expect(parseCertificateRange({ from: "2025-02-30" }, today)).toBeNull();
    expect(parseCertificateRange({ to: "27/11/2026" }, today)).toBeNull();
  });
});
