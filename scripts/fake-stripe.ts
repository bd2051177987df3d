// npm run stripe:fake — the tests' fake Stripe on 127.0.0.1, for trying the card journey on a local
// `npm start` without a Stripe account. Its checkout page has a Pay button that sends the signed
// `checkout.session.completed` to the site's webhook, as Stripe would, and returns to the site.
// Start it, then start the site with the command it prints (the three Stripe variables, and the
// PORT and SITE_URL the webhook address was made from, when they are set). FAKE_STRIPE_PORT
// chooses its own port (12111 by default).
import { resolveSiteUrl } from "../lib/shared/site-url.ts";
import { FakeStripe } from "../tests/support/fake-stripe.ts";

const DEFAULT_FAKE_STRIPE_PORT = 12111;
const port = Number(process.env.FAKE_STRIPE_PORT || DEFAULT_FAKE_STRIPE_PORT);
const site = resolveSiteUrl(process.env);

const stripe = new FakeStripe();
try {
  await stripe.start(port);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  const other = port === DEFAULT_FAKE_STRIPE_PORT ? port + 1 : DEFAULT_FAKE_STRIPE_PORT;
  console.error(
    `Port ${port} is already in use (is another \`npm run stripe:fake\` running?). ` +
      `Choose another port with FAKE_STRIPE_PORT, for example:\n\n` +
      `  FAKE_STRIPE_PORT=${other} npm run stripe:fake\n`,
  );
  process.exit(1);
}
stripe.webhookUrl = `${site}/api/webhooks/stripe`;

// The site must be started as this was: on the same PORT (and SITE_URL), or the webhook misses it.
const kept = (["PORT", "SITE_URL"] as const)
  .filter((name) => process.env[name]?.trim())
  .map((name) => `${name}=${process.env[name]!.trim()} `)
  .join("");
console.log(`Fake Stripe on ${stripe.url}, sending its webhooks to ${stripe.webhookUrl}.`);
console.log("Start the site with:\n");
console.log(
  `  STRIPE_SECRET_KEY=${stripe.secretKey} STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret} ` +
    `STRIPE_API_URL=${stripe.url} ${kept}npm start\n`,
);
console.log("Ctrl-C stops it (its sessions and refunds live in memory only).");

const stop = async () => {
  await stripe.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
