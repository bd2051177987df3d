import "server-only";
import type { JobRunResult } from "./job-runner";

/** A job route's answer: 200 with the report, 409 while another run holds the lock, 500 on failure. */
export function jobResponse<T extends object>(label: string, result: JobRunResult<T>): Response {
  switch (result.status) {
    case "succeeded":
      return Response.json({ message: result.summary, ...result.details });
    case "busy":
      return Response.json(
        { message: `Skipped: the ${label} is already running elsewhere`, skipped: true },
        { status: 409 },
      );
    case "already-ran":
      return Response.json({
        message: `Skipped: the ${label} already ran at ${result.lastRunAt.toISOString()}`,
        skipped: true,
      });
    case "backing-off":
      return Response.json({
        message: `Skipped: the ${label} failed ${result.failures} time(s); next try after ${result.retryAt.toISOString()}`,
        skipped: true,
        retrying: true,
      });
    case "failed":
      return Response.json({ error: result.error }, { status: 500 });
  }
}

/** A job that has nothing to do here (a setting it needs is not set): 200, saying why. */
export function jobSkipped(message: string): Response {
  return Response.json({ message, skipped: true });
}
