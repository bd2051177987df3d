import { expect, test, type APIRequestContext } from "./support/test";
import { BAD_REQUEST_TEXT } from "@/lib/shared/bad-request";
import { adminAccount, E2E_ORIGIN } from "./support/accounts";
import { plantSession } from "./support/session";

// Requests that mean nothing get a 400 or 404 page, never a 500: malformed percent-encoding in
// any path, a NUL byte in an admin search, a malformed callbackUrl on sign-in.

test.skip(({ isMobile }) => isMobile, "HTTP only: once, at desktop width");

const malformedPaths = [
  "/certificates/%",
  "/bookings/%E0%A4%A",
  "/news/%",
  "/news/page/%",
  "/services/%E0%A4%A",
  "/areas/%",
  "/sitemaps/%.xml",
  "/%",
  "/admin/%",
  "/api/health/%",
];

test("a path with malformed percent-encoding is a 400 page on every route", async ({ request }) => {
  for (const path of malformedPaths) {
    for (const accept of ["text/html", "*/*"]) {
      const response = await request.get(path, { headers: { accept }, maxRedirects: 0 });
      expect(response.status(), `${path} (${accept})`).toBe(400);
      expect(await response.text(), path).toContain(BAD_REQUEST_TEXT);
    }
  }
  // A well-formed percent sign still reaches the page, which does not know it.
  expect((await request.get("/certificates/100%25")).status()).toBe(404);
});

test("a NUL byte in an admin search or filter is a 400, not a 500", async ({ page }) => {
  await plantSession(page, adminAccount);
  for (const path of [
    "/admin/bookings?q=%00",
    "/admin/enquiries?q=a%00b",
    "/admin/certificates?q=%00",
    "/admin/articles?q=%00",
    "/admin/bookings/export?q=%00",
    "/admin/bookings?status=%00",
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(400);
  }
  // The same searches without the NUL still work.
  expect((await page.request.get("/admin/bookings?q=smith")).status()).toBe(200);
});

async function credentialsPost(
  request: APIRequestContext,
  path: string,
  callbackUrl: string,
  account = { email: "nobody@e2e.test", password: "wrong-password" },
) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  return request.post(path, {
    form: { ...account, csrfToken, callbackUrl, json: "true" },
    maxRedirects: 0,
  });
}

test("a sign-in with a malformed callbackUrl is answered, never a 500", async ({ request }) => {
  for (const callbackUrl of [
    "%E0%A4%A",
    "http://[::1",
    "//evil.example/",
    "https://evil.example/x",
  ]) {
    const signInPage = await credentialsPost(request, "/api/auth/signin/credentials", callbackUrl);
    expect(signInPage.status(), `signin ${callbackUrl}`).toBeLessThan(500);
    // A sign-in with it lands on this site, not where the callbackUrl points. (The right
    // password, so the test spends none of the address's sign-in allowance.)
    const signedIn = await credentialsPost(
      request,
      "/api/auth/callback/credentials",
      callbackUrl,
      adminAccount,
    );
    expect(signedIn.status(), `callback ${callbackUrl}`).toBe(200);
    const { url } = (await signedIn.json()) as { url: string };
    expect(new URL(url).origin, callbackUrl).toBe(E2E_ORIGIN);
  }
});
