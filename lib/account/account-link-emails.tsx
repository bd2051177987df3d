import "server-only";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import { accountTexts } from "./account-texts";
import { ACCOUNT_LINK_MINUTES } from "./sign-in-rules";
import { signInTexts } from "./sign-in-texts";

// The two e-mails an account sends: a sign-in link, and the confirmation of an added
// address. Each carries a one-time token in its link; the page it opens does nothing until its
// button is pressed (a POST), so a mail scanner that follows the link does not use it up.

type Link = { to: string; token: string; expiresAt: Date };

const linkTo = (path: string, token: string) =>
  `${siteUrl()}${path}?${new URLSearchParams({ token })}`;

export function signInLinkEmail(link: Link): OutgoingEmail {
  const rendered = renderEmail(
    accountTexts.signInEmailSubject,
    <EmailLayout heading={signInTexts.signInTitle}>
      <Paragraph>{signInTexts.linkEmailIntro}</Paragraph>
      <ButtonLink href={linkTo(paths.accountSignIn, link.token)}>
        {signInTexts.signInTitle}
      </ButtonLink>
      <Paragraph>
        The link works once, for {ACCOUNT_LINK_MINUTES} minutes (until{" "}
        {formatLondonDateTime(link.expiresAt)}).
      </Paragraph>
      <Paragraph>{signInTexts.ignoreIfNotYou}</Paragraph>
    </EmailLayout>,
  );
  return { ...rendered, to: link.to, replyTo: env().OFFICE_EMAIL };
}

export function addEmailConfirmationEmail(link: Link): OutgoingEmail {
  const rendered = renderEmail(
    accountTexts.addEmailEmailSubject,
    <EmailLayout heading={signInTexts.confirmTitle}>
      <Paragraph>
        Someone signed in to an account with us asked to add {link.to} to it, so that the bookings,
        contracts and invoices under this address show in that account.
      </Paragraph>
      <ButtonLink href={linkTo(paths.accountConfirmEmail, link.token)}>
        {signInTexts.confirmButton}
      </ButtonLink>
      <Paragraph>
        The link works once, for {ACCOUNT_LINK_MINUTES} minutes (until{" "}
        {formatLondonDateTime(link.expiresAt)}), in the browser signed in to that account.
      </Paragraph>
      <Paragraph>{signInTexts.ignoreIfNotYou}</Paragraph>
    </EmailLayout>,
  );
  return { ...rendered, to: link.to, replyTo: env().OFFICE_EMAIL };
}
