import { isValid, toOutcode, validOutcode } from "postcode";
import { z } from "zod";

// The rules of looking postcodes up at postcodes.io (postcodes-client.ts): how many a bulk call
// takes, which district a postcode falls back to, and how its answers read. Pure.

/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

/** postcodes.io's bulk look-up takes at most 100 postcodes a call. */
export const BULK_LOOKUP_LIMIT = 100;

/** `items` in runs of at most `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number = BULK_LOOKUP_LIMIT): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * The outward code ("district") a stored postcode falls back to when postcodes.io does not know
 * it: "DH1" of "dh1 3le", "SW1A" of "SW1A 1AA", the code itself when only one was stored ("NE1");
 * null for text that is neither.
 */
export function outcodeOf(postcode: string): string | null {
  const text = postcode.trim().toUpperCase().replace(/\s+/g, " ");
  if (isValid(text)) return toOutcode(text);
  if (!/\s/.test(text) && validOutcode(text)) return text;
  return null;
}

/** Where a postcode is: its own place, or (approximate) its district's centre. */
export type Located = LatLng & { approximate: boolean };

const coordinates = z.object({
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});

const bulkAnswer = z.object({
  result: z.array(z.object({ query: z.string(), result: coordinates.nullable() })),
});

const outcodeAnswer = z.object({ result: coordinates.nullable() });

function latLngOf(place: z.infer<typeof coordinates> | null): LatLng | null {
  if (!place || typeof place.latitude !== "number" || typeof place.longitude !== "number") {
    return null;
  }
  return { lat: place.latitude, lng: place.longitude };
}

/**
 * POST /postcodes's answer: each query (as sent) and where it is, or null when postcodes.io does
 * not know it (or knows it without a place, as for some non-geographic postcodes). Throws on a
 * body of another shape.
 */
export function readBulkAnswer(body: unknown): Map<string, LatLng | null> {
  const answer = bulkAnswer.parse(body);
  return new Map(answer.result.map((entry) => [entry.query, latLngOf(entry.result)]));
}

/** GET /outcodes/{outcode}'s answer: the district's centre, or null. */
export function readOutcodeAnswer(body: unknown): LatLng | null {
  return latLngOf(outcodeAnswer.parse(body).result);
}
