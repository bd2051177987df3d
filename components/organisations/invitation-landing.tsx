import { LinkLandingForm } from "@/components/account/link-landing-form";
import { invitationOf } from "@/lib/organisations/invitations";
import { invitationTokenSchema } from "@/lib/organisations/organisation-schema";
import { organisationTexts, roleTexts } from "@/lib/organisations/organisation-texts";
import { acceptInvitationAction } from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";

/**
 * An invitation's page: the organisation, the role and 'Accept the invitation' (a real button,
 * never pressed for the visitor), or why it cannot be used: used or expired, or (after a press)
 * the address's account already belongs to another organisation.
 */
export async function InvitationLanding({
  token,
  refused,
}: {
  token: string | string[] | undefined;
  refused: string | string[] | undefined;
}) {
  const parsed = invitationTokenSchema.safeParse(token);
  const invitation = parsed.success ? await invitationOf(parsed.data) : null;
  const otherOrganisation = refused === "other_organisation";
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {invitation && parsed.success && !otherOrganisation ? (
          <>
            <h1 className="text-2xl font-bold break-words text-brand-900">
              {peopleTexts.invitedAs(invitation.organisation, roleTexts[invitation.role].label)}
            </h1>
            <p className="mt-2 text-muted">{roleTexts[invitation.role].does}</p>
            <p className="mt-2 break-words text-muted">
              {peopleTexts.acceptHint(invitation.email)}
            </p>
            <LinkLandingForm
              action={acceptInvitationAction}
              token={parsed.data}
              label={organisationTexts.acceptInvitation}
              pendingLabel={peopleTexts.pending}
              submitAtOnce={false}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-900">{peopleTexts.invitationHeading}</h1>
            <p role="alert" className="mt-2 text-ink">
              {otherOrganisation
                ? organisationTexts.invitationOtherOrganisation
                : organisationTexts.invitationNotValid}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
