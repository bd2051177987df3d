"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const currentPageUrl = () => `${window.location.origin}${window.location.pathname}`;

/**
 * Share on X and LinkedIn, in a new tab, carrying the article's title and the address of the page
 * being read (spec). The server renders the canonical address, which is the same page on the
 * production host; in the browser the links take the address the visitor actually has.
 */
export function ShareLinks({ title, canonicalUrl }: { title: string; canonicalUrl: string }) {
  const url = useSyncExternalStore(noSubscription, currentPageUrl, () => canonicalUrl);
  const links = [
    {
      name: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    },
    {
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-sm font-bold text-brand-900">Share this article</h2>
      <ul className="flex gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-slate-50"
            >
              Share on {link.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
