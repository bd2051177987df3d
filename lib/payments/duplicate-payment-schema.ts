import { z } from "zod";

// Mark as seen on the office's list of duplicate card payments (issue 36): the row's id.
export const markDuplicateSeenSchema = z.object({ id: z.uuid() });
