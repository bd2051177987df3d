// The Chromium every browser run uses (the e2e tests, the Lighthouse audit, screenshots): Debian's,
// since Playwright cannot download browsers on this machine, with the background chatter off.

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
