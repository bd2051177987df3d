import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { isHoneypotFilled } from "@/lib/server/form-guard";
import { deliverDueEmails } from "@/lib/mail-delivery/worker";
import { validationFailure } from "@/lib/server/validation-failure";
import { accountTexts } from "./account-texts";
import { requestAddEmail, requestSignInLink, type LinkRequest } from "./account-links";
import { addEmailSchema, signInLinkSchema } from "./sign-in-schemas";
import { signInTexts } from "./sign-in-texts";

// Asking for an account link, as the actions answer it. The answer is decided before
// anything is read: only the form's own check (is it an e-mail address?) can change it. The
// limits, the lookup, the token and the e-mail run after the response (`later`: Next's after(),
// which the integration tests replace to run the work themselves), so a known and an unknown address are answered with the
// same text in the same time, and a request over a limit is answered the same too.

/** Runs work after the response has been sent. */
export type Later = (work: () => Promise<void>) => void;

export type LinkAnswer = { message: string };

function afterwards(later: Later, label: string, work: () => Promise<unknown>): void {
  later(async () => {
    try {
      const outcome = await work();
      if (outcome === "sent") await deliverDueEmails({ limit: 10 });
    } catch (error) {
      console.error(`[account] ${label} failed:`, error);
    }
  });
}

/** Send me a sign-in link: always accountTexts.linkSent for a well-formed address. */
export function askForSignInLink(
  input: unknown,
  request: LinkRequest,
  later: Later,
): ActionResult<LinkAnswer> {
  const answer = { ok: true, data: { message: accountTexts.linkSent } } as const;
  if (isHoneypotFilled(input)) return answer;
  const parsed = signInLinkSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  afterwards(later, "sign-in link", () => requestSignInLink(parsed.data.email, request));
  return answer;
}

/** Add another e-mail address, for the signed-in account: always signInTexts.addEmailSent. */
export function askToAddEmail(
  accountId: string,
  input: unknown,
  request: LinkRequest,
  later: Later,
): ActionResult<LinkAnswer> {
  const parsed = addEmailSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  afterwards(later, "add e-mail link", () =>
    requestAddEmail(accountId, parsed.data.email, request),
  );
  return { ok: true, data: { message: signInTexts.addEmailSent } };
}
