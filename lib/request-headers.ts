// Request headers our own server and proxy set for the app. Clients cannot supply them: the
// server and the proxy overwrite any incoming value.

/** The requested path, set by proxy.ts, so the 404 page can log it. */
export const PATH_HEADER = "x-ness-path";
/** The TCP peer address, set by scripts/serve.ts (see lib/server/client-ip.ts). */
export const CLIENT_IP_HEADER = "x-ness-client-ip";
