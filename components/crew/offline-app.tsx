"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { crewApp } from "@/lib/crew/offline-app";

// Makes /crew an installable app that opens without signal: links the manifest (from
// the crew's pages only; React puts the <link> in the document's head) and registers the service
// worker (lib/crew/service-worker.ts) for the scope /crew. A page loaded before the worker
// controlled it (the first visit) was not kept by the worker, so once the worker is ready the
// page asks it to keep the page and the scripts it loaded; so does each crew page the app's
// router opens without a full load. Only with a signal: without one there is nothing new to keep.
// "Loaded through the worker" is read from the navigation's timing, not from
// navigator.serviceWorker.controller: a worker that activates while the page hydrates claims it
// (clientsClaim), so the controller is set although the worker never saw the page.

type CacheUrlsEntry = string | [string, RequestInit];

function keepForOffline(worker: ServiceWorker, pageUrl: string) {
  if (!navigator.onLine) return;
  const scripts = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/_next/static/"));
  const urlsToCache: CacheUrlsEntry[] = [
    // As a browser asks for a page: the server's policy for documents then comes with it.
    [pageUrl, { headers: { Accept: "text/html" }, credentials: "same-origin" }],
    ...scripts,
  ];
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
}

/**
 * The crew app's worker once it is active. Not navigator.serviceWorker.ready: a page the app's
 * router reached from /auth (signing in) was created there, outside the scope, and `ready`
 * never resolves for it; the worker still keeps the page when asked.
 */
async function activeWorker(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorker | null> {
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      const settled = () => pending.state === "activated" || pending.state === "redundant";
      if (settled()) return resolve();
      pending.addEventListener("statechange", () => settled() && resolve());
    });
  }
  return registration.active;
}

/** Whether the worker answered this document's load (and so kept it), read from its timing. */
function loadedThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

/** Whether this phone keeps a copy of the page. */
async function isKept(pageUrl: string): Promise<boolean> {
  if (typeof caches === "undefined") return false;
  return (
    (await caches.match(pageUrl, { cacheName: crewApp.pagesCache, ignoreVary: true })) !== undefined
  );
}

export function CrewOfflineApp() {
  const pathname = usePathname();
  const keptPath = useRef(pathname);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // A page the worker answered is kept already; any other (the first visit) asks for it.
    const pageUrl = window.location.href;
    const answeredByWorker = loadedThroughWorker();
    navigator.serviceWorker
      .register(crewApp.worker, { scope: crewApp.scope })
      .then(activeWorker)
      .then(async (worker) => {
        if (!worker || (answeredByWorker && (await isKept(pageUrl)))) return;
        keepForOffline(worker, pageUrl);
      })
      .catch(() => undefined);
  }, []);

  // Pages the router opened (no full load): the worker saw only their data, not the page.
  useEffect(() => {
    if (pathname === keptPath.current || !("serviceWorker" in navigator)) return;
    keptPath.current = pathname;
    navigator.serviceWorker
      .getRegistration(crewApp.scope)
      .then((registration) => registration && activeWorker(registration))
      .then((worker) => worker && keepForOffline(worker, window.location.href))
      .catch(() => undefined);
  }, [pathname]);

  return <link rel="manifest" href={crewApp.manifest} />;
}
