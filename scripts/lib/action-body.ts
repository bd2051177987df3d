// Server action calls, checked before Next reads them, on every path. A browser sends a form's
// arguments either as one JSON text (React's encodeReply, when nothing needs a part of its own)
// or as multipart form data. Next answers anything else it cannot decode (not JSON, a reference
// to a part that does not exist, more than its 1 MB limit) with a 500 and a stack trace in the
// log, once per request, so a hostile client (or any signed-in colleague, on the admin's paths)
// could fill the log. Here such calls get a 413 or a 400 and nothing is logged; a good call is
// read once and handed to Next through its own request field for an already-read action body.
// Next's proxy would read the body itself, so proxy.ts runs for no action call (its matcher
// skips the Next-Action header everywhere); the one thing it checked on an admin call, a NUL
// byte in the query that PostgreSQL would refuse when the page is drawn again, is checked here.
import type { IncomingMessage, ServerResponse } from "node:http";
import { hasNulByte } from "../../lib/shared/bad-request.ts";

/** Next's own limit for a server action's body (next.config.ts may raise it; this does not). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

// Values React writes into a one-text reply without referring to another part ("$$" escapes a
// string that starts with "$").
const SELF_CONTAINED = /^\$(\$|undefined$|NaN$|-?Infinity$|-0$|D|n-?\d)/;

/** Is `text` a reply Next can decode without other parts? */
export function isSelfContainedReply(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const ok = (node: unknown): boolean => {
    if (typeof node === "string") return !node.startsWith("$") || SELF_CONTAINED.test(node);
    if (Array.isArray(node)) return node.every(ok);
    if (node && typeof node === "object") return Object.values(node).every(ok);
    return true;
  };
  return Array.isArray(value) && ok(value);
}

function refuse(res: ServerResponse, status: 400 | 413, error: string) {
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ error }));
}

/**
 * For a server action call: refuse it (true) or let it through, its body read and stashed where
 * Next looks for it (false). Other requests pass untouched.
 */
export async function refuseBadActionCall(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== "POST" || !req.headers["next-action"]) return false;
  if (Number(req.headers["content-length"] ?? 0) > ACTION_BODY_LIMIT) {
    refuse(res, 413, "Request body too large");
    return true;
  }
  if (hasNulByte(new URL(req.url ?? "/", "http://localhost").searchParams)) {
    refuse(res, 400, "Malformed server action request");
    return true;
  }
  if (String(req.headers["content-type"] ?? "").startsWith("multipart/form-data")) return false;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > ACTION_BODY_LIMIT) {
      refuse(res, 413, "Request body too large");
      return true;
    }
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (!isSelfContainedReply(body.toString("utf8"))) {
    refuse(res, 400, "Malformed server action request");
    return true;
  }
  const meta = req as unknown as Record<symbol, Record<string, unknown> | undefined>;
  meta[NEXT_REQUEST_META] = { ...meta[NEXT_REQUEST_META], actionBody: body };
  return false;
}
