"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { saveRouteSettings } from "./route-settings";
import { routeSettingsSchema } from "./route-settings-schema";
import { routeSettingsTexts as texts } from "./route-settings-texts";

// The Reports tab's form for the route planner's settings: the office's admins only (adminAction
// asks checkAdmin()); any field out of bounds refuses the lot and nothing is saved.

export const saveRouteSettingsAction = adminAction(
  texts.failed,
  async (_admin, input: unknown): Promise<ActionResult> => {
    const parsed = routeSettingsSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await saveRouteSettings(parsed.data);
    return { ok: true, data: undefined };
  },
);
