// POST /api/crew/destruction-scans - one seal scanned at the shredder: lib/custody/scan-route.ts
import type { NextRequest } from "next/server";
import { postScan } from "@/lib/custody/scan-route";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest): Promise<Response> {
  return postScan(request);
}
