// The browser tests' server (playwright.config.ts webServer): an isolated copy of the site whose
// e-mail goes through the real Resend SDK to a fake Resend on 127.0.0.1 (tests read what it got).
import { startIsolatedSite } from "../../../scripts/lib/isolated-site.ts";
import { FakeResend } from "../../support/fake-resend.ts";
import { E2E_PORT, FAKE_RESEND_PORT, adminAccount, editorAccount } from "./accounts.ts";

const resend = new FakeResend();
await resend.start(FAKE_RESEND_PORT);

const site = await startIsolatedSite({
  port: E2E_PORT,
  distDir: ".next-e2e",
  env: {
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    RESEND_API_KEY: "re_e2e_key",
    RESEND_BASE_URL: resend.url,
    // Every test submits from 127.0.0.1; the limit itself is covered by integration tests.
    RATE_LIMIT_FORMS_PER_HOUR: "10000",
  },
  users: [editorAccount],
});

const stop = async () => {
  await site.stop();
  await resend.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
console.log(`e2e server ready on ${site.origin}`);
