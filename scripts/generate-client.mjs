// npm run db:generate (also after npm install): generates the Prisma client into generated/prisma.
// `prisma generate` does not run the schema engine, but the CLI insists on locating one and would
// try to download it (impossible offline); any existing executable satisfies the check.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync(path.join(root, "node_modules", ".bin", "prisma"), ["generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
