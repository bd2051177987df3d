// GET|POST /api/auth/* - next-auth v4 (credentials sign-in, session, sign-out, CSRF token)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: RouteContext) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
