"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { signOutEverywhereMessages } from "@/lib/shared/session-messages";
import { adminAction } from "./admin-action";
import { endAllSessions } from "./sessions";

// 'Sign out everywhere' in the admin's header: the session is checked again here (adminAction),
// then every session of the signed-in user ends, this one included (sessions.ts).

export const signOutEverywhereAction = adminAction(
  signOutEverywhereMessages.failed,
  async (admin): Promise<ActionResult> => {
    await endAllSessions(admin.id);
    console.info(`[auth] ${admin.email} signed out everywhere`);
    return { ok: true, data: undefined };
  },
);
