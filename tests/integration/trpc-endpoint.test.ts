import pino from "pino";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The failures below must be logged.
  process.env.LOG_LEVEL = "error";
});

import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";
import { serveSettingsTrpc, type SessionOf } from "@/server/http/settings-trpc";
import { logger } from "@/server/logger";
import { phoneNumber } from "../helpers/fixtures";

// The settings UI's tRPC endpoint is as strict as /v1: the same body limits and checks, failures
// in the docs/api-contract.md §7 envelope (400, 413), never a parser's or the database's message,
// and every 5xx logged with the request id the response carries. Requests go through the server
// function the route hands them to, with the session the route would have read.

let owner: { userId: string; workspaceId: string };
const signedIn: SessionOf = async () => ({ userId: owner.userId });
const signedOut: SessionOf = async () => null;

beforeAll(async () => {
  await dbReady();
  owner = await signUp({
    name: "Ursula",
    email: "ursula@example.com",
    password: "a long enough secret",
    workspaceName: "UI",
  });
});

function post(path: string, body: string, session = signedIn, headers: Record<string, string> = {}) {
  return serveSettingsTrpc(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    }),
    session,
  );
}

async function envelope(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { success: boolean; code: string; error: string; details: unknown };
  expect(Object.keys(body).sort()).toEqual(["code", "details", "error", "success"]);
  return body;
}

/** The error of a tRPC answer, single or batched. */
async function trpcError(response: Response) {
  const body = (await response.json()) as unknown;
  const { error } = (Array.isArray(body) ? body[0] : body) as {
    error: { message: string; data: { apiError: { code: string; error: string; details: unknown } } };
  };
  return error;
}

describe("bodies /v1 refuses", () => {
  it("malformed JSON is 400 INVALID_JSON in the envelope, signed out too, without the parser's message", async () => {
    for (const session of [signedIn, signedOut]) {
      const response = await post("v1.contacts.create", '{"id": "ws_1", "phone": ', session);
      expect(response.status).toBe(400);
      expect(response.headers.get("x-request-id")).toMatch(/^req_/);
      const body = await envelope(response);
      expect(body).toMatchObject({ success: false, code: "INVALID_JSON" });
      expect(body.error).not.toMatch(/position|Unexpected|token/i);
    }
    const query = await serveSettingsTrpc(
      new Request(`http://localhost/api/trpc/v1.contacts.list?input=${encodeURIComponent('{"id":')}`),
      signedOut,
    );
    expect(query.status).toBe(400);
    expect((await envelope(query)).code).toBe("INVALID_JSON");
  });

  it("a NUL in a contact's name or a tool's description is 400 naming the field, and nothing is written", async () => {
    const phone = phoneNumber(80_001);
    const contact = await post(
      "v1.contacts.create",
      JSON.stringify({ id: owner.workspaceId, phone, name: "A\u0000da" }),
    );
    expect(contact.status).toBe(400);
    expect(await envelope(contact)).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { issues: [{ path: ["name"], message: expect.stringMatching(/NUL/) }] },
    });
    const tool = await post(
      "v1.tools.create?batch=1",
      JSON.stringify({
        0: {
          id: owner.workspaceId,
          name: "lookup",
          description: "Looks\u0000 up",
          parameters: { type: "object" },
          url: "http://127.0.0.1:9/x",
        },
      }),
    );
    expect(tool.status).toBe(400);
    expect(await envelope(tool)).toMatchObject({ details: { issues: [{ path: ["0", "description"] }] } });
    expect(await db.contact.count({ where: { phone } })).toBe(0);
    expect(await db.tool.count({ where: { workspaceId: owner.workspaceId } })).toBe(0);
  });

  it("a schema nested 5,000 deep is 400", async () => {
    const parameters = `{"type":"object","properties":${'{"a":'.repeat(5_000)}{}${"}".repeat(5_000)}}`;
    const response = await post(
      "v1.tools.create",
      `{"id":"${owner.workspaceId}","name":"deep","description":"d","url":"http://127.0.0.1:9/x","parameters":${parameters}}`,
    );
    expect(response.status).toBe(400);
    expect(await envelope(response)).toMatchObject({
      code: "VALIDATION_ERROR",
      error: expect.stringMatching(/nested/),
    });
  });

  it("a body over 64 KiB is 413; a campaign's recipients may take 4 MiB, as on /v1", async () => {
    const large = JSON.stringify({ id: owner.workspaceId, phone: phoneNumber(80_002), name: "x".repeat(70_000) });
    const response = await post("v1.contacts.create", large);
    expect(response.status).toBe(413);
    expect((await envelope(response)).code).toBe("PAYLOAD_TOO_LARGE");
    const recipients = Array.from({ length: 2_000 }, (_, i) => ({
      to: phoneNumber(81_000 + i),
      variables: { note: "x".repeat(30) },
    }));
    const campaign = await post(
      "v1.campaigns.create",
      JSON.stringify({ id: owner.workspaceId, name: "Big", agentId: "agt_none", recipients }),
    );
    // Past the body limit: refused by the procedure for its unknown agent, not for its size.
    expect(campaign.status).not.toBe(413);
    expect((await trpcError(campaign)).data.apiError.code).not.toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("the error body's codes", () => {
  it("say what the HTTP status says: a 404 is NOT_FOUND / 404 in the body, a 400 BAD_REQUEST", async () => {
    const missing = await serveSettingsTrpc(
      new Request(
        `http://localhost/api/trpc/v1.contacts.get?input=${encodeURIComponent(JSON.stringify({ id: owner.workspaceId, contactId: "con_nope" }))}`,
      ),
      signedIn,
    );
    expect(missing.status).toBe(404);
    const notFound = (await trpcError(missing)) as unknown as { code: number; data: Record<string, unknown> };
    expect(notFound).toMatchObject({ code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } });
    expect(notFound.data.apiError).toMatchObject({ code: "NOT_FOUND" });

    const invalid = await post("v1.contacts.create", JSON.stringify({ id: owner.workspaceId, phone: "not a phone" }));
    expect(invalid.status).toBe(400);
    expect(await trpcError(invalid)).toMatchObject({ code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } });
  });
});

describe("failures on our side", () => {
  afterEach(() => db.$executeRawUnsafe(`ALTER TABLE IF EXISTS "ContactGone" RENAME TO "Contact"`));

  it("a 5xx is masked, carries the request id, and is logged with it", async () => {
    const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym];
    const written = vi.spyOn(stream, "write");
    // A fault of the database's: the table is gone.
    await db.$executeRawUnsafe(`ALTER TABLE "Contact" RENAME TO "ContactGone"`);
    const response = await serveSettingsTrpc(
      new Request(
        `http://localhost/api/trpc/v1.contacts.list?input=${encodeURIComponent(JSON.stringify({ id: owner.workspaceId }))}`,
        { headers: { "x-request-id": "req-ui-fault-1" } },
      ),
      signedIn,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-ui-fault-1");
    const error = await trpcError(response);
    expect(error.message).toBe("Something went wrong on our side. It has been logged.");
    expect(error.data.apiError).toMatchObject({ code: "INTERNAL_ERROR" });
    expect(error.data).toMatchObject({ code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
    expect(JSON.stringify(error)).not.toMatch(/Contact|relation|does not exist/);
    const lines = written.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: "req-ui-fault-1", msg: "request failed", code: "INTERNAL_ERROR" }),
    );
    written.mockRestore();
  });
});
