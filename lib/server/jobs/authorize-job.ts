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

/** Job routes: Bearer CRON_SECRET (cron, npm start's scheduler) or a signed-in admin. */
export async function authorizeJob(request: Request): Promise<boolean> {
  if (hasBearer(request, env().CRON_SECRET)) return true;
  return (await checkAdmin()).status === "admin";
}

export function unauthorized(): Response {
  return Response.json({ error: "Unauthorized" }, { status: 401 });
}
