import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../helpers/app-server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
});
afterAll(() => app.close());

describe("GET /api/health", () => {
  it("answers 200 with the state of the database and Redis", async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      database: { ok: true, mode: process.env.DATABASE_URL ? "postgres" : "pglite" },
      redis: { ok: true, mode: process.env.REDIS_URL ? "redis" : "memory" },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
