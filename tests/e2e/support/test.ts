// Every browser test imports `test` and `expect` from here rather than from @playwright/test:
// the same API, with the browser's clock set to the suite's when the suite runs on a moved clock.
//
// `npm run test:calendar` moves the clock of the test run with libfaketime. Chromium hangs with
// libfaketime loaded into it (checked with Debian's chromium and faketime: even a blank page never
// renders), so playwright.config.ts starts it without; this fixture then installs Playwright's
// clock in every page's context at the test process's (moved) time, from where it runs on as a
// real clock does. The browser's date pickers and "today" then agree with the server's.
import { test as base, type Browser } from "@playwright/test";

export * from "@playwright/test";

/** True when libfaketime moves this process's clock (the `faketime` wrapper sets FAKETIME). */
export const clockIsMoved = Boolean(process.env.FAKETIME);

async function setClock(context: Awaited<ReturnType<Browser["newContext"]>>) {
  await context.clock.install({ time: Date.now() });
}

export const test = base.extend<{ movedClock: void }, { movedClockForNewContexts: void }>({
  movedClock: [
    async ({ context }, use) => {
      if (clockIsMoved) await setClock(context);
      await use();
    },
    { auto: true },
  ],
  // Contexts a test opens itself (a second person, a browser without JavaScript) get it too.
  movedClockForNewContexts: [
    async ({ browser }, use) => {
      if (!clockIsMoved) return use();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await setClock(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true, scope: "worker" },
  ],
});
