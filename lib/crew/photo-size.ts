import { MAX_PHOTO_BYTES } from "./recording-schema";

// How a photo is made smaller on the phone before it is sent (at most 1 MB each). The
// browser draws it on a canvas no larger than LONGEST_SIDE and encodes JPEG at falling quality
// until it fits; should the lowest quality still be too large (a very busy picture), the picture
// is drawn smaller and the qualities are tried again. The maths is here, pure; the canvas work is
// in components/crew/shrink-photo.ts.

export const LONGEST_SIDE = 1600;
/** JPEG qualities tried in turn: a phone photo at 1600 px usually fits at the first. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const;
/** Each round after the first draws the picture at this share of the previous size. */
export const SHRINK_STEP = 0.75;
/** Never smaller than this on its longest side: below it the photo proves nothing. */
export const SMALLEST_SIDE = 400;

export type PhotoAttempt = { width: number; height: number; quality: number };

/** The picture's size with its longest side at most `longest`, never enlarged. */
export function fitWithin(width: number, height: number, longest: number = LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Every size and quality to try, in order, until one encodes to at most MAX_PHOTO_BYTES. */
export function photoAttempts(width: number, height: number): PhotoAttempt[] {
  const attempts: PhotoAttempt[] = [];
  let longest = Math.min(LONGEST_SIDE, Math.max(width, height));
  for (;;) {
    const size = fitWithin(width, height, longest);
    for (const quality of JPEG_QUALITIES) attempts.push({ ...size, quality });
    if (longest <= SMALLEST_SIDE) return attempts;
    longest = Math.max(SMALLEST_SIDE, Math.round(longest * SHRINK_STEP));
  }
}

/** Whether an encoded photo of `bytes` may be sent. */
export const photoFits = (bytes: number) => bytes <= MAX_PHOTO_BYTES;
