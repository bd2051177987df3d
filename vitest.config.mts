import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { INTEGRATION_WORKERS, databasePerWorker } from "./tests/support/integration-workers.ts";

const root = import.meta.dirname;

// The projects: unit (pure rules, no I/O), integration (a real PostgreSQL started by
// tests/support/global-setup.ts, or TEST_DATABASE_URL) and cluster. `server-only` is a
// build-time guard for Next bundles; under Node it would throw, so tests see an empty module.
const shared = {
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
};

// The integration files run in two groups. A file that mocks a module or changes a global gets
// a module registry of its own; the others share one per worker, so the app, Prisma and Next are
// loaded once per worker, not once per file (that loading was half the suite's time). Each file
// of the shared group starts as the first did: the same environment, read again by the app, in
// a fresh fake request, with real timers and no spy (tests/support/integration-setup.ts). Which
// group a file is in is read from it here. On an external database (TEST_DATABASE_URL) every
// file has a registry of its own.
const integrationDir = path.join(root, "tests", "integration");
const changesTheProcess = /vi\.(mock|doMock)\(|globalThis/;
const integrationFiles = readdirSync(integrationDir).filter((file) => file.endsWith(".test.ts"));
const needsOwnRegistry = (file: string) =>
  !databasePerWorker ||
  changesTheProcess.test(readFileSync(path.join(integrationDir, file), "utf8"));
const [ownRegistry, sharedRegistry] = [true, false].map((own) =>
  integrationFiles
    .filter((file) => needsOwnRegistry(file) === own)
    .map((file) => `tests/integration/${file}`),
);

const integration = {
  environment: "node" as const,
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: ["tests/support/integration-setup.ts"],
  // Two files at a time, each worker on its own copy of the database
  // (tests/support/integration-workers.ts); one at a time on an external database.
  fileParallelism: databasePerWorker,
  maxWorkers: INTEGRATION_WORKERS,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // Vitest's 5 s is short when lint, tsc and the unit tests share two busy cores.
          testTimeout: 20_000,
          // Pure rules with no I/O and no state between files (the two files that change the
          // environment or the clock put it back after each test): one module registry per
          // worker instead of one per file, which took more than half the suite's time.
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          ...integration,
          name: "integration",
          include: ownRegistry,
        },
      },
      {
        ...shared,
        test: {
          ...integration,
          name: "integration-shared",
          include: sharedRegistry,
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          // Two production servers on one PostgreSQL (tests/cluster/setup.ts): npm run test:cluster.
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/cluster/setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
