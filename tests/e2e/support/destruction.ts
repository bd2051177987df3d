import type { Page } from "@playwright/test";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { paths } from "@/lib/shared/paths";
import { sql } from "./database";

/**
 * A destruction run at the facility on `page` (signed in as crew or office): a new shredder named
 * `shredder`, the run started on it by `operator`; then `scan(seal)` scans a seal into it, its
 * answers are in `answers`, and `end()` ends the run.
 */
export async function startDestructionRun(page: Page, shredder: string, operator: string) {
  await sql(`insert into shredders (id, name) values (gen_random_uuid(), $1)`, [shredder]);
  await page.goto(paths.crewDestruction);
  await page.getByLabel(custodyTexts.shredder).selectOption({ label: shredder });
  await page.getByLabel(custodyTexts.operator).fill(operator);
  await page.getByRole("button", { name: custodyTexts.startRun }).click();
  const field = page.getByRole("textbox", { name: custodyTexts.scanSeal, exact: true });
  return {
    answers: page.getByRole("log", { name: custodyTexts.scanAnswers }),
    scan: async (seal: string) => {
      await field.fill(seal);
      await field.press("Enter");
    },
    end: () => page.getByRole("button", { name: custodyTexts.endRun }).click(),
  };
}
