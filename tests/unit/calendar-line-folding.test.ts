import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingIcs } from "@/lib/server/mail/ics";
import { contractIcs } from "@/lib/contracts/calendar";
import { scheduleRule } from "@/lib/contracts/schedule";

// RFC 5545 3.1: a content line is at most 75 octets (not characters) and a fold never splits a
// multi-byte UTF-8 character. Both calendar files are checked with text that is mostly multi-byte:
// accented Latin (2 octets a letter), Greek, Chinese (3) and emoji (4, a surrogate pair in JS).

const accented = "Déchiquetage sécurisé à Darlington: Zürich, Łódź, Ærøskøbing, Smørrebrød ".repeat(
  3,
);
const mixed = "Collecte 📄🔒 Ψηφιακή καταστροφή 碎纸服务 🗑️✅ — Straße ".repeat(4);

/** The physical lines of the file (the last one ends with CRLF too). */
function physicalLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  return ics.slice(0, -2).split("\r\n");
}

/** The property's value as written: unfolded (CRLF + one space or tab removed), unescaped. */
function unfoldedValue(ics: string, name: string): string {
  const line = ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`No ${name} line`);
  return line
    .slice(name.length + 1)
    .replace(/\\([\\;,])/g, "$1")
    .replace(/\\n/gi, "\n");
}

function expectFoldedByOctets(ics: string) {
  for (const line of physicalLines(ics)) {
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // A line that ends or starts inside a character has a lone surrogate half, which UTF-8
    // cannot encode: it would come back as U+FFFD.
    expect(Buffer.from(line, "utf8").toString("utf8"), line).toBe(line);
  }
  // The long values were folded, so this checks folding, not short lines.
  expect(physicalLines(ics).some((line) => line.startsWith(" "))).toBe(true);
}

describe("a booking's calendar entry with a long non-ASCII summary and location", () => {
  it.each([
    ["accented letters", accented],
    ["emoji, Greek and Chinese", mixed],
  ])("folds %s at 75 octets and gives the text back whole", (_name, text) => {
    const ics = bookingIcs({
      reference: "NESS-ABC234",
      day: "2026-12-02",
      timeSlot: "am",
      summary: text,
      description: text,
      location: text,
      sequence: 0,
      stamp: new Date("2026-06-01T00:00:00Z"),
    });
    expectFoldedByOctets(ics);
    for (const name of ["SUMMARY", "LOCATION", "DESCRIPTION"]) {
      expect(unfoldedValue(ics, name)).toBe(text);
    }
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe(text);
    expect(event.getFirstPropertyValue("location")).toBe(text);
  });
});

describe("a contract's calendar file with a long non-ASCII title and address", () => {
  it.each([
    ["accented letters", accented],
    ["emoji, Greek and Chinese", mixed],
  ])("folds %s at 75 octets and gives the text back whole", (_name, text) => {
    const ics = contractIcs({
      id: "6f1d7c0e-4b8a-4f57-9a51-2b7f1c3d9e01",
      number: "CON-000001",
      title: text,
      description: text,
      location: text,
      sequence: 1,
      periods: [{ rule: scheduleRule("weekly", "2026-11-30"), from: "2026-11-30" }],
      lastDay: null,
      skipped: ["2026-12-07"],
      moved: [{ originalDay: "2026-12-14", day: "2026-12-16" }],
      extras: [],
      stamp: new Date("2026-11-25T12:00:00Z"),
    });
    expectFoldedByOctets(ics);
    expect(unfoldedValue(ics, "SUMMARY")).toBe(text);
    expect(unfoldedValue(ics, "LOCATION")).toBe(text);
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.getFirstPropertyValue("summary")).toBe(text);
  });
});
