"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { publicAction } from "@/lib/server/public-action";
import { validationFailure } from "@/lib/server/validation-failure";
import {
  acceptInvitation,
  changeRole,
  inviteAgain,
  inviteColleague,
  removeAccess,
} from "./team-data";
import { colleagueSchema, inviteSchema, roleChangeSchema, setPasswordSchema } from "./team-schemas";

// The Team section's actions (Office only, through adminAction, which asks checkAdmin(): a Crew
// member is refused as a stranger is) and the invited colleague's Set your password (public: the
// link's token is the credential, checked again here).

export const inviteColleagueAction = adminAction(
  "Failed to send the invitation",
  async (office, input: unknown): Promise<ActionResult> => {
    const parsed = inviteSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const result = await inviteColleague(parsed.data, office.email);
    if (result.ok) deliverAfterResponse();
    return result;
  },
);

export const inviteAgainAction = adminAction(
  "Failed to send the invitation",
  async (office, input: unknown): Promise<ActionResult<{ email: string }>> => {
    const parsed = colleagueSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const result = await inviteAgain(parsed.data.userId, office.email);
    if (result.ok) deliverAfterResponse();
    return result;
  },
);

export const changeRoleAction = adminAction(
  "Failed to change the role",
  async (_office, input: unknown): Promise<ActionResult<{ name: string }>> => {
    const parsed = roleChangeSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return changeRole(parsed.data.userId, parsed.data.role);
  },
);

export const removeAccessAction = adminAction(
  "Failed to remove access",
  async (_office, input: unknown): Promise<ActionResult<{ name: string }>> => {
    const parsed = colleagueSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return removeAccess(parsed.data.userId);
  },
);

export const setPasswordAction = publicAction(
  {
    schema: setPasswordSchema,
    deliver: deliverAfterResponse,
    limit: "manage",
    failure: "Failed to set the password",
    label: "team invitation",
    botAnswer: { email: "" },
  },
  async (input, request) => acceptInvitation(input.token, input.password, request.now),
);
