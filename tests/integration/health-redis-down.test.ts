import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "../helpers/app-server";

// Nothing listens on port 1: Redis is "down" for this file's server.
process.env.REDIS_URL = "redis://127.0.0.1:1";

let app: AppServer;
beforeAll(async () => {
  const { startAppServer } = await import("../helpers/app-server");
  app = await startAppServer();
});
afterAll(() => app.close());

describe("GET /api/health with Redis unreachable", () => {
  it("answers 503 and names Redis as what is down", async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.database.ok).toBe(true);
    expect(body.redis).toMatchObject({ ok: false, mode: "redis" });
    expect(body.redis.error).toEqual(expect.any(String));
  });
});
