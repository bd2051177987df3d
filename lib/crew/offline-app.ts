import { paths } from "@/lib/shared/paths";

// The crew's installable offline app: where its pieces live and which requests its
// service worker answers. Shared by the worker (lib/crew/service-worker.ts), the page that
// registers it (components/crew/offline-app.tsx), its build (scripts/lib/crew-service-worker.ts)
// and the tests. The worker's scope is /crew alone: public pages, /admin and every API route
// are never touched by it.

export const crewApp = {
  scope: paths.crew,
  /** Served by app/crew/sw.js/route.ts from the build (scripts/lib/crew-service-worker.ts). */
  worker: `${paths.crew}/sw.js`,
  manifest: `${paths.crew}/manifest.webmanifest`,
  /** The crew's pages as last loaded with a signal (per phone: emptied on logout). */
  pagesCache: "crew-pages",
  /** Scripts, styles and fonts a crew page loaded (their addresses carry a content hash). */
  assetsCache: "crew-assets",
  /** How long a page waits for the network before showing the copy on the phone. */
  networkTimeoutSeconds: 3,
} as const;

type RequestLike = { method: string; headers: { get(name: string): string | null } };

/** Paths under /crew that are files of the app itself, not pages. */
function isAppFile(pathname: string): boolean {
  return pathname === crewApp.worker || pathname === crewApp.manifest || /\.\w+$/.test(pathname);
}

/**
 * A crew page as a document (a navigation, or the page asking for itself to be kept): the
 * worker answers it from the network, or from the phone's copy without a signal. Not the
 * router's data requests (RSC payloads, prefetches), whose answers depend on the page the
 * router came from.
 */
export function isCrewPage(url: URL, request: RequestLike, origin: string): boolean {
  if (url.origin !== origin || request.method !== "GET") return false;
  const { pathname } = url;
  if (pathname !== crewApp.scope && !pathname.startsWith(`${crewApp.scope}/`)) return false;
  if (isAppFile(pathname)) return false;
  if (url.searchParams.has("_rsc") || request.headers.get("rsc") !== null) return false;
  return true;
}

/** Next's build output: every address is unique to its content, so a copy never goes stale. */
export function isBuildAsset(url: URL, request: RequestLike, origin: string): boolean {
  return (
    url.origin === origin && request.method === "GET" && url.pathname.startsWith("/_next/static/")
  );
}

/** The brand's navy (app/layout.tsx's theme colour): the phone's status bar and splash screen. */
const BRAND_NAVY = "#103a59";

/** The crew app's web app manifest: what a phone needs to install /crew as an app. */
export function crewAppManifest(siteName: string) {
  return {
    name: `${siteName} Crew`,
    short_name: "NESS Crew",
    description:
      "Today's and tomorrow's stops, recorded at the customer's door, with or without signal.",
    id: crewApp.scope,
    start_url: crewApp.scope,
    scope: crewApp.scope,
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: BRAND_NAVY,
    icons: [
      { src: `${crewApp.scope}/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `${crewApp.scope}/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: `${crewApp.scope}/icon-maskable-512.png`,
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  } as const;
}

/** Drops the crew pages kept on this phone (at logout: they show the signed-in member's day). */
export async function forgetCrewPages(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(crewApp.pagesCache).catch(() => false);
}
