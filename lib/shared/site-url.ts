// The origin the site's pages and e-mails link to. A deployment sets SITE_URL (it must: the
// server refuses to start in production without it, lib/server/env.ts). Without it, the address
// the server is started on, so a local `npm start` or `npm run dev` links to itself: a newcomer's
// "Manage your booking" must never open the live site. Read by the server's settings, the start
// and build scripts (which pass it on to `next build`, where it is baked into the prerendered
// pages, and to the build stamp) and next.config.ts; no imports, so each can load it.

/** The port `npm start` and `npm run dev` listen on when PORT is unset. */
export const DEFAULT_PORT = 3000;

/** The address a local server started on `port` answers on. */
export function localOrigin(port: string | number | undefined): string {
  return `http://localhost:${String(port ?? "").trim() || DEFAULT_PORT}`;
}

/** SITE_URL when set (without a trailing slash), else the local address of PORT. */
export function resolveSiteUrl(env: Record<string, string | undefined>): string {
  const configured = env.SITE_URL?.trim();
  return configured ? configured.replace(/\/+$/, "") : localOrigin(env.PORT);
}
