import { expect, test } from "@playwright/test";
import { CRON_SECRET } from "./support/accounts";

test.describe("job routes", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only");

  test("refuse a caller without the cron secret", async ({ request }) => {
    expect((await request.post("/api/jobs/deliver-email")).status()).toBe(401);
    const wrong = await request.post("/api/jobs/deliver-email", {
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Unauthorized" });
  });

  test("deliver the outbox for a caller with the cron secret, reporting counts", async ({
    request,
  }) => {
    const response = await request.post("/api/jobs/deliver-email", {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      claimed: expect.any(Number),
      sent: expect.any(Number),
    });
  });
});
