import { paths } from "@/lib/shared/paths";

// Where sign-in (and /auth, once signed in) sends a member of staff: the Office to the admin, a
// Crew member to their day on /crew rather than to the admin's Access Denied. A local address the
// login was sent from (?callbackUrl=/crew) wins when the role may open it.

export type SignedInRoles = { isAdmin: boolean; isCrew: boolean };

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export function landingAfterSignIn(user: SignedInRoles, callbackUrl?: string | null): string {
  const wanted =
    callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//")
      ? callbackUrl
      : null;
  if (wanted && within(wanted.split(/[?#]/)[0]!, paths.crew) && (user.isCrew || user.isAdmin)) {
    return wanted;
  }
  if (user.isAdmin) return paths.adminLanding;
  if (user.isCrew) return paths.crew;
  // Anyone else is turned away by the admin's own check ('Access Denied').
  return paths.adminLanding;
}
