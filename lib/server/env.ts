import "server-only";
import { z } from "zod";
import { site } from "@/lib/shared/site";
import { resolveSiteUrl } from "@/lib/shared/site-url";
import { TRUST_PROXY_FORMAT, proxyHopsOf } from "@/lib/shared/trust-proxy";

// The one place that reads process.env. Every variable is documented in .env.example.
// With nothing set, local use works on safe defaults. In production (NODE_ENV=production and
// not the local embedded-database mode of `npm start`) a missing secret stops the server at start
// with a message naming it. Validation is lazy so `next build` needs no secrets.

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = optionalString.pipe(z.url().optional());
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** How many proxies in front of the app append to X-Forwarded-For: false/0 none, true one, or N. */
const proxyHops = z
  .string()
  .trim()
  .regex(TRUST_PROXY_FORMAT, "must be true, false or a number of proxies")
  .optional()
  .transform(proxyHopsOf);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by `npm start` when it runs the embedded PostgreSQL: a local install, not a deployment. */
  NESS_LOCAL_MODE: bool,
  DATABASE_URL: optionalString,
  /** Unset: the local address of PORT (lib/shared/site-url.ts); required in production. */
  SITE_URL: optionalUrl,
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, "must be at least 8 characters").optional(),
  ),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  /** Where e-mails are written as files when RESEND_API_KEY is unset (default: .data/outbox). */
  MAIL_OUTBOX_DIR: optionalString,
  MAIL_FROM: z.string().default(`${site.name} <bookings@northeastsecureshredding.co.uk>`),
  OFFICE_EMAIL: z.email().default(site.email.address),
  /** The full name of the person who signs the waste transfer notes for the carrier. */
  TRANSFER_NOTE_SIGNATORY: optionalString.transform(
    (name) => name ?? site.transferNoteSignatory.name,
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API origin; tests point it at a fake on 127.0.0.1. */
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
  /** postcodes.io's origin, where a stop's postcode is located; tests point it at a fake. */
  POSTCODES_API_URL: optionalUrl.transform((url) => url ?? "https://api.postcodes.io"),
  /** Arrival texts (lib/routes/sms-client.ts): off unless all three are set. */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  /** Twilio's API origin; tests and `npm run twilio:fake` point it at a fake on 127.0.0.1. */
  TWILIO_API_URL: z.url().default("https://api.twilio.com"),
  AIRTABLE_API_KEY: optionalString,
  AIRTABLE_BASE_ID: optionalString,
  AIRTABLE_TABLE_NAME: z.string().default("Articles"),
  AIRTABLE_API_URL: z.url().default("https://api.airtable.com"),
  INDEXNOW_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9-]{8,128}$/, "must be 8-128 letters, digits or dashes")
      .optional(),
  ),
  INDEXNOW_ENDPOINT: z.url().default("https://api.indexnow.org/indexnow"),
  PUBLISH_WEBHOOK_SECRET: optionalString,
  CRON_SECRET: optionalString,
  NEXT_PUBLIC_GOOGLE_MAPS_EMBED_KEY: optionalString,
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION: optionalString,
  TRUST_PROXY: proxyHops,
  /** The build's folder (next.config.ts); the crew app's service worker is served from it. */
  NEXT_DIST_DIR: optionalString.transform((dir) => dir ?? ".next"),
  RATE_LIMIT_FORMS_PER_HOUR: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_15_MIN: positiveInt(10),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN: positiveInt(5),
});

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string };

/**
 * What a deployment must set; named in the start-up error when missing. SITE_URL too: without it
 * the pages and e-mails would link to http://localhost, and nothing else can tell the server
 * which public address it is served under.
 */
export const productionRequired = [
  "DATABASE_URL",
  "SITE_URL",
  "NEXTAUTH_SECRET",
  "CRON_SECRET",
  "PUBLISH_WEBHOOK_SECRET",
] as const;

// Development only: a fixed signing key so sessions survive restarts of `npm run dev`.
const DEV_NEXTAUTH_SECRET = "development-only-secret-do-not-use-in-production";

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment variables:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const strict = env.NODE_ENV === "production" && !env.NESS_LOCAL_MODE;
  if (strict) {
    const missing = productionRequired.filter((name) => !env[name]);
    if (missing.length) {
      throw new EnvError(
        `Missing required environment variable(s) in production: ${missing.join(", ")}. ` +
          "See .env.example.",
      );
    }
  } else {
    env.NEXTAUTH_SECRET ??= DEV_NEXTAUTH_SECRET;
  }
  return { ...env, SITE_URL: resolveSiteUrl({ SITE_URL: env.SITE_URL, PORT: source.PORT }) };
}

let cached: Env | undefined;

/**
 * The validated environment, read once. Throws EnvError naming what is missing or invalid. What
 * is made from it (the Stripe client, the mail transport) is remade when this object changes.
 */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The next env() reads process.env again. Only for tests that run one file after another in one
 * process, each with the environment it sets (tests/support/integration-setup.ts).
 */
export function rereadEnv(): void {
  cached = undefined;
}

/**
 * SITE_URL without a trailing slash, or the local address the server is started on when it is
 * unset (lib/shared/site-url.ts): the origin of canonical URLs and of every link in an e-mail.
 */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, "");
}

/**
 * The origin this deployment answers on (NEXTAUTH_URL, else SITE_URL): where an outside service
 * sends the visitor back, such as Stripe's Checkout after paying. `npm start` sets NEXTAUTH_URL to
 * its local address, so a local card payment returns to the local site, not the production one.
 */
export function appUrl(settings: Env = env()): string {
  return (settings.NEXTAUTH_URL ?? settings.SITE_URL).replace(/\/+$/, "");
}

/**
 * Is the site served over https? Then session cookies are Secure (next-auth names them
 * __Secure-...). Read from NEXTAUTH_URL, else SITE_URL, so a deployment need not set both.
 */
export function secureSessionCookies(settings: Env = env()): boolean {
  return new URL(settings.NEXTAUTH_URL ?? settings.SITE_URL).protocol === "https:";
}
