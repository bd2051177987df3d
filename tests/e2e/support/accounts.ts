// Accounts the browser-test server creates in its own database.
export const adminAccount = { email: "admin@e2e.test", password: "e2e-admin-password" };
export const editorAccount = { email: "editor@e2e.test", password: "e2e-editor-password" };
/** The test server's NEXTAUTH_SECRET: the tests sign a contract's link with it (no e-mail has it). */
export const E2E_NEXTAUTH_SECRET = "e2e-nextauth-secret";
/**
 * The browser tests' ports: 3100 and the six after it, or from E2E_PORT_BASE so that two
 * checkouts on one machine can run their browser tests side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT_BASE ?? 3100);
/** The test build's production origin; http://localhost:{E2E_PORT} is "another host". */
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const FAKE_RESEND_PORT = E2E_PORT + 1;
export const FAKE_AIRTABLE_PORT = E2E_PORT + 2;
export const FAKE_INDEXNOW_PORT = E2E_PORT + 3;
export const FAKE_STRIPE_PORT = E2E_PORT + 4;
export const FAKE_POSTCODES_PORT = E2E_PORT + 6;
/** The e2e server's CRON_SECRET (scripts/lib/isolated-site.ts). */
export const CRON_SECRET = "isolated-site-cron-secret";
export const INDEXNOW_KEY = "e2e-indexnow-key-0001";
