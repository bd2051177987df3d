// GET /{INDEXNOW_KEY}.txt (rewritten here by next.config.ts) - the IndexNow key file
import { env } from "@/lib/server/env";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const key = env().INDEXNOW_KEY;
  const { key: asked } = await params;
  if (!key || asked !== key) return new Response("Not found", { status: 404 });
  return new Response(key, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
