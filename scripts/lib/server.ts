// The HTTP server in front of Next.js. Beyond `next start` it records the TCP peer address in
// CLIENT_IP_HEADER, replacing anything a client sent, because Next itself keeps a client-supplied
// X-Forwarded-For (see lib/server/client-ip.ts), and keeps of X-Forwarded-Host only the entry the
// trusted proxy wrote, none without TRUST_PROXY (Next's server action check believes its first
// entry: lib/shared/request-headers.ts); in production it gives every HTML response a
// Content-Security-Policy naming its inline scripts by hash (document-csp.ts); it shares cache-tag invalidations with every other instance and across
// restarts through PostgreSQL (shared-cache-tags.ts), and keeps each public page's finished
// response for a second (page-cache.ts); it answers malformed server action calls with 400 or 413
// instead of Next's 500 and stack trace (action-body.ts); it answers a path whose
// percent-encoding does not decode (`/news/%`) with a 400 page, for every route, where Next would
// answer 500 (lib/shared/bad-request.ts); and it logs the path of every 404.
import { createServer } from "node:http";
import next from "next";
import {
  badRequestHeaders,
  badRequestHtml,
  hasMalformedPath,
} from "../../lib/shared/bad-request.ts";
import { CLIENT_IP_HEADER, keepTrustedForwardedHost } from "../../lib/shared/request-headers.ts";
import { proxyHopsOf } from "../../lib/shared/trust-proxy.ts";
import { refuseBadActionCall } from "./action-body.ts";
import { withDocumentCsp } from "./document-csp.ts";
import { startSharedCacheTags } from "./shared-cache-tags.ts";
import { projectRoot } from "./schema-engine.ts";

export async function startServer(options: { dev: boolean; port: number; hostname: string }) {
  const app = next({
    dev: options.dev,
    dir: projectRoot,
    port: options.port,
    hostname: "localhost",
  });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Before the first request: invalidations made while this process was not running count.
  const databaseUrl = process.env.DATABASE_URL;
  const stopSharedTags = databaseUrl ? await startSharedCacheTags(databaseUrl) : async () => {};

  const proxyHops = proxyHopsOf(process.env.TRUST_PROXY);
  const server = createServer((req, res) => {
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    keepTrustedForwardedHost(req.headers, proxyHops);
    if (hasMalformedPath(req.url ?? "/")) {
      res.writeHead(400, badRequestHeaders);
      res.end(req.method === "HEAD" ? undefined : badRequestHtml);
      return;
    }
    // Development's hot reload evaluates code; the policy is for the production build. A page
    // sent within the last second may be answered again as it was (page-cache.ts).
    if (!options.dev && withDocumentCsp(req, res) === "answered") return;
    // The 404 page is prerendered and cannot see the request; log the attempted path here.
    res.once("finish", () => {
      if (res.statusCode === 404 && !req.url?.startsWith("/_next/")) {
        console.warn(`[404] ${req.method} ${req.url}`);
      }
    });
    void refuseBadActionCall(req, res).then(
      async (refused) => {
        if (!refused) await handle(req, res);
      },
      // The client went away while its action call was being read.
      () => res.destroy(),
    );
  });
  // Keep idle keep-alive sockets from holding a shutdown open.
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, resolve);
  });

  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopSharedTags();
      await app.close();
    },
  };
}
