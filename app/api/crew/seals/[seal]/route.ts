// GET /api/crew/seals/{seal} - may this seal be collected?: lib/crew/seal-check-route.ts
import type { NextRequest } from "next/server";
import { getSealCheck } from "@/lib/crew/seal-check-route";

export const dynamic = "force-dynamic";

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ seal: string }> },
): Promise<Response> {
  return getSealCheck(request, (await params).seal);
}
