import "server-only";
import { timingSafeEqual } from "node:crypto";
import { checkAdmin } from "../auth";
import { env } from "../env";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A Bearer token equal to `secret`? Checked before anything else is read. */
export function hasBearer(request: Request, secret: string | undefined): boolean {
  const header = request.headers.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  return Boolean(secret) && token.length > 0 && sameSecret(token, secret!);
}

/**
 * Who may call a job route: a scheduler holding Bearer CRON_SECRET (cron, Vercel Cron, npm start's
 * timer), a signed-in admin, or nobody (null).
 */
export async function jobCaller(request: Request): Promise<"schedule" | "admin" | null> {
  if (hasBearer(request, env().CRON_SECRET)) return "schedule";
  return (await checkAdmin()).status === "admin" ? "admin" : null;
}

export function unauthorized(): Response {
  return Response.json({ error: "Unauthorized" }, { status: 401 });
}
