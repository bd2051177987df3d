// Idempotent seed, run by `npm start` / `npm run dev` after migrations and by `npm run db:seed`:
// - a page_metadata record for every static route (existing records, maybe edited, are kept), with
//   no content change time (the sitemap states a page's lastmod only after an admin's edit);
// - the seed articles, only into an empty articles table (a deleted article does not come back);
// - the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or on a local install with neither set and no
//   admin yet, a local admin whose generated password is printed once;
// - the facility's shredders, only into an empty table (a retired one stays retired).
import { randomBytes } from "node:crypto";
import { staticRoutes } from "@/lib/content/routes";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { adminCount, upsertUser } from "@/lib/server/users";
import { seedArticles } from "./seed-data/articles";

export const LOCAL_ADMIN_EMAIL = "admin@example.com";
/** The facility's shredders until the office names its own (Destruction, in the admin). */
export const SEED_SHREDDERS = ["Paper line shredder", "Hard drive shredder"];

export type SeedOptions = {
  log?: (line: string) => void;
  /** A local install (embedded database): may create the printed local admin. */
  localInstall?: boolean;
};

export async function seed({
  log = console.log,
  localInstall = env().NESS_LOCAL_MODE,
}: SeedOptions = {}): Promise<void> {
  const metadata = await db().pageMetadata.createMany({
    data: staticRoutes.map((route) => ({
      pagePath: route.path,
      pageTitle: route.title,
      metaDescription: route.description,
    })),
    skipDuplicates: true,
  });

  let articlesCreated = 0;
  if ((await db().article.count()) === 0) {
    const result = await db().article.createMany({
      data: seedArticles.map((article) => ({
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        author: article.author,
        tags: article.tags,
        isFeatured: article.isFeatured,
        isPublished: true,
        metaDescription: article.metaDescription,
        publishedAt: new Date(article.publishedAt),
        // Written before it was published: the text last changed then, not when a database was
        // seeded (NewsArticle.dateModified, the sitemap's lastmod).
        contentChangedAt: new Date(article.publishedAt),
      })),
      skipDuplicates: true,
    });
    articlesCreated = result.count;
  }

  if ((await db().shredder.count()) === 0) {
    await db().shredder.createMany({ data: SEED_SHREDDERS.map((name) => ({ name })) });
  }

  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  let adminLine = "";
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const result = await upsertUser({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, admin: true });
    adminLine = result.created ? `, admin ${ADMIN_EMAIL} created` : "";
  } else if (localInstall && (await adminCount()) === 0) {
    const password = randomBytes(12).toString("base64url");
    await upsertUser({ email: LOCAL_ADMIN_EMAIL, password, admin: true });
    log("");
    log("  Local admin created (shown once; change it with npm run user:create):");
    log(`    e-mail:   ${LOCAL_ADMIN_EMAIL}`);
    log(`    password: ${password}`);
    log("");
  }
  log(
    `Seed: ${metadata.count} page metadata record(s), ${articlesCreated} article(s) added${adminLine}.`,
  );
}

// Run directly (npm run db:seed, and by npm start in its own process).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { resolveDatabase } = await import("../scripts/lib/database.ts");
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  try {
    await seed();
  } catch (error) {
    console.error("Seed failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.stop();
    process.exit();
  }
}
