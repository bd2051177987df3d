"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { adminAction } from "../admin-action";
import { runContentScheduler } from "../jobs/content-scheduler";

export const runSchedulerAction = adminAction(
  "Failed to run content scheduler",
  async (): Promise<ActionResult<{ published: number }>> => {
    const report = await runContentScheduler("action");
    return { ok: true, data: { published: report.published } };
  },
);

export const submitIndexNowAction = adminAction(
  "Failed to submit URLs to IndexNow",
  async (
    _admin,
    urls: string[],
  ): Promise<ActionResult<{ urlsSubmitted: number; message: string }>> => {
    const { submitToIndexNow } = await import("../jobs/indexnow");
    const result = await submitToIndexNow(Array.isArray(urls) ? urls.map(String) : []);
    return result.success
      ? { ok: true, data: { urlsSubmitted: result.urlsSubmitted, message: result.message } }
      : { ok: false, reason: "server", message: result.message };
  },
);
