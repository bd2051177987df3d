"use server";

import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import type { ActionResult } from "@/lib/action-result";
import { clientIp } from "../client-ip";
import { submitContactEnquiry, submitQuoteEnquiry } from "../enquiry-submissions";
import { deliverDueEmails } from "../mail/worker";

// The quote and contact forms' server actions. The visitor hears "sent" once the enquiry and its
// e-mails are stored; delivery starts right after the response, and the worker retries it if the
// provider is down.

function deliverAfterResponse(result: ActionResult) {
  if (!result.ok) return;
  after(async () => {
    await deliverDueEmails({ limit: 10 }).catch((error: unknown) =>
      console.error("[mail] delivery after submit failed:", error),
    );
  });
}

export async function submitQuote(input: unknown): Promise<ActionResult> {
  const result = await submitQuoteEnquiry(input, clientIp(await headers()));
  deliverAfterResponse(result);
  return result;
}

export async function submitContact(input: unknown, areaSlug?: string): Promise<ActionResult> {
  const result = await submitContactEnquiry(input, areaSlug, clientIp(await headers()));
  deliverAfterResponse(result);
  return result;
}
