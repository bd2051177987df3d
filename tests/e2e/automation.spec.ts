import { expect, test, type APIRequestContext, type Page } from "./support/test";
import type { IndexNowRequest } from "../support/fake-indexnow";
import {
  CRON_SECRET,
  E2E_ORIGIN,
  E2E_PORT,
  FAKE_AIRTABLE_PORT,
  FAKE_INDEXNOW_PORT,
  INDEXNOW_KEY,
  adminAccount,
} from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expectToast, signedInAt } from "./support/session";

// The Automation and Indexing tabs against the e2e server's fake Airtable and fake IndexNow.

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the admin flows run once, at desktop width");

const airtable = `http://127.0.0.1:${FAKE_AIRTABLE_PORT}`;
const indexNow = `http://127.0.0.1:${FAKE_INDEXNOW_PORT}`;
const stamp = Date.now();
const titles = { live: `Airtable story ${stamp}`, draft: `Airtable draft ${stamp}` };
const liveSlug = `airtable-story-${stamp}`;
const body = `<p>${"Written in Airtable and published on the site by the daily sync. ".repeat(2)}</p>`;

async function setTable(request: APIRequestContext) {
  await request.put(`${airtable}/__table`, {
    data: {
      pages: [
        [
          {
            id: "recLive",
            fields: { Title: titles.live, Content: body, Published: true, Tags: ["Airtable"] },
          },
          { id: "recNoContent", fields: { Title: "Missing its content" } },
        ],
        [{ id: "recDraft", fields: { Title: titles.draft, Content: body } }],
      ],
    },
  });
}

async function pingsFor(request: APIRequestContext, url: string) {
  const received = (await (
    await request.get(`${indexNow}/__received`)
  ).json()) as IndexNowRequest[];
  return received.filter((r) => r.body.urlList.includes(url));
}

/** The history's newest row of one job (the table lists every job's runs, newest first). */
const newestRunOf = (page: Page, job: string) =>
  page
    .getByRole("table", { name: "Job history, newest first" })
    .getByRole("row")
    .filter({ hasText: job })
    .first();

async function openAutomation(page: Page) {
  await signedInAt(page, adminAccount, "/admin/automation");
}

test("an admin syncs articles from Airtable; a second sync changes nothing", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await setTable(request);
  await openAutomation(page);
  await expect(page.getByRole("heading", { name: "Job history" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Sync Airtable Articles" }).click();
  await expectToast(page, "Sync Complete", "2 created, 0 updated, 0 unchanged, 1 skipped");
  // The sitemap is regenerated: the 33 static pages, the 6 seeded articles and the new one at
  // least (other tests publish articles at the same time).
  const toastText = await page.locator("[data-sonner-toast]").first().textContent();
  const sitemapUrls = Number(/Sitemap: (\d+) URLs\./.exec(toastText ?? "")?.[1]);
  expect(sitemapUrls).toBeGreaterThanOrEqual(33 + 6 + 1);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/news/${liveSlug}`);

  // Both pages were read, and the history shows the run.
  const requests = (await (await request.get(`${airtable}/__requests`)).json()) as unknown[];
  expect(requests.length).toBeGreaterThanOrEqual(2);
  // The newest Airtable sync row: other specs run other jobs at the same time (admin-access runs
  // the content scheduler as an admin), so the newest row of all may be theirs.
  const sync = newestRunOf(page, "Airtable sync");
  await expect(sync).toContainText("Admin");
  await expect(sync).toContainText("2 created, 0 updated");

  // The published record is on the site; the draft is not.
  await page.goto(`/news/${liveSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: titles.live })).toBeVisible();
  expect((await page.goto(`/news/airtable-draft-${stamp}`))?.status()).toBe(404);
  // ...and search engines were told about it.
  await expect
    .poll(async () => (await pingsFor(request, `${E2E_ORIGIN}/news/${liveSlug}`)).length)
    .toBeGreaterThan(0);

  await page.goto("/admin/automation");
  await page.getByRole("button", { name: "Sync Airtable Articles" }).click();
  await expectToast(page, "Sync Complete", "0 created, 0 updated, 2 unchanged, 1 skipped");
});

test("a failing Airtable shows the server's message and is recorded", async ({ page, request }) => {
  await setTable(request);
  await request.post(`${airtable}/__fail-next`, {
    data: { status: 404, body: { error: "NOT_FOUND" } },
  });
  await openAutomation(page);
  await page.getByRole("button", { name: "Sync Airtable Articles" }).click();
  await expectToast(page, "Error", "Airtable answered 404 (NOT_FOUND)");
  await expect(newestRunOf(page, "Airtable sync")).toContainText(
    "Failed: Airtable answered 404 (NOT_FOUND)",
  );
});

test("an admin runs the content scheduler and the run appears in the history", async ({ page }) => {
  await openAutomation(page);
  await page.getByRole("button", { name: "Run Content Scheduler" }).click();
  await expectToast(page, "Scheduler Run Complete", "scheduled article(s) published");
  await expect(newestRunOf(page, "Content scheduler")).toContainText("Admin");
});

test("the sync route needs the cron secret and answers with counts", async ({ request }) => {
  await setTable(request);
  expect((await request.post("/api/jobs/sync-airtable")).status()).toBe(401);
  const cron = { headers: { authorization: `Bearer ${CRON_SECRET}` } };
  const first = await request.post("/api/jobs/sync-airtable", cron);
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 1 });
  // The daily schedule fires on every instance: the next scheduled call in the window is skipped.
  const second = await request.post("/api/jobs/sync-airtable", cron);
  expect(await second.json()).toMatchObject({ skipped: true, message: /already ran at/ });
});

test("the IndexNow key file is served at /{key}.txt", async ({ request }) => {
  const file = await request.get(`/${INDEXNOW_KEY}.txt`);
  expect(file.status()).toBe(200);
  expect((await file.text()).trim()).toBe(INDEXNOW_KEY);
  expect((await request.get("/not-the-key-0000.txt")).status()).toBe(404);
});

test("an admin submits every URL to IndexNow and sees it in the log", async ({ page, request }) => {
  await signedInAt(page, adminAccount, "/admin/indexing");
  const submitAll = page.getByRole("button", { name: /^Submit All \(\d+\)$/ });
  const total = Number(/\((\d+)\)/.exec((await submitAll.textContent()) ?? "")![1]);
  await expect(page.getByRole("group", { name: "Static pages (33)" })).toBeVisible();
  await submitAll.click();
  await expectToast(page, "URLs Submitted", `${total} URL(s) submitted`);

  const sent = await pingsFor(request, `${E2E_ORIGIN}/areas/durham`);
  expect(sent.at(-1)!.body).toMatchObject({
    host: `127.0.0.1:${E2E_PORT}`,
    key: INDEXNOW_KEY,
    keyLocation: `${E2E_ORIGIN}/${INDEXNOW_KEY}.txt`,
  });
  expect(sent.at(-1)!.body.urlList).toHaveLength(total);

  const log = page.getByRole("table", { name: "IndexNow submissions, newest first" });
  await expect(log.getByRole("row").nth(1)).toContainText("Admin");
  await expect(log.getByRole("row").nth(1)).toContainText(`${total}`);
  await expect(log.getByRole("row").nth(1)).toContainText("200: URLs submitted successfully");
  await expectNoA11yViolations(page);
});
