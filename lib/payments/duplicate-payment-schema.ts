import { z } from "zod";

// Mark as seen on the office's list of duplicate card payments: the row's id.
export const markDuplicateSeenSchema = z.object({ id: z.uuid() });
