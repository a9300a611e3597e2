import type { TestOptions } from "vitest";

// The one way a test declares that it cannot run on the embedded defaults (in-memory PGlite), and
// why: `describe(name, postgresOnly(REASON), () => …)` or `it(name, postgresOnly(REASON), …)`. On
// the embedded defaults its tests are skipped (its hooks do not run) and the reason is printed at
// the end of the run (tests/setup/skip-reasons.ts) and in `npm test`'s summary. Only what PGlite
// cannot give is a reason: every other test runs on both.

declare module "vitest" {
  interface TaskMeta {
    /** Why the test is skipped on the embedded defaults (printed when it is). */
    postgresOnly?: string;
  }
}

/** PGlite is one connection: two transactions can never interleave on a lock. */
export const SEVERAL_CONNECTIONS =
  "needs several database connections racing at once (row locks held while other requests queue); embedded PGlite is one connection";

/** The embedded database is one process's: no other process can reach it. */
export const ANOTHER_PROCESS =
  "needs a second process on the same database; embedded PGlite belongs to one process (docs/decisions.md)";

/** A Postgres server's own behaviour (its connections, its administrator). */
export const POSTGRES_SERVER = "tests a Postgres server's own behaviour (connections ended, server-side settings)";

/** The `pg` driver's pool, which the embedded database does not have (its path is another). */
export const DRIVER_POOL =
  "tests what goes through the pg driver's own pool; embedded PGlite has none (there the path is Prisma's, tested by the other tests)";

export const onEmbeddedDefaults = !process.env.DATABASE_URL;

/** Test options: skipped on the embedded defaults, with `reason` recorded for the run's report. */
export function postgresOnly(reason: string): TestOptions {
  return { skip: onEmbeddedDefaults, meta: { postgresOnly: reason } };
}
