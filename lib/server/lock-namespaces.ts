// The namespaces of PostgreSQL's advisory locks (pg_advisory_xact_lock(namespace, hashtext(key))),
// all in one place so no two kinds of lock ever share one: a shared namespace would make a run
// order move wait on a recording whose key happens to hash like the day.
export const lockNamespaces = {
  /** A scheduled job's run (job-runner.ts). */
  jobs: 7_462_001,
  /** A day's capacity for one service (capacity.ts). */
  capacity: 7_462_002,
  /** A booking's or invoice's card checkout (checkout.ts). */
  checkout: 7_462_027,
  /** A day's run order (lib/crew/run-order-moves.ts). */
  runOrder: 7_462_037,
  /** One crew recording's idempotency key (lib/crew/apply-recording.ts). */
  crewRecording: 7_462_038,
  /** The Team's changes, so the last Office member is always kept (lib/team/team-data.ts). */
  team: 7_462_039,
  /** One destruction scan's idempotency key (lib/custody/scan-seal.ts). */
  destructionScan: 7_462_048,
} as const;
