import { readFile } from "node:fs/promises";
import path from "node:path";
import { crewApp } from "@/lib/crew/offline-app";
import { env } from "@/lib/server/env";

// GET /crew/sw.js - the crew app's service worker, built after `next build` into the build's
// folder (scripts/lib/crew-service-worker.ts). Its scope is /crew (the page registers it so),
// which is wider than its own folder /crew/, hence Service-Worker-Allowed. Never cached by the
// browser's HTTP cache, so a new build's worker is found at the next visit with a signal.
export const dynamic = "force-dynamic";

export async function GET() {
  const file = path.join(process.cwd(), env().NEXT_DIST_DIR, "crew-sw", "sw.js");
  const worker = await readFile(file).catch(() => null);
  if (!worker) return new Response("The crew app's service worker is not built.", { status: 404 });
  return new Response(worker, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": crewApp.scope,
    },
  });
}
