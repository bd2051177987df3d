// POST /api/crew/on-my-way - the crew's 'On my way' on a stop: lib/crew/on-my-way-route.ts
import type { NextRequest } from "next/server";
import { postOnMyWay } from "@/lib/crew/on-my-way-route";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest): Promise<Response> {
  return postOnMyWay(request);
}
