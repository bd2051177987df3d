"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { pageMetadataSchema } from "@/lib/schemas/page-metadata";
import { adminAction } from "../admin-action";
import { db } from "../db";
import { validationFailure } from "../validation-failure";
import { pageMetadataChanged } from "../revalidate";

export const updatePageMetadataAction = adminAction(
  "Failed to update page metadata",
  async (_admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = pageMetadataSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const v = parsed.data;
    await db().pageMetadata.update({
      where: { id },
      data: {
        pageTitle: v.page_title || null,
        metaDescription: v.meta_description || null,
        metaKeywords: v.meta_keywords || null,
        h1Heading: v.h1_heading || null,
        ogTitle: v.og_title || null,
        ogDescription: v.og_description || null,
        ogImage: v.og_image || null,
      },
    });
    await pageMetadataChanged("action");
    return { ok: true, data: undefined };
  },
);
