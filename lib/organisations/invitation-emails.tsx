import "server-only";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import { appUrl, env } from "@/lib/server/env";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { INVITATION_DAYS, type OrganisationRole } from "./organisation-rules";
import { organisationTexts, roleTexts } from "./organisation-texts";

// The e-mail an invited colleague gets: the organisation, their role, and the single-use link
// (valid 7 days) that signs them in with the account sign-in and joins them to it.

export type OrganisationInvitationEmail = {
  organisation: string;
  email: string;
  role: OrganisationRole;
  token: string;
  expiresAt: Date;
};

export function organisationInvitationEmail(
  invitation: OrganisationInvitationEmail,
): OutgoingEmail {
  const subject = organisationTexts.invitationSubject(invitation.organisation);
  const link = `${appUrl()}${paths.accountInvitation}?${new URLSearchParams({ token: invitation.token })}`;
  const role = roleTexts[invitation.role];
  const rendered = renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        You have been invited to {invitation.organisation} as {role.label}: {role.does}
      </Paragraph>
      <Paragraph>
        The link works once, for {INVITATION_DAYS} days (until{" "}
        {formatLondonDateTime(invitation.expiresAt)}), and signs you in with this e-mail address.
      </Paragraph>
      <ButtonLink href={link}>{organisationTexts.acceptInvitation}</ButtonLink>
      <Paragraph>If you did not expect this e-mail, you can ignore it.</Paragraph>
    </EmailLayout>,
  );
  return { ...rendered, to: invitation.email, replyTo: env().OFFICE_EMAIL };
}
