import "server-only";
import { CLIENT_IP_HEADER } from "@/lib/shared/request-headers";
import { env } from "./env";

// The client's address for rate limits (docs/decisions.md, 'Nothing a visitor sends is lost'). Without a trusted proxy
// the address comes from the TCP connection, which our server (scripts/lib/server.ts) writes into
// CLIENT_IP_HEADER, replacing any value a client sent. Behind `proxyHops` trusted proxies
// (TRUST_PROXY), each appends the address it saw to X-Forwarded-For, so the client's address is
// the entry `proxyHops` from the right; anything to its left was written by the client and is
// ignored, because a client can put whatever it likes there.

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function read(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function clientIp(headers: HeaderSource, proxyHops = env().TRUST_PROXY): string {
  if (proxyHops > 0) {
    const chain = (read(headers, "x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const added = chain[chain.length - proxyHops];
    if (added) return added;
  }
  return read(headers, CLIENT_IP_HEADER)?.trim() || "unknown";
}
