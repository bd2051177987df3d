import { expect, type Page } from "@playwright/test";

/** The admin's navigation landmark (components/admin/admin-nav.tsx). */
export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

/**
 * Opens the section named `label` as the office would: its link is in view on a wide screen; on a
 * phone the Sections button opens the list first (clicked again until the page has hydrated).
 */
export async function openAdminSection(page: Page, label: string) {
  const nav = adminNav(page);
  const link = nav.getByRole("link", { name: label, exact: true });
  const toggle = nav.getByRole("button");
  await expect(nav).toBeVisible();
  if (await toggle.isVisible()) {
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  await link.click();
  // On a phone the list closes on the new page: the link is marked there, out of sight.
  await expect(
    adminNav(page).getByRole("link", { name: label, exact: true, includeHidden: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
}
