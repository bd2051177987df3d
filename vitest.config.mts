import path from "node:path";
import { defineConfig } from "vitest/config";
import { INTEGRATION_WORKERS, databasePerWorker } from "./tests/support/integration-workers.ts";

const root = import.meta.dirname;

// Two projects: unit (pure rules, no I/O) and integration (a real PostgreSQL started by
// tests/support/global-setup.ts, or TEST_DATABASE_URL). `server-only` is a build-time guard for
// Next bundles; under Node it would throw, so tests see an empty module.
const shared = {
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
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
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // Two files at a time, each worker on its own copy of the database
          // (tests/support/integration-workers.ts); one at a time on an external database.
          fileParallelism: databasePerWorker,
          maxWorkers: INTEGRATION_WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
