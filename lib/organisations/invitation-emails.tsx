import "server-only";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import type { OrganisationRole } from "./organisation-rules";
import { organisationTexts, roleTexts } from "./organisation-texts";
import { peopleTexts } from "./people-texts";

// The e-mail a colleague gets when an Administrator (or the office) invites them to an
// organisation. Its link opens a page that only shows the invitation; its button (a POST) uses
// the one-time token, so a mail scanner following the link does not use it up.

export type OrganisationInvitationMail = {
  to: string;
  organisation: string;
  role: OrganisationRole;
  token: string;
  expiresAt: Date;
};

export function organisationInvitationEmail(invitation: OrganisationInvitationMail): OutgoingEmail {
  const subject = organisationTexts.invitationSubject(invitation.organisation);
  const link = `${siteUrl()}${paths.accountInvitation}?${new URLSearchParams({ token: invitation.token })}`;
  const role = roleTexts[invitation.role];
  const rendered = renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{peopleTexts.invitationEmailIntro(invitation.organisation, role.label)}</Paragraph>
      <Paragraph>
        {role.label}: {role.does}
      </Paragraph>
      <Paragraph>{peopleTexts.invitationEmailLink}</Paragraph>
      <ButtonLink href={link}>{organisationTexts.acceptInvitation}</ButtonLink>
      <Paragraph>
        {peopleTexts.invitationEmailValidity(formatLondonDateTime(invitation.expiresAt))}
      </Paragraph>
      <Paragraph>{peopleTexts.invitationEmailIgnore}</Paragraph>
    </EmailLayout>,
  );
  return { ...rendered, to: invitation.to, replyTo: env().OFFICE_EMAIL };
}
