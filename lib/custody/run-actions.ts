"use server";

import "server-only";
import { z } from "zod";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { addShredder, retireShredder } from "./shredders";

// The shredders' list, for the Office only (adminAction). Start a run, the scans and End run go
// through their JSON routes (run-route.ts, scan-route.ts) so the phone can queue them offline.

const shredderName = z.object({
  name: z.string().trim().min(1, "Please give the shredder's name").max(80),
});

export const addShredderAction = adminAction(
  "Failed to add the shredder",
  async (_admin, input: unknown): Promise<ActionResult> => {
    const parsed = shredderName.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const added = await addShredder(parsed.data.name);
    return added.ok ? { ok: true, data: undefined } : fieldRefusal("name", added.message);
  },
);

export const retireShredderAction = adminAction(
  "Failed to retire the shredder",
  async (_admin, id: unknown): Promise<ActionResult> => {
    const parsed = z.uuid().safeParse(id);
    if (parsed.success) await retireShredder(parsed.data);
    return { ok: true, data: undefined };
  },
);
