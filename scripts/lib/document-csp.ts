// Gives each HTML response a Content-Security-Policy that lists its own inline scripts by hash
// (content-security-policy.ts explains why it is done here). Other responses pass through as
// they are. An HTML body is held until it is complete, hashed, compressed when the client
// accepts it, and sent in one piece. Next sends prerendered pages in one piece anyway; the only
// streamed HTML is the admin's, which is small.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { documentPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { answerFromPageCache, pageCacheKey, rememberPage } from "./page-cache.ts";

type Chunk = string | Buffer | Uint8Array;
/** Node's write/end overloads, called with whatever arguments Next passed. */
type AnyArgs = (...args: unknown[]) => boolean | ServerResponse;

function isDocument(res: ServerResponse, method: string | undefined): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  const hasBody = method !== "HEAD" && res.statusCode !== 204 && res.statusCode !== 304;
  return hasBody && type.startsWith("text/html");
}

/** A browser navigation: what answers it is a page (or a redirect to one). */
function asksForDocument(req: IncomingMessage): boolean {
  const accept = String(req.headers.accept ?? "");
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    accept.includes("text/html") &&
    !req.headers.rsc
  );
}

/**
 * Call before Next handles the request. Only navigations are touched. Next must not compress
 * their HTML itself (it could not be read then), so their Accept-Encoding is set aside and gzip
 * is applied here instead; every other response keeps Next's own compression.
 */
export function withDocumentCsp(req: IncomingMessage, res: ServerResponse): "answered" | "next" {
  if (!asksForDocument(req)) return "next";
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const cacheKey = pageCacheKey(req, acceptsGzip);
  if (answerFromPageCache(cacheKey, res)) return "answered";
  delete req.headers["accept-encoding"];

  const original = {
    write: res.write.bind(res),
    end: res.end.bind(res),
    writeHead: res.writeHead.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: "undecided" | "document" | "passthrough" = "undecided";
  let sending = false;
  const chunks: Buffer[] = [];

  // Decided at the first byte, once Next has set the status and the content type. The wrappers
  // stay in place either way (others may have wrapped them since) and pass calls straight on.
  const decide = () => {
    if (mode === "undecided") mode = isDocument(res, req.method) ? "document" : "passthrough";
    return mode;
  };
  const collect = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(
      typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk),
    );
  };

  // Headers given to writeHead are applied as ordinary headers, so they stay open until the
  // body is complete (Node sends them with the first byte).
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (mode === "passthrough" || sending) {
      return (original.writeHead as AnyArgs)(status, ...rest);
    }
    res.statusCode = status;
    if (typeof rest[0] === "string") res.statusMessage = rest[0];
    const headers = (typeof rest[0] === "string" ? rest[1] : rest[0]) as
      OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    return res;
  }) as ServerResponse["writeHead"];

  res.flushHeaders = () => {
    if (decide() === "passthrough") original.flushHeaders();
  };

  res.write = ((chunk: Chunk, encoding?: unknown, callback?: unknown) => {
    if (decide() === "passthrough") return (original.write as AnyArgs)(chunk, encoding, callback);
    collect(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (decide() === "passthrough") {
      return (original.end as AnyArgs)(chunk, encoding, callback);
    }
    collect(chunk as Chunk | undefined, encoding as BufferEncoding | undefined);
    sending = true;
    let body: Buffer = Buffer.concat(chunks);
    res.setHeader(
      "content-security-policy",
      documentPolicy(inlineScriptHashes(body.toString("utf8"))),
    );
    res.setHeader("vary", appendVary(res.getHeader("vary"), "Accept-Encoding"));
    // A page sent again within a second is answered from the page cache, policy and gzip included.
    if (acceptsGzip && body.length > 1024) {
      body = gzipSync(body);
      res.setHeader("content-encoding", "gzip");
    }
    res.setHeader("content-length", body.length);
    rememberPage(cacheKey, res, body);
    return (original.end as AnyArgs)(body, callback);
  }) as ServerResponse["end"];
  return "next";
}

function appendVary(current: ReturnType<ServerResponse["getHeader"]>, name: string): string {
  const values = String(current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === name.toLowerCase())
    ? values.join(", ")
    : [...values, name].join(", ");
}
