import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import type { Session } from "next-auth";
import { currentSession, sessionOf, type RequestCookies } from "@/lib/server/auth";
import { noticeHref } from "@/lib/shared/notices";
import { paths } from "@/lib/shared/paths";

// Who may use /crew and its routes: the Crew role and the Office (which may do everything). Asked
// where the data is read (each /crew page, route and action), never left to a layout.

export type CrewMember = { id: string; email: string; isOffice: boolean };

export type CrewCheck =
  | { status: "anonymous" }
  | { status: "forbidden"; userId: string }
  | { status: "crew"; member: CrewMember };

function crewCheckOf(session: Session | null): CrewCheck {
  const user = session?.user;
  if (!user?.id || !user.email) return { status: "anonymous" };
  if (!user.isCrew && !user.isAdmin) return { status: "forbidden", userId: user.id };
  return { status: "crew", member: { id: user.id, email: user.email, isOffice: user.isAdmin } };
}

/** The signed-in crew member (or Office), read from the database now; memoised per request. */
export const checkCrew = cache(async (): Promise<CrewCheck> => crewCheckOf(await currentSession()));

/** The same check for a given set of cookies (route handlers, tests). */
export async function checkCrewWith(cookieJar: RequestCookies): Promise<CrewCheck> {
  return crewCheckOf(await sessionOf(cookieJar));
}

/** For /crew pages: the crew member, or a redirect to the login (back to /crew) or away. */
export async function admitCrew(): Promise<CrewMember> {
  const check = await checkCrew();
  if (check.status === "anonymous") redirect(`/auth?callbackUrl=${encodeURIComponent(paths.crew)}`);
  if (check.status === "forbidden") redirect(noticeHref("/", "access-denied"));
  return check.member;
}
