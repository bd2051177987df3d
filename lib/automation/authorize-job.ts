import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { JobTrigger } from "@/generated/prisma/client";
import { checkAdmin } from "@/lib/server/admin-guard";
import { env } from "@/lib/server/env";
import { isSameOrigin } from "@/lib/server/same-origin";

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
 * Who may run a job: a scheduler holding Bearer CRON_SECRET (cron, Vercel Cron's GET, npm start's
 * timer), or a signed-in admin, but only by a same-origin POST: a cookie rides along with any
 * cross-site link or form, so a cookie alone never runs a job, and a GET never does without the
 * secret.
 */
export async function jobCaller(request: Request): Promise<JobTrigger | null> {
  if (hasBearer(request, env().CRON_SECRET)) return "schedule";
  if (request.method !== "POST" || !isSameOrigin(request)) return null;
  return (await checkAdmin()).status === "admin" ? "admin" : null;
}

export function unauthorized(): Response {
  return Response.json({ error: "Unauthorized" }, { status: 401 });
}

/** A job route's GET (Vercel Cron) and POST, both through jobCaller. */
export function jobRoute(run: (caller: JobTrigger) => Promise<Response>) {
  const handler = async (request: Request): Promise<Response> => {
    const caller = await jobCaller(request);
    return caller ? run(caller) : unauthorized();
  };
  return { GET: handler, POST: handler };
}
