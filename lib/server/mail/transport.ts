import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { env, type Env } from "@/lib/server/env";

// How an e-mail leaves the building. Resend in production (and in tests, pointed at a fake server
// through RESEND_BASE_URL); without an API key, a development transport writes each message to
// .data/outbox/ so the site works with no account.

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType?: string }[];
  idempotencyKey: string;
};

export class MailSendError extends Error {
  override name = "MailSendError";
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface MailTransport {
  readonly name: string;
  /** Returns the provider's message id; throws MailSendError. */
  send(email: OutgoingEmail): Promise<string>;
}

function retryAfterMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export class ResendTransport implements MailTransport {
  readonly name = "resend";
  private readonly client: Resend;

  constructor(apiKey: string, baseUrl?: string) {
    this.client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  }

  async send(email: OutgoingEmail): Promise<string> {
    const { data, error, headers } = await this.client.emails.send(
      {
        from: email.from,
        to: [email.to],
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      },
      { idempotencyKey: email.idempotencyKey },
    );
    if (data?.id) return data.id;
    const status = (error as { statusCode?: number | null } | null)?.statusCode ?? null;
    const message = `${status ?? "network"}: ${error?.message ?? "no id in the provider's answer"}`;
    // Network failures, rate limits and provider errors are worth another try; a refused message
    // (bad address, validation) is not.
    const retryable = status === null || status === 429 || status >= 500;
    throw new MailSendError(message, retryable, retryAfterMs(headers?.["retry-after"]));
  }
}

export class FileTransport implements MailTransport {
  readonly name = "file";
  constructor(private readonly dir: string) {}

  async send(email: OutgoingEmail): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = `local-${email.idempotencyKey}`;
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.json`,
    );
    await writeFile(file, `${JSON.stringify(email, null, 2)}\n`);
    console.log(
      `[mail] (no RESEND_API_KEY) "${email.subject}" to ${email.to} -> ${path.relative(process.cwd(), file)}`,
    );
    return id;
  }
}

let made: { settings: Env; transport: MailTransport } | undefined;

export function mailTransport(): MailTransport {
  const settings = env();
  if (made?.settings === settings) return made.transport;
  const { RESEND_API_KEY, RESEND_BASE_URL, MAIL_OUTBOX_DIR } = settings;
  const transport = RESEND_API_KEY
    ? new ResendTransport(RESEND_API_KEY, RESEND_BASE_URL)
    : new FileTransport(
        MAIL_OUTBOX_DIR ??
          // Not traced into the build: without the comment Turbopack copied every e-mail kept
          // here (customers' names and addresses) into the server's output, and a file written
          // or removed while a build read the folder failed that build.
          path.join(/* turbopackIgnore: true */ process.cwd(), ".data", "outbox"),
      );
  made = { settings, transport };
  return transport;
}
