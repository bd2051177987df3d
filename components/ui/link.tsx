import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without viewport prefetching. Most visitors land on one page from a search and book
 * or call from it; prefetching every visible link (the home page, /book with its date picker...)
 * fetched and compiled other pages' code while this one was still starting up on a phone. Pages
 * are prerendered, so a navigation fetches its page quickly on click. Pass prefetch to opt in.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
