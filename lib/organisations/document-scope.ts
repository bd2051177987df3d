import "server-only";
import { memberCan, siteFilter, type Membership } from "@/lib/organisations/organisation-access";
import type { Capability } from "@/lib/organisations/organisation-rules";
import type { SignedInAccount } from "@/lib/account/account-session";
import type { DocumentScope } from "@/lib/account/account-documents-rules";

// Whose documents a list of the signed-in account reads. A person in no organisation reads those
// under their own confirmed addresses, as always. A member reads their organisation's, of the
// sites their role sees for the list's capability (siteFilter), narrowed to `site` when asked: an
// id from the address bar only ever narrows, and another organisation's site reads nothing. A
// role without the capability gets null: the list is not read, nor shown.

export function documentScope(
  account: SignedInAccount,
  member: Membership | null,
  capability: Capability,
  site?: string | null,
): DocumentScope | null {
  if (!member) return { emails: account.emails };
  if (!memberCan(member, capability)) return null;
  return { sites: siteFilter(member, capability, site).in };
}
