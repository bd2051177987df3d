import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "./env";

// One Prisma client per process, created on first use so `next build` needs no database.
// Password hashes are omitted from every query unless a caller asks for them explicitly.

function createClient() {
  const connectionString = env().DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start` or `npm run dev`.");
  }
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString }),
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createClient>;

const globalForDb = globalThis as unknown as { nessDb?: Db };

export function db(): Db {
  // Reused across hot reloads in development, where modules are evaluated again.
  globalForDb.nessDb ??= createClient();
  return globalForDb.nessDb;
}
