import "server-only";
import { staticRoutes } from "@/lib/routes";
import { paths } from "@/lib/paths";
import { canonicalUrl } from "@/lib/seo";
import { listPublishedArticleStamps } from "../data/articles";
import type { IndexNowTrigger } from "@/generated/prisma/client";
import { db } from "../db";
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

async function logSubmission(
  trigger: IndexNowTrigger,
  urls: string[],
  outcome: { httpStatus: number | null; success: boolean; message: string },
) {
  await db()
    .indexNowSubmission.create({ data: { trigger, urls, urlCount: urls.length, ...outcome } })
    .catch((error: unknown) => console.error("[indexnow] could not log a submission:", error));
}

/** POST one batch; every attempt is logged, whatever the outcome. */
async function postBatch(
  urlList: string[],
  trigger: IndexNowTrigger,
): Promise<{ ok: boolean; status: number | null; message: string }> {
  const { INDEXNOW_KEY, INDEXNOW_ENDPOINT } = env();
  const origin = siteUrl();
  let status: number | null = null;
  let message: string;
  try {
    const response = await fetch(INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        host: new URL(origin).host,
        key: INDEXNOW_KEY,
        keyLocation: `${origin}/${INDEXNOW_KEY}.txt`,
        urlList,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    status = response.status;
    message = outcomes[status] ?? `IndexNow answered ${status}`;
  } catch (error) {
    message = `Could not reach IndexNow: ${error instanceof Error ? error.message : error}`;
  }
  const ok = status === 200 || status === 202;
  await logSubmission(trigger, urlList, { httpStatus: status, success: ok, message });
  return { ok, status, message };
}

/** Submit URLs of this site (others are dropped) in batches of at most 10,000. */
export async function submitToIndexNow(
  urls: string[],
  trigger: IndexNowTrigger = "admin",
): Promise<IndexNowResult> {
  if (!env().INDEXNOW_KEY)
    return { success: false, urlsSubmitted: 0, message: "INDEXNOW_KEY is not set" };
  const host = new URL(siteUrl()).host;
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
  let last: Awaited<ReturnType<typeof postBatch>> | undefined;
  for (let i = 0; i < own.length; i += INDEXNOW_BATCH) {
    const urlList = own.slice(i, i + INDEXNOW_BATCH);
    last = await postBatch(urlList, trigger);
    if (!last.ok) {
      return {
        success: false,
        urlsSubmitted: submitted,
        status: last.status ?? undefined,
        message: last.message,
      };
    }
    submitted += urlList.length;
  }
  return {
    success: true,
    urlsSubmitted: submitted,
    status: last!.status ?? undefined,
    message: last!.message,
  };
}

/**
 * After an article is published, changed or deleted: tell search engines about its URL and the
 * news list. Does nothing without INDEXNOW_KEY; never throws (the change itself is already saved).
 */
export async function pingIndexNowForArticles(slugs: string[]): Promise<void> {
  if (!env().INDEXNOW_KEY || slugs.length === 0) return;
  const origin = siteUrl();
  const urls = [...slugs.map((slug) => paths.article(slug)), paths.news].map((path) =>
    canonicalUrl(origin, path),
  );
  try {
    const result = await submitToIndexNow(urls, "automatic");
    if (!result.success) console.warn(`[indexnow] automatic ping: ${result.message}`);
  } catch (error) {
    console.error("[indexnow] automatic ping failed:", error);
  }
}
