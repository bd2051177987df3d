import { describe, expect, it } from "vitest";
import { crewApp, crewAppManifest, isBuildAsset, isCrewPage } from "@/lib/crew/offline-app";
import { referencedClosure, routeEntryFiles } from "../../scripts/lib/crew-service-worker";

const origin = "https://www.example.test";
const get = (headers: Record<string, string> = {}) => ({
  method: "GET",
  headers: new Headers(headers),
});
const page = (path: string, headers?: Record<string, string>) =>
  isCrewPage(new URL(path, origin), get(headers), origin);

describe("what the crew app's service worker answers", () => {
  it("answers the crew's pages, and no public page, admin page or API route", () => {
    expect(page("/crew")).toBe(true);
    expect(page("/crew?day=tomorrow")).toBe(true);
    expect(page("/crew/anything")).toBe(true);
    for (const path of [
      "/",
      "/about",
      "/crewe",
      "/admin",
      "/admin/bookings",
      "/api/crew/recordings",
      "/auth",
    ]) {
      expect(page(path)).toBe(false);
    }
    expect(isCrewPage(new URL("/crew", origin), { ...get(), method: "POST" }, origin)).toBe(false);
    expect(isCrewPage(new URL("/crew", "https://elsewhere.test"), get(), origin)).toBe(false);
  });

  it("leaves the router's data requests and the app's own files to the network", () => {
    expect(page("/crew?_rsc=abc12")).toBe(false);
    expect(page("/crew", { RSC: "1" })).toBe(false);
    expect(page(crewApp.worker)).toBe(false);
    expect(page(crewApp.manifest)).toBe(false);
    expect(page("/crew/icon-192.png")).toBe(false);
  });

  it("keeps Next's hashed build files, only from this site", () => {
    const asset = (href: string) => isBuildAsset(new URL(href, origin), get(), origin);
    expect(asset("/_next/static/chunks/0e3_qvhqq0nyo.js")).toBe(true);
    expect(asset("/_next/image?url=x")).toBe(false);
    expect(asset("https://cdn.elsewhere.test/_next/static/chunks/a.js")).toBe(false);
  });
});

describe("the crew app's manifest", () => {
  it("installs /crew as a standalone app scoped to /crew, with any-purpose and maskable icons", () => {
    const manifest = crewAppManifest("North East Secure Shredding");
    expect(manifest).toMatchObject({
      start_url: "/crew",
      scope: "/crew",
      display: "standalone",
      theme_color: "#103a59",
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
  });
});

describe("what the crew app keeps at install", () => {
  it("takes the entry files of the routes under /crew only", () => {
    const files = routeEntryFiles(
      [
        [
          "/crew/page",
          {
            entryJSFiles: {
              "[project]/app/crew/page": ["static/chunks/crew.js", "static/chunks/shared.js"],
            },
            entryCSSFiles: { "[project]/app/layout": [{ path: "static/chunks/site.css" }] },
          },
        ],
        ["/crewe/page", { entryJSFiles: { x: ["static/chunks/crewe.js"] } }],
        ["/admin/page", { entryJSFiles: { x: ["static/chunks/admin.js"] } }],
      ],
      "/crew",
    );
    expect(files.sort()).toEqual([
      "static/chunks/crew.js",
      "static/chunks/shared.js",
      "static/chunks/site.css",
    ]);
  });

  it("follows the chunks loaded on demand and the fonts a style sheet names, each once", () => {
    const build: Record<string, string> = {
      "static/chunks/crew.js":
        'e.l(["static/chunks/signature.js"]);import("static/chunks/crew.js")',
      "static/chunks/signature.js": 'Promise.all(["static/chunks/missing.js"])',
      "static/chunks/site.css": "src:url(../media/x.woff2);src:url(/_next/static/media/font.woff2)",
      "static/media/font.woff2": "",
      "static/media/x.woff2": "",
      "static/chunks/admin.js": "",
    };
    expect(
      referencedClosure(
        ["static/chunks/crew.js", "static/chunks/site.css"],
        (f) => build[f] ?? null,
      ),
    ).toEqual([
      "static/chunks/crew.js",
      "static/chunks/signature.js",
      "static/chunks/site.css",
      "static/media/font.woff2",
      "static/media/x.woff2",
    ]);
  });
});
