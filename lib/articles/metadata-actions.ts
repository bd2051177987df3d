"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { pageMetadataSchema } from "@/lib/articles/page-metadata-schema";
import { adminAction } from "@/lib/server/admin-action";
import { updatePageMetadata } from "./page-metadata";
import { validationFailure } from "@/lib/server/validation-failure";
import { pageMetadataChanged } from "@/lib/server/revalidate";

export const updatePageMetadataAction = adminAction(
  "Failed to update page metadata",
  async (_admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = pageMetadataSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await updatePageMetadata(id, parsed.data);
    await pageMetadataChanged("action");
    return { ok: true, data: undefined };
  },
);
