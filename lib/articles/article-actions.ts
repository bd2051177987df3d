"use server";

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";
import { articleSchema } from "@/lib/articles/article-schema";
import { adminAction } from "@/lib/server/admin-action";
import {
  createArticle,
  deleteArticle,
  setArticleFeatured,
  setArticlePublished,
  updateArticle,
} from "./admin-articles";
import { validationFailure } from "@/lib/server/validation-failure";
import { announceArticleChanges, changeOf } from "./article-changes";

// Admin article actions: each checks the admin role itself (adminAction), validates with the
// form's schema, refreshes the public pages that show articles and pings IndexNow.

const updateSchema = articleSchema.omit({ auto_publish: true, schedule_for: true }).extend({
  is_published: z.coerce.boolean(),
});

export const createArticleAction = adminAction(
  "Failed to publish content",
  async (admin, input: unknown): Promise<ActionResult<{ slug: string }>> => {
    const parsed = articleSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const article = await createArticle(parsed.data, admin.email);
    await announceArticleChanges([changeOf(article)], "action");
    return { ok: true, data: { slug: article.slug } };
  },
);

export const updateArticleAction = adminAction(
  "Failed to update article",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = updateSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const article = await updateArticle(id, parsed.data, admin.email);
    await announceArticleChanges([changeOf(article)], "action");
    return { ok: true, data: undefined };
  },
);

export const setFeaturedAction = adminAction(
  "Failed to update article",
  async (admin, id: string, featured: boolean): Promise<ActionResult> => {
    const article = await setArticleFeatured(id, Boolean(featured), admin.email);
    await announceArticleChanges([changeOf(article)], "action");
    return { ok: true, data: undefined };
  },
);

export const setPublishedAction = adminAction(
  "Failed to update article",
  async (admin, id: string, published: boolean): Promise<ActionResult> => {
    const article = await setArticlePublished(id, Boolean(published), admin.email);
    await announceArticleChanges([changeOf(article)], "action");
    return { ok: true, data: undefined };
  },
);

export const deleteArticleAction = adminAction(
  "Failed to delete article",
  async (admin, id: string): Promise<ActionResult> => {
    const deleted = await deleteArticle(id, admin.email);
    if (deleted)
      await announceArticleChanges(
        [{ slug: deleted.slug, public: deleted.wasPublished }],
        "action",
      );
    return { ok: true, data: undefined };
  },
);
