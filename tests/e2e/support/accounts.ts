// Accounts the browser-test server creates in its own database.
export const adminAccount = { email: "admin@e2e.test", password: "e2e-admin-password" };
export const editorAccount = { email: "editor@e2e.test", password: "e2e-editor-password" };
export const E2E_PORT = 3100;
/** The test build's production origin; http://localhost:3100 is "another host". */
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const FAKE_RESEND_PORT = 3101;
export const FAKE_AIRTABLE_PORT = 3102;
export const FAKE_INDEXNOW_PORT = 3103;
/** The e2e server's CRON_SECRET (scripts/lib/isolated-site.ts). */
export const CRON_SECRET = "isolated-site-cron-secret";
export const INDEXNOW_KEY = "e2e-indexnow-key-0001";
