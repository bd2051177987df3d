// Request headers our own server sets for the app. Clients cannot supply them: the server
// overwrites any incoming value.

/** The TCP peer address, set by scripts/lib/server.ts (see lib/server/client-ip.ts). */
export const CLIENT_IP_HEADER = "x-ness-client-ip";
