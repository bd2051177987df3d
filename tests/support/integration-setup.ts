import { AsyncLocalStorage } from "node:async_hooks";
import type * as NextServer from "next/server";
import { inject, vi } from "vitest";
import { rereadEnv } from "@/lib/server/env";
import { resetFakeRequest } from "./fake-request";
import { claimWorkerDatabase, databasePerWorker } from "./integration-workers";

// Server code outside Next has no request: every file runs in the fake one (fake-request.ts),
// reset before the file, whether it has a module registry of its own or shares its worker's.
vi.mock("next/headers", async () => (await import("./fake-request")).fakeNextHeaders);
vi.mock("next/server", async (original) => ({
  ...(await original<typeof NextServer>()),
  after: (await import("./fake-request")).fakeAfter,
}));
resetFakeRequest();

// Before any app module reads the environment: a copy of the migrated database this process has
// to itself (claimed once; a process of the shared group runs many files on it), or the external
// one as it is.
const holder = globalThis as unknown as {
  nessWorkerDatabase?: Promise<string>;
  nessFirstEnvironment?: Record<string, string | undefined>;
};
process.env.DATABASE_URL = databasePerWorker
  ? await (holder.nessWorkerDatabase ??= claimWorkerDatabase(inject("databaseUrl")))
  : inject("databaseUrl");
process.env.MAIL_OUTBOX_DIR = inject("mailOutboxDir");

// A worker of the shared group runs file after file in one process. Each starts as the first
// did: the environment as it was then (a file may set the Stripe fake's keys, say), read again
// by the app (env(), and what is made from it), real timers, no spy, stub or stubbed global.
vi.unstubAllEnvs();
const first = (holder.nessFirstEnvironment ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
Object.assign(process.env, first);
rereadEnv();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();

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
