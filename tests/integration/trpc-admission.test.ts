import { beforeAll, describe, expect, it } from "vitest";
import { clearOfWindowEdge } from "../helpers/rate-window";

// What one request to /api/trpc may ask: a batch of at most 10 calls, within a per-user budget of
// calls (per client IP when signed out), so one request cannot fan out a thousand deliveries.
process.env.RATE_LIMIT_UI_CALLS = "12";
process.env.RATE_LIMIT_UI_WINDOW_SECONDS = "60";

let admission: typeof import("@/server/api/trpc-admission");
beforeAll(async () => {
  admission = await import("@/server/api/trpc-admission");
});

const batch = (calls: number, separator = ",") =>
  new Request(
    `http://localhost/api/trpc/${Array.from({ length: calls }, () => "v1.webhookEndpoints.sendTest").join(separator)}?batch=1`,
    { method: "POST" },
  );

async function refusal(admitting: Promise<void>) {
  try {
    await admitting;
  } catch (error) {
    return error as { code: string; status: number; message: string; details: unknown };
  }
  throw new Error("expected a refusal");
}

describe("a tRPC batch", () => {
  it("of more than 10 calls is refused with 400 VALIDATION_ERROR, percent-encoded commas included", async () => {
    for (const request of [batch(11), batch(1000), batch(11, "%2C")]) {
      expect(
        await refusal(admission.admitTrpcRequest(request, { userId: "u_batch", ip: "203.0.113.1" })),
      ).toMatchObject({
        code: "VALIDATION_ERROR",
        status: 400,
        message: expect.stringMatching(/at most 10 calls/),
      });
    }
    await expect(
      admission.admitTrpcRequest(batch(10), { userId: "u_batch", ip: "203.0.113.1" }),
    ).resolves.toBeUndefined();
  });
});

describe("the /api/trpc budget", () => {
  it("counts every call per signed-in user, then answers 429 RATE_LIMITED; other users keep theirs", async () => {
    await clearOfWindowEdge(60);
    const alice = { userId: "u_alice", ip: "203.0.113.2" };
    await admission.admitTrpcRequest(batch(10), alice);
    await admission.admitTrpcRequest(batch(2), alice);
    expect(await refusal(admission.admitTrpcRequest(batch(1), alice))).toMatchObject({
      code: "RATE_LIMITED",
      status: 429,
      details: { policy: "ui-user" },
    });
    // Same IP, another user: a budget of its own.
    await expect(admission.admitTrpcRequest(batch(1), { userId: "u_bob", ip: alice.ip })).resolves.toBeUndefined();
  });

  it("counts per client IP when signed out", async () => {
    await clearOfWindowEdge(60);
    const stranger = { userId: null, ip: "203.0.113.3" };
    for (let i = 0; i < 12; i += 1)
      await admission.admitTrpcRequest(new Request("http://localhost/api/trpc/v1.webhookEndpoints.list"), stranger);
    expect(await refusal(admission.admitTrpcRequest(batch(1), stranger))).toMatchObject({
      code: "RATE_LIMITED",
      details: { policy: "ui-ip" },
    });
    await expect(admission.admitTrpcRequest(batch(1), { userId: null, ip: "203.0.113.4" })).resolves.toBeUndefined();
  });
});
