import { describe, expect, it } from "vitest";
import { toLondonDateTimeInput } from "@/lib/shared/dates";
import {
  collectedSchema,
  correctionSchema,
  destroyedSchema,
  jobMessages,
} from "@/lib/custody/job-schema";

// The office's job forms (Mark as collected, Mark as destroyed, a correction): what they refuse.

const hourAgo = () => toLondonDateTimeInput(new Date(Date.now() - 60 * 60_000));
const collected = () => ({
  collected_at: hourAgo(),
  quantity: "4",
  weight_kg: "",
  seal_numbers: "",
  operative: "Sam Carter",
});
const destroyed = () => ({
  destroyed_at: hourAgo(),
  destroyed_by: "Sam Carter",
  method: "cross_cut_offsite",
  place: "",
});

function messageOf(schema: typeof collectedSchema | typeof destroyedSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe("Mark as collected", () => {
  it("records when the collection actually happened, in London time", () => {
    const parsed = collectedSchema.parse({ ...collected(), collected_at: "2026-11-24T09:15" });
    expect(parsed.collected_at.toISOString()).toBe("2026-11-24T09:15:00.000Z");
  });

  it("refuses a collection in the future, before the company began, or on a day that does not exist", () => {
    const tomorrow = toLondonDateTimeInput(new Date(Date.now() + 24 * 60 * 60_000));
    expect(messageOf(collectedSchema, { ...collected(), collected_at: tomorrow })).toBe(
      jobMessages.collectedInFuture,
    );
    expect(messageOf(collectedSchema, { ...collected(), collected_at: "1900-01-01T10:00" })).toBe(
      jobMessages.tooEarly,
    );
    expect(messageOf(collectedSchema, { ...collected(), collected_at: "2025-02-31T10:00" })).toBe(
      jobMessages.invalidTime,
    );
    expect(messageOf(collectedSchema, { ...collected(), collected_at: "" })).toBe(
      "Please give when it was collected",
    );
  });

  it.each([true, "0x10", "1e2", "1.0", "-3", " ", "", 2.5, [4], null])(
    "refuses %j as a quantity (only plain digits or a real integer are one)",
    (quantity) => {
      expect(messageOf(collectedSchema, { ...collected(), quantity })).toBe(
        "Bags or boxes collected must be a whole number",
      );
    },
  );

  it("reads plain digits and real integers as the quantity, within 1 to 500", () => {
    expect(collectedSchema.parse({ ...collected(), quantity: " 12 " }).quantity).toBe(12);
    expect(collectedSchema.parse({ ...collected(), quantity: 7 }).quantity).toBe(7);
    expect(messageOf(collectedSchema, { ...collected(), quantity: "0" })).toBe(
      "Bags or boxes collected must be at least 1",
    );
    expect(messageOf(collectedSchema, { ...collected(), quantity: "501" })).toBe(
      "Bags or boxes collected must be 500 or fewer",
    );
  });

  it("reads a weight with a decimal comma as with a decimal point", () => {
    expect(collectedSchema.parse({ ...collected(), weight_kg: "14,5" }).weight_kg).toBe("14.5");
    expect(collectedSchema.parse({ ...collected(), weight_kg: "14.5" }).weight_kg).toBe("14.5");
    expect(collectedSchema.parse({ ...collected(), weight_kg: "" }).weight_kg).toBeNull();
    for (const weight of ["14,55", "1,2,3", "0x10", "1e2", "0", "abc"]) {
      expect(messageOf(collectedSchema, { ...collected(), weight_kg: weight })).toMatch(
        /^Weight must be a number of kg/,
      );
    }
  });

  it("refuses an operative made only of invisible characters", () => {
    for (const operative of [
      "\u200B\u200B",
      "\uFEFF",
      "\u200D\u2060",
      " \u200C ",
      "\u3164\u3164",
      "\u2800",
      "\uFE0F",
    ]) {
      expect(messageOf(collectedSchema, { ...collected(), operative })).toBe(
        "Please give the operative's name",
      );
    }
  });
});

describe("Mark as destroyed", () => {
  it("asks who destroyed it, and refuses a name made only of invisible characters", () => {
    expect(destroyedSchema.parse(destroyed()).destroyed_by).toBe("Sam Carter");
    for (const destroyedBy of ["", "\u200B\u200B\u200B", "\uFEFF"]) {
      expect(messageOf(destroyedSchema, { ...destroyed(), destroyed_by: destroyedBy })).toBe(
        "Please give who destroyed it",
      );
    }
  });

  it("refuses a destruction dated 1900 or in the future", () => {
    expect(messageOf(destroyedSchema, { ...destroyed(), destroyed_at: "1900-01-01T10:00" })).toBe(
      jobMessages.tooEarly,
    );
    const inAnHour = toLondonDateTimeInput(new Date(Date.now() + 60 * 60_000));
    expect(messageOf(destroyedSchema, { ...destroyed(), destroyed_at: inAnHour })).toBe(
      jobMessages.destroyedInFuture,
    );
  });

  it("names the field of each refusal in a correction", () => {
    const result = correctionSchema.safeParse({
      ...collected(),
      ...destroyed(),
      quantity: "0x10",
      destroyed_by: "\u200B",
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["quantity", "destroyed_by"]));
  });
});
