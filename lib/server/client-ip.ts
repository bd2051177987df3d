import "server-only";
import { CLIENT_IP_HEADER } from "@/lib/request-headers";
import { env } from "./env";

// The client's address for rate limits (DECISIONS.md, 'Forms and e-mail'). X-Forwarded-For is
// trusted only behind a known proxy (TRUST_PROXY=true); otherwise the address comes from the TCP
// connection, which our server (scripts/lib/server.ts) writes into CLIENT_IP_HEADER, replacing any
// value a client sent.

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function read(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function clientIp(headers: HeaderSource, trustProxy = env().TRUST_PROXY): string {
  if (trustProxy) {
    const forwarded = read(headers, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return read(headers, CLIENT_IP_HEADER)?.trim() || "unknown";
}
