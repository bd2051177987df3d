import { expect } from "@playwright/test";
import type { ReceivedEmail } from "../../support/fake-resend";
import { FAKE_RESEND_PORT } from "./accounts";

/** The e-mails the fake Resend accepted for `address` (as recipient or reply-to), waiting for `count`. */
export async function mailFor(address: string, count: number): Promise<ReceivedEmail[]> {
  let found: ReceivedEmail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (
          await fetch(`http://127.0.0.1:${FAKE_RESEND_PORT}/__received`)
        ).json()) as ReceivedEmail[];
        found = all.filter((m) => m.to.includes(address) || [m.reply_to].flat().includes(address));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}
