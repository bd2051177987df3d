/// <reference lib="webworker" />
// The crew app's service worker, built after `next build` by
// scripts/lib/crew-service-worker.ts (esbuild, then Serwist's injectManifest puts the list of the
// crew pages' scripts, styles and fonts in place of self.__SW_MANIFEST) and served at /crew/sw.js
// with the scope /crew. What it does:
// - at install, keeps the scripts, styles and fonts the crew pages load (the precache);
// - a crew page: from the network (waiting at most a few seconds), keeping a copy; without a
//   signal, the copy. So once /crew was opened with a signal, the day's stops open offline,
//   after a reload too. Only a real page is kept, never a redirect to the login;
// - the copies are dropped when the crew member signs out on this phone, or when the server
//   answers a crew page with anything but the page (signed out elsewhere, role removed);
// - everything else (API routes, the recordings, the facility's scans, /admin, other sites) is
//   not touched: the phone's queues (lib/crew/phone-queue-*) live in IndexedDB, not here.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { crewApp, isBuildAsset, isCrewPage } from "./offline-app";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const origin = self.location.origin;
const forgetPages = () => caches.delete(crewApp.pagesCache);

/** Keeps a crew page only when it is the page itself, and forgets them all when it is not. */
const onlyTheCrewsOwnPage: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    const isPage =
      response.status === 200 &&
      !response.redirected &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    return isPage ? response : null;
  },
  async fetchDidSucceed({ response }) {
    const notThePage =
      response.type === "opaqueredirect" ||
      response.redirected ||
      response.status === 401 ||
      response.status === 403;
    if (notThePage) await forgetPages();
    return response;
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => isCrewPage(url, request, origin),
      handler: new NetworkFirst({
        cacheName: crewApp.pagesCache,
        networkTimeoutSeconds: crewApp.networkTimeoutSeconds,
        matchOptions: { ignoreVary: true },
        plugins: [onlyTheCrewsOwnPage],
      }),
    },
    {
      matcher: ({ url, request }) => isBuildAsset(url, request, origin),
      handler: new CacheFirst({
        cacheName: crewApp.assetsCache,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
});

// Signing out from a crew page goes through here (next-auth's POST): forget the pages at once.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method === "POST" &&
    url.origin === origin &&
    url.pathname === "/api/auth/signout"
  ) {
    event.waitUntil(forgetPages());
  }
});

serwist.addEventListeners();
