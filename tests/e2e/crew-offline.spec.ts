import { expect, test } from "./support/test";
import { crewApp } from "@/lib/crew/offline-app";
import { crewTexts } from "@/lib/crew/texts";
import { paths } from "@/lib/shared/paths";
import { plantCrewDay } from "../support/offline-crew";
import { sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { plantSeals } from "./support/seals";
import { signCollection } from "./support/signature";

// The crew's phone without signal: opened once with a signal, the service worker
// installs and keeps /crew; then, offline, a stop opens, Arrived and a collection are recorded and
// kept on the phone, the page reloads offline and still shows them waiting; back online they are
// sent, oldest first, and stored once.

const recordingsOf = (bookingId: string) =>
  sql<{ kind: string }>(
    `select kind::text from crew_recordings where booking_id = $1 order by received_at`,
    [bookingId],
  );

test("a collection recorded without signal is kept on the phone, survives a reload and arrives once", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  test.setTimeout(120_000);
  const crew = await plantCrewDay(sql, { label: "offline-crew", stops: 1 });
  const stop = crew.stops[0]!;
  const [customer] = await sql<{ email: string }>(
    `select customer_email as email from bookings where id = $1`,
    [stop.id],
  );

  await page.goto(`${paths.auth}?callbackUrl=${encodeURIComponent(paths.crew)}`);
  await page.getByLabel("Email").fill(crew.email);
  await page.getByLabel("Password").fill(crew.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  // The first visit with a signal: the worker did not exist when the page loaded, so the page
  // asks it to keep the page.
  await page.goto(paths.crew);
  const pageKept = () =>
    page.evaluate(
      async (cache) => (await (await caches.open(cache)).match("/crew"))?.status ?? 0,
      crewApp.pagesCache,
    );
  // The worker keeps the page once it is active, after its install has fetched the precache (the
  // app's scripts and styles): seconds on a busy machine, hence the longer wait.
  await expect.poll(pageKept, { timeout: 30_000 }).toBe(200);
  // Opened again with a signal: the worker answers the page and controls it.
  await page.goto(paths.crew);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe(crewApp.scope);
  await expect.poll(pageKept).toBe(200);
  await expect(page.locator(`link[rel="manifest"]`)).toHaveAttribute("href", crewApp.manifest);

  await context.setOffline(true);
  const listed = page.getByRole("listitem", { name: stop.reference });
  await listed.getByRole("link", { name: /Open stop/ }).click();
  await page.getByRole("button", { name: crewTexts.arrived }).click();
  await expect(page.getByText(crewTexts.savedOffline).first()).toBeVisible();
  await expect(page.getByText(crewTexts.waiting(1))).toBeVisible();

  // Two printed seals: offline the phone accepts them as typed; the server decides.
  const [sealA, sealB] = (await plantSeals(2)) as [string, string];
  await page.getByRole("button", { name: crewTexts.collected, exact: true }).click();
  await page.getByRole("textbox", { name: "Seal 1", exact: true }).fill(sealA);
  await page.getByRole("button", { name: "Add another seal" }).click();
  await page.getByRole("textbox", { name: "Seal 2", exact: true }).fill(sealB);
  await page.getByLabel("Bags or consoles collected").fill("2");
  await page.getByLabel("Customer's printed name").fill("Basement Customer");
  await signCollection(page);
  await page.getByRole("button", { name: crewTexts.confirmCollection }).click();
  await expect(page.getByText(crewTexts.waiting(2))).toBeVisible();
  await expect(page.getByText(crewTexts.savedOffline).first()).toBeVisible();
  expect(await recordingsOf(stop.id)).toEqual([]);
  await page.screenshot({ path: "/tmp/crew-offline-saved.png", fullPage: true });

  // Reloaded without signal: the page comes from the phone's copy (the server, reached, would
  // show the customer's new name), the recordings from IndexedDB.
  await sql(`update bookings set customer_name = 'Renamed Meanwhile' where id = $1`, [stop.id]);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  // The stop is open as the crew left it: arrived, its collection waiting, nothing to redo.
  const opened = page.getByRole("article", { name: stop.reference });
  await expect(opened).toContainText("Waiting to send");
  await expect(opened).toContainText("Customer 1");
  await expect(opened).toContainText(/Arrived at \d{2}:\d{2}/);
  await expect(page.getByRole("button", { name: crewTexts.confirmCollection })).toHaveCount(0);
  await expect(page.getByText(crewTexts.waiting(2))).toBeVisible();
  await page.getByRole("link", { name: "Back to the day's stops" }).click();
  await expect(page.getByRole("listitem", { name: stop.reference })).toContainText(
    "Waiting to send",
  );
  await page.screenshot({ path: "/tmp/crew-offline-reloaded.png", fullPage: true });

  // Back online: sent oldest first, each once; nothing waits any more.
  await context.setOffline(false);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("status").getByText(crewTexts.sent)).toBeVisible();
  await expect
    .poll(async () => (await recordingsOf(stop.id)).map((r) => r.kind))
    .toEqual(["arrived", "collected"]);
  const receipts = await mailFor(customer!.email, 1);
  expect(receipts[0]!.subject).toBe(`Collection receipt ${stop.reference}`);
  expect(receipts[0]!.text ?? receipts[0]!.html).toContain(sealB);
  await page.reload();
  await expect(page.getByRole("listitem", { name: stop.reference })).toContainText("Collected");
  await expect(page.getByRole("listitem", { name: stop.reference })).toContainText(
    "Renamed Meanwhile",
  );
  expect((await recordingsOf(stop.id)).length).toBe(2);
});

test("the public pages have no service worker and no manifest", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  await page.goto("/");
  await expect(page.locator(`link[rel="manifest"]`)).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  const worker = await page.request.get(crewApp.worker);
  expect(worker.headers()["service-worker-allowed"]).toBe(crewApp.scope);
  const manifest = await page.request.get(crewApp.manifest);
  expect(await manifest.json()).toMatchObject({ start_url: "/crew", scope: "/crew" });
});
