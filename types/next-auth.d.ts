import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id: string; isAdmin: boolean; isCrew: boolean };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The user's session version when this session was issued (lib/server/sessions.ts). */
    sv?: number;
    /** This device's session: its row in user_sessions (lib/server/sessions.ts). */
    sid?: string;
    isAdmin?: boolean;
    isCrew?: boolean;
  }
}
