import { expect, test, type APIRequestContext, type Browser } from "./support/test";
import { adminAccount, E2E_ORIGIN, editorAccount } from "./support/accounts";
import { freshAdmin, freshStaff, sql } from "./support/database";
import { expectToast, plantSession, signIn } from "./support/session";

// The attacks on the admin, replayed against the production build: who is not an admin right now
// gets no admin data from any admin URL (HTML or RSC), no export, no action and no job run.

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "HTTP and sessions: once, at desktop width");

// Unique per run of the file (it runs once per browser project).
const run = Math.random().toString(36).slice(2, 8).toUpperCase();
const secret = {
  bookingName: `Zebedee Leakcheck ${run}`,
  bookingEmail: `zebedee.${run}@example.com`,
  enquiryName: `Yolanda Leakcheck ${run}`,
  enquiryEmail: `yolanda.${run}@example.com`,
};
let bookingId = "";
let enquiryId = "";
let recordingId = "";
// A year the site never issues in, so the planted number cannot meet a real one.
const certificate = `COD-1999-${String(Math.floor(Math.random() * 999_999) + 1).padStart(6, "0")}`;

test.beforeAll(async () => {
  [{ id: bookingId }] = (await sql<{ id: string }>(
    `insert into bookings (id, reference, customer_name, customer_email, customer_phone,
       service_type, selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence,
       total_price_pence, collection_address, updated_at)
     values (gen_random_uuid(), 'NESS-L' || $3, $1, $2, '07700 900123', 'collection',
       current_date + 7, 'am', 3, 9000, 1800, 10800, '1 Leak Street, Durham DH1 1AA', now())
     returning id`,
    [secret.bookingName, secret.bookingEmail, run],
  )) as [{ id: string }];
  [{ id: enquiryId }] = (await sql<{ id: string }>(
    `insert into enquiries (id, kind, name, email, message, updated_at)
     values (gen_random_uuid(), 'contact', $1, $2, 'Please call me back', now()) returning id`,
    [secret.enquiryName, secret.enquiryEmail],
  )) as [{ id: string }];
  // A crew recording with its signature and a photo, as the phone leaves them.
  const [{ id: crewId }] = (await sql<{ id: string }>(
    `insert into users (id, email, password_hash, updated_at)
     values (gen_random_uuid(), 'crew-leak-' || $1 || '@e2e.test', null, now()) returning id`,
    [run],
  )) as [{ id: string }];
  [{ id: recordingId }] = (await sql<{ id: string }>(
    `insert into crew_recordings (id, idempotency_key, booking_id, user_id, kind, device_id,
       device_label, recorded_at, payload, signed_by, signature_png, state)
     values (gen_random_uuid(), gen_random_uuid()::text, $1, $2, 'collected', 'device-leak-01',
       'Leak phone', now(), '{}'::jsonb, $3, '\\x89504e470d0a1a0a'::bytea, 'applied')
     returning id`,
    [bookingId, crewId, secret.bookingName],
  )) as [{ id: string }];
  await sql(
    `insert into crew_photos (id, recording_id, position, content_type, bytes)
     values (gen_random_uuid(), $1, 0, 'image/jpeg', '\\xffd8ffe0'::bytea)`,
    [recordingId],
  );
  await sql(
    `insert into certificates (id, number, check_code, booking_id, issued_by, customer_name,
       booking_reference, collection_day, quantity, operative, destroyed_at, method, place,
       waste_carrier_number)
     values (gen_random_uuid(), $1, 'ABCDEFGH', $2, 'office@e2e.test', $3, 'NESS-L' || $4,
       current_date, 3, 'Sam', now(), 'cross_cut_offsite', 'Lingfield Point', 'CBDU000000')`,
    [certificate, bookingId, secret.bookingName, run],
  );
});

const adminPages = () => [
  "/admin",
  "/admin/create",
  "/admin/emails?status=failed",
  "/admin/articles",
  "/admin/seo",
  "/admin/bookings",
  `/admin/bookings/${bookingId}`,
  "/admin/enquiries",
  `/admin/enquiries/${enquiryId}`,
  "/admin/automation",
  "/admin/indexing",
  "/admin/listings",
  "/admin/capacity",
  "/admin/certificates",
  "/admin/invoices",
  "/admin/contracts",
  "/admin/contracts/new",
  "/admin/bookings/new",
  // The guard answers before the page looks the number up.
  "/admin/contracts/CON-999999",
  "/admin/schedule",
  "/admin/bookings/could-not-collect",
  "/admin/bookings/crew-recordings",
  "/admin/reports",
  "/admin/team",
];
const exports = () => [
  "/admin/bookings/export",
  "/admin/enquiries/export",
  "/admin/invoices/export?from=2026-01-01&to=2026-12-31",
  `/admin/certificates/${certificate}/pdf`,
  "/admin/run-sheets/2026-11-30",
  "/admin/run-sheets?day=2026-11-30",
  `/admin/bookings/${bookingId}/recordings/${recordingId}/signature`,
  `/admin/bookings/${bookingId}/recordings/${recordingId}/photos/0`,
];

/** Nothing a refused caller receives may carry admin data. */
async function expectNoAdminData(request: APIRequestContext, who: string) {
  for (const path of adminPages()) {
    for (const rsc of [false, true]) {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: rsc ? { RSC: "1" } : {},
      });
      const body = await response.text();
      const label = `${who}: ${path}${rsc ? " (RSC)" : ""}`;
      for (const value of Object.values(secret)) expect(body, label).not.toContain(value);
      expect(body, label).not.toContain("Signed in as");
      expect(body, label).not.toContain("Admin sections");
      expect(response.status(), label).toBeGreaterThanOrEqual(300);
    }
  }
  for (const path of exports()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([307, 401, 403], `${who}: ${path}`).toContain(response.status());
    const body = await response.text();
    for (const value of Object.values(secret)) expect(body, path).not.toContain(value);
  }
  for (const job of [
    "content-scheduler",
    "deliver-email",
    "sync-airtable",
    "invoice-reminders",
    "contract-visits",
    "contract-invoices",
    "visit-reminders",
    "geocoding",
    "deliver-sms",
  ]) {
    const response = await request.post(`/api/jobs/${job}`, { headers: { origin: E2E_ORIGIN } });
    expect(response.status(), `${who}: job ${job}`).toBe(401);
  }
}

/**
 * A browser signed in as `account` (its session as a sign-in leaves it: support/session.ts), and
 * its cookies as they are now.
 */
async function signedInBrowser(browser: Browser, account: { email: string }) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await plantSession(page, account);
  return { context, page, cookies: await context.cookies() };
}

async function replay(
  browser: Browser,
  cookies: Awaited<ReturnType<typeof signedInBrowser>>["cookies"],
) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  await context.addCookies(cookies);
  return context;
}

test("an admin's own session sees the planted records (the probe below can see a leak)", async ({
  browser,
}) => {
  const { context } = await signedInBrowser(browser, adminAccount);
  const bookings = await (await context.request.get("/admin/bookings")).text();
  expect(bookings).toContain(secret.bookingName);
  const rsc = await (
    await context.request.get(`/admin/enquiries/${enquiryId}`, { headers: { RSC: "1" } })
  ).text();
  expect(rsc).toContain(secret.enquiryEmail);
  await context.close();
});

// Whoever is signed in without the Office role: a user with no role, and a Crew member,
// whose own day is on /crew and who gets nothing of the admin's.
for (const [who, account] of [
  ["a signed-in user without a role", async () => editorAccount],
  ["a Crew member", () => freshStaff("crew-access", "crew")],
] as const) {
  test(`${who} gets no admin data, export, or job run`, async ({ browser }) => {
    const { context } = await signedInBrowser(browser, await account());
    await expectNoAdminData(context.request, who);
    await context.close();
  });
}

test("a cookie kept from before sign-out is dead everywhere", async ({ browser }) => {
  const admin = await signedInBrowser(browser, await freshAdmin("logs-out"));
  const stale = admin.cookies;
  // Sign out as a person does, with the Logout button.
  await admin.page.goto("/");
  await admin.page.getByRole("button", { name: "Logout" }).click();
  await expectToast(admin.page, "Logged out", "You have been logged out successfully");
  await admin.context.close();

  const thief = await replay(browser, stale);
  await expectNoAdminData(thief.request, "signed-out cookie");
  await thief.close();
});

test("an open admin page can no longer act once the session is ended elsewhere", async ({
  browser,
}) => {
  const account = await freshAdmin("elsewhere");
  const { context, page } = await signedInBrowser(browser, account);
  await page.goto("/admin/seo");
  await expect(page.getByRole("heading", { name: "SEO Metadata" })).toBeVisible();
  // The same admin, signed in on another device, signs out everywhere: every session ends.
  const other = await signedInBrowser(browser, account);
  await other.page.goto("/admin");
  await other.page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectToast(other.page, "Signed out everywhere");
  await other.context.close();

  const before = await sql(`select * from page_metadata where page_path = '/contact'`);
  await page.getByRole("button", { name: "Edit metadata for /contact" }).click();
  const form = page.getByRole("form", { name: "Edit metadata for /contact" });
  await form.getByLabel("Page title").fill("Changed by a dead session");
  await form.getByRole("button", { name: /save/i }).click();
  // The editor shows the spec's failure text; what matters is that nothing changed.
  await expectToast(page, "Error", "Failed to update page metadata");
  expect(await sql(`select * from page_metadata where page_path = '/contact'`)).toEqual(before);
  await context.close();
});

test("signing out ends only that device's session; 'Sign out everywhere' ends them all", async ({
  browser,
}) => {
  const account = await freshAdmin("devices");
  const laptop = await signedInBrowser(browser, account);
  const phone = await signedInBrowser(browser, account);
  // Logout on the phone: the laptop stays signed in.
  await phone.page.goto("/");
  await phone.page.getByRole("button", { name: "Logout" }).click();
  await expectToast(phone.page, "Logged out", "You have been logged out successfully");
  await laptop.page.goto("/admin/bookings");
  await expect(laptop.page.getByRole("heading", { name: "Bookings" })).toBeVisible();
  await expect(laptop.page.getByText(`Signed in as ${account.email}`)).toBeVisible();

  // The phone signs in again and, from the admin's header, signs out everywhere.
  await signIn(phone.page, account);
  await expect(phone.page).toHaveURL(/\/admin$/);
  await phone.page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expectToast(
    phone.page,
    "Signed out everywhere",
    "Every session of your account has ended, on every device.",
  );
  await expect(phone.page).toHaveURL(/\/auth$/);
  // The laptop is signed out at its next request.
  await laptop.page.goto("/admin/bookings");
  await expect(laptop.page).toHaveURL(/\/auth$/);
  await expectNoAdminData(laptop.context.request, "signed out everywhere");
  await laptop.context.close();
  await phone.context.close();
});

test("a cookie whose admin role was removed, or whose user was deleted, gets nothing", async ({
  browser,
}) => {
  const [deroledAccount, deletedAccount] = [
    await freshAdmin("deroled"),
    await freshAdmin("deleted"),
  ];
  const deroled = await signedInBrowser(browser, deroledAccount);
  const deleted = await signedInBrowser(browser, deletedAccount);
  await sql(`delete from user_roles where user_id = (select id from users where email = $1)`, [
    deroledAccount.email,
  ]);
  await sql(`delete from users where email = $1`, [deletedAccount.email]);
  await expectNoAdminData(deroled.context.request, "de-roled admin");
  await expectNoAdminData(deleted.context.request, "deleted user");
  await deroled.context.close();
  await deleted.context.close();
});

test.describe("job routes and the admin's cookie", () => {
  // Housekeeping, because no other browser test runs it: the runs counted here can only be this
  // test's, while other workers run the content scheduler and the Airtable sync at the same time.
  const housekeepingRuns = async () => {
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from job_runs where job = 'housekeeping'`,
    );
    return row!.n;
  };

  test("a GET never runs a job on the cookie alone, nor a cross-site POST", async ({ browser }) => {
    const { context } = await signedInBrowser(browser, adminAccount);
    const runsBefore = await housekeepingRuns();
    expect((await context.request.get("/api/jobs/housekeeping")).status()).toBe(401);
    const crossSite = await context.request.post("/api/jobs/housekeeping", {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(401);
    expect(await housekeepingRuns()).toBe(runsBefore);

    const sameSite = await context.request.post("/api/jobs/housekeeping", {
      headers: { origin: E2E_ORIGIN },
    });
    expect(sameSite.status()).toBe(200);
    expect(await housekeepingRuns()).toBe(runsBefore + 1);
    await context.close();
  });
});
