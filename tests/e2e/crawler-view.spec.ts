import { expect, test, type APIRequestContext } from "./support/test";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { mainNav } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { sql } from "./support/database";

// The pages as a crawler reads them: the server's HTML, no JavaScript, no browser. A 404 is the
// whole page with its status in the first byte, and what every indexable page says about the
// company in JSON-LD agrees with lib/shared/site.ts.

test.skip(({ isMobile }) => isMobile, "the server's HTML is the same at every width");

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: "text/html" } });
  return { status: response.status(), body: await response.text() };
}

const robotsMetas = (body: string) => body.match(/<meta[^>]+name="robots"[^>]*>/g) ?? [];

/** The text of each <h1>, tags removed and entities of the texts here decoded. */
const headings = (body: string) =>
  [...body.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) =>
    m[0]
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .trim(),
  );

/** The links of the site's main navigation landmark, as [text, href]. */
function mainNavigation(body: string): [string, string][] {
  const nav = body.match(/<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[2]!.replace(/<[^>]+>/g, "").trim(),
    m[1]!,
  ]);
}

test("each 404 is the whole page in the server's HTML: heading, language, navigation, one robots tag", async ({
  request,
}) => {
  const unknownNumber = "COD-1998-000000";
  // Far past the last page: other workers publish articles while this runs (news-pages.spec.ts
  // plants thirty), so a page only just past the last could exist by the time it is asked for.
  const [published] = await sql<{ n: number }>(
    "select count(*)::int as n from articles where is_published and published_at is not null",
  );
  const pastLast = Math.ceil(published!.n / 12) + 100;
  const notFounds = [
    {
      path: `/certificates/${unknownNumber}`,
      h1: certificateMessages.unknownHeading(unknownNumber),
    },
    { path: `/news/page/${pastLast}`, h1: "Oops! Page not found" },
    { path: "/no-such-page", h1: "Oops! Page not found" },
  ];
  for (const { path, h1 } of notFounds) {
    const { status, body } = await html(request, path);
    expect(status, path).toBe(404);
    expect(body, path).toMatch(/<html[^>]* lang="en-GB"/);
    expect(headings(body), path).toEqual([h1]);
    expect(mainNavigation(body), path).toEqual(
      expect.arrayContaining(mainNav.map(({ label, href }) => [label, href])),
    );
    expect(body, path).toContain("<footer");
    expect(body, path).not.toContain("Loading articles...");
    expect(robotsMetas(body), path).toHaveLength(1);
  }
  const { body } = await html(request, `/certificates/${unknownNumber}`);
  expect(body).toContain(certificateMessages.unknownText);
});

test("every indexable page has at most one robots tag and states the company's one address and geo", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(20);
  const office = {
    address: {
      "@type": "PostalAddress",
      streetAddress: site.facility.name,
      addressLocality: site.facility.locality,
      addressRegion: site.facility.region,
      postalCode: site.facility.postcode,
      addressCountry: site.facility.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.facility.geo.lat,
      longitude: site.facility.geo.lng,
    },
  };
  let businesses = 0;
  for (const url of urls) {
    const { pathname } = new URL(url);
    const { status, body } = await html(request, pathname);
    // An article another test deleted after the sitemap was read.
    if (status === 404 && pathname.startsWith("/news/")) continue;
    expect(status, url).toBe(200);
    expect(robotsMetas(body).length, url).toBeLessThanOrEqual(1);
    const blocks = [
      ...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as unknown);
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== "object") return;
      const node = value as Record<string, unknown>;
      if (node["@type"] === "LocalBusiness") {
        businesses++;
        expect(node.name, url).toBe(site.name);
        expect(node.address, url).toEqual(office.address);
        expect(node.geo, url).toEqual(office.geo);
      }
      // No block states a place of the company's but the office.
      if ("address" in node) expect(node.address, url).toEqual(office.address);
      if ("geo" in node) expect(node.geo, url).toEqual(office.geo);
      Object.values(node).forEach(visit);
    };
    blocks.forEach(visit);
  }
  // The home page, /areas, every area page and every service page name the company.
  expect(businesses).toBeGreaterThan(20);
});
