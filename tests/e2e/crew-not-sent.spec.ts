import { expect, test, type Page } from "./support/test";
import { queueTexts } from "@/lib/phone/queue-texts";
import type { Recording } from "@/lib/crew/recording-schema";
import { crewTexts } from "@/lib/crew/texts";
import { paths } from "@/lib/shared/paths";
import { plantCrewDay } from "../support/offline-crew";
import { sql } from "./support/database";
import { signedInAt } from "./support/session";

// One recording never holds the phone's queue back: a recording the office refuses (422) moves to
// Not sent with its reason and Delete; one the server fails on (500) five times shows 'Not sent yet:
// the server did not answer' while the stops after it are sent, and is sent once the server takes
// it. The office's real route answers, except where the test cuts in at the phone's HTTP boundary:
// it spoils one stop's recordings so the real server refuses them, and answers another's with 500.

test.use({ serviceWorkers: "block" });

const recordingsOf = (bookingId: string) =>
  sql<{ kind: string }>(`select kind::text from crew_recordings where booking_id = $1`, [
    bookingId,
  ]);

async function arrive(page: Page, reference: string) {
  await page
    .getByRole("listitem", { name: reference, exact: true })
    .getByRole("link", { name: /Open stop/ })
    .click();
  await page.getByRole("button", { name: crewTexts.arrived }).click();
  await page.getByRole("link", { name: "Back to the day's stops" }).click();
}

test("a refused recording waits under Not sent to be deleted, and one the server keeps failing on lets the rest through", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  test.setTimeout(120_000);
  const crew = await plantCrewDay(sql, { label: "not-sent", stops: 3 });
  const [refusedStop, failingStop, laterStop] = crew.stops as [
    { id: string; reference: string },
    { id: string; reference: string },
    { id: string; reference: string },
  ];
  let serverDown = true;
  let failures = 0;
  await page.route(`**${paths.crewRecordings}`, async (route) => {
    const recording = route.request().postDataJSON() as Recording;
    if (recording.bookingId === refusedStop.id) {
      // A phone name the schema refuses: the real route answers 422 with its own message.
      return route.continue({ postData: JSON.stringify({ ...recording, deviceId: "x" }) });
    }
    if (recording.bookingId === failingStop.id && serverDown) {
      failures += 1;
      return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    }
    return route.continue();
  });

  await signedInAt(page, crew, paths.crew);

  const refusal = page.waitForResponse(
    (r) => r.url().endsWith(paths.crewRecordings) && r.status() === 422,
  );
  await arrive(page, refusedStop.reference);
  const { message } = (await (await refusal).json()) as { message: string };
  const notSent = page.getByRole("region", { name: queueTexts.notSent });
  const refusedItem = notSent.getByRole("listitem", { name: refusedStop.reference });
  await expect(refusedItem).toContainText(message);
  await expect(refusedItem).toContainText(crewTexts.arrived);

  // The failing stop, then another: the server's failures hold the queue back, four times.
  await arrive(page, failingStop.reference);
  await expect.poll(() => failures).toBe(1);
  await arrive(page, laterStop.reference);
  await expect(page.getByText(crewTexts.waiting(2))).toBeVisible();
  const failingItem = notSent.getByRole("listitem", { name: failingStop.reference });
  await expect(failingItem).toHaveCount(0);
  // Back online (each time the phone tries again at once) until the server has failed five times.
  for (let tries = failures + 1; tries <= 5; tries++) {
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => failures, { timeout: 20_000 }).toBeGreaterThanOrEqual(tries);
  }
  await expect(failingItem).toContainText(queueTexts.serverSilent);
  await expect(failingItem.getByRole("button", { name: queueTexts.delete })).toHaveCount(0);
  // The stop after it went on meanwhile; the failing one is still on the phone.
  await expect.poll(async () => (await recordingsOf(laterStop.id)).length).toBe(1);
  await expect(page.getByText(crewTexts.waiting(1))).toBeVisible();
  expect(await recordingsOf(failingStop.id)).toEqual([]);
  expect(await recordingsOf(refusedStop.id)).toEqual([]);
  await page.screenshot({ path: "/tmp/crew-not-sent.png", fullPage: true });

  // Delete asks first; Keep it keeps it.
  await refusedItem.getByRole("button", { name: queueTexts.delete }).click();
  await expect(refusedItem).toContainText(queueTexts.confirmDelete);
  await refusedItem.getByRole("button", { name: queueTexts.keep }).click();
  await expect(refusedItem).toContainText(message);
  await refusedItem.getByRole("button", { name: queueTexts.delete }).click();
  await refusedItem.getByRole("button", { name: queueTexts.confirmYes }).click();
  await expect(refusedItem).toHaveCount(0);
  // Gone from the phone: a reload does not bring it back.
  await page.reload();
  await expect(notSent.getByRole("listitem", { name: refusedStop.reference })).toHaveCount(0);
  await expect(failingItem).toContainText(queueTexts.serverSilent);

  // The server takes it at last: sent, and Not sent is empty.
  serverDown = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(notSent).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await recordingsOf(failingStop.id)).length).toBe(1);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
});
