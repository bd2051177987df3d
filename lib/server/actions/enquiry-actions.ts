"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { submitContactEnquiry, submitQuoteEnquiry } from "../enquiry-submissions";
import { publicAction } from "../public-action";

// The quote and contact forms' server actions. The visitor hears "sent" once the enquiry and its
// e-mails are stored; delivery starts right after the response.

export async function submitQuote(input: unknown): Promise<ActionResult> {
  return publicAction((ip) => submitQuoteEnquiry(input, ip));
}

export async function submitContact(input: unknown, areaSlug?: string): Promise<ActionResult> {
  return publicAction((ip) => submitContactEnquiry(input, areaSlug, ip));
}
