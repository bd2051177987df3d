// Prisma's schema engine, run offline. The Prisma CLI downloads a native engine on every migrate
// command, which cannot happen on a machine without internet. Prisma publishes the same engine as
// WebAssembly (@prisma/schema-engine-wasm, pinned to @prisma/engines-version); we drive it through
// the pg driver adapter. The migration history keeps Prisma's standard layout and `_prisma_migrations`
// table, so `prisma migrate deploy` on a connected machine accepts the same history.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type * as EngineBindings from "@prisma/schema-engine-wasm";
import type { MigrationList, SchemaEngine as SchemaEngineType } from "@prisma/schema-engine-wasm";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
export const schemaPath = path.join(projectRoot, "prisma", "schema.prisma");
export const migrationsDir = path.join(projectRoot, "prisma", "migrations");

let lastPanic: string | undefined;
export function lastEnginePanic() {
  return lastPanic;
}

const emptyFilter = { externalTables: [], externalEnums: [] };

// The package is built for bundlers (`import * as wasm from "./x.wasm"`), which Node 20 cannot
// import; instantiate the module by hand with the JS glue as its import object. Once per process:
// the glue caches views of the instance's memory, so a second instance would corrupt the first.
let engineModule: ReturnType<typeof instantiateEngineModule> | undefined;
function loadEngineModule() {
  engineModule ??= instantiateEngineModule();
  return engineModule;
}

async function instantiateEngineModule() {
  // Rust panics report their message here; without it the panic hook itself throws.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (message: string) => {
      lastPanic = message;
    },
  };
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = (await import(gluePath)) as typeof EngineBindings & {
    __wbg_set_wasm(exports: WebAssembly.Exports): void;
  };
  const bytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/**
 * The pg adapter runs a migration script by splitting it at every ";", which breaks a function
 * body (a trigger in plpgsql). PostgreSQL runs a whole script sent as one simple query, as psql
 * and `prisma migrate deploy` do, and runs it atomically; so the script goes in one piece.
 */
class WholeScriptPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const client = adapter.underlyingDriver();
    const reportError = (adapter as unknown as { onError(error: unknown): never }).onError;
    adapter.executeScript = async (script: string) => {
      try {
        await client.query(script);
      } catch (error) {
        reportError.call(adapter, error);
      }
    };
    return adapter;
  }
}

export async function openSchemaEngine(connectionString: string): Promise<SchemaEngineType> {
  const { SchemaEngine } = await loadEngineModule();
  const schema = await readFile(schemaPath, "utf8");
  const adapter = bindMigrationAwareSqlAdapterFactory(
    new WholeScriptPg({ connectionString, max: 2 }),
  );
  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
  };
  return SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, log, adapter);
}

export async function readMigrationList(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      const content = await readFile(file, "utf8").then(
        (value) => ({ tag: "ok" as const, value }),
        (error: Error) => ({ tag: "error" as const, value: error.message }),
      );
      // Relative names, exactly as the Prisma CLI passes them: the directory name is what
      // `_prisma_migrations.migration_name` records.
      return { path: name, migrationFile: { path: "migration.sql", content } };
    }),
  );
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const lockContent = await readFile(lockPath, "utf8").catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

export async function applyMigrations(connectionString: string): Promise<string[]> {
  const engine = await openSchemaEngine(connectionString);
  try {
    const migrationsList = await readMigrationList();
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList,
      filters: emptyFilter,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

type DiffTarget =
  | { tag: "empty" }
  | { tag: "schemaDatamodel"; files: { path: string; content: string }[] }
  | { tag: "url"; url: string }
  | ({ tag: "migrations" } & MigrationList);

/** SQL that turns `from` into `to` (empty string when they already match). */
export async function diffSql(
  connectionString: string,
  from: DiffTarget,
  to: DiffTarget,
): Promise<string> {
  const engine = await openSchemaEngine(connectionString);
  try {
    const result = await engine.diff({
      from,
      to,
      script: true,
      exitCode: null,
      filters: emptyFilter,
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
}

export function schemaTarget(content: string): DiffTarget {
  return { tag: "schemaDatamodel", files: [{ path: schemaPath, content }] };
}
