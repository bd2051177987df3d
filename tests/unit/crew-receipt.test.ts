import { describe, expect, it } from "vitest";
import {
  crewEmailSubjects,
  fitSeals,
  notCollectedRows,
  receiptFileName,
  receiptRows,
  type CollectionReceipt,
} from "@/lib/crew/receipt";

// The receipt's facts, shared by the e-mail and the PDF: what it states and how a long
// seal list is cut to the room on one page.

const receipt: CollectionReceipt = {
  bookingId: "00000000-0000-4000-8000-000000000002",
  reference: "NESS-ABC123",
  customerName: "Jo Bloggs",
  customerEmail: "jo@example.com",
  companyName: null,
  address: "1 High Street, Durham DH1 1AA",
  manageUrl: "https://example.com/bookings/token",
  whatCollected: "2 bags",
  count: 2,
  weightKg: null,
  seals: ["S-1", "S-2"],
  // 14:05 in London in summer (BST): the receipt prints London's clock, not UTC.
  collectedAt: new Date("2026-07-01T13:05:00Z"),
  operative: "Sam Carter",
  signedBy: "J. Bloggs",
  signaturePng: null,
  crewSignaturePng: null,
};

describe("the collection receipt's rows", () => {
  it("state what was collected, the seals with their count, London's time, the operative and the signer", () => {
    expect(receiptRows(receipt)).toEqual([
      ["Reference", "NESS-ABC123"],
      ["Collected", "2 bags"],
      ["Weight", "Not weighed"],
      ["Security seal numbers (2)", "S-1, S-2"],
      ["Collected on", "Wednesday 1 July 2026, 14:05"],
      ["Operative", "Sam Carter"],
      ["Signed by", "J. Bloggs"],
    ]);
    expect(receiptRows({ ...receipt, weightKg: 12.5 })[2]).toEqual(["Weight", "12.5 kg"]);
  });

  it("carry the exact subjects and the PDF's file name", () => {
    expect(crewEmailSubjects.receipt("NESS-ABC123")).toBe("Collection receipt NESS-ABC123");
    expect(crewEmailSubjects.notCollected("NESS-ABC123")).toBe(
      "We could not collect today (NESS-ABC123)",
    );
    expect(receiptFileName("NESS-ABC123")).toBe("receipt-NESS-ABC123.pdf");
  });
});

describe("the could-not-collect notice's rows", () => {
  const notice = {
    bookingId: receipt.bookingId,
    reference: "NESS-ABC123",
    customerName: "Jo Bloggs",
    customerEmail: "jo@example.com",
    manageUrl: "https://example.com/bookings/token",
    reason: "access_refused" as const,
    note: "",
    at: new Date("2026-12-01T09:30:00Z"),
  };

  it("give the reason in words and the note only when there is one", () => {
    expect(notCollectedRows(notice)).toEqual([
      ["Reference", "NESS-ABC123"],
      ["When we called", "Tuesday 1 December 2026, 09:30"],
      ["Reason", "Access refused"],
    ]);
    expect(notCollectedRows({ ...notice, reason: "other", note: "Gate locked" }).slice(2)).toEqual([
      ["Reason", "Other"],
      ["Note from our crew", "Gate locked"],
    ]);
  });
});

describe("a seal list fitted to the room", () => {
  const seals = Array.from({ length: 40 }, (_, i) => `SEAL-${String(i + 1).padStart(4, "0")}`);
  /** Room for `chars` characters, as a PDF measures a wrapped text. */
  const room = (chars: number) => (text: string) => text.length <= chars;

  it("is the whole list when it fits", () => {
    expect(fitSeals(seals, room(10_000))).toEqual({
      text: seals.join(", "),
      shown: 40,
      hidden: 0,
    });
  });

  it("shows as many seals as fit, then how many more, and the text fits", () => {
    const fitted = fitSeals(seals, room(200));
    expect(fitted.text.length).toBeLessThanOrEqual(200);
    expect(fitted.shown + fitted.hidden).toBe(40);
    expect(fitted.text).toContain(`and ${fitted.hidden} more, all listed in the e-mail`);
    expect(fitted.text.startsWith("SEAL-0001, SEAL-0002")).toBe(true);
    // One more seal would not have fitted.
    const oneMore = `${seals.slice(0, fitted.shown + 1).join(", ")}, and ${fitted.hidden - 1} more, all listed in the e-mail`;
    expect(oneMore.length).toBeGreaterThan(200);
  });

  it("says how many there are even when no seal fits", () => {
    expect(fitSeals(seals, room(35))).toEqual({
      text: "All 40 are listed in the e-mail",
      shown: 0,
      hidden: 40,
    });
  });
});
