import "server-only";
import { after } from "next/server";
import { pingIndexNowForArticles } from "./indexnow";
import { articlesChanged } from "@/lib/server/revalidate";

// What follows every article change, whoever made it (admin, webhook, scheduler, Airtable sync):
// the pages that show articles are refreshed, and search engines hear about public URLs that
// changed through IndexNow.

export type ArticleChange = {
  slug: string;
  /** Was the article on the public site before the change, or is it now? */
  public: boolean;
};

export function changeOf(article: {
  slug: string;
  isPublished: boolean;
  wasPublished?: boolean;
}): ArticleChange {
  return { slug: article.slug, public: article.isPublished || Boolean(article.wasPublished) };
}

export async function announceArticleChanges(
  changes: ArticleChange[],
  context: "action" | "route",
): Promise<void> {
  if (changes.length === 0) return;
  await articlesChanged(
    changes.map((c) => c.slug),
    context,
  );
  const publicSlugs = changes.filter((c) => c.public).map((c) => c.slug);
  if (publicSlugs.length === 0) return;
  const ping = () => pingIndexNowForArticles(publicSlugs);
  try {
    // In a request, after the response: the admin does not wait for a search engine.
    after(ping);
  } catch {
    // Outside a request (a script, a test): now.
    await ping();
  }
}
