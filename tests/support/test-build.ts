// One production build for every server of a test run: the browser tests' (tests/e2e/support/
// server.ts) and the two instances' (tests/cluster/setup.ts). `npm test` makes it afresh in a
// step of its own (`npm run test:build`, tests/support/build-test-site.ts) beside the
// integration tests; either suite run by itself builds it first when its stamp says the code or
// the settings changed since (scripts/lib/build-stamp.ts).
//
// What a build holds of its settings is the same for every server of it: its folder's name
// (compiled into its routes) and the settings of build-stamp.ts: SITE_URL (canonical URLs in
// the prerendered pages, the one host that is indexable) and whether card payments are on. So
// each suite serves it with these, and its own database, secrets and outside services. The
// public pages it prerenders are read from a database migrated and seeded as each suite's is.
import { E2E_ORIGIN } from "../e2e/support/accounts.ts";
import { FAKE_STRIPE_SECRET_KEY } from "./fake-stripe.ts";

export const TEST_DIST_DIR = ".next-test";

/** The build-time settings of the test build; every server of it runs with them. */
export const testBuildSettings = {
  NEXT_DIST_DIR: TEST_DIST_DIR,
  SITE_URL: E2E_ORIGIN,
  // Card payments on (the browser tests pay through a fake Stripe); the key is the fake's.
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
} as const;
