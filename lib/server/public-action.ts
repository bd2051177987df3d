import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import type { ActionResult } from "@/lib/action-result";
import { clientIp } from "./client-ip";
import { deliverDueEmails } from "./mail/worker";

/**
 * The server action side of a public form, beside adminAction: the client's address from the
 * request, the submission (public-submission.ts), and, once it is stored, delivery of its e-mails
 * right after the response (the outbox worker retries whatever does not go now).
 */
export async function publicAction<T>(
  submit: (ip: string) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const result = await submit(clientIp(await headers()));
  if (result.ok) {
    after(async () => {
      await deliverDueEmails({ limit: 10 }).catch((error: unknown) =>
        console.error("[mail] delivery after a submission failed:", error),
      );
    });
  }
  return result;
}
