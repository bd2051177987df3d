import { describe, expect, it } from "vitest";
import { collectedForm } from "@/lib/crew/phone-forms";
import { recordingMessages } from "@/lib/crew/recording-schema";
import { PRINTABLE_RANGES } from "@/lib/shared/printable-ranges";
import { unprintableIn } from "@/lib/shared/printable-text";
import { unprintableCharacters } from "@/lib/server/pdf/text";

// The characters the PDFs can draw, known on the phone without the fonts: the table agrees with
// the fonts themselves (the server's unprintableCharacters), and the Collected form refuses a
// printed name the receipt could not print, with the field's message.

const serverSays = (codePoint: number) =>
  unprintableCharacters(String.fromCodePoint(codePoint)).length === 0;

describe("the table of printable characters", () => {
  it("agrees with the fonts at every edge of every range (regenerate: npm run pdf:printable)", () => {
    for (let i = 0; i < PRINTABLE_RANGES.length; i += 2) {
      const from = PRINTABLE_RANGES[i]!;
      const to = PRINTABLE_RANGES[i + 1]!;
      expect([from, to].every(serverSays), `0x${from.toString(16)}`).toBe(true);
      const before = from - 1;
      const after = to + 1;
      if (before >= 0 && !(before >= 0xd800 && before <= 0xdfff)) {
        expect(serverSays(before), `0x${before.toString(16)}`).toBe(false);
      }
      if (after <= 0x10ffff && !(after >= 0xd800 && after <= 0xdfff)) {
        expect(serverSays(after), `0x${after.toString(16)}`).toBe(false);
      }
    }
  });

  it("names the same characters as the server for names in many scripts", () => {
    for (const name of [
      "Zoë Łukasz-Ødegård",
      "Ωμέγα Παπαδόπουλος",
      "Юлия Сергеевна",
      "Nguyễn Văn An",
      "王秀英",
      "김민준",
      "Pat ሰላም 😀",
      "ᚠᚢᚦ",
      "Ana\u200dBell",
    ]) {
      expect(unprintableIn(name), name).toEqual(unprintableCharacters(name));
    }
    expect(unprintableIn("Pat ሰላም 😀")).toEqual(["ሰ", "ላ", "ም", "😀"]);
    expect(unprintableIn("Zoë 王秀英 김민준")).toEqual([]);
  });
});

describe("the customer's printed name on the Collected form", () => {
  const form = (signedBy: string) =>
    collectedForm.safeParse({
      seals: [{ number: "A1" }],
      count: "1",
      weightKg: "",
      photos: [],
      signedBy,
      signaturePng: "iVBORw0KGgo=",
      crewSignaturePng: "iVBORw0KGgo=",
    });

  it("refuses characters the receipt cannot print, naming them at the field", () => {
    expect(form("Pat 😀").error?.issues).toEqual([
      expect.objectContaining({
        path: ["signedBy"],
        message: recordingMessages.signedByUnprintable(["😀"]),
      }),
    ]);
  });

  it("takes names in the scripts the fonts cover", () => {
    expect(form("Zoë Łukasz").success).toBe(true);
    expect(form("王秀英").success).toBe(true);
  });
});
