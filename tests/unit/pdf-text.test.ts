import { describe, expect, it } from "vitest";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { unprintableFieldRefusal } from "@/lib/certificates/printable";
import { textRuns, unprintableCharacters } from "@/lib/server/pdf/text";

// The PDF text module every document draws with: which font prints each character, and which
// characters none can.

// The first call reads the font files: a moment, and seconds on a busy shared machine.
describe("text in any script", { timeout: 30_000 }, () => {
  it("is split into runs by the first font that has each character", () => {
    const runs = textRuns("Zoë 王小明 Γιώργος 김민준");
    expect(runs.map((run) => run.text).join("")).toBe("Zoë 王小明 Γιώργος 김민준");
    const fontOf = (text: string) => runs.find((run) => run.text.includes(text))!.font;
    expect(new Set([fontOf("王"), fontOf("Γ"), fontOf("김"), fontOf("Z")]).size).toBe(4);
  });

  it("prints Latin with diacritics, Greek, Cyrillic, Chinese, Japanese and Korean", () => {
    expect(
      unprintableCharacters(
        "Zoë Brontë-Łukasiewicz",
        "Γιώργος Παπαδόπουλος",
        "Дмитрий",
        "王小明",
        "東京都 ひらがな カタカナ",
        "김민준",
        "Nguyễn Văn Ánh",
      ),
    ).toEqual([]);
  });

  it("names each character no font can print, once, and keeps joiners and spaces out of it", () => {
    expect(unprintableCharacters("Jo 😀 Bloggs", null, "😀 and 🚚", "a\u200Db")).toEqual([
      "😀",
      "🚚",
    ]);
  });

  it("never drops a character it cannot print", () => {
    expect(
      textRuns("Jo 😀")
        .map((run) => run.text)
        .join(""),
    ).toBe("Jo 😀");
  });
});

describe("the job forms' typed text", () => {
  it("is refused at the first field the certificate could not print", () => {
    expect(unprintableFieldRefusal({ operative: "Sam", place: "Depot 🏭" })).toEqual({
      ok: false,
      reason: "validation",
      message: "The certificate cannot print: 🏭",
      fieldErrors: { place: ["The certificate cannot print: 🏭"] },
    });
    expect(unprintableFieldRefusal({ operative: "Дмитрий", place: null })).toBeNull();
    expect(certificateMessages.cannotPrint(["😀", "🚚"])).toBe(
      "The certificate cannot print: 😀 🚚",
    );
  });
});
