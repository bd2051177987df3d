// npm run db:migrate - apply pending migrations from prisma/migrations (offline; see schema-engine.ts).
import { applyMigrations } from "./lib/schema-engine.ts";
import { resolveDatabase } from "./lib/database.ts";

const db = await resolveDatabase();
try {
  const applied = await applyMigrations(db.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.",
  );
} catch (error) {
  console.error("Migration failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.stop();
  // The engine's pg pool would otherwise keep the process alive for ~10 s.
  process.exit();
}
