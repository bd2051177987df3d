"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { officeSiteSchema } from "./office-customer-schema";
import { addSite } from "./office-customers";

// The office's Add a site on an organisation's page (the Office only, through adminAction): the
// customer's own fields, the postcode inside the covered districts.

export const addSiteAction = adminAction(
  "Failed to add the site",
  async (_office, input: unknown): Promise<ActionResult<{ name: string }>> => {
    const parsed = officeSiteSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { organisationId, ...site } = parsed.data;
    return addSite(organisationId, site);
  },
);
