"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { crewApp } from "@/lib/crew/offline-app";

// Makes /crew an installable app that opens without signal (issue 37): links the manifest (from
// the crew's pages only; React puts the <link> in the document's head) and registers the service
// worker (lib/crew/service-worker.ts) for the scope /crew. A page loaded before the worker
// controlled it (the first visit) was not kept by the worker, so once the worker is ready the
// page asks it to keep the page and the scripts it loaded; so does each crew page the app's
// router opens without a full load. Only with a signal: without one there is nothing new to keep.

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

export function CrewOfflineApp() {
  const pathname = usePathname();
  const loadedPath = useRef(pathname);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register(crewApp.worker, { scope: crewApp.scope })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const worker = navigator.serviceWorker.controller ?? registration.active;
        if (worker && !controlled) keepForOffline(worker, window.location.href);
      })
      .catch(() => undefined);
  }, []);

  // Pages the router opened (no full load): the worker saw only their data, not the page.
  useEffect(() => {
    if (pathname === loadedPath.current) return;
    loadedPath.current = pathname;
    const worker = navigator.serviceWorker?.controller;
    if (worker) keepForOffline(worker, window.location.href);
  }, [pathname]);

  return <link rel="manifest" href={crewApp.manifest} />;
}
