import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A layout does not guard the pages rendered beside it, so every admin page must be wrapped in
// adminPage() and every admin route handler in adminRoute(). This catches the next page or export
// that forgets; the browser tests (admin-access.spec.ts) prove what the wrappers do.

const adminDir = path.join(import.meta.dirname, "../../app/admin");

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe("the admin segment", () => {
  it("wraps every page in adminPage()", async () => {
    const pages = (await files(adminDir)).filter((f) => f.endsWith("page.tsx"));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    // The office's New booking by phone is one of them.
    expect(pages).toContain(path.join(adminDir, "bookings/new/page.tsx"));
    for (const page of pages) {
      expect(await readFile(page, "utf8"), page).toMatch(/export default adminPage\(/);
    }
  });

  it("wraps every route handler in adminRoute()", async () => {
    const routes = (await files(adminDir)).filter((f) => f.endsWith("route.ts"));
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const route of routes) {
      const source = await readFile(route, "utf8");
      for (const [, method] of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)) {
        expect(source, `${route} ${method}`).toMatch(
          new RegExp(`export const ${method} = adminRoute(<\\w+>)?\\(`),
        );
      }
      expect(source, route).not.toMatch(/export (async )?function (GET|POST|PUT|PATCH|DELETE)/);
    }
  });
});
