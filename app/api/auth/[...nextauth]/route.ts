// GET|POST /api/auth/* - next-auth v4 (credentials sign-in, session, sign-out, CSRF token)
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/server/auth";
import { BodyTooLarge, readBodyText, tooLarge } from "@/lib/server/request-body";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// A sign-in or sign-out form is a few hundred bytes; nothing larger is read.
const MAX_AUTH_BODY_BYTES = 16 * 1024;

async function handler(request: NextRequest, context: RouteContext) {
  let forwarded = request;
  if (request.method === "POST") {
    let body: string;
    try {
      body = await readBodyText(request, MAX_AUTH_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge();
      throw error;
    }
    forwarded = new NextRequest(request.url, { method: "POST", headers: request.headers, body });
  }
  return NextAuth(forwarded as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
