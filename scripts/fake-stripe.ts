// npm run stripe:fake — the tests' fake Stripe on 127.0.0.1, for trying the card journey on a local
// `npm start` without a Stripe account. Its checkout page has a Pay button that sends the signed
// `checkout.session.completed` to the site's webhook, as Stripe would, and returns to the site.
// Start it, then start the site with the three variables it prints.
import { FakeStripe } from "../tests/support/fake-stripe.ts";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const site = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  "",
);

const stripe = new FakeStripe();
await stripe.start(port);
stripe.webhookUrl = `${site}/api/webhooks/stripe`;

console.log(`Fake Stripe on ${stripe.url}, sending its webhooks to ${stripe.webhookUrl}.`);
console.log("Start the site with:\n");
console.log(
  `  STRIPE_SECRET_KEY=${stripe.secretKey} STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret} ` +
    `STRIPE_API_URL=${stripe.url} npm start\n`,
);
console.log("Ctrl-C stops it (its sessions and refunds live in memory only).");

const stop = async () => {
  await stripe.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
