import "server-only";
import { paths } from "@/lib/shared/paths";
import { staticRoutes } from "@/lib/content/routes";
import { canonicalUrl } from "@/lib/shared/seo";
import type { IndexNowTrigger } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { env, siteUrl } from "@/lib/server/env";
import { countSiteUrls, siteUrlSlice } from "./sitemap";

// IndexNow (https://www.indexnow.org): tell search engines which of our URLs changed.

export const INDEXNOW_BATCH = 10_000;

/** What the admin's indexing page lists: the static pages, the newest articles, the total. */
export async function indexablePreview(articleLimit = 100) {
  const slice = await siteUrlSlice(0, staticRoutes.length + articleLimit);
  const urls = slice.map((entry) => entry.url);
  return {
    static: urls.slice(0, staticRoutes.length),
    articles: urls.slice(staticRoutes.length),
    total: await countSiteUrls(),
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
  const host = new URL(siteUrl()).host;
  const own = [...new Set(urls)].filter((url) => {
    try {
      return new URL(url).host === host;
    } catch {
      return false;
    }
  });
  async function* batches() {
    for (let i = 0; i < own.length; i += INDEXNOW_BATCH) yield own.slice(i, i + INDEXNOW_BATCH);
  }
  return submitBatches(batches(), trigger);
}

/** Submit All: every indexable URL, read and sent one batch of 10,000 at a time. */
export function submitAllToIndexNow(
  trigger: IndexNowTrigger = "admin",
  batchSize = INDEXNOW_BATCH,
): Promise<IndexNowResult> {
  async function* batches() {
    for (let offset = 0; ; offset += batchSize) {
      const urls = (await siteUrlSlice(offset, batchSize)).map((entry) => entry.url);
      if (urls.length === 0) return;
      yield urls;
    }
  }
  return submitBatches(batches(), trigger);
}

async function submitBatches(
  batches: AsyncIterable<string[]>,
  trigger: IndexNowTrigger,
): Promise<IndexNowResult> {
  if (!env().INDEXNOW_KEY)
    return { success: false, urlsSubmitted: 0, message: "INDEXNOW_KEY is not set" };
  let submitted = 0;
  let last: Awaited<ReturnType<typeof postBatch>> | undefined;
  for await (const urlList of batches) {
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
  if (!last) return { success: false, urlsSubmitted: 0, message: "No URLs of this site to submit" };
  return {
    success: true,
    urlsSubmitted: submitted,
    status: last.status ?? undefined,
    message: last.message,
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
