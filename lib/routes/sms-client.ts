import "server-only";
import twilio from "twilio";
import type SdkRequestClient from "twilio/lib/base/RequestClient";
import { env } from "@/lib/server/env";

// The arrival texts' way out: the official twilio SDK, made when first needed and only when
// TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set. The SDK has no setting for
// its API's address (edge and region only change the host name under twilio.com), so the client
// is given an httpClient of the SDK's own class that sends each request to TWILIO_API_URL's origin
// instead of https://api.twilio.com: the tests' fake (tests/support/fake-twilio.ts) and
// `npm run twilio:fake` are reached that way, and the real API when the variable is left unset.

export type SmsMessage = { to: string; body: string };

/** What the SMS worker needs: send one text and give the provider's id (Twilio's SID). */
export type SmsClient = { send(message: SmsMessage): Promise<string> };

const TWILIO_ORIGIN = "https://api.twilio.com";

/** The SDK's request client, with every request sent to `apiUrl` (no change for the real API). */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: SdkRequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_ORIGIN)
      ? this.origin + opts.uri.slice(TWILIO_ORIGIN.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/** Whether texts are configured: all three of Twilio's variables set. */
export function smsConfigured(): boolean {
  const e = env();
  return Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM);
}

let cached: { key: string; client: SmsClient } | undefined;

/** The Twilio client for the current settings, or null when texts are not configured. */
export function smsClient(): SmsClient | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env();
  if (!sid || !token || !from) return null;
  const origin = new URL(env().TWILIO_API_URL).origin;
  const key = [sid, token, from, origin].join(" ");
  if (cached?.key !== key) {
    const sdk = twilio(sid, token, {
      httpClient: origin === TWILIO_ORIGIN ? undefined : new RedirectedRequestClient(origin),
    });
    // A Messaging Service SID ("MG...") or a sending number.
    const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
    cached = {
      key,
      client: {
        send: async ({ to, body }) => (await sdk.messages.create({ to, body, ...sender })).sid,
      },
    };
  }
  return cached.client;
}
