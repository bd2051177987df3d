// POST /api/crew/recordings - one recording from the crew's phone: lib/crew/recording-route.ts
import type { NextRequest } from "next/server";
import { postRecording } from "@/lib/crew/recording-route";

export const dynamic = "force-dynamic";

export function POST(request: NextRequest): Promise<Response> {
  return postRecording(request);
}
