import "server-only";

// Airtable's list-records API (https://airtable.com/developers/web/api/list-records):
// GET {api}/v0/{baseId}/{table}?pageSize=100[&offset=...] answers { records, offset? }; a response
// with an offset means there is another page. Airtable allows 5 requests a second per base and
// answers 429 above that, asking clients to wait 30 seconds.

export type AirtableRecord = {
  id: string;
  createdTime?: string;
  fields: Record<string, unknown>;
};

export type AirtableSource = {
  apiUrl: string;
  apiKey: string;
  baseId: string;
  table: string;
};

export type AirtableClientOptions = {
  /**
   * At least this long between the starts of two requests: 220 ms, a tenth under Airtable's 5
   * requests a second, because Airtable counts them as they arrive and a request can take longer
   * on its way than the one after it (a busy machine, a network), which would bring two closer.
   */
  minIntervalMs?: number;
  /** Wait after a 429 without Retry-After (Airtable's documented penalty is 30 s). */
  rateLimitWaitMs?: number;
  /** Retries of one page after 429, 5xx or a network error, before the sync gives up. */
  maxRetries?: number;
  requestTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export class AirtableError extends Error {
  override name = "AirtableError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds (seconds or an HTTP date), else undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function errorMessage(response: Response): Promise<string> {
  // Airtable's errors: { error: { type, message } }, { error: "NOT_FOUND" } or, on 429,
  // { errors: [{ error, message }] }.
  type Detail = string | { type?: string; error?: string; message?: string } | undefined;
  const body = (await response.json().catch(() => null)) as {
    error?: Detail;
    errors?: Detail[];
  } | null;
  const error = body?.error ?? body?.errors?.[0];
  const detail =
    typeof error === "string"
      ? error
      : [error?.type ?? error?.error, error?.message].filter(Boolean).join(": ");
  return `Airtable answered ${response.status}${detail ? ` (${detail})` : ""}`;
}

/** Every record of the table, page by page, within Airtable's rate limit. */
export async function* listAirtableRecords(
  source: AirtableSource,
  options: AirtableClientOptions = {},
): AsyncGenerator<AirtableRecord[]> {
  const {
    minIntervalMs = 220,
    rateLimitWaitMs = 30_000,
    maxRetries = 5,
    requestTimeoutMs = 30_000,
    sleep = defaultSleep,
  } = options;
  const base = `${source.apiUrl.replace(/\/+$/, "")}/v0/${encodeURIComponent(source.baseId)}/${encodeURIComponent(source.table)}`;
  let lastRequestAt = -Infinity;
  let offset: string | undefined;

  const request = async (url: string): Promise<Response> => {
    // Timers may fire a millisecond early: wait until the interval has really passed.
    for (let wait = lastRequestAt + minIntervalMs - Date.now(); wait > 0;) {
      await sleep(wait);
      wait = lastRequestAt + minIntervalMs - Date.now();
    }
    lastRequestAt = Date.now();
    return fetch(url, {
      headers: { authorization: `Bearer ${source.apiKey}` },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  };

  do {
    const url = new URL(base);
    url.searchParams.set("pageSize", "100");
    if (offset) url.searchParams.set("offset", offset);

    let page: { records?: AirtableRecord[]; offset?: string } | undefined;
    for (let attempt = 0; !page; attempt++) {
      let response: Response;
      try {
        response = await request(url.toString());
      } catch (error) {
        if (attempt >= maxRetries) {
          throw new AirtableError(
            `Could not reach Airtable: ${error instanceof Error ? error.message : error}`,
          );
        }
        await sleep(Math.min(rateLimitWaitMs, 1000 * 2 ** attempt));
        continue;
      }
      if (response.ok) {
        page = (await response.json()) as typeof page;
        break;
      }
      const retriable = response.status === 429 || response.status >= 500;
      if (!retriable || attempt >= maxRetries) {
        throw new AirtableError(await errorMessage(response), response.status);
      }
      const wait =
        response.status === 429
          ? (retryAfterMs(response.headers.get("retry-after")) ?? rateLimitWaitMs)
          : Math.min(rateLimitWaitMs, 1000 * 2 ** attempt);
      await response.body?.cancel();
      await sleep(wait);
    }

    if (!Array.isArray(page?.records)) {
      throw new AirtableError("Airtable answered without a records list");
    }
    yield page.records;
    offset = typeof page.offset === "string" && page.offset ? page.offset : undefined;
  } while (offset);
}
