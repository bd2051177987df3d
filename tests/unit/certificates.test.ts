import { describe, expect, it } from "vitest";
import { readPdf } from "../support/pdf-reader";
import { jobActionRefusal, nextJobAction } from "@/lib/bookings/lifecycle-rules";
import {
  certificateNumber,
  CHECK_CODE_ALPHABET,
  DESTRUCTION_STATEMENT,
  newCheckCode,
  normaliseCheckCode,
  parseCertificateNumber,
} from "@/lib/certificates/certificate-rules";
import { addressWithPostcode } from "@/lib/shared/postal-address";
import { certificatePdf } from "@/lib/certificates/certificate-pdf";
import type { CertificateRecord } from "@/lib/certificates/certificates";
import { site } from "@/lib/shared/site";
import {
  sampleCertificate,
  sampleCertificateWithManySeals,
} from "@/prisma/seed-data/sample-certificate";

describe("certificate numbers", () => {
  it("are COD-{year}-{6 digits}, counted from 1 in each year", () => {
    expect(certificateNumber(2026, 1)).toBe("COD-2026-000001");
    expect(certificateNumber(2027, 42)).toBe("COD-2027-000042");
    expect(certificateNumber(2026, 999_999)).toBe("COD-2026-999999");
    expect(() => certificateNumber(2026, 0)).toThrow(RangeError);
    expect(() => certificateNumber(2026, 1_000_000)).toThrow(RangeError);
  });

  it("are read back from what someone types, and nothing else is", () => {
    expect(parseCertificateNumber(" cod-2026-000123 ")).toBe("COD-2026-000123");
    for (const junk of ["COD-2026-123", "COD-26-000123", "NESS-7K3Q9P", "", "COD-2026-000123x"]) {
      expect(parseCertificateNumber(junk)).toBeNull();
    }
  });
});

describe("check codes", () => {
  it("are 8 characters that cannot be misread (no 0, O, 1, I or L)", () => {
    for (let i = 0; i < 200; i++) {
      const code = newCheckCode();
      expect(code).toMatch(new RegExp(`^[${CHECK_CODE_ALPHABET}]{8}$`));
    }
    expect(CHECK_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("skip the random bytes that would favour some characters", () => {
    // 248 is the last whole multiple of the 31 characters below 256: bytes from it on are dropped.
    const calls = [new Uint8Array(16).fill(250), Uint8Array.from({ length: 16 }, (_, i) => i)];
    const code = newCheckCode(() => calls.shift()!);
    expect(code).toBe(CHECK_CODE_ALPHABET.slice(0, 8));
  });

  it("use every character about as often as the others", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      for (const char of newCheckCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (4000 * 8) / CHECK_CODE_ALPHABET.length;
    expect(counts.size).toBe(CHECK_CODE_ALPHABET.length);
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.25);
    }
  });

  it("are compared as typed in any case, with spaces or a dash", () => {
    expect(normaliseCheckCode(" k7m2-q9xz ")).toBe("K7M2Q9XZ");
    expect(normaliseCheckCode("K7M2 Q9XZ")).toBe("K7M2Q9XZ");
  });
});

describe("the job's steps", () => {
  it("go Confirm, Mark as collected, Mark as destroyed, each from the step before", () => {
    expect(nextJobAction("requested")).toBe("confirm");
    expect(nextJobAction("confirmed")).toBe("collect");
    expect(nextJobAction("collected")).toBe("destroy");
    expect(nextJobAction("certificate_issued")).toBeNull();
    expect(nextJobAction("cancelled")).toBeNull();
  });

  it("cannot be skipped, repeated or taken on a cancelled booking", () => {
    expect(jobActionRefusal("confirm", "requested")).toBeNull();
    expect(jobActionRefusal("collect", "requested")).toBe(
      "Confirm the booking before marking it as collected.",
    );
    expect(jobActionRefusal("destroy", "confirmed")).toBe(
      "Mark the booking as collected before marking it as destroyed.",
    );
    expect(jobActionRefusal("confirm", "confirmed")).toBe("This booking is already confirmed.");
    expect(jobActionRefusal("collect", "certificate_issued")).toBe(
      "This booking is already collected.",
    );
    expect(jobActionRefusal("collect", "cancelled")).toBe(
      "A cancelled booking cannot be collected.",
    );
  });
});

/** A certificate whose seals were typed by hand (before seals were tracked). */
const sample: CertificateRecord = {
  ...sampleCertificate,
  seals: [],
  supersedes: "COD-2025-000041",
};

/** Drawing a PDF takes a moment, and seconds on a busy shared machine. */
const PDF_TESTS = { timeout: 30_000 };

/** The PDF's text as poppler's pdftotext reads it, on one line. */
async function pdfText(record: CertificateRecord): Promise<{ text: string; pages: number }> {
  const pdf = await certificatePdf(record, "https://example.test/certificates/x?code=y");
  const { text, pages } = readPdf(pdf, "layout");
  return { text: text.replace(/\s+/g, " "), pages };
}

describe("the certificate PDF", PDF_TESTS, () => {
  it("is one A4 page stating every field of the record", async () => {
    const { text, pages } = await pdfText(sample);
    expect(pages).toBe(1);
    for (const field of [
      "Certificate of Destruction",
      "COD-2026-000001",
      "Issue date: 23 November 2026",
      "Jo Bloggs",
      "Bloggs Dental Practice Ltd",
      "12 Saddler Street, Durham DH1 3NP",
      "NESS-7K3Q9P",
      "Collected on Friday 20 November 2026, 10:40",
      "6 bags or boxes",
      "42.5 kg",
      "S-100231, S-100232",
      "Sam Carter",
      "Monday 23 November 2026, 11:05",
      "Destroyed by Alex Morgan",
      "Cross-cut shredding (off-site)",
      "Lingfield Point, Darlington, DL1 1RW",
      DESTRUCTION_STATEMENT,
      `Waste carrier registration number: ${site.wasteCarrierRegistration}`,
      "https://example.test/certificates/x",
      "K7M2Q9XZ",
      "This certificate supersedes COD-2025-000041.",
      site.phone.display,
    ]) {
      expect(text).toContain(field);
    }
  });

  it("prints the check code as one word that copies and extracts whole", async () => {
    // Letter spacing once split this one into "P K M W K QT 3" for any reader of the text.
    const { text } = await pdfText({ ...sample, checkCode: "PKMWKQT3" });
    expect(text).toContain("PKMWKQT3");
  });

  it("says so when nothing was weighed or sealed, and prints the London time in summer", async () => {
    const { text } = await pdfText({
      ...sample,
      weightKg: null,
      sealNumbers: null,
      companyName: null,
      supersedes: null,
      destroyedAt: "2026-06-01T08:30:00Z",
    });
    expect(text).toContain("Weight Not recorded");
    expect(text).toContain("Security seal numbers None recorded");
    expect(text).toContain("Monday 1 June 2026, 09:30");
    expect(text).not.toContain("supersedes");
  });
});

describe("what the certificate says was collected, and from where", PDF_TESTS, () => {
  it("prints the collection address followed by its postcode", async () => {
    const { text } = await pdfText({
      ...sample,
      collectionAddress: "1 High Street, Durham",
      collectionPostcode: "DH1 3LE",
    });
    expect(text).toContain("Collection address 1 High Street, Durham, DH1 3LE");
  });

  it("prints the postcode once when the address already carries it", async () => {
    const { text } = await pdfText({ ...sample, collectionPostcode: "DH1 3NP" });
    expect(text).toContain(
      "Collection address 12 Saddler Street, Durham DH1 3NP Material collected",
    );
  });

  it("speaks of a contract visit's consoles, not of bags or boxes", async () => {
    const { text } = await pdfText({ ...sample, contractNumber: "CON-000001", quantity: 3 });
    expect(text).toContain("Collected 3 lockable consoles/containers");
    expect(text).not.toMatch(/bags? or box/);
  });

  it("prints the booking's purchase order number as the invoice does, and none when it had none", async () => {
    const { text } = await pdfText({ ...sample, purchaseOrder: "PO-45-1187" });
    expect(text).toContain("Purchase order PO-45-1187");
    expect((await pdfText(sample)).text).not.toContain("Purchase order");
  });

  it("speaks of a booking's bags or boxes", async () => {
    const { text } = await pdfText({ ...sample, quantity: 1 });
    expect(text).toContain("Collected 1 bag or box");
  });
});

describe("an address with its postcode", () => {
  it("follows the address, unless the address already carries it in any spacing or case", () => {
    expect(addressWithPostcode("1 High Street, Durham", "DH1 3LE")).toBe(
      "1 High Street, Durham, DH1 3LE",
    );
    expect(addressWithPostcode("1 High Street, Durham dh13le", "DH1 3LE")).toBe(
      "1 High Street, Durham dh13le",
    );
    expect(addressWithPostcode(null, "DH1 3LE")).toBe("DH1 3LE");
    expect(addressWithPostcode(" 1 High Street ", null)).toBe("1 High Street");
    expect(addressWithPostcode("", "")).toBeNull();
  });
});

describe("the certificate's tracked seals", PDF_TESTS, () => {
  it("are listed one by one, each with the time it was collected and destroyed", async () => {
    const { text, pages } = await pdfText(sampleCertificate);
    expect(pages).toBe(1);
    // The seals' own section replaces the typed text's row.
    expect(text).not.toContain("Security seal numbers");
    expect(text).toContain("Security seals Collected Destroyed");
    expect(text).toContain("S-100231 20 Nov 2026, 10:40 23 Nov 2026, 11:03");
    expect(text).toContain("S-100232 20 Nov 2026, 10:40 23 Nov 2026, 11:05");
    expect(text).toContain(DESTRUCTION_STATEMENT);
  });

  it("too many for a row each are listed in ranges of consecutive numbers, on one page", async () => {
    const { text, pages } = await pdfText(sampleCertificateWithManySeals);
    expect(pages).toBe(1);
    expect(text).toContain(
      "S-100101 to S-100148 (48 seals) 20 Nov 2026, 10:40 23 Nov 2026, 11:05 to 11:36",
    );
    expect(text).toContain("S-100150 to S-100159 (10 seals) 20 Nov 2026, 10:40 23 Nov 2026, 11:37");
    expect(text).toContain("S-100171 20 Nov 2026, 10:40 24 Nov 2026, 08:11");
    expect(text).toContain("S-100180 20 Nov 2026, 10:40 24 Nov 2026, 08:12");
    expect(text).not.toContain("S-100102");
  });

  it("that no ranges can hold (every other number) still print on one page, the rest counted", async () => {
    const seals = Array.from({ length: 400 }, (_, i) => ({
      number: 200_001 + 2 * i,
      collectedAt: "2026-11-20T10:40:00Z",
      destroyedAt: "2026-11-23T11:05:00Z",
    }));
    const { text, pages } = await pdfText({ ...sampleCertificateWithManySeals, seals });
    expect(pages).toBe(1);
    expect(text).toContain("S-200001 20 Nov 2026, 10:40 23 Nov 2026, 11:05");
    // And beside every other field at its longest.
    const long = await pdfText({
      ...sampleCertificateWithManySeals,
      seals,
      customerName: "W".repeat(100),
      companyName: "W".repeat(200),
      collectionAddress: "W".repeat(500),
      operative: "W".repeat(100),
      destroyedBy: "W".repeat(100),
      place: "W".repeat(200),
    });
    expect(long.pages).toBe(1);
    expect(long.text).toContain("K7M2Q9XZ");
    expect(text).toMatch(/\d+ more seals, numbered S-\d{6} to S-200799/);
    expect(text).toContain("K7M2Q9XZ");
  });
});

describe("the certificate's dates", PDF_TESTS, () => {
  it("states when the job was actually collected, not the day it was booked for", async () => {
    // Booked for 10 December, collected and destroyed on 24 November: no contradiction printed.
    const { text } = await pdfText({
      ...sample,
      collectionDay: "2026-12-10",
      collectedAt: "2026-11-24T09:15:00Z",
      destroyedAt: "2026-11-24T14:00:00Z",
    });
    expect(text).toContain("Collected on Tuesday 24 November 2026, 09:15");
    expect(text).toContain("Destroyed Tuesday 24 November 2026, 14:00");
    expect(text).not.toContain("December");
  });

  it("of a certificate issued before collection times were recorded, states the booked day", async () => {
    const { text } = await pdfText({ ...sample, collectedAt: null, destroyedBy: null });
    expect(text).toContain("Collection date Friday 20 November 2026");
    expect(text).toContain("Destroyed by Sam Carter");
  });
});

describe("names in any script", PDF_TESTS, () => {
  it("print in Latin with diacritics, Greek, Cyrillic, Chinese, Japanese and Korean", async () => {
    const names = ["王小明", "Γιώργος Παπαδόπουλος", "Дмитрий", "김민준", "Zoë Brontë-Łukasiewicz"];
    for (const [index, name] of names.entries()) {
      const { text } = await pdfText({
        ...sample,
        customerName: name,
        companyName: "Ελληνική Εταιρεία",
        collectionAddress: "東京都千代田区丸の内 1-1, ひらがな カタカナ",
        operative: index === 0 ? "Şükrü Ærøskøbing" : sample.operative,
      });
      for (const expected of [
        name,
        "Ελληνική Εταιρεία",
        "東京都千代田区丸の内 1-1, ひらがな カタカナ",
      ]) {
        expect(text).toContain(expected);
      }
      if (index === 0) expect(text).toContain("Şükrü Ærøskøbing");
    }
  });
});

describe("a certificate with every field at its longest", PDF_TESTS, () => {
  for (const [script, char] of [
    ["wide Latin letters", "W"],
    ["Chinese characters", "鬱"],
  ] as const) {
    it(`is still one page (${script})`, async () => {
      const long = (length: number) => char.repeat(length);
      const { pages, text } = await pdfText({
        ...sample,
        supersedes: "COD-2025-999999",
        customerName: long(100),
        companyName: long(200),
        collectionAddress: long(500),
        quantity: 500,
        weightKg: "999999.9",
        sealNumbers: long(500),
        operative: long(100),
        destroyedBy: long(100),
        place: long(200),
      });
      expect(pages).toBe(1);
      expect(text).toContain(DESTRUCTION_STATEMENT);
      expect(text).toContain("K7M2Q9XZ");
    });
  }
});
