import "server-only";
import { site } from "@/lib/shared/site";
import { env } from "./env";
import { hitRateLimit } from "./rate-limit";

// What every public form does before it stores anything: honeypot, then a per-address limit
// shared by all instances (rate_limit_buckets).

export const HONEYPOT_FIELD = "website";
const HOUR_MS = 60 * 60 * 1000;

export function rateLimitedMessage(): string {
  return `Too many submissions from your connection. Please try again later or call us on ${site.phone.display}.`;
}

/** A bot fills every field, including the one people cannot see. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!input || typeof input !== "object") return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim().length > 0;
}

/** Counts this submission against the address's hourly allowance; false when over it. */
export async function withinFormRateLimit(scope: string, ip: string): Promise<boolean> {
  const result = await hitRateLimit(
    `form:${scope}:${ip}`,
    env().RATE_LIMIT_FORMS_PER_HOUR,
    HOUR_MS,
  );
  return result.allowed;
}
