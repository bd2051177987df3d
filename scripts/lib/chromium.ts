// The Chromium every browser run uses, Debian's, since Playwright cannot download browsers on this
// machine, with the background chatter off.
import { existsSync } from "node:fs";

/** The full browser: the Lighthouse audit, screenshots, the crew benchmark. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when installed, the headless-only
 * build without the browser's UI layer. The same suite takes about a quarter less CPU with it
 * (350 s against 466 s for the browser phase on the 2-core machine). Without it, the full browser.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
