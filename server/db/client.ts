import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "../env";
import { logger } from "../logger";
import { PrismaClient, type Prisma } from "./generated/client";
import { pgliteConnection } from "./connections";
import { claimDataDir, DataDirInUseError } from "./data-dir-owner";
import { migrate } from "./migrator";
import { storable } from "./storable";

// The one Prisma client of the process. Postgres when DATABASE_URL is set (migrated by
// `npm run db:migrate`, which `npm start` runs first); otherwise embedded PGlite, migrated here
// on first use because nothing else can reach its single-process files: the first process to open
// a DATA_DIR owns it until it closes or exits, and any other is refused (./data-dir-owner.ts).

interface Database {
  prisma: PrismaClient;
  /** The `pg` pool under Prisma (Postgres only). */
  pool?: pg.Pool;
  /** The embedded database itself (PGlite only): where its notifications are listened to. */
  pglite?: PGlite;
  /** Resolves when the database can take queries (PGlite: opened and migrated). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a statement waits for a row lock before failing with 55P03: a duplicate request waits
 * this long for the first one's idempotency record (server/idempotency), anything else is told
 * to retry. Set once per connection, so no transaction spends a round trip on `SET LOCAL`.
 */
export const LOCK_TIMEOUT_MS = 10_000;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    // A SET after connecting rather than a startup parameter: poolers such as PgBouncer refuse
    // unknown startup parameters. The pool awaits this hook before handing the connection out, so
    // the SET never overlaps the first query, and a connection that cannot take it is not used.
    // JIT off: Postgres compiles a plan whose estimated cost passes jit_above_cost, and for svc's
    // short statements the compiling costs more than the work (an analytics read: 50 ms of its 120).
    onConnect: async (client) => {
      await client.query(`SET lock_timeout = ${LOCK_TIMEOUT_MS}; SET jit = off`);
    },
  });
  // An idle connection that dies (a failover, a restart, an administrator ending it) must not take
  // the process down with an unhandled 'error': the pool drops it and opens another when needed.
  // Prisma's adapter listens too, but only once Prisma runs its first query, and the hot
  // statements go through this pool directly.
  pool.on("error", (error) =>
    logger.warn({ err: error }, "database: an idle pooled connection failed; the pool replaces it"),
  );
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const prisma = withStorableWrites(new PrismaClient({ adapter }));
  return { prisma, pool, ready: Promise.resolve(), close: () => prisma.$disconnect() };
}

/**
 * A database this process may not open: another owns the embedded files (./data-dir-owner.ts), or it is a build.
 * `ready` rejects with why, and so does every query, so each entry point reports it its own way.
 */
function refusedDatabase(error: Error): Database {
  const ready = Promise.reject(error);
  ready.catch(() => undefined); // reported by whoever awaits dbReady()
  const refused: unknown = new Proxy(() => undefined, {
    get: (_target, property) => (property === "then" ? undefined : refused),
    apply: () => {
      throw error;
    },
  });
  return { prisma: refused as PrismaClient, ready, close: async () => undefined };
}

function openPglite(dataDir: string): Database {
  const inMemory = dataDir === "memory://";
  const location = inMemory ? dataDir : path.resolve(dataDir, "pglite");
  let release = () => {};
  if (!inMemory) {
    mkdirSync(location, { recursive: true });
    try {
      release = claimDataDir(dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) return refusedDatabase(error);
      throw error;
    }
  }
  // An in-memory database may start from a migrated dump (PGLITE_SNAPSHOT): no initdb, no migrations.
  const snapshot = inMemory && env.PGLITE_SNAPSHOT ? new Blob([readFileSync(env.PGLITE_SNAPSHOT)]) : undefined;
  // pgvector ranks knowledge embeddings (docs/decisions.md "Knowledge search"); the migration creates it.
  const pglite = new PGlite(location, { extensions: { vector }, loadDataDir: snapshot });
  const prisma = withStorableWrites(new PrismaClient({ adapter: new PrismaPGlite(pglite) }));
  const ready = migrate(pgliteConnection(pglite)).then((applied) => {
    if (applied.length) logger.info({ applied, location }, "embedded database migrated");
  });
  return {
    prisma,
    pglite,
    ready,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      release();
    },
  };
}

const WRITES = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
]);

/**
 * The client with the data of every model write made storable (./storable.ts), so that text from
 * outside svc never fails a write. Statements of their own (server/db/sql.ts, `$queryRaw`) clean
 * what they take from outside themselves. A query extension changes no model's types; Prisma's
 * type for an extended client only lacks `$on`, which svc does not use.
 */
function withStorableWrites(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      $allModels: {
        $allOperations({ operation, args, query }) {
          if (WRITES.has(operation)) {
            const write = args as { data?: unknown; create?: unknown; update?: unknown };
            for (const field of ["data", "create", "update"] as const)
              if (field in write) write[field] = storable(write[field]);
          }
          return query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
}

const cache = globalThis as unknown as { __svcDatabase?: Database };

/** `next build` loads the route modules to learn their settings: a build is no server, and opens no database. */
const BUILDING = env.NEXT_PHASE === "phase-production-build";

function openDatabase(): Database {
  if (BUILDING)
    return refusedDatabase(new Error("next build opens no database: nothing may query it while pages are built"));
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}

function database(): Database {
  cache.__svcDatabase ??= openDatabase();
  return cache.__svcDatabase;
}

/** The Prisma client. Entry points (server start, scripts, tests) await `dbReady()` first. */
export const db: PrismaClient = database().prisma;

/** The connection pool Prisma queries through; undefined on embedded PGlite. */
export function postgresPool(): pg.Pool | undefined {
  return database().pool;
}

/** The embedded PGlite database; undefined on Postgres. */
export function embeddedDatabase(): PGlite | undefined {
  return database().pglite;
}

export function dbReady(): Promise<void> {
  return database().ready;
}

export async function closeDb(): Promise<void> {
  const current = cache.__svcDatabase;
  cache.__svcDatabase = undefined;
  if (!current) return;
  // Closing PGlite while it is still opening or migrating would reject those pending promises.
  await current.ready.catch(() => undefined);
  await current.close();
}

export type { PrismaClient };
export { Prisma } from "./generated/client";

/** The database handle domain functions take first: the client itself or a transaction of it. */
export type Db = Prisma.TransactionClient;
