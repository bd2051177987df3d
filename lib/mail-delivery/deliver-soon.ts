import "server-only";
import { after } from "next/server";
import { deliverDueEmails } from "./worker";

/**
 * Starts delivering the outbox right after the response, once an action has filed e-mails (a
 * booking, an enquiry, a change, a certificate). The outbox worker retries whatever fails.
 */
export function deliverAfterResponse(): void {
  after(async () => {
    await deliverDueEmails({ limit: 10 }).catch((error: unknown) =>
      console.error("[mail] delivery after an action failed:", error),
    );
  });
}
