import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/lib/chromium";
import { E2E_ORIGIN } from "./tests/e2e/support/accounts";

// Real Chromium from Debian (Playwright cannot download browsers here) against a production build
// with its own database (tests/e2e/support/server.ts).
// Chromium never loads libfaketime, which hangs it: on a moved clock (npm run test:calendar) the
// pages get the test run's time from tests/e2e/support/test.ts instead.
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME"),
  ),
);
const chromium = { executablePath: testChromiumPath, args: chromiumFlags, env: browserEnv };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // A test's whole budget, measured here under load: with another full suite beside this one on
  // the 2-core machine, journeys without a budget of their own took up to 28 s (7-10 s alone),
  // and one ran out of 30 s. Journeys longer than that set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_ORIGIN,
    // The site honours prefers-reduced-motion (no smooth scrolling): a page never measured
    // mid-scroll, where content passing under the sticky header reads as an overlapped target.
    reducedMotion: "reduce",
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: "tsx tests/e2e/support/server.ts",
    url: `${E2E_ORIGIN}/api/health`,
    // The production build alone can take four minutes on a busy two-core machine.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
