// GET /api/health - 200 when the database answers, 503 when it does not (for load balancers)
import { db } from "@/lib/server/db";

export const dynamic = "force-dynamic";

export async function GET() {
  const started = Date.now();
  try {
    await db().$queryRaw`select 1`;
    return Response.json({ status: "ok", database: "up", latencyMs: Date.now() - started });
  } catch (error) {
    console.error("[health] database unreachable:", error instanceof Error ? error.message : error);
    return Response.json({ status: "error", database: "down" }, { status: 503 });
  }
}
