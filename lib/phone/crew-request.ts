import "server-only";
import type { NextRequest } from "next/server";
import { BodyTooLarge, readBodyText } from "@/lib/server/request-body";
import { isSameOrigin } from "@/lib/server/same-origin";
import { checkCrewWith, type CrewCheck, type CrewMember } from "./crew-guard";

// What the crew's JSON routes (recordings, destruction scans) check before anything is read or
// stored, in this order: who sends (Crew or Office), from where (this site's pages only: a session
// cookie rides along with a cross-site form or fetch), how much, and that it is JSON. Each route
// words its own refusals and checks its own schema.

/** The session a route's request carries, checked against the database now. */
export function crewCheckOf(request: NextRequest): Promise<CrewCheck> {
  return checkCrewWith(
    Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value])),
  );
}

export type CrewJsonRequest =
  | { status: "ok"; member: CrewMember; body: unknown }
  | { status: "anonymous" | "forbidden" | "cross-site" | "too-large" | "not-json" };

export async function readCrewJson(
  request: NextRequest,
  maxBytes: number,
): Promise<CrewJsonRequest> {
  const check = await crewCheckOf(request);
  if (check.status !== "crew") return { status: check.status };
  if (!isSameOrigin(request)) return { status: "cross-site" };
  try {
    return {
      status: "ok",
      member: check.member,
      body: JSON.parse(await readBodyText(request, maxBytes)),
    };
  } catch (error) {
    return { status: error instanceof BodyTooLarge ? "too-large" : "not-json" };
  }
}

/** A route's words for each refused read. */
export type CrewRefusalTexts = Record<
  "signIn" | "notCrew" | "crossSite" | "tooLarge" | "invalid",
  string
>;

const REFUSALS = {
  anonymous: { status: 401, text: "signIn" },
  forbidden: { status: 403, text: "notCrew" },
  "cross-site": { status: 403, text: "crossSite" },
  "too-large": { status: 413, text: "tooLarge" },
  "not-json": { status: 422, text: "invalid" },
} as const satisfies Record<string, { status: number; text: keyof CrewRefusalTexts }>;

/** The HTTP status and message of a refused read, in the route's own words. */
export function crewReadRefusal(
  refused: Exclude<CrewJsonRequest, { status: "ok" }>,
  texts: CrewRefusalTexts,
): { status: number; message: string } {
  const { status, text } = REFUSALS[refused.status];
  return { status, message: texts[text] };
}
