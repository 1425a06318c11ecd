// Prisma's schema engine, compiled to WebAssembly, driven offline: the CLI
// would download a native engine, which this network cannot reach. The shadow
// database is an in-memory PGlite, so no server is needed to diff.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
const MIGRATIONS_DIR = path.resolve("prisma/migrations");
const LOCKFILE = "migration_lock.toml";

let initialised = false;
function loadEngine() {
  if (!initialised) {
    const require = createRequire(import.meta.url);
    const wasmPath = require
      .resolve("@prisma/schema-engine-wasm")
      .replace(/schema_engine\.js$/, "schema_engine_bg.wasm");
    const wasmModule = new WebAssembly.Module(fs.readFileSync(wasmPath));
    const imports: WebAssembly.Imports = {};
    for (const entry of WebAssembly.Module.imports(wasmModule)) {
      imports[entry.module] ??= (
        entry.module === "./schema_engine_bg.js" ? engineBindings : {}
      ) as WebAssembly.ModuleImports;
    }
    const instance = new WebAssembly.Instance(wasmModule, imports);
    engineBindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
    initialised = true;
  }
  return engineBindings.SchemaEngine;
}

function migrationsList() {
  const lockPath = path.join(MIGRATIONS_DIR, LOCKFILE);
  const directories = fs
    .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: LOCKFILE, content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: directories.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: {
          tag: "ok" as const,
          value: fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"),
        },
      },
    })),
  };
}

// The adapter's own shadow database is a PGlite without extensions, on which
// the migrations' CREATE EXTENSION fails (and the engine then quietly diffs
// from nothing): give it one with the extensions the migrations use.
function shadowDatabaseFactory() {
  const database = () => new PGlite({ extensions: { pg_trgm } });
  const factory = new PrismaPGlite(database());
  factory.connectToShadowDb = () => new PrismaPGlite(database()).connect();
  return factory;
}

/** SQL that would bring a database migrated with the committed migrations up to schema.prisma ("" when in step). */
export async function diffMigrationsToSchema(schemaPath = SCHEMA_PATH): Promise<string> {
  const SchemaEngine = loadEngine();
  const schema = fs.readFileSync(schemaPath, "utf8");
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(shadowDatabaseFactory()),
  );
  try {
    const result = await engine.diff({
      from: { tag: "migrations", ...migrationsList() },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  } finally {
    engine.free();
  }
}

export function writeMigration(name: string, sql: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const directory = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, "migration.sql"), `${sql}\n`);
  return directory;
}
