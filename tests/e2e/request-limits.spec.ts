import { connect } from "node:net";
import { expect, test } from "./support/test";
import { E2E_ORIGIN, E2E_PORT, editorAccount } from "./support/accounts";
import { actionId } from "./support/server-actions";
import { plantSession } from "./support/session";

// Oversized bodies are refused before they are read: from a declared Content-Length
// at once, and while streaming once the limit passes. A raw socket, so the test controls exactly
// how many bytes it sends and sees when the answer comes, even when the server hangs up on it.

test.skip(({ isMobile }) => isMobile, "HTTP only");

const MB = 1024 * 1024;
/** The checks come before Next looks the action up, so any id will do. */
const ANY_ACTION_ID = "00".repeat(21);

/**
 * Sends the request head, then (unless `headOnly`) up to `bytes` of body in 64 KB chunks until
 * the server answers. Resolves with the answer's status and how much body had been sent by then.
 */
function upload(
  path: string,
  bytes: number,
  headers: Record<string, string>,
  headOnly = false,
): Promise<{ status: number; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, "127.0.0.1");
    let sent = 0;
    let answer = "";
    let status = 0;
    const chunked = headers["transfer-encoding"] === "chunked";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after sending ${sent} bytes`));
    }, 20_000);
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && !status) {
        status = Number(match[1]);
        clearTimeout(timer);
        resolve({ status, sentWhenAnswered: sent });
        socket.destroy();
      }
    });
    socket.on("error", () => undefined); // the server may hang up mid-upload; that is the point
    socket.on("close", () => {
      clearTimeout(timer);
      if (!status) reject(new Error(`closed without an answer after sending ${sent} bytes`));
    });
    socket.on("connect", () => {
      const head = Object.entries({ host: `127.0.0.1:${E2E_PORT}`, ...headers })
        .map(([name, value]) => `${name}: ${value}`)
        .join("\r\n");
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
      if (headOnly) return;
      const chunk = Buffer.alloc(64 * 1024, "a");
      // One chunk every 2 ms, as a steady upload does: when the server answers and hangs up,
      // its answer is read before the next chunk would run into the closed connection.
      const pump = () => {
        if (status || socket.destroyed || sent >= bytes) return;
        sent += chunk.length;
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from("\r\n"),
            ])
          : chunk;
        socket.write(framed);
        setTimeout(pump, 2);
      };
      pump();
    });
  });
}

test("the sign-in endpoint refuses a 300 MB declared body at once, before a byte of it", async () => {
  const result = await upload(
    "/api/auth/callback/credentials",
    300 * MB,
    { "content-type": "application/x-www-form-urlencoded", "content-length": String(300 * MB) },
    true,
  );
  expect(result).toEqual({ status: 413, sentWhenAnswered: 0 });
});

test("the sign-in endpoint stops a streamed body without a length once it passes the limit", async () => {
  const result = await upload("/api/auth/callback/credentials", 300 * MB, {
    "content-type": "application/x-www-form-urlencoded",
    "transfer-encoding": "chunked",
  });
  expect(result.status).toBe(413);
  expect(result.sentWhenAnswered).toBeLessThan(50 * MB);
});

test("the publish webhook refuses an oversized body before reading it all", async () => {
  const auth = { authorization: "Bearer isolated-site-publish-secret" };
  const declared = await upload(
    "/api/webhooks/publish-content",
    200 * MB,
    { ...auth, "content-type": "application/json", "content-length": String(200 * MB) },
    true,
  );
  expect(declared).toEqual({ status: 413, sentWhenAnswered: 0 });
  const streamed = await upload("/api/webhooks/publish-content", 200 * MB, {
    ...auth,
    "content-type": "application/json",
    "transfer-encoding": "chunked",
  });
  expect(streamed.status).toBe(413);
  expect(streamed.sentWhenAnswered).toBeLessThan(50 * MB);
});

test("a server action call over Next's 1 MB limit is refused with 413, not a 500", async () => {
  const result = await upload(
    "/contact",
    5 * MB,
    {
      "next-action": ANY_ACTION_ID,
      "content-type": "text/plain;charset=UTF-8",
      "content-length": String(5 * MB),
    },
    true,
  );
  expect(result).toEqual({ status: 413, sentWhenAnswered: 0 });
});

test("a malformed server action call is a 400, not a 500 with a stack in the log", async ({
  request,
}) => {
  for (const body of ["not json", '["$Q2",1]', '{"a":1}']) {
    const response = await request.post("/contact", {
      headers: {
        "next-action": ANY_ACTION_ID,
        "content-type": "text/plain;charset=UTF-8",
      },
      data: body,
    });
    expect(response.status(), body).toBe(400);
  }
});

test("a malformed server action call on the admin's paths is a 400 for a signed-in user too", async ({
  page,
}) => {
  // Signed in, the admin's paths reach Next: a real action's id, so Next would decode the body.
  await plantSession(page, editorAccount);
  const id = await actionId("lib/team/team-actions.ts", "removeAccessAction");
  for (const path of ["/admin", "/admin/team"]) {
    const response = await page.request.post(path, {
      headers: {
        origin: E2E_ORIGIN,
        "next-action": id,
        "content-type": "text/plain;charset=UTF-8",
      },
      data: '["$Q2",1]',
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(400);
  }
});
