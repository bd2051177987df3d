import { expect, type Page } from "@playwright/test";
import { bookability, lastBookableDay, nextDay, todayInLondon } from "@/lib/shared/dates";

/** Pages the booking calendar forward to the month of `day` ("yyyy-MM-dd") and returns its cell. */
export async function showMonthOf(page: Page, day: string) {
  // The calendar renders once the page is live in the browser (it needs the visitor's "today").
  await expect(page.getByRole("grid").first()).toBeVisible();
  const cell = page.locator(`td[data-day="${day}"]:not([data-outside])`);
  for (let i = 0; i < 5 && !(await cell.count()); i++) {
    await page.getByRole("button", { name: /next month/i }).click();
  }
  return cell;
}

/** Every day a visitor can book now, from London's today to the end of the horizon. */
export function bookableDays(): string[] {
  const days: string[] = [];
  const last = lastBookableDay(todayInLondon());
  for (let day = todayInLondon(); day <= last; day = nextDay(day)) {
    if (bookability(day) === "ok") days.push(day);
  }
  return days;
}
