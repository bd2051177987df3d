import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminSectionGroups,
  adminSectionOf,
  adminSections,
  type AdminSectionKey,
} from "@/lib/office/sections";

// The admin's sections: grouped as the office works, each once; the section a page
// belongs to (its link marked current, its h1); and each section's page naming itself.

const appDir = path.join(import.meta.dirname, "../../app");

describe("the admin's sections", () => {
  it("lists every section in exactly one group, the day's first", () => {
    const grouped = adminSectionGroups.flatMap((group) => group.sections);
    expect([...grouped].sort()).toEqual(Object.keys(adminSections).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(adminSectionGroups[0]!.sections).toEqual([
      "today",
      "schedule",
      "bookings",
      "capacity",
      "sealLabels",
      "destruction",
      "custody",
    ]);
  });

  it("keeps each section's name and URL", () => {
    expect(adminSections.emails).toEqual({ label: "E-mails", href: "/admin/emails" });
    expect(adminSections.indexing).toEqual({
      label: "Indexing submission",
      href: "/admin/indexing",
    });
    expect(adminSections.today).toEqual({ label: "Today", href: "/admin" });
    expect(adminSections.sealLabels).toEqual({ label: "Seal labels", href: "/admin/seal-labels" });
    expect(adminSections.destruction).toEqual({ label: "Destruction", href: "/admin/destruction" });
    expect(adminSections.custody).toEqual({ label: "Custody", href: "/admin/custody" });
  });

  it("finds the section of a page, and of the pages below it", () => {
    expect(adminSectionOf("/admin")).toBe(adminSections.today);
    expect(adminSectionOf("/admin/invoices")).toBe(adminSections.invoices);
    expect(adminSectionOf("/admin/bookings/8d0c1f6e")).toBe(adminSections.bookings);
    expect(adminSectionOf("/admin/contracts/new")).toBe(adminSections.contracts);
    expect(adminSectionOf("/admin/bookings/new")).toBe(adminSections.bookings);
    expect(adminSectionOf("/admin/contracts/CON-000002")).toBe(adminSections.contracts);
    expect(adminSectionOf("/admin/enquiries/42")).toBe(adminSections.enquiries);
    // A prefix of a name is not its section; nothing outside the admin is one.
    expect(adminSectionOf("/admin/seo-extra")).toBeUndefined();
    expect(adminSectionOf("/contact")).toBeUndefined();
  });

  it("gives every section's page its own title", async () => {
    for (const [key, section] of Object.entries(adminSections) as [
      AdminSectionKey,
      (typeof adminSections)[AdminSectionKey],
    ][]) {
      const page = path.join(appDir, section.href, "page.tsx");
      expect(await readFile(page, "utf8"), page).toContain(
        `export const metadata = adminSectionMetadata("${key}");`,
      );
    }
  });
});
