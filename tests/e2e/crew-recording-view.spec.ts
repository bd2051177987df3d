import { expect, request, test } from "./support/test";
import { todayInLondon } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { E2E_ORIGIN } from "./support/accounts";
import { plantCrewCollection } from "./support/crew-recordings";
import { freshAdmin } from "./support/database";
import { signedInAt } from "./support/session";

// The office's view of a collection the crew recorded at the door: who, on which phone,
// the phone's time and the server's, the signature and the photos, served by Office-only routes.

test("the office sees who recorded a collection at the door, on which phone and when, with the signature and photos", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "the admin's booking page, once at desktop width");
  const run = Math.random().toString(36).slice(2, 8).toUpperCase();
  // The phone's clock ran four minutes behind the server's.
  const recordedAt = new Date(Date.now() - 60 * 60_000);
  const receivedAt = new Date(recordedAt.getTime() + 4 * 60_000);
  const { bookingId, recordingId, crewEmail } = await plantCrewCollection({
    reference: `NESS-C${run.slice(0, 5)}`,
    crewName: `Robin Doorstep ${run}`,
    signedBy: "Casey Crewcheck",
    deviceLabel: "Pixel 8 (Chrome)",
    recordedAt,
    receivedAt,
    day: todayInLondon(),
    photos: 2,
  });

  await signedInAt(page, await freshAdmin("crew-view"), `/admin/bookings/${bookingId}`);
  const door = page.getByRole("region", { name: "Collection recorded at the door" });
  await expect(door).toContainText(`Robin Doorstep ${run} (${crewEmail})`);
  await expect(door).toContainText("Pixel 8 (Chrome)");
  await expect(door).toContainText(`Phone's time${formatLondonDateTime(recordedAt)}`);
  await expect(door).toContainText(`Received by the server${formatLondonDateTime(receivedAt)}`);
  await expect(door).toContainText("Signed byCasey Crewcheck");

  // The images load (naturalWidth > 0): the Office's session is let through the routes.
  const loaded = (name: string) =>
    door.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.naturalWidth);
  await expect.poll(() => loaded("Signature of Casey Crewcheck")).toBeGreaterThan(0);
  await expect.poll(() => loaded("Photo 1 of 2")).toBeGreaterThan(0);
  await expect(door.getByRole("img", { name: "Photo 2 of 2" })).toBeVisible();
  await expect(door.getByRole("link", { name: "Photo 1 of 2" })).toHaveAttribute(
    "href",
    `/admin/bookings/${bookingId}/recordings/${recordingId}/photos/1`,
  );
  await expect(page.getByRole("table", { name: "Crew recordings" })).toContainText("Collected");
  await door.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/crew-recording-view.png", fullPage: true });

  // The same photo is nothing to a browser without the Office's session.
  const anonymous = await request.newContext({ baseURL: E2E_ORIGIN });
  const stranger = await anonymous.get(
    `/admin/bookings/${bookingId}/recordings/${recordingId}/photos/1`,
    { maxRedirects: 0 },
  );
  // The admin's proxy sends a stranger to sign in; past it, the route answers 401.
  expect([307, 401]).toContain(stranger.status());
  expect((await stranger.body()).length).toBeLessThan(1_000);
  await anonymous.dispose();
});
