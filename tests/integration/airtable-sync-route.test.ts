import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/jobs/sync-airtable/route";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

// The sync route on a site without Airtable (AIRTABLE_API_KEY and AIRTABLE_BASE_ID unset): the
// scheduler's call is answered with what to set, as a job with nothing to do is, never a 500, and
// no failed run is recorded (it would show in the admin and hold the next run back).

const CRON_SECRET = "airtable-route-cron-secret";
process.env.CRON_SECRET = CRON_SECRET;
delete process.env.AIRTABLE_API_KEY;
delete process.env.AIRTABLE_BASE_ID;

const call = () =>
  POST(
    new Request("http://localhost/api/jobs/sync-airtable", {
      method: "POST",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    }),
  );

describe("the Airtable sync route without Airtable configured", () => {
  beforeEach(resetDatabase);

  it("answers 200 saying which settings to set, and records no failed run", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID",
      skipped: true,
    });
    expect(await db().jobRun.count({ where: { job: "airtable_sync" } })).toBe(0);
    // Asked again (the next day's schedule), the same answer: nothing backs off.
    expect((await call()).status).toBe(200);
  });
});
