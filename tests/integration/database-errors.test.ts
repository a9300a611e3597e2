import { afterAll, describe, expect, it } from "vitest";
import { toApiError } from "@/server/errors";
import { prismaAt } from "../helpers/scratch-database";
import { POSTGRES_SERVER, postgresOnly } from "../helpers/postgres-only";

// Real errors from a Postgres that drops connections (a fast shutdown or a failover terminates every
// backend): the client must be told 503 SERVICE_UNAVAILABLE (retry), never 500. Bad queries stay 500.

describe("errors from a Postgres that terminates the connection", postgresOnly(POSTGRES_SERVER), () => {
  const db = prismaAt(process.env.DATABASE_URL!);
  const admin = prismaAt(process.env.DATABASE_URL!);
  afterAll(() => Promise.all([db.$disconnect(), admin.$disconnect()]));

  async function thrown(work: () => Promise<unknown>): Promise<unknown> {
    return work().then(
      () => expect.unreachable("the query should have failed"),
      (error: unknown) => error,
    );
  }

  it("a model query inside a transaction whose backend was terminated → 503", async () => {
    const error = await thrown(() =>
      db.$transaction(async (tx) => {
        const [{ pid }] = await tx.$queryRaw<Array<{ pid: number }>>`SELECT pg_backend_pid() AS pid`;
        await admin.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
        await tx.workspace.findFirst();
      }),
    );
    expect(toApiError(error).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("a raw query on a terminated backend → 503", async () => {
    const error = await thrown(() =>
      db.$transaction((tx) => tx.$queryRaw`SELECT pg_terminate_backend(pg_backend_pid())`),
    );
    expect(toApiError(error).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("a query the database rejects is still a 500", async () => {
    const error = await thrown(() => db.$queryRaw`SELECT * FROM no_such_table`);
    expect(toApiError(error).code).toBe("INTERNAL_ERROR");
  });
});
