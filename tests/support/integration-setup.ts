import { AsyncLocalStorage } from "node:async_hooks";
import { inject } from "vitest";
import { databasePerWorker, workerDatabaseUrl } from "./integration-workers";

// Before any app module reads the environment: this worker's own copy of the migrated database,
// or the external one as it is.
process.env.DATABASE_URL = databasePerWorker
  ? workerDatabaseUrl(inject("databaseUrl"), process.env.VITEST_POOL_ID ?? "1")
  : inject("databaseUrl");

// Next's data cache lives in the Next server. Data modules read through unstable_cache, which
// outside a request looks for this global: an empty cache that never hits, so every read in a
// test goes to PostgreSQL (the cache itself is exercised by the browser tests).
// Next's server also provides AsyncLocalStorage as a global, which unstable_cache uses.
Object.assign(globalThis, {
  AsyncLocalStorage,
  __incrementalCache: {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    get: async () => null,
    set: async () => undefined,
  },
});
