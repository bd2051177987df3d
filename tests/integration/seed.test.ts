import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ADMIN_EMAIL, SEED_SHREDDERS, seed } from "@/prisma/seed";
import { staticRoutes } from "@/lib/content/routes";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

const quiet = { log: () => {}, localInstall: false };

describe("the seed", () => {
  beforeEach(resetDatabase);

  it("gives every static route a page_metadata record and publishes articles, some featured", async () => {
    await seed(quiet);
    const paths = (await db().pageMetadata.findMany({ select: { pagePath: true } })).map(
      (r) => r.pagePath,
    );
    expect(new Set(paths)).toEqual(new Set(staticRoutes.map((r) => r.path)));
    const articles = await db().article.findMany();
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles.every((a) => a.isPublished && a.publishedAt)).toBe(true);
    expect(articles.some((a) => a.isFeatured)).toBe(true);
    expect(articles.some((a) => !a.isFeatured)).toBe(true);
  });

  it("can run again without duplicating or overwriting anything", async () => {
    await seed(quiet);
    await db().pageMetadata.update({
      where: { pagePath: "/about" },
      data: { pageTitle: "Edited by the admin" },
    });
    const deleted = await db().article.findFirstOrThrow();
    await db().article.delete({ where: { id: deleted.id } });
    const before = {
      metadata: await db().pageMetadata.count(),
      articles: await db().article.count(),
    };

    await seed(quiet);

    expect(await db().pageMetadata.count()).toBe(before.metadata);
    expect(await db().article.count()).toBe(before.articles);
    expect(
      (await db().pageMetadata.findUniqueOrThrow({ where: { pagePath: "/about" } })).pageTitle,
    ).toBe("Edited by the admin");
  });

  it("names the facility's shredders once; a retired one stays retired", async () => {
    await seed(quiet);
    const names = (await db().shredder.findMany({ where: { active: true } })).map((s) => s.name);
    expect(names.sort()).toEqual([...SEED_SHREDDERS].sort());
    await db().shredder.updateMany({ data: { active: false } });
    await seed(quiet);
    expect(await db().shredder.count()).toBe(SEED_SHREDDERS.length);
    expect(await db().shredder.count({ where: { active: true } })).toBe(0);
  });

  it("creates a local admin once on a local install, printing its password only then", async () => {
    const first: string[] = [];
    await seed({ log: (line) => first.push(line), localInstall: true });
    expect(first.some((line) => /password: \S{12,}/.test(line))).toBe(true);
    const user = await db().user.findUniqueOrThrow({
      where: { email: LOCAL_ADMIN_EMAIL },
      include: { roles: true },
    });
    expect(user.roles.map((r) => r.role)).toEqual(["admin"]);

    const second: string[] = [];
    await seed({ log: (line) => second.push(line), localInstall: true });
    expect(second.some((line) => line.includes("password:"))).toBe(false);
    expect(await db().user.count()).toBe(1);
  });

  it("creates no admin on a deployment without ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    await seed(quiet);
    expect(await db().user.count()).toBe(0);
  });
});
