import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { crewApp } from "@/lib/crew/offline-app";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { freshStaff, plantBooking, sql } from "./support/database";
import { plantCollectedSeals, plantSeals } from "./support/seals";
import { signedInAt } from "./support/session";

// A destruction run in a shredding hall without signal: /crew/destruction, opened once
// with a signal, opens again offline; the run is started on the phone, two collected seals and
// one never collected are scanned and the run ended, all kept on the phone as waiting (a reload
// too); back online they are sent in order, each once: both seals destroyed, the third refused
// with its reason, the run ended after its scans.

test("a run at the facility without signal is kept on the phone and sent in order, each scan once", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== "mobile", "the facility's phone");
  test.setTimeout(120_000);
  const label = randomUUID().slice(0, 6).toUpperCase();
  const { id } = await plantBooking({
    reference: `OFF-${label}`,
    name: `Olive Offline ${label}`,
    email: `offline-run-${label.toLowerCase()}@e2e.test`,
    service: "collection",
    day: todayInLondon(),
    status: "collected",
  });
  const [sealA, sealB] = (await plantCollectedSeals(id, 2)) as [string, string];
  const [stray] = (await plantSeals(1)) as [string];
  const shredder = `Hall ${label}`;
  await sql(`insert into shredders (id, name) values (gen_random_uuid(), $1)`, [shredder]);

  // A crew member's day, /crew, whose first visit installs the worker; once it keeps /crew it
  // controls the crew's pages, and keeps /crew/destruction (with its shredders) as it opens.
  await signedInAt(page, await freshStaff("hall", "crew"), paths.crew);
  const kept = (path: string) => () =>
    page.evaluate(
      async ([cache, url]) => (await (await caches.open(cache)).match(url))?.status ?? 0,
      [crewApp.pagesCache, path] as const,
    );
  await expect.poll(kept(paths.crew), { timeout: 30_000 }).toBe(200);
  await page.getByRole("link", { name: texts.destruction }).click();
  await expect(page).toHaveURL(/\/crew\/destruction$/);
  await expect.poll(kept(paths.crewDestruction), { timeout: 15_000 }).toBe(200);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await page.getByLabel(texts.shredder).selectOption({ label: shredder });
  await page.getByLabel(texts.operator).fill("Robin Hall");
  await page.getByRole("button", { name: texts.startRun }).click();
  await expect(page.getByRole("heading", { name: `${shredder} · Robin Hall` })).toBeVisible();

  const seal = page.getByRole("textbox", { name: texts.scanSeal, exact: true });
  const answers = page.getByRole("log", { name: texts.scanAnswers });
  for (const text of [sealA, sealB, stray]) {
    await seal.fill(text);
    await seal.press("Enter");
    await expect(answers).toContainText(texts.scanWaiting(text));
  }
  await expect(page.getByText(texts.scansWaiting(3))).toBeVisible();

  // Reloaded without signal: the run and its scans come back from the phone's queue.
  await page.reload();
  await expect(answers).toContainText(texts.scanWaiting(stray));
  await expect(page.getByText(texts.scansWaiting(3))).toBeVisible();
  await page.getByRole("button", { name: texts.endRun }).click();
  await expect(page.getByRole("button", { name: texts.startRun })).toBeVisible();
  const endedHere = page.getByRole("region", { name: texts.endedHere });
  await expect(endedHere).toContainText(texts.scanWaiting(sealA));
  await page.screenshot({ path: "/tmp/destruction-offline-waiting.png", fullPage: true });
  const [run] = await sql<{ id: string }>(
    `select r.id from destruction_runs r join shredders s on s.id = r.shredder_id where s.name = $1`,
    [shredder],
  );
  expect(run).toBeUndefined();

  // Back online: start, scans, end, in that order; both seals destroyed, the stray refused.
  await context.setOffline(false);
  await expect(endedHere).toContainText(texts.notCollected(stray), { timeout: 20_000 });
  await expect(endedHere).toContainText(texts.destroyed(sealA));
  await expect(endedHere).toContainText(texts.destroyed(sealB));
  await expect(endedHere).toContainText(texts.runCount(2, 1));
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await page.screenshot({ path: "/tmp/destruction-offline-sent.png", fullPage: true });

  const runs = await sql<{ id: string; ended: boolean }>(
    `select r.id, r.ended_at is not null as ended
     from destruction_runs r join shredders s on s.id = r.shredder_id where s.name = $1`,
    [shredder],
  );
  expect(runs).toEqual([{ id: expect.any(String), ended: true }]);
  const scans = await sql<{ sealText: string; refusal: string | null }>(
    `select seal_text as "sealText", refusal from destruction_scans
     where run_id = $1 order by received_at`,
    [runs[0]!.id],
  );
  expect(scans).toEqual([
    { sealText: sealA, refusal: null },
    { sealText: sealB, refusal: null },
    { sealText: stray, refusal: texts.notCollected(stray) },
  ]);
  const states = await sql<{ state: string }>(
    `select state::text from seals where number = any($1::int[]) order by number`,
    [[sealA, sealB].map((text) => Number(text.slice(2)))],
  );
  expect(states.map((row) => row.state)).toEqual(["destroyed", "destroyed"]);
});
