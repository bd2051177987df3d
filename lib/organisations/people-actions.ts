"use server";

import "server-only";
import { redirect } from "next/navigation";
import {
  currentAccount,
  openAccountSession,
  setAccountCookie,
} from "@/lib/account/account-session";
import type { ActionResult } from "@/lib/shared/action-result";
import { paths } from "@/lib/shared/paths";
import { NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { addToOrganisation } from "./earlier-bookings";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { acceptInvitation, inviteColleague, type InvitationSent } from "./invitations";
import { memberCan, membershipOf, type Membership } from "./organisation-access";
import type { Capability } from "./organisation-rules";
import {
  addToOrganisationSchema,
  changeRoleSchema,
  invitationSchema,
  invitationTokenSchema,
  organisationSchema,
  removeMemberSchema,
  siteSchema,
} from "./organisation-schema";
import { organisationTexts } from "./organisation-texts";
import { changePerson, setUpOrganisation, updateOrganisationSettings } from "./organisations";
import { peopleTexts } from "./people-texts";
import { addSite, type SiteAdded } from "./sites";

// The organisation's actions on /account. Each reads the signed-in account and its membership
// itself, from the database, on every call (a person removed a moment ago is refused at once), and
// takes ids from the form only to narrow what that membership already allows.

type Done = { message: string };
type Refusal = Extract<ActionResult<never>, { ok: false }>;
const refused = (message: string): Refusal => ({ ok: false, reason: "server", message });

type Signed = { accountId: string; email: string; member: Membership | null };

async function signedIn(): Promise<Signed | null> {
  const account = await currentAccount();
  if (!account) return null;
  return {
    accountId: account.accountId,
    email: account.emails[0] ?? "",
    member: await membershipOf(account),
  };
}

/** The signed-in member when they may do `capability`; otherwise the refusal to answer. */
async function allowed(
  capability: Capability,
): Promise<{ granted: true; signed: Signed; member: Membership } | Refusal> {
  const signed = await signedIn();
  if (!signed) return refused(NOT_SIGNED_IN);
  if (!signed.member) return refused(peopleTexts.notAMember);
  if (!memberCan(signed.member, capability)) return refused(peopleTexts.notAllowed);
  return { granted: true, signed, member: signed.member };
}

/** 'Set up your organisation': the signed-in account becomes its first Administrator. */
export async function setUpOrganisationAction(input: unknown): Promise<ActionResult<Done>> {
  const signed = await signedIn();
  if (!signed) return refused(NOT_SIGNED_IN);
  const parsed = organisationSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  if (signed.member) return refused(organisationTexts.alreadyInOne);
  const result = await setUpOrganisation(signed.accountId, parsed.data);
  return result.ok ? { ok: true, data: { message: result.data.message } } : result;
}

/** Settings: an Administrator changes the organisation's details and purchase order rule. */
export async function saveOrganisationSettingsAction(input: unknown): Promise<ActionResult<Done>> {
  const access = await allowed("settings");
  if (!("granted" in access)) return access;
  const parsed = organisationSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  return updateOrganisationSettings(access.member.organisation.id, parsed.data);
}

/** 'Invite a colleague'. */
export async function inviteToOrganisationAction(input: unknown): Promise<ActionResult<Done>> {
  const access = await allowed("people");
  if (!("granted" in access)) return access;
  const parsed = invitationSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  const { email, role, sites, siteIds } = parsed.data;
  const result: ActionResult<InvitationSent> = await inviteColleague({
    organisationId: access.member.organisation.id,
    email,
    role,
    allSites: role !== "booker" || sites === "all",
    siteIds,
    invitedBy: `customer:${access.signed.email}`,
  });
  if (!result.ok) return result;
  // The invitation goes out now, not at the delivery job's next round.
  deliverAfterResponse();
  return { ok: true, data: { message: organisationTexts.invitationSent(result.data.email) } };
}

/** 'Change role' on one of the organisation's people. */
export async function changeRoleAction(input: unknown): Promise<ActionResult<Done>> {
  const access = await allowed("people");
  if (!("granted" in access)) return access;
  const parsed = changeRoleSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  return changePerson({
    organisationId: access.member.organisation.id,
    actorId: access.signed.accountId,
    accountId: parsed.data.accountId,
    role: parsed.data.role,
  });
}

/** 'Remove' one of the organisation's people. */
export async function removeMemberAction(input: unknown): Promise<ActionResult<Done>> {
  const access = await allowed("people");
  if (!("granted" in access)) return access;
  const parsed = removeMemberSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  return changePerson({
    organisationId: access.member.organisation.id,
    actorId: access.signed.accountId,
    accountId: parsed.data.accountId,
    role: null,
  });
}

/** 'Add a site'. */
export async function addSiteAction(input: unknown): Promise<ActionResult<SiteAdded>> {
  const access = await allowed("sites");
  if (!("granted" in access)) return access;
  const parsed = siteSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  return addSite(access.member.organisation.id, parsed.data);
}

/** 'Add to {organisation}' on an earlier booking or contract, under the chosen site. */
export async function addToOrganisationAction(input: unknown): Promise<ActionResult<Done>> {
  const access = await allowed("sites");
  if (!("granted" in access)) return access;
  const parsed = addToOrganisationSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  const outcome = await addToOrganisation({
    ...parsed.data,
    organisationId: access.member.organisation.id,
  });
  if (outcome.status === "site_not_found") return refused(peopleTexts.siteNotFound);
  if (outcome.status === "not_found") return refused(peopleTexts.notFound);
  return { ok: true, data: { message: peopleTexts.addedTo(outcome.label, outcome.site) } };
}

/**
 * The invitation page's 'Accept the invitation' button (a POST; the page's GET changes nothing):
 * uses the token once, signs in the invited address's account and opens /account. A used,
 * expired or refused invitation goes back to its page, which says why.
 */
export async function acceptInvitationAction(formData: FormData): Promise<void> {
  const token = invitationTokenSchema.safeParse(formData.get("token"));
  if (!token.success) redirect(paths.accountInvitation);
  const outcome = await acceptInvitation(token.data);
  if (outcome.status !== "joined") {
    const query = new URLSearchParams({ token: token.data, refused: outcome.status });
    redirect(`${paths.accountInvitation}?${query}`);
  }
  await setAccountCookie(await openAccountSession(outcome.accountId));
  redirect(paths.account);
}
