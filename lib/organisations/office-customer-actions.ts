"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { validationFailure } from "@/lib/server/validation-failure";
import { addToOrganisationSchema, createOrganisationSchema } from "./office-customer-schema";
import { addToOrganisation, createOrganisation } from "./office-customers";

// The office's Customers actions, each through adminAction (the Office only: a crew member or a
// customer's cookie is refused before anything is read). Ids in the input only name rows: the
// data functions read them again.

export const createOrganisationAction = adminAction(
  "Failed to create the organisation",
  async (office, input: unknown): Promise<ActionResult<{ id: string; name: string }>> => {
    const parsed = createOrganisationSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const result = await createOrganisation(parsed.data, office.email);
    if (result.ok) deliverAfterResponse();
    return result;
  },
);

export const addToOrganisationAction = adminAction(
  "Failed to add it to the organisation",
  async (
    _office,
    input: unknown,
  ): Promise<ActionResult<{ organisation: string; site: string }>> => {
    const parsed = addToOrganisationSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return addToOrganisation(parsed.data.record, parsed.data.id, parsed.data.siteId);
  },
);
