import { maxLength, minLength, object, optional, regex, string } from "zod/mini";
import type { output } from "zod/mini";

// The customer's changes on the contract page, shared by its forms and actions.
// `contract` is the page's signed token (checked again by every action); `visit` a visit's id.

const contract = string().check(minLength(1), maxLength(200));
const visit = string().check(
  regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Unknown visit"),
);
const day = string().check(regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date"));

export const EXTRA_NOTE_MAX = 500;

export const skipVisitSchema = object({ contract, visit });
export const moveVisitSchema = object({ contract, visit, selected_date: day });
export const extraCollectionSchema = object({
  contract,
  selected_date: day,
  note: optional(
    string().check(maxLength(EXTRA_NOTE_MAX, `Must be less than ${EXTRA_NOTE_MAX} characters`)),
  ),
});

export type SkipVisitRequest = output<typeof skipVisitSchema>;
export type MoveVisitRequest = output<typeof moveVisitSchema>;
export type ExtraCollectionRequest = output<typeof extraCollectionSchema>;
