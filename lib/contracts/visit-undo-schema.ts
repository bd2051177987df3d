import { object, regex, string } from "zod/mini";
import type { output } from "zod/mini";
import { skipVisitSchema } from "./contract-visit-schema";

// Undo of a visit's skip or move: the customer names the visit as Skip does (the
// page's signed token and the visit's id); the office by the contract's and the visit's ids.

const uuid = string().check(
  regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Unknown visit"),
);

export const undoVisitSchema = skipVisitSchema;
export const adminUndoVisitSchema = object({ contract: uuid, visit: uuid });

export type UndoVisitRequest = output<typeof undoVisitSchema>;
export type AdminUndoVisitRequest = output<typeof adminUndoVisitSchema>;
