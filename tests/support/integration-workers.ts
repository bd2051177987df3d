// The integration suite runs two files at a time on the embedded PostgreSQL, each test worker on
// a database of its own: a copy of the migrated one made by global-setup.ts, picked by
// integration-setup.ts. An external TEST_DATABASE_URL is used as it is, one file at a time.

export const INTEGRATION_WORKERS = 2;

/** On the embedded server only: an external database is the developer's, used as it is. */
export const databasePerWorker = !process.env.TEST_DATABASE_URL;

/** The database of test worker `worker` (VITEST_POOL_ID, from 1) beside the migrated one. */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const copy = new URL(url);
  copy.pathname = `${copy.pathname}_w${worker}`;
  return copy.toString();
}
