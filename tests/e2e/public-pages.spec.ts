import { expect, test } from "./support/test";
import { areas } from "@/lib/content/areas";
import { servicePages } from "@/lib/content/services";
import { paths, staticRoutes } from "@/lib/content/routes";
import { seedArticles } from "@/prisma/seed-data/articles";
import { E2E_ORIGIN, E2E_PORT } from "./support/accounts";
import { a11yViolations, PHONE_VIEWPORT } from "./support/axe";

/** The `desktop` project's window (playwright.config.ts). */
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const articlePaths = seedArticles.map((article) => `/news/${article.slug}`);
const publicPaths = [...staticRoutes.map((route) => route.path), ...articlePaths];

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => m[1]!,
  );
}

test.describe("every public page, as a crawler sees it", () => {
  test.skip(({ isMobile }) => isMobile, "server HTML does not depend on the screen");

  for (const path of publicPaths) {
    test(`${path} answers 200 with its h1, canonical and valid JSON-LD in the server HTML`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const canonical = path === "/" ? E2E_ORIGIN : `${E2E_ORIGIN}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      for (const block of jsonLdBlocks(html)) expect(() => JSON.parse(block)).not.toThrow();
    });
  }

  test("every registered service is routed, in the sitemap and in the navigation", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const servicesHub = await (await request.get(paths.services)).text();
    const home = await (await request.get(paths.home)).text();
    const footer = home.slice(home.lastIndexOf("<footer"));
    for (const service of servicePages) {
      const path = paths.service(service.slug);
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(await page.text()).toContain(`<title>${service.metaTitle.replace(/&/g, "&amp;")} |`);
      expect(sitemap, path).toContain(`<loc>${E2E_ORIGIN}${path}</loc>`);
      expect(servicesHub, path).toContain(`href="${path}"`);
      if (service.footerLabel) expect(footer, path).toContain(`href="${path}"`);
    }
  });

  test("the home title names the company and Secure Document Destruction", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(
      "<title>North East Secure Shredding | Secure Document Destruction</title>",
    );
  });

  test("an article's head follows the spec", async ({ request }) => {
    const article = seedArticles[0]!;
    const html = await (await request.get(`/news/${article.slug}`)).text();
    expect(html).toContain(`<title>${article.title} | North East Secure Shredding</title>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:published_time"');
    expect(html).toContain(`<meta property="article:author" content="${article.author}"/>`);
    expect(html).toContain(`<meta property="article:tag" content="${article.tags[0]}"/>`);
    const ld = jsonLdBlocks(html).map((b) => JSON.parse(b) as { "@type": string });
    expect(ld.map((b) => b["@type"])).toEqual(
      expect.arrayContaining(["NewsArticle", "BreadcrumbList"]),
    );
  });

  test("service pages carry Service data; the areas page one LocalBusiness serving every town", async ({
    request,
  }) => {
    const service = jsonLdBlocks(
      await (await request.get("/services/on-site-shredding")).text(),
    ).map((b) => JSON.parse(b));
    expect(service.map((b) => b["@type"])).toContain("Service");
    const businesses = jsonLdBlocks(await (await request.get("/areas")).text())
      .map((b) => JSON.parse(b))
      .filter((b) => b["@type"] === "LocalBusiness");
    // One business, at its one office, serving the twenty towns.
    expect(businesses).toHaveLength(1);
    expect(businesses[0].geo.latitude).toEqual(expect.any(Number));
    expect(businesses[0].areaServed).toHaveLength(20);
  });

  test("an unknown article and an unknown town answer 404", async ({ request }) => {
    const article = await request.get("/news/no-such-article");
    expect(article.status()).toBe(404);
    expect(await article.text()).toContain("Article Not Found");
    expect((await request.get("/areas/atlantis")).status()).toBe(404);
    expect((await request.get("/services/teleportation")).status()).toBe(404);
  });

  test("canonical URLs always name the production site, whichever host served the page", async ({
    request,
  }) => {
    const html = await (await request.get(`http://localhost:${E2E_PORT}/about`)).text();
    expect(html).toContain(`<link rel="canonical" href="${E2E_ORIGIN}/about"/>`);
  });

  test("robots.txt points to the sitemap and keeps crawlers out of the admin", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${E2E_ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /auth");
    expect(text).toContain("Disallow: /crew");
  });

  test("the sitemap lists the 33 static pages and every published article", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    // Exactly the static registry; articles are the seeded ones plus any another test published.
    const articleLocs = locs.filter((loc) => loc!.startsWith(`${E2E_ORIGIN}/news/`));
    expect(locs.length - articleLocs.length).toBe(staticRoutes.length);
    expect(articleLocs.length).toBeGreaterThanOrEqual(seedArticles.length);
    expect(locs).toContain(`${E2E_ORIGIN}/secure-shredding-quote`);
    expect(locs).not.toContain(`${E2E_ORIGIN}/crew`);
    for (const path of articlePaths) expect(locs).toContain(`${E2E_ORIGIN}${path}`);
    for (const lastmod of xml.matchAll(/<lastmod>(.*?)<\/lastmod>/g)) {
      expect(Number.isNaN(Date.parse(lastmod[1]!))).toBe(false);
    }
  });

  test("a crawl from the home page finds no broken internal link, image or icon", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    const sprites: Record<string, string> = {};
    while (queue.length) {
      const path = queue.shift()!;
      const response = await request.get(path);
      if (response.status() >= 400) {
        broken.push(`${path} -> ${response.status()}`);
        continue;
      }
      if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
      const html = await response.text();
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const href = match[1]!;
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
      for (const match of html.matchAll(/<img [^>]*src="(\/[^"]+)"/g)) {
        const src = match[1]!.replace(/&amp;/g, "&");
        if (!seen.has(src)) {
          seen.add(src);
          const image = await request.get(src);
          if (image.status() >= 400) broken.push(`${src} (image on ${path}) -> ${image.status()}`);
        }
      }
      for (const match of html.matchAll(/<use href="(\/[^"#]+)#([^"]+)"/g)) {
        const [, file, id] = match;
        sprites[file!] ??= await (await request.get(file!)).text();
        if (!sprites[file!]!.includes(`<symbol id="${id}"`))
          broken.push(`${file}#${id} (icon on ${path})`);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
    expect(Object.keys(sprites)).toEqual(["/icons.svg"]);
  });
});

test.describe("accessibility of every public page template", () => {
  // One visit checks both widths: the layout changes with the viewport, not the device.
  test.skip(({ isMobile }) => isMobile, "both widths are checked from one page load");

  // A town's page is one template filled from lib/content/areas.ts: two towns (with and without
  // the contact form) stand for all of them, scanned at both widths; the other town pages are
  // loaded at 390 px below, to see that none is too wide, and tested as a crawler sees them above.
  // Every other page (each core page, each article with its own content) is scanned at desktop
  // width, and at 390 px where it is its template's first.
  const townsScanned = [
    paths.area(areas.find((area) => area.showContactForm)!.slug),
    paths.area(areas.find((area) => !area.showContactForm)!.slug),
  ];
  const isTown = (path: string) => path.startsWith(`${paths.areas}/`);
  const phoneScanned = new Set([
    ...staticRoutes.filter((route) => !isTown(route.path)).map((r) => r.path),
    ...townsScanned,
    articlePaths[0]!,
  ]);
  const scanned = publicPaths.filter((path) => !isTown(path) || townsScanned.includes(path));

  // A few pages to a test, one after another in one window (a new browser context for each page
  // cost more than its scan); each page's violations are reported with its path.
  const PAGES_PER_TEST = 6;
  for (let first = 0; first < scanned.length; first += PAGES_PER_TEST) {
    const group = scanned.slice(first, first + PAGES_PER_TEST);
    test(`${group.join(", ")}: no WCAG 2.2 AA violation at desktop width, nor at 390 px where the template is scanned there`, async ({
      page,
    }) => {
      // Up to twelve axe-core passes: on a loaded two-core machine that alone can take a minute.
      test.setTimeout(150_000);
      const found: string[] = [];
      for (const path of group) {
        await page.setViewportSize(DESKTOP_VIEWPORT);
        await page.goto(path);
        found.push(...(await a11yViolations(page)).map((v) => `${path}: ${v}`));
        if (!phoneScanned.has(path)) continue;
        await page.setViewportSize(PHONE_VIEWPORT);
        found.push(...(await a11yViolations(page)).map((v) => `${path} at 390 px: ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe("every public page on a phone, before any script runs", () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    "a phone widens its layout to fit content; a desktop scrolls",
  );

  test("fits the screen's width: nothing widens the page sideways", async ({ browser }) => {
    // One test visits every public page (more than 30 loads).
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const tooWide: string[] = [];
    for (const path of publicPaths) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width}px`);
    }
    await context.close();
    expect(tooWide).toEqual([]);
  });
});

test.describe("the scripts a page loads first", () => {
  test.skip(({ isMobile }) => isMobile, "the same files at every width");

  test("start with V8's compile hint, so Chrome compiles them while they download", async ({
    request,
  }) => {
    for (const path of ["/", "/contact", "/book"]) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*nomodule)/gi)].map(
        (match) => match[1]!,
      );
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const src of scripts) {
        const code = await (await request.get(src)).text();
        expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), `${path}: ${src}`).toBe(true);
      }
    }
  });
});

test.describe("the photograph at the top of a page", () => {
  test.skip(({ isMobile }) => isMobile, "the same markup at every width");

  test("is preloaded at high priority and decoded with the first paint", async ({ request }) => {
    for (const path of ["/", "/services/on-site-shredding", "/areas/durham", articlePaths[0]!]) {
      const html = await (await request.get(path)).text();
      const preload = /<link rel="preload" as="image"[^>]*>/i.exec(html)?.[0] ?? "";
      expect(preload, path).toMatch(/fetchPriority="high"/i);
      const main = html.slice(html.indexOf('<main id="main"'));
      const firstImage = /<img [^>]*>/i.exec(main)?.[0] ?? "";
      expect(firstImage, path).toMatch(/fetchPriority="high"/i);
      expect(firstImage, path).toMatch(/decoding="sync"/i);
    }
  });
});

test.describe("an article's share links", () => {
  test.skip(({ isMobile }) => isMobile, "the same links at every width");

  test("open in a new tab with the article's title and the address being read", async ({
    page,
  }) => {
    const article = seedArticles[0]!;
    // Served from another host than the production one, the page being read is not the canonical.
    const address = `http://localhost:${E2E_PORT}/news/${article.slug}`;
    await page.goto(address);
    for (const name of ["Share on X (Twitter)", "Share on LinkedIn"]) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", new RegExp(`url=${encodeURIComponent(address)}`));
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toContain(encodeURIComponent(article.title));
    }
  });
});

test.describe("an area page's coverage", () => {
  test.skip(({ isMobile }) => isMobile, "the same content at every width");

  test("lists the places and postcodes of the spec's coverage table, written as the table writes them", async ({
    page,
  }) => {
    const table: [slug: string, postcodes: string[], places: string[]][] = [
      ["sunderland", ["SR1-SR6"], []],
      ["gateshead", ["NE8", "NE9", "NE10", "NE11", "NE16", "NE21"], []],
      ["stockton-on-tees", ["TS16 to TS23 (full borough)"], ["Thornaby", "Yarm", "Portrack"]],
      ["redcar", ["TS10 to TS13"], ["Marske-by-the-Sea", "Saltburn", "Coatham"]],
      ["cramlington", ["NE23"], ["Dudley", "Eastfield"]],
    ];
    for (const [slug, postcodes, places] of table) {
      await page.goto(`/areas/${slug}`);
      const coverage = page.getByRole("region", { name: "Areas and postcodes we cover" });
      for (const text of [...postcodes, ...places]) {
        await expect(coverage.getByText(text, { exact: true }), slug).toBeVisible();
      }
    }
  });
});
