import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createContext } from "@/server/api/context";
import { createCallerFactory, createTRPCRouter, publicProcedure, transactional } from "@/server/api/trpc";
import { db, dbReady } from "@/server/db/client";
import { ApiError } from "@/server/errors";

// Mutations outside /v1 (the settings UI) run in one transaction of their own: `ctx.db` is it,
// and a failure leaves nothing behind.

const router = createTRPCRouter({
  createWorkspace: publicProcedure.use(transactional).mutation(async ({ ctx }) => {
    const workspace = await ctx.db.workspace.create({ data: { name: `tx-${randomUUID()}` } });
    return workspace.name;
  }),
  createThenFail: publicProcedure.use(transactional).mutation(async ({ ctx }) => {
    const workspace = await ctx.db.workspace.create({ data: { name: `tx-${randomUUID()}` } });
    throw new ApiError("CONFLICT", workspace.name);
  }),
});

const caller = () =>
  createCallerFactory(router)(createContext({ authenticate: async () => ({ kind: "user", userId: "u" }) }));

beforeAll(() => dbReady());

describe("transactional", () => {
  it("commits the mutation's writes", async () => {
    const name = await caller().createWorkspace();
    expect(await db.workspace.count({ where: { name } })).toBe(1);
  });

  it("rolls every write back when the mutation fails", async () => {
    const failure = await caller()
      .createThenFail()
      .catch((error: { cause?: ApiError }) => error.cause);
    expect(failure?.code).toBe("CONFLICT");
    expect(await db.workspace.count({ where: { name: failure?.message } })).toBe(0);
  });
});
