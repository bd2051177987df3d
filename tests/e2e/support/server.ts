// The browser tests' server (playwright.config.ts webServer): an isolated copy of the site.
import { startIsolatedSite } from "../../../scripts/lib/isolated-site.ts";
import { E2E_PORT, adminAccount, editorAccount } from "./accounts.ts";

const site = await startIsolatedSite({
  port: E2E_PORT,
  distDir: ".next-e2e",
  env: { ADMIN_EMAIL: adminAccount.email, ADMIN_PASSWORD: adminAccount.password },
  users: [editorAccount],
});

const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
console.log(`e2e server ready on ${site.origin}`);
