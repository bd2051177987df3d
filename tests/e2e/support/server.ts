// The browser tests' server (playwright.config.ts webServer): an isolated copy of the site whose
// outside services are fakes on 127.0.0.1 that the tests can read and steer: e-mail through the
// real Resend SDK to a fake Resend, the Airtable sync to a fake Airtable, IndexNow pings to a
// fake endpoint, card payments through the real Stripe SDK to a fake Stripe whose checkout page
// sends its signed webhooks back to this site, postcode look-ups to a fake postcodes.io. It serves the test run's one production build
// (tests/support/test-build.ts), built first if it is not current.
import { writeFile } from "node:fs/promises";
import { startIsolatedSite } from "../../../scripts/lib/isolated-site.ts";
import { FakeAirtable } from "../../support/fake-airtable.ts";
import { FakeIndexNow } from "../../support/fake-indexnow.ts";
import { FakeResend } from "../../support/fake-resend.ts";
import { FakeStripe } from "../../support/fake-stripe.ts";
import { FakePostcodes } from "../../support/fake-postcodes.ts";
import { TEST_DIST_DIR, testBuildSettings } from "../../support/test-build.ts";
import {
  E2E_PORT,
  FAKE_AIRTABLE_PORT,
  FAKE_INDEXNOW_PORT,
  FAKE_RESEND_PORT,
  FAKE_STRIPE_PORT,
  FAKE_POSTCODES_PORT,
  E2E_NEXTAUTH_SECRET,
  E2E_ORIGIN,
  INDEXNOW_KEY,
  adminAccount,
  editorAccount,
} from "./accounts.ts";
import { E2E_DATABASE_URL_FILE } from "./database.ts";

const resend = new FakeResend();
await resend.start(FAKE_RESEND_PORT);
const airtable = new FakeAirtable();
await airtable.start(FAKE_AIRTABLE_PORT);
const indexNow = new FakeIndexNow();
await indexNow.start(FAKE_INDEXNOW_PORT);
const stripe = new FakeStripe();
await stripe.start(FAKE_STRIPE_PORT);
stripe.webhookUrl = `${E2E_ORIGIN}/api/webhooks/stripe`;
const postcodes = new FakePostcodes();
await postcodes.start(FAKE_POSTCODES_PORT);

const site = await startIsolatedSite({
  port: E2E_PORT,
  distDir: TEST_DIST_DIR,
  reuseCurrentBuild: true,
  env: {
    NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    RESEND_API_KEY: "re_e2e_key",
    RESEND_BASE_URL: resend.url,
    AIRTABLE_API_URL: airtable.url,
    AIRTABLE_API_KEY: airtable.apiKey,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_TABLE_NAME: airtable.table,
    INDEXNOW_KEY,
    INDEXNOW_ENDPOINT: indexNow.endpoint,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    POSTCODES_API_URL: postcodes.url,
    // Every test submits from 127.0.0.1; the limit itself is covered by integration tests.
    RATE_LIMIT_FORMS_PER_HOUR: "10000",
    // The build's own settings: card payments on, with the fake Stripe's key.
    ...testBuildSettings,
  },
  users: [editorAccount],
});
// The tests that change what the server sees (a role removed, a user deleted) connect here.
await writeFile(E2E_DATABASE_URL_FILE, site.databaseUrl);

const stop = async () => {
  await site.stop();
  await Promise.all([
    resend.stop(),
    airtable.stop(),
    indexNow.stop(),
    stripe.stop(),
    postcodes.stop(),
  ]);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
console.log(`e2e server ready on ${site.origin}`);
