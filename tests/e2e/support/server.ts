// The browser tests' server: its own PostgreSQL (embedded, in a temporary folder), migrated and
// seeded, a fresh production build in .next-e2e, served by the same server as `npm start`.
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../../scripts/lib/embedded-postgres.ts";
import { applyMigrations, projectRoot } from "../../../scripts/lib/schema-engine.ts";
import { startServer } from "../../../scripts/lib/server.ts";
import { E2E_ORIGIN, E2E_PORT, adminAccount, editorAccount } from "./accounts.ts";

const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", env: process.env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

const dir = await mkdtemp(path.join(os.tmpdir(), "ness-e2e-"));
await chmod(dir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), database: "ness_e2e" });

async function stop() {
  await pg.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

Object.assign(process.env, {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: ".next-e2e",
  DATABASE_URL: pg.url,
  SITE_URL: E2E_ORIGIN,
  NEXTAUTH_URL: E2E_ORIGIN,
  NEXTAUTH_SECRET: "e2e-nextauth-secret",
  CRON_SECRET: "e2e-cron-secret",
  PUBLISH_WEBHOOK_SECRET: "e2e-publish-secret",
  ADMIN_EMAIL: adminAccount.email,
  ADMIN_PASSWORD: adminAccount.password,
});

await applyMigrations(pg.url);
await run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"]);
await run(bin("tsx"), [
  "--conditions=react-server",
  "scripts/user-create.ts",
  "--email",
  editorAccount.email,
  "--password",
  editorAccount.password,
]);
await run(bin("next"), ["build"]);
await startServer({ dev: false, port: E2E_PORT, hostname: "127.0.0.1" });
console.log(`e2e server ready on ${E2E_ORIGIN}`);
