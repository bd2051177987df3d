// POST /api/crew/destruction-runs - Start a run or End run at the shredder: lib/custody/run-route.ts
import type { NextRequest } from "next/server";
import { postRunStep } from "@/lib/custody/run-route";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest): Promise<Response> {
  return postRunStep(request);
}
