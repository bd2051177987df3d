import { weightKgMessage } from "@/lib/shared/quantity";
import { describe, expect, it } from "vitest";
import { crewStopOf, type CrewStopRow } from "@/lib/crew/crew-stop";
import { deviceLabelOf, isoWithOffset } from "@/lib/crew/device";
import { collectedForm, collectedFormErrors, notCollectedForm } from "@/lib/crew/phone-forms";
import { phoneStateOf } from "@/lib/crew/phone-state";
import { phoneTexts } from "@/lib/crew/phone-texts";
import {
  fitWithin,
  JPEG_QUALITIES,
  LONGEST_SIDE,
  photoAttempts,
  photoFits,
  SMALLEST_SIDE,
} from "@/lib/crew/photo-size";
import { MAX_PHOTO_BYTES, recordingMessages } from "@/lib/crew/recording-schema";
import {
  canAddSeal,
  duplicateSealIndexes,
  MAX_SEALS,
  removeSeal,
  scanTarget,
} from "@/lib/crew/seal-list";
import { mapsLink, telLink } from "@/lib/crew/stop-links";
import { crewTexts } from "@/lib/crew/texts";
import { isAdminPath, isCrewPath } from "@/lib/shared/paths";

// The crew's phone: its pure parts.

describe("a photo made smaller on the phone", () => {
  it("fits the longest side within 1600 px, keeping the shape, never enlarging", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("tries falling JPEG qualities at 1600 px first, then ever smaller pictures, down to 400 px", () => {
    const attempts = photoAttempts(4032, 3024);
    expect(attempts[0]).toEqual({ width: 1600, height: 1200, quality: JPEG_QUALITIES[0] });
    expect(attempts.slice(0, JPEG_QUALITIES.length).map((a) => a.quality)).toEqual([
      ...JPEG_QUALITIES,
    ]);
    const longest = attempts.map((a) => Math.max(a.width, a.height));
    expect(Math.max(...longest)).toBe(LONGEST_SIDE);
    expect(longest.at(-1)).toBe(SMALLEST_SIDE);
    // Each round is no larger than the one before it.
    for (let i = 1; i < longest.length; i += 1)
      expect(longest[i]).toBeLessThanOrEqual(longest[i - 1]!);
    expect(attempts.at(-1)!.quality).toBe(JPEG_QUALITIES.at(-1));
  });

  it("starts a small photo at its own size", () => {
    expect(photoAttempts(640, 480)[0]).toEqual({ width: 640, height: 480, quality: 0.85 });
  });

  it("sends a photo of at most 1 MB", () => {
    expect(photoFits(MAX_PHOTO_BYTES)).toBe(true);
    expect(photoFits(MAX_PHOTO_BYTES + 1)).toBe(false);
  });
});

describe("the seal fields", () => {
  it("marks each field that repeats a seal above it, whatever its case or spaces", () => {
    expect(duplicateSealIndexes(["SEAL-1", " seal-1 ", "SEAL-2", "", "", "seal-2"])).toEqual([
      1, 5,
    ]);
    expect(duplicateSealIndexes(["A", "B"])).toEqual([]);
  });

  it("keeps at least one field when one is removed", () => {
    expect(removeSeal(["A", "B", "C"], 1)).toEqual(["A", "C"]);
    expect(removeSeal(["A"], 0)).toEqual([""]);
  });

  it("puts a scanned seal in the first empty field, else a new one, never past the limit", () => {
    expect(scanTarget(["A", "", "C"])).toBe(1);
    expect(scanTarget(["A", "B"])).toBe(2);
    expect(scanTarget(Array.from({ length: MAX_SEALS }, (_, i) => `S${i}`))).toBeNull();
    expect(canAddSeal(MAX_SEALS - 1)).toBe(true);
    expect(canAddSeal(MAX_SEALS)).toBe(false);
  });

  it("refuses the same seal twice at the second field, with the crew's text", () => {
    const parsed = collectedForm.safeParse({
      seals: [{ number: "ab-1" }, { number: "AB-1 " }],
      count: "2",
      weightKg: "",
      photos: [],
      signedBy: "Pat Customer",
      signaturePng: "iVBORw0KGgo=",
      crewSignaturePng: "iVBORw0KGgo=",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({ path: ["seals", 1, "number"], message: crewTexts.duplicateSeal }),
    ]);
  });

  it("parses a complete form into the recording's fields", () => {
    const parsed = collectedForm.parse({
      seals: [{ number: " ab-1" }, { number: "ab-2" }],
      count: "2",
      weightKg: "12.5",
      photos: [],
      signedBy: " Pat Customer ",
      signaturePng: "iVBORw0KGgo=",
      crewSignaturePng: "iVBORw0KGgo=",
    });
    expect(parsed).toMatchObject({
      seals: [{ number: "AB-1" }, { number: "AB-2" }],
      count: 2,
      weightKg: 12.5,
      signedBy: "Pat Customer",
    });
    expect(
      collectedForm.parse({ ...parsed, count: "2", weightKg: " ", seals: parsed.seals }).weightKg,
    ).toBeNull();
  });

  it("reads the weight as the office's forms do: a decimal point or comma, one decimal place", () => {
    const weight = (typed: string) =>
      collectedForm.safeParse({
        seals: [{ number: "A1" }],
        count: "1",
        weightKg: typed,
        photos: [],
        signedBy: "Pat Customer",
        signaturePng: "iVBORw0KGgo=",
        crewSignaturePng: "iVBORw0KGgo=",
      });
    expect(weight("21,5").data?.weightKg).toBe(21.5);
    expect(weight(" 7.5 ").data?.weightKg).toBe(7.5);
    expect(weight("300").data?.weightKg).toBe(300);
    expect(weight("").data?.weightKg).toBeNull();
    for (const typed of ["21,55", "1,000.5", "1.2.3", "-4", "heavy", "0"]) {
      expect(weight(typed).error?.issues.map((i) => i.message)).toEqual([weightKgMessage]);
    }
    // Read, but beyond what a collection can weigh.
    expect(weight("20000").error?.issues.map((i) => i.message)).toEqual([recordingMessages.weight]);
  });

  it("asks for the count, the name and both signatures (the customer's, the crew member's) at their fields", () => {
    const parsed = collectedForm.safeParse({
      seals: [{ number: "A1" }],
      count: "",
      weightKg: "heavy",
      photos: [],
      signedBy: "",
      signaturePng: "",
      crewSignaturePng: "",
    });
    const messages = Object.fromEntries(
      parsed.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      count: recordingMessages.countMissing,
      weightKg: weightKgMessage,
      signedBy: recordingMessages.signedBy,
      signaturePng: recordingMessages.signature,
      crewSignaturePng: recordingMessages.crewSignature,
    });
  });
});

describe("could not collect", () => {
  it("asks for a reason, and a note for Other", () => {
    expect(notCollectedForm.safeParse({ note: "" }).error!.issues[0]!.message).toBe(
      phoneTexts.chooseReason,
    );
    const other = notCollectedForm.safeParse({ reason: "other", note: " " });
    expect(other.error!.issues[0]).toMatchObject({
      path: ["note"],
      message: recordingMessages.reasonNote,
    });
    expect(notCollectedForm.parse({ reason: "nobody_there", note: "" })).toEqual({
      reason: "nobody_there",
      note: "",
      officeNote: "",
    });
  });

  it("takes a note for the office beside the customer's, neither required for a listed reason", () => {
    expect(
      notCollectedForm.parse({
        reason: "access_refused",
        note: " Reception closed ",
        officeNote: " Ask for Sam next time ",
      }),
    ).toEqual({
      reason: "access_refused",
      note: "Reception closed",
      officeNote: "Ask for Sam next time",
    });
    expect(notCollectedForm.safeParse({ reason: "other", officeNote: "x" }).success).toBe(false);
  });
});

describe("a stop's links to the phone's maps and dialler", () => {
  it("opens Google Maps' search with the address and postcode", () => {
    const href = mapsLink("5 Quayside,\n Newcastle", "NE1 3JE")!;
    expect(href.startsWith("https://www.google.com/maps/search/?api=1&query=")).toBe(true);
    expect(new URL(href).searchParams.get("query")).toBe("5 Quayside, Newcastle, NE1 3JE");
  });

  it("does not repeat a postcode the address already ends with, and works with either alone", () => {
    const query = (a: string | null, p: string | null) =>
      new URL(mapsLink(a, p)!).searchParams.get("query");
    expect(query("2 Claypath, Durham DH1 1QS", "DH1 1QS")).toBe("2 Claypath, Durham DH1 1QS");
    expect(query(null, "DH1 1QS")).toBe("DH1 1QS");
    expect(mapsLink(null, null)).toBeNull();
    expect(mapsLink("  ", "")).toBeNull();
  });

  it("dials the number the customer gave", () => {
    expect(telLink("0191 555 0101")).toBe("tel:01915550101");
    expect(telLink("+44 (0)191 555-0101")).toBe("tel:+441915550101");
    expect(telLink("n/a")).toBeNull();
    expect(telLink(null)).toBeNull();
  });
});

describe("a stop as the phone shows it", () => {
  const row: CrewStopRow = {
    id: "0b8f8a43-7a4a-4b43-8d7c-0b1f5f0f7c11",
    reference: "NESS-ABC123",
    serviceType: "collection",
    timeSlot: "am",
    customerName: "Nina North",
    companyName: "North Ledgers Ltd",
    collectionAddress: "5 Quayside, Newcastle",
    postcode: "NE1 3JE",
    customerPhone: "0191 555 0101",
    bagQuantity: 3,
    specialRequirements: "  Ring the side door ",
    contractNumber: null,
    status: "confirmed",
    selectedDate: new Date("2026-11-25T00:00:00Z"),
    paymentChoice: "after_collection",
    recordings: [],
  };

  it("carries every fact the crew needs and the job's version", () => {
    const stop = crewStopOf(row, "2026-11-25");
    expect(stop).toMatchObject({
      slot: "Morning (8am - 12pm)",
      address: "5 Quayside, Newcastle, NE1 3JE",
      telHref: "tel:01915550101",
      toCollect: "3 bags or boxes",
      notes: "Ring the side door",
      payment: phoneTexts.payment.after_collection,
      state: "not_started",
      arrivedAt: null,
    });
    expect(stop.jobVersion).toContain("2026-11-25|am|collection|3|NE1 3JE");
  });

  it("says when the office has not confirmed the job yet", () => {
    expect(crewStopOf(row, "2026-11-25").notConfirmed).toBe(false);
    expect(crewStopOf({ ...row, status: "requested" }, "2026-11-25").notConfirmed).toBe(true);
  });

  it("reads its state from the job and its newest recording", () => {
    const at = new Date("2026-11-25T09:05:00Z");
    const arrived = { kind: "arrived" as const, state: "applied", recordedAt: at };
    expect(crewStopOf({ ...row, recordings: [arrived] }, "2026-11-25")).toMatchObject({
      state: "arrived",
      arrivedAt: at.toISOString(),
    });
    const held = { kind: "collected" as const, state: "held", recordedAt: at };
    expect(crewStopOf({ ...row, recordings: [held, arrived] }, "x").state).toBe("held");
    // The phone, reloaded, says why the office holds it (a refused seal).
    const why = "Seal S-000042 is already on NESS-OTHER1.";
    expect(
      crewStopOf({ ...row, recordings: [{ ...held, heldReason: why }, arrived] }, "x"),
    ).toMatchObject({ state: "held", heldReason: why });
    expect(crewStopOf({ ...row, recordings: [arrived] }, "x").heldReason).toBeNull();
    expect(crewStopOf({ ...row, status: "collected" }, "x").state).toBe("collected");
    expect(crewStopOf({ ...row, paymentChoice: "card_now" }, "x").payment).toBe(
      phoneTexts.payment.card_now,
    );
  });
});

describe("the stop's state on the phone", () => {
  it("follows what this phone recorded and the office's answer", () => {
    expect(phoneStateOf("not_started", undefined, undefined)).toBe("not_started");
    expect(phoneStateOf("not_started", "arrived", { status: "queued" })).toBe("waiting");
    expect(
      phoneStateOf("arrived", "collected", { status: "applied", recordingId: "r", message: "" }),
    ).toBe("collected");
    expect(
      phoneStateOf("arrived", "collected", { status: "held", recordingId: "r", message: "" }),
    ).toBe("held");
    expect(
      phoneStateOf("arrived", "not_collected", {
        status: "duplicate",
        recordingId: "r",
        state: "applied",
        message: "",
      }),
    ).toBe("not_collected");
    expect(phoneStateOf("arrived", "collected", { status: "refused", message: "no" })).toBe(
      "refused",
    );
  });
});

describe("which phone recorded it", () => {
  it("names the phone briefly from its user agent", () => {
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Android 14, Chrome 131");
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("iPhone iOS 17.5, Safari 17");
    expect(deviceLabelOf("x".repeat(300))).toHaveLength(200);
  });

  it("writes the phone's time with its offset", () => {
    const iso = isoWithOffset(new Date("2026-07-01T12:00:00Z"));
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).toISOString()).toBe("2026-07-01T12:00:00.000Z");
  });
});

describe("the crew's frame", () => {
  it("has the public frame step aside on /crew as on /admin", () => {
    expect(isCrewPath("/crew")).toBe(true);
    expect(isCrewPath("/crewe")).toBe(false);
    expect(isAdminPath("/crew")).toBe(false);
  });
});

describe("a recording the office refused", () => {
  it("shows the server's messages at the Collected form's own fields", () => {
    expect(
      collectedFormErrors({
        "seals.1": [crewTexts.duplicateSeal],
        "photos.0.data": [recordingMessages.photoTooLarge],
        signedBy: [recordingMessages.signedBy],
        recordedAt: ["Invalid"],
        key: ["Invalid"],
      }),
    ).toEqual([
      ["seals.1.number", crewTexts.duplicateSeal],
      ["photos", recordingMessages.photoTooLarge],
      ["signedBy", recordingMessages.signedBy],
    ]);
    expect(collectedFormErrors(undefined)).toEqual([]);
  });
});
