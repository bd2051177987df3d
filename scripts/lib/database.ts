// Which PostgreSQL the scripts use: DATABASE_URL when set, else an embedded server under .data/.
import path from "node:path";
import { projectRoot } from "./schema-engine.ts";
import { startEmbeddedPostgres, type RunningPostgres } from "./embedded-postgres.ts";

export const dataDir = path.join(projectRoot, ".data");

export async function resolveDatabase(): Promise<RunningPostgres & { embedded: boolean }> {
  const url = process.env.DATABASE_URL?.trim();
  if (url)
    return { url, port: Number(new URL(url).port || 5432), stop: async () => {}, embedded: false };
  const started = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    database: "shredding",
    port: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined,
  });
  return { ...started, embedded: true };
}
