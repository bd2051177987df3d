import pg from "pg";

// The integration suite runs two files at a time on the embedded PostgreSQL, each test process
// on a database of its own: one of the copies of the migrated one made by global-setup.ts,
// claimed by integration-setup.ts. An external TEST_DATABASE_URL is used as it is, one file at a
// time, every file in a module registry of its own (vitest.config.mts).

export const INTEGRATION_WORKERS = 2;

/**
 * Copies made: a process holds its copy until it has exited, and Vitest starts a worker's next
 * process while the last one is still exiting; the two groups' processes are alive side by side.
 */
export const WORKER_DATABASES = 4 * INTEGRATION_WORKERS;

/** On the embedded server only: an external database is the developer's, used as it is. */
export const databasePerWorker = !process.env.TEST_DATABASE_URL;

/** The worker database numbered `worker` (from 1) beside the migrated one. */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const copy = new URL(url);
  copy.pathname = `${copy.pathname}_w${worker}`;
  return copy.toString();
}

/** The advisory lock namespace of the worker databases' claims (any number of this suite's). */
const CLAIMS = 7_001;

/**
 * A worker database for this process, and only this one until it exits: the first copy whose
 * claim, a session-level advisory lock on the server's maintenance database, it takes. The
 * claim's connection stays open with the process, so a process that is still exiting keeps its
 * copy (whatever it was finishing meets no other file), and a process that died frees it. Vitest's
 * worker number (VITEST_POOL_ID) cannot be the key: two processes alive at once can share one.
 * Waits for a copy when all are taken.
 */
export async function claimWorkerDatabase(url: string): Promise<string> {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const claim = new pg.Client({ connectionString: maintenance.toString() });
  await claim.connect();
  for (;;) {
    for (let worker = 1; worker <= WORKER_DATABASES; worker++) {
      const { rows } = await claim.query<{ taken: boolean }>(
        "select pg_try_advisory_lock($1, $2) as taken",
        [CLAIMS, worker],
      );
      if (rows[0]!.taken) return workerDatabaseUrl(url, worker);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
