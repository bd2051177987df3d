import { AsyncLocalStorage } from "node:async_hooks";
import { inject } from "vitest";
import { claimWorkerDatabase, databasePerWorker } from "./integration-workers";

// Before any app module reads the environment: a copy of the migrated database this process has
// to itself (claimed once; a process of the shared group runs many files on it), or the external
// one as it is.
const holder = globalThis as unknown as { nessWorkerDatabase?: Promise<string> };
process.env.DATABASE_URL = databasePerWorker
  ? await (holder.nessWorkerDatabase ??= claimWorkerDatabase(inject("databaseUrl")))
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
