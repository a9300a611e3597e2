import { afterAll, describe, expect, it } from "vitest";
import { POSTGRES_SERVER, postgresOnly } from "../helpers/postgres-only";

// Every pooled Postgres connection carries the lock_timeout that idempotency waits rely on, set
// before the connection takes its first query (pg warns, and will refuse in pg 9, when a query
// is issued while another is still running on the same client).

describe("pooled Postgres connections", postgresOnly(POSTGRES_SERVER), () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on("warning", onWarning);
  afterAll(() => {
    process.off("warning", onWarning);
  });

  // First, before any Prisma query: Prisma's adapter adds its own listener when it first connects.
  it("survives the server ending an idle pooled connection, and the next statement gets another", async () => {
    const { sql } = await import("@/server/db/sql");
    const uncaught: Error[] = [];
    const onUncaught = (error: Error) => uncaught.push(error);
    process.prependListener("uncaughtException", onUncaught);
    try {
      const [{ pid }] = await sql<{ pid: number }>("SELECT pg_backend_pid() AS pid", []);
      const admin = new (await import("pg")).default.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200)); // the idle client hears the FATAL
      expect(uncaught).toEqual([]);
      const [{ answer }] = await sql<{ answer: number }>("SELECT 42 AS answer", []);
      expect(answer).toBe(42);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });

  it("each new connection has lock_timeout set, with no overlapping-query warning", async () => {
    const { db, LOCK_TIMEOUT_MS } = await import("@/server/db/client");
    // More concurrent queries than the pool has connections: every connection is opened under load.
    const rows = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const [{ setting }] = await db.$queryRaw<
          Array<{ setting: string }>
        >`SELECT current_setting('lock_timeout') AS setting`;
        return setting;
      }),
    );
    expect(new Set(rows)).toEqual(new Set([`${LOCK_TIMEOUT_MS / 1000}s`]));
    await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
    expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
  });
});
