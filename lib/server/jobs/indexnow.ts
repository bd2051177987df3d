import "server-only";
import { staticRoutes } from "@/lib/routes";
import { paths } from "@/lib/paths";
import { canonicalUrl } from "@/lib/seo";
import { listPublishedArticleStamps } from "../data/articles";
import { env, siteUrl } from "../env";

// IndexNow (https://www.indexnow.org): tell search engines which of our URLs changed.

export const INDEXNOW_BATCH = 10_000;

/** Every URL worth submitting: the static registry plus published articles, absolute. */
export async function indexableUrls(): Promise<{ static: string[]; articles: string[] }> {
  const origin = siteUrl();
  const articles = await listPublishedArticleStamps();
  return {
    static: staticRoutes.map((route) => canonicalUrl(origin, route.path)),
    articles: articles.map((a) => canonicalUrl(origin, paths.article(a.slug))),
  };
}

const outcomes: Record<number, string> = {
  200: "URLs submitted successfully",
  202: "URLs received; the key will be validated later",
  400: "Bad request: the submission was malformed",
  403: "Forbidden: the key file could not be verified",
  422: "Unprocessable: URLs do not belong to the host or the key does not match",
  429: "Too many requests: try again later",
};

export type IndexNowResult = {
  success: boolean;
  urlsSubmitted: number;
  message: string;
  status?: number;
};

export async function submitToIndexNow(urls: string[]): Promise<IndexNowResult> {
  const { INDEXNOW_KEY, INDEXNOW_ENDPOINT } = env();
  if (!INDEXNOW_KEY)
    return { success: false, urlsSubmitted: 0, message: "INDEXNOW_KEY is not set" };
  const origin = siteUrl();
  const host = new URL(origin).host;
  const own = [...new Set(urls)].filter((url) => {
    try {
      return new URL(url).host === host;
    } catch {
      return false;
    }
  });
  if (own.length === 0)
    return { success: false, urlsSubmitted: 0, message: "No URLs of this site to submit" };
  let submitted = 0;
  for (let i = 0; i < own.length; i += INDEXNOW_BATCH) {
    const urlList = own.slice(i, i + INDEXNOW_BATCH);
    const response = await fetch(INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        host,
        key: INDEXNOW_KEY,
        keyLocation: `${origin}/${INDEXNOW_KEY}.txt`,
        urlList,
      }),
    });
    if (response.status !== 200 && response.status !== 202) {
      return {
        success: false,
        urlsSubmitted: submitted,
        status: response.status,
        message: outcomes[response.status] ?? `IndexNow answered ${response.status}`,
      };
    }
    submitted += urlList.length;
    if (i + INDEXNOW_BATCH >= own.length) {
      return {
        success: true,
        urlsSubmitted: submitted,
        status: response.status,
        message: outcomes[response.status]!,
      };
    }
  }
  return { success: true, urlsSubmitted: submitted, message: outcomes[200]! };
}
