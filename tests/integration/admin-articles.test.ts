import { beforeEach, describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/shared/action-result";
import { articleSchema } from "@/lib/articles/article-schema";
import { adminAction, NOT_AN_ADMIN, NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { checkAdminWith } from "@/lib/server/admin-guard";
import {
  articleStatus,
  createArticle,
  deleteArticle,
  listArticleEvents,
  setArticleFeatured,
  updateArticle,
} from "@/lib/articles/admin-articles";
import { upsertUser } from "@/lib/server/users";
import { db } from "@/lib/server/db";
import { runContentScheduler } from "@/lib/articles/content-scheduler";
import { resetDatabase } from "../support/db";
import { sessionCookieFor } from "../support/session-cookie";

const content = "<p>" + "Secure shredding keeps personal data safe. ".repeat(3) + "</p>";
const input = (over: Record<string, unknown> = {}) =>
  articleSchema.parse({
    title: "GDPR and paper records",
    content,
    tags: "GDPR, Tips",
    auto_publish: true,
    ...over,
  });

/** A browser whose session cookie claims admin rights for the user (or that has no cookie). */
const browserOf = (id: string | null) => async () =>
  checkAdminWith(
    id ? await sessionCookieFor({ uid: id, email: "who@example.com", sv: 1, isAdmin: true }) : {},
  );

describe("admin actions", () => {
  let adminId = "";
  let editorId = "";
  let crewId = "";
  beforeEach(async () => {
    await resetDatabase();
    adminId = (
      await upsertUser({ email: "admin@example.com", password: "admin-password", admin: true })
    ).id;
    editorId = (
      await upsertUser({ email: "editor@example.com", password: "editor-password", admin: false })
    ).id;
    crewId = (
      await upsertUser({ email: "crew@example.com", password: "crew-password", admin: false })
    ).id;
    await db().userRole.create({ data: { userId: crewId, role: "crew" } });
  });

  // The same work, behind the same wrapper every admin server action uses.
  const guarded = (browser: ReturnType<typeof browserOf>) =>
    adminAction(
      "Failed to publish content",
      async (admin, title: string): Promise<ActionResult> => {
        await createArticle(input({ title }), admin.email);
        return { ok: true, data: undefined };
      },
      browser,
    );

  it("refuse an anonymous caller and change nothing", async () => {
    expect(await guarded(browserOf(null))("Anon")).toEqual({
      ok: false,
      reason: "server",
      message: NOT_SIGNED_IN,
    });
    expect(await db().article.count()).toBe(0);
  });

  it.each([
    ["a signed-in user without a role", () => editorId],
    ["a Crew member", () => crewId],
  ])("refuse %s, even with a forged token flag, and change nothing", async (_who, id) => {
    expect(await guarded(browserOf(id()))("Not the office")).toEqual({
      ok: false,
      reason: "server",
      message: NOT_AN_ADMIN,
    });
    expect(await db().article.count()).toBe(0);
  });

  it("refuse a user whose admin role was revoked after sign-in", async () => {
    await db().userRole.deleteMany({ where: { userId: adminId } });
    expect((await guarded(browserOf(adminId))("Revoked")).ok).toBe(false);
    expect(await db().article.count()).toBe(0);
  });

  it("let an admin act, recording who did it", async () => {
    expect(await guarded(browserOf(adminId))("By the admin")).toEqual({
      ok: true,
      data: undefined,
    });
    const events = await listArticleEvents();
    expect(events.map((e) => [e.action, e.actorEmail])).toEqual(
      expect.arrayContaining([
        ["created", "admin@example.com"],
        ["published", "admin@example.com"],
      ]),
    );
  });
});

describe("articles", () => {
  beforeEach(resetDatabase);

  it("get a unique slug from the title", async () => {
    const a = await createArticle(input(), "a@x.co");
    const b = await createArticle(input(), "a@x.co");
    const c = await createArticle(input(), "a@x.co");
    expect([a.slug, b.slug, c.slug]).toEqual([
      "gdpr-and-paper-records",
      "gdpr-and-paper-records-2",
      "gdpr-and-paper-records-3",
    ]);
  });

  it("are stored sanitised, with tags split", async () => {
    const article = await createArticle(
      input({ content: `${content}<script>alert(1)</script><img src=x onerror=alert(1)>` }),
      "a@x.co",
    );
    expect(article.content).not.toMatch(/script|onerror/);
    expect(article.tags).toEqual(["GDPR", "Tips"]);
  });

  it("are published, scheduled or drafts as the form says", async () => {
    const published = await createArticle(input(), "a@x.co");
    const scheduled = await createArticle(
      input({ auto_publish: false, schedule_for: "2030-01-01T09:00" }),
      "a@x.co",
    );
    const draft = await createArticle(input({ auto_publish: false }), "a@x.co");
    expect([published, scheduled, draft].map(articleStatus)).toEqual([
      "published",
      "scheduled",
      "draft",
    ]);
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(scheduled.scheduledFor?.toISOString()).toBe("2030-01-01T09:00:00.000Z");
  });

  it("keep a record of updates, featuring and deletion, even after the article is gone", async () => {
    const article = await createArticle(input({ auto_publish: false }), "a@x.co");
    await updateArticle(
      article.id,
      { ...input(), title: "New title", is_published: true },
      "b@x.co",
    );
    await setArticleFeatured(article.id, true, "b@x.co");
    await deleteArticle(article.id, "c@x.co");
    expect(await db().article.count()).toBe(0);
    const trail = (await listArticleEvents(article.id))
      .map((e) => `${e.action}:${e.actorEmail}`)
      .reverse();
    expect(trail).toEqual([
      "created:a@x.co",
      "updated:b@x.co",
      "published:b@x.co",
      "featured:b@x.co",
      "deleted:c@x.co",
    ]);
  });
});

describe("the content scheduler", () => {
  beforeEach(resetDatabase);

  it("publishes exactly the due articles, once, even with two runs at the same time", async () => {
    const due = await createArticle(
      input({ title: "Due", auto_publish: false, schedule_for: "2020-01-01T09:00" }),
      "a@x.co",
    );
    const later = await createArticle(
      input({ title: "Later", auto_publish: false, schedule_for: "2099-01-01T09:00" }),
      "a@x.co",
    );
    await createArticle(input({ title: "Draft", auto_publish: false }), "a@x.co");

    const runs = await Promise.all([
      runContentScheduler("route").catch(() => ({ published: 0, slugs: [] })),
      runContentScheduler("route").catch(() => ({ published: 0, slugs: [] })),
    ]);
    expect(runs[0].published + runs[1].published).toBe(1);
    const rows = await db().article.findMany({ orderBy: { title: "asc" } });
    expect(rows.map((r) => [r.title, r.isPublished])).toEqual([
      ["Draft", false],
      ["Due", true],
      ["Later", false],
    ]);
    expect(rows.find((r) => r.id === due.id)!.publishedAt?.toISOString()).toBe(
      "2020-01-01T09:00:00.000Z",
    );
    expect(rows.find((r) => r.id === later.id)!.scheduledFor).not.toBeNull();
    expect((await runContentScheduler("route").catch(() => null))?.published ?? 0).toBe(0);
  });
});
