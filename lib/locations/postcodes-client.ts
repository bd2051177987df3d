import "server-only";
import { env } from "@/lib/server/env";
import {
  chunksOf,
  outcodeOf,
  readBulkAnswer,
  readOutcodeAnswer,
  type Located,
} from "./geocoding-rules";
import type { LatLng } from "./geocoding-rules";

// postcodes.io (POSTCODES_API_URL): postcodes looked up 100 a call (POST /postcodes); one it does
// not know gets its district's centre (GET /outcodes/{outcode}, once per district), flagged
// approximate; one neither knows is unknown. A call that cannot be made (network, timeout, 5xx,
// an answer of another shape) makes its postcodes "unavailable": nothing is said of them, so
// they are asked again later (and, the service being down, the rest of the run waits too). Plain fetch: the API is two JSON endpoints, without a key.

const TIMEOUT_MS = 5_000;
const OUTCODE_CALLS_AT_ONCE = 4;

export type PostcodeLookup = {
  /** Postcode (as asked) -> where it is. */
  located: Map<string, Located>;
  /** Known to neither postcodes.io's postcodes nor its districts: not worth asking again. */
  unknown: string[];
  /** The service could not be asked: try again later. */
  unavailable: string[];
  calls: { bulk: number; outcode: number };
};

export class PostcodesUnavailable extends Error {
  override name = "PostcodesUnavailable";
}

type Settings = { apiUrl?: string; timeoutMs?: number };

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PostcodesUnavailable(
      `postcodes.io could not be reached: ${error instanceof Error ? error.message : error}`,
    );
  }
  return response;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new PostcodesUnavailable(`postcodes.io answered HTTP ${response.status} without JSON`);
  }
}

/** One bulk call: each postcode -> its place, or null when postcodes.io does not know it. */
async function bulk(
  apiUrl: string,
  postcodes: string[],
  timeoutMs: number,
): Promise<Map<string, LatLng | null>> {
  const response = await call(
    `${apiUrl}/postcodes`,
    {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ postcodes }),
    },
    timeoutMs,
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new PostcodesUnavailable(`postcodes.io answered HTTP ${response.status}`);
  }
  try {
    return readBulkAnswer(await jsonOf(response));
  } catch (error) {
    if (error instanceof PostcodesUnavailable) throw error;
    throw new PostcodesUnavailable("postcodes.io answered the bulk look-up in another shape");
  }
}

/** A district's centre; null when postcodes.io has no such district (404). */
async function outcodeCentre(
  apiUrl: string,
  outcode: string,
  timeoutMs: number,
): Promise<LatLng | null> {
  const response = await call(
    `${apiUrl}/outcodes/${encodeURIComponent(outcode)}`,
    { headers: { accept: "application/json" } },
    timeoutMs,
  );
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PostcodesUnavailable(`postcodes.io answered HTTP ${response.status}`);
  }
  try {
    return readOutcodeAnswer(await jsonOf(response));
  } catch (error) {
    if (error instanceof PostcodesUnavailable) throw error;
    throw new PostcodesUnavailable("postcodes.io answered the district look-up in another shape");
  }
}

/** Where each of `postcodes` is (distinct, as stored), as far as postcodes.io can say now. */
export async function lookUpPostcodes(
  postcodes: readonly string[],
  settings: Settings = {},
): Promise<PostcodeLookup> {
  const apiUrl = (settings.apiUrl ?? env().POSTCODES_API_URL).replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
  const lookup: PostcodeLookup = {
    located: new Map(),
    unknown: [],
    unavailable: [],
    calls: { bulk: 0, outcode: 0 },
  };
  const notKnown: string[] = [];
  for (const chunk of chunksOf([...new Set(postcodes)])) {
    // Once a call could not be made, the service is down for this run: the rest wait too.
    if (lookup.unavailable.length > 0) {
      lookup.unavailable.push(...chunk);
      continue;
    }
    lookup.calls.bulk++;
    try {
      const answer = await bulk(apiUrl, chunk, timeoutMs);
      for (const postcode of chunk) {
        const place = answer.get(postcode);
        if (place) lookup.located.set(postcode, { ...place, approximate: false });
        else notKnown.push(postcode);
      }
    } catch (error) {
      if (!(error instanceof PostcodesUnavailable)) throw error;
      console.error(`[geocoding] ${error.message}`);
      lookup.unavailable.push(...chunk);
    }
  }
  await fallBackToDistricts(apiUrl, notKnown, timeoutMs, lookup);
  return lookup;
}

/** The postcodes postcodes.io does not know: their district's centre, one call per district. */
async function fallBackToDistricts(
  apiUrl: string,
  postcodes: string[],
  timeoutMs: number,
  lookup: PostcodeLookup,
) {
  const byOutcode = new Map<string, string[]>();
  for (const postcode of postcodes) {
    const outcode = outcodeOf(postcode);
    if (!outcode) lookup.unknown.push(postcode);
    else byOutcode.set(outcode, [...(byOutcode.get(outcode) ?? []), postcode]);
  }
  for (const outcodes of chunksOf([...byOutcode.keys()], OUTCODE_CALLS_AT_ONCE)) {
    if (lookup.unavailable.length > 0) {
      lookup.unavailable.push(...outcodes.flatMap((outcode) => byOutcode.get(outcode)!));
      continue;
    }
    await Promise.all(
      outcodes.map(async (outcode) => {
        const members = byOutcode.get(outcode)!;
        lookup.calls.outcode++;
        try {
          const centre = await outcodeCentre(apiUrl, outcode, timeoutMs);
          for (const postcode of members) {
            if (centre) lookup.located.set(postcode, { ...centre, approximate: true });
            else lookup.unknown.push(postcode);
          }
        } catch (error) {
          if (!(error instanceof PostcodesUnavailable)) throw error;
          console.error(`[geocoding] ${error.message}`);
          lookup.unavailable.push(...members);
        }
      }),
    );
  }
}
