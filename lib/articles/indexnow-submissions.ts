import "server-only";
import type { IndexNowTrigger } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";

// The IndexNow submission log (written by jobs/indexnow.ts, one row per POST).

export type IndexNowSubmissionRow = {
  id: string;
  trigger: IndexNowTrigger;
  urls: string[];
  urlCount: number;
  httpStatus: number | null;
  success: boolean;
  message: string;
  createdAt: Date;
};

export async function listIndexNowSubmissions(take = 25): Promise<IndexNowSubmissionRow[]> {
  const rows = await db().indexNowSubmission.findMany({ orderBy: { createdAt: "desc" }, take });
  // The table shows a few URLs per submission; a 10,000-URL batch need not reach the browser.
  return rows.map((row) => ({ ...row, urls: row.urls.slice(0, 3) }));
}
