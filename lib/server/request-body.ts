import "server-only";

// Reading a request body with a ceiling. A declared Content-Length over the limit is refused
// before a byte is read; a body without one (chunked) is counted as it streams and dropped the
// moment it passes the limit. Either way the caller answers 413 with tooLarge() and does no work.

export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw new BodyTooLarge(`declared ${declared} bytes`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading, without cancelling: cancelling destroys the connection before the 413 can
      // be sent. Unread bytes wait in the socket; Node discards them and closes it after the
      // answer (tooLarge() asks for Connection: close).
      reader.releaseLock();
      throw new BodyTooLarge(`over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** 413, closing the connection so the client stops sending the rest. */
export function tooLarge(): Response {
  return Response.json(
    { error: "Request body too large" },
    { status: 413, headers: { connection: "close" } },
  );
}
