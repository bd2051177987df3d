import "server-only";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import { INVITATION_HOURS } from "./invitation-rules";
import { staffRoleLabels, type StaffRole } from "./roles";
import { teamTexts } from "./team-texts";

// The e-mail a colleague gets when the office adds them: the one-time link to set a password.

export type Invitation = {
  name: string;
  email: string;
  role: StaffRole;
  token: string;
  expiresAt: Date;
};

export function invitationEmail(invitation: Invitation): OutgoingEmail {
  const link = `${siteUrl()}${paths.teamInvitation(invitation.token)}`;
  const rendered = renderEmail(
    teamTexts.invitationSubject,
    <EmailLayout heading={teamTexts.invitationSubject}>
      <Paragraph>Hello {invitation.name},</Paragraph>
      <Paragraph>
        You have been added to the team at {site.name} as {staffRoleLabels[invitation.role]}. Set
        your password to sign in; the link works once, for {INVITATION_HOURS} hours (until{" "}
        {formatLondonDateTime(invitation.expiresAt)}).
      </Paragraph>
      <ButtonLink href={link}>{teamTexts.setPassword}</ButtonLink>
      <Paragraph>If you did not expect this e-mail, you can ignore it.</Paragraph>
    </EmailLayout>,
  );
  return { ...rendered, to: invitation.email, replyTo: env().OFFICE_EMAIL };
}
