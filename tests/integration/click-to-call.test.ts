import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The public click-to-call endpoint over real HTTP, against the configured Postgres and Redis.
// Every test uses its own source, client IP and phone numbers, so the three budgets never mix.
vi.hoisted(() => {
  process.env.CLICK_TO_CALL_LIMIT_PER_SOURCE = "5";
});

const { db } = await import("@/server/db/client");
const { startAppServer } = await import("@/tests/helpers/app-server");
const { clearOfWindowEdge } = await import("@/tests/helpers/rate-window");
const { deleteSource, updateSource } = await import("@/server/clicktocall/sources");

const ORIGIN = "https://shop.example.com";
let app: Awaited<ReturnType<typeof startAppServer>>;
let workspaceId: string;
let agentId: string;
let otherSourceCount = 0;

beforeAll(async () => {
  app = await startAppServer();
  const workspace = await db.workspace.create({ data: { name: "Click-to-call tests" } });
  workspaceId = workspace.id;
  const number = await db.callerNumber.create({ data: { workspaceId, number: "+14155550100" } });
  const agent = await db.agent.create({
    data: { workspaceId, name: "Callback agent", defaultCallerNumberId: number.id },
  });
  agentId = agent.id;
});

afterAll(async () => {
  await app?.close();
});

async function newSource(
  allowedOrigins = [ORIGIN, "https://*.example.org", "http://localhost:3000"],
  enabled = true,
): Promise<string> {
  const source = await db.clickToCallSource.create({
    data: { workspaceId, agentId, name: `Source ${++otherSourceCount}`, allowedOrigins, enabled },
  });
  return source.id;
}

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
let phoneCounter = 1000;
const newPhone = () => `+1415555${++phoneCounter}`;

interface Call {
  token: string;
  method?: string;
  origin?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  ip?: string;
}

async function send({ token, method = "POST", origin = ORIGIN, body, rawBody, headers = {}, ip = newIp() }: Call) {
  const response = await fetch(`${app.url}/v1/public/click-to-call/${token}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const callsTo = (phone: string) => db.call.findMany({ where: { to: phone } });

describe("POST /v1/public/click-to-call/{token}: accepted", () => {
  it("answers exactly {success, data: {status, callId}} and writes call, outbox event, contact, lead and webhook events", async () => {
    const token = await newSource();
    const phone = newPhone();
    const res = await send({ token, body: { origin: ORIGIN, phone, name: "  <b>Ada</b>  " } });

    expect(res.status).toBe(202);
    expect(Object.keys(res.json)).toEqual(["success", "data"]);
    expect(res.json).toEqual({ success: true, data: { status: "queued", callId: expect.stringMatching(/^call_/) } });
    expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(res.headers.get("vary")).toBe("Origin");
    expect(res.headers.get("ratelimit-limit")).toBeTruthy();
    expect(res.headers.get("ratelimit-remaining")).toBeTruthy();

    const call = await db.call.findUniqueOrThrow({ where: { id: res.json.data.callId } });
    expect(call).toMatchObject({
      status: "queued",
      to: phone,
      from: "+14155550100",
      agentId,
      sourceId: token,
      workspaceId,
    });
    const outbox = await db.outbox.findMany({ where: { name: "call/requested" } });
    expect(outbox.filter((row) => (row.payload as { callId: string }).callId === call.id)).toHaveLength(1);

    const contact = await db.contact.findUniqueOrThrow({
      where: { workspaceId_mode_phone: { workspaceId, mode: "live", phone } },
    });
    expect(contact.name).toBe("<b>Ada</b>"); // kept as text, trimmed
    expect(call.contactId).toBe(contact.id);
    const lead = await db.lead.findUniqueOrThrow({ where: { callId: call.id } });
    expect(lead).toMatchObject({
      mode: "live",
      sourceId: token,
      contactId: contact.id,
      origin: ORIGIN,
      name: "<b>Ada</b>",
    });

    const events = await db.webhookEvent.findMany({ where: { subjectId: { in: [lead.id, contact.id] } } });
    expect(events.map((event) => event.type).sort()).toEqual(["contact.created", "lead.created"]);
  });

  it("reuses the contact for a known number: a new lead, no second contact.created", async () => {
    const token = await newSource();
    const phone = newPhone();
    await send({ token, body: { origin: ORIGIN, phone } });
    const again = await send({ token, body: { origin: ORIGIN, phone, name: "Bo" } });
    expect(again.status).toBe(202);

    const contacts = await db.contact.findMany({ where: { workspaceId, phone } });
    expect(contacts).toHaveLength(1);
    expect(contacts[0].name).toBe("Bo"); // named now that a visitor gave one
    expect(await db.lead.count({ where: { contactId: contacts[0].id } })).toBe(2);
    expect(await db.webhookEvent.count({ where: { type: "contact.created", subjectId: contacts[0].id } })).toBe(1);
  });

  it("never renames a named contact: the lead keeps the visitor's name", async () => {
    const phone = newPhone();
    await db.contact.create({ data: { workspaceId, phone, name: "Ada Lovelace" } });
    const res = await send({ token: await newSource(), body: { origin: ORIGIN, phone, name: "Mallory" } });
    expect(res.status).toBe(202);
    expect(
      await db.contact.findUniqueOrThrow({ where: { workspaceId_mode_phone: { workspaceId, mode: "live", phone } } }),
    ).toMatchObject({ name: "Ada Lovelace" });
    expect(await db.lead.findFirstOrThrow({ where: { callId: res.json.data.callId } })).toMatchObject({
      name: "Mallory",
    });
  });
});

describe("origin rules", () => {
  async function expectRefused(call: Call, rule: string) {
    const res = await send(call);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, code: "ORIGIN_NOT_ALLOWED", details: { rule } });
    expect(typeof res.json.error).toBe("string");
    return res;
  }

  it("refuses a request without an Origin header", async () => {
    const token = await newSource();
    const phone = newPhone();
    const res = await expectRefused({ token, origin: null, body: { origin: ORIGIN, phone } }, "origin_header_missing");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(await callsTo(phone)).toHaveLength(0);
  });

  it("refuses an opaque or malformed Origin", async () => {
    const token = await newSource();
    await expectRefused(
      { token, origin: "null", body: { origin: "null", phone: newPhone() } },
      "origin_header_invalid",
    );
  });

  it("refuses an origin off the allowlist, and lets the page read why", async () => {
    const token = await newSource();
    const phone = newPhone();
    const res = await expectRefused(
      { token, origin: "https://evil.example.net", body: { origin: "https://evil.example.net", phone } },
      "origin_not_allowed",
    );
    expect(res.headers.get("access-control-allow-origin")).toBe("https://evil.example.net");
    expect(res.headers.get("vary")).toBe("Origin");
    expect(await callsTo(phone)).toHaveLength(0);
  });

  it("refuses a body origin that differs from the header, even when both are allowed", async () => {
    const token = await newSource();
    const phone = newPhone();
    await expectRefused(
      { token, origin: ORIGIN, body: { origin: "https://a.example.org", phone } },
      "body_origin_mismatch",
    );
    await expectRefused({ token, origin: ORIGIN, body: { phone } }, "body_origin_mismatch");
    expect(await callsTo(phone)).toHaveLength(0);
  });

  it("matches wildcard entries on subdomains only", async () => {
    const token = await newSource();
    const ok = await send({
      token,
      origin: "https://app.eu.example.org",
      body: { origin: "https://app.eu.example.org", phone: newPhone() },
    });
    expect(ok.status).toBe(202);
    await expectRefused(
      { token, origin: "https://example.org", body: { origin: "https://example.org", phone: newPhone() } },
      "origin_not_allowed",
    );
    await expectRefused(
      {
        token,
        origin: "https://example.org.evil.net",
        body: { origin: "https://example.org.evil.net", phone: newPhone() },
      },
      "origin_not_allowed",
    );
  });

  it("compares scheme and port exactly, after normalising case and default ports", async () => {
    const token = await newSource();
    await expectRefused(
      { token, origin: "http://localhost:3001", body: { origin: "http://localhost:3001", phone: newPhone() } },
      "origin_not_allowed",
    );
    await expectRefused(
      { token, origin: "https://localhost:3000", body: { origin: "https://localhost:3000", phone: newPhone() } },
      "origin_not_allowed",
    );
    await expectRefused(
      { token, origin: "http://shop.example.com", body: { origin: "http://shop.example.com", phone: newPhone() } },
      "origin_not_allowed",
    );
    await expectRefused(
      {
        token,
        origin: "https://shop.example.com:8443",
        body: { origin: "https://shop.example.com:8443", phone: newPhone() },
      },
      "origin_not_allowed",
    );
    const normalised = await send({
      token,
      origin: "https://SHOP.example.com:443",
      body: { origin: "https://shop.example.com/", phone: newPhone() },
    });
    expect(normalised.status).toBe(202);
    const local = await send({
      token,
      origin: "http://localhost:3000",
      body: { origin: "http://localhost:3000", phone: newPhone() },
    });
    expect(local.status).toBe(202);
  });
});

describe("CORS preflight", () => {
  const preflight = (token: string, origin: string) =>
    fetch(`${app.url}/v1/public/click-to-call/${token}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,idempotency-key",
      },
    });

  it("allows an allowlisted origin to send JSON with an Idempotency-Key", async () => {
    const res = await preflight(await newSource(), "https://a.example.org");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://a.example.org");
    expect(res.headers.get("access-control-allow-methods")).toBe("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase().split(/,\s*/).sort()).toEqual([
      "content-type",
      "idempotency-key",
    ]);
    expect(res.headers.get("vary")).toBe("Origin");
  });

  it("refuses any other origin without CORS permission", async () => {
    const res = await preflight(await newSource(), "https://evil.example.net");
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("vary")).toBe("Origin");
    expect(await res.json()).toMatchObject({ code: "ORIGIN_NOT_ALLOWED", details: { rule: "origin_not_allowed" } });
  });

  it("answers 404 for an unknown token", async () => {
    const res = await preflight("cts_00000000000000000000000000000000", ORIGIN);
    expect(res.status).toBe(404);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("unknown and disabled tokens", () => {
  it.each(["cts_00000000000000000000000000000000", "not-a-token", "cts_x' OR 1=1"])(
    "answers 404 NOT_FOUND for %j",
    async (token) => {
      const res = await send({ token: encodeURIComponent(token), body: { origin: ORIGIN, phone: newPhone() } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, code: "NOT_FOUND", error: expect.any(String), details: null });
    },
  );

  it("answers 404 for a disabled source", async () => {
    const token = await newSource([ORIGIN], false);
    const res = await send({ token, body: { origin: ORIGIN, phone: newPhone() } });
    expect(res.status).toBe(404);
  });
});

describe("a button changed in the settings", () => {
  // The token's lookup is cached like an API key's (CLICK_TO_CALL_SOURCE_CACHE_MS, 5 s here).
  const input = (allowedOrigins: string[], enabled = true) => ({ name: "Changed", agentId, allowedOrigins, enabled });

  it("works the new way at once: origins replaced, disabled, deleted", async () => {
    const token = await newSource([ORIGIN]);
    expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(202);

    await updateSource(db, workspaceId, token, input(["https://other.example.com"]));
    const refused = await send({ token, body: { origin: ORIGIN, phone: newPhone() } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "ORIGIN_NOT_ALLOWED", details: { rule: "origin_not_allowed" } });

    await updateSource(db, workspaceId, token, input([ORIGIN], false));
    expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(404);

    await updateSource(db, workspaceId, token, input([ORIGIN]));
    expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(202);
    await deleteSource(db, workspaceId, token);
    const gone = newPhone();
    expect((await send({ token, body: { origin: ORIGIN, phone: gone } })).status).toBe(404);
    expect(await callsTo(gone)).toEqual([]);
  });

  it("is refused within CLICK_TO_CALL_SOURCE_CACHE_MS when another process disabled it", async () => {
    const token = await newSource([ORIGIN]);
    expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(202);
    await db.clickToCallSource.update({ where: { id: token }, data: { enabled: false } }); // as another server process would
    const statuses: number[] = [];
    for (let second = 0; second < 8 && statuses.at(-1) !== 404; second += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      statuses.push((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status);
    }
    expect(statuses.at(-1)).toBe(404);
    expect(statuses.length).toBeLessThanOrEqual(6);
  }, 15_000);
});

describe("bad input never writes", () => {
  it.each([
    ["an invalid phone", { origin: ORIGIN, phone: "0412 555" }],
    ["a name over 100 characters", { origin: ORIGIN, phone: "+14155559001", name: "x".repeat(101) }],
    ["a name with control characters", { origin: ORIGIN, phone: "+14155559002", name: "a\u0007b" }],
  ])("400 VALIDATION_ERROR for %s", async (_, body) => {
    const token = await newSource();
    const res = await send({ token, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      details: { issues: expect.any(Array) },
    });
    expect(await db.call.count({ where: { sourceId: token } })).toBe(0);
    expect(await db.lead.count({ where: { sourceId: token } })).toBe(0);
  });

  it("400 INVALID_JSON, 415 for a plain-text body (still readable by the page), 400 for an over-long Idempotency-Key", async () => {
    const token = await newSource();
    expect((await send({ token, rawBody: "{oops" })).json.code).toBe("INVALID_JSON");
    const plain = await send({
      token,
      rawBody: JSON.stringify({ origin: ORIGIN, phone: newPhone() }),
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect(plain.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    const longKey = await send({
      token,
      body: { origin: ORIGIN, phone: newPhone() },
      headers: { "idempotency-key": "k".repeat(256) },
    });
    expect(longKey.json.code).toBe("IDEMPOTENCY_KEY_INVALID");
    expect(await db.call.count({ where: { sourceId: token } })).toBe(0);
  });
});

describe("rate limits", () => {
  function expectLimited(res: Awaited<ReturnType<typeof send>>, policy: string, limit: number) {
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({
      success: false,
      code: "RATE_LIMITED",
      details: { retryAfter: expect.any(Number), policy },
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("ratelimit-limit")).toBe(String(limit));
    expect(res.headers.get("ratelimit-remaining")).toBe("0");
    expect(res.headers.get("ratelimit-policy")).toContain(`"${policy}"`);
    expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN);
  }

  it("per client IP: 10 a minute, counting every request", async () => {
    await clearOfWindowEdge(60);
    const token = await newSource();
    const ip = newIp();
    const first = await send({ token, ip, body: { origin: ORIGIN, phone: "bad" } });
    expect(first.headers.get("ratelimit-limit")).toBe("10");
    expect(first.headers.get("ratelimit-remaining")).toBe("9");
    for (let i = 0; i < 9; i++) await send({ token, ip, body: { origin: ORIGIN, phone: "bad" } });
    const phone = newPhone();
    expectLimited(await send({ token, ip, body: { origin: ORIGIN, phone } }), "click-to-call-ip", 10);
    expect(await callsTo(phone)).toHaveLength(0);
    expect((await send({ token, body: { origin: ORIGIN, phone } })).status).toBe(202); // another IP still may
  });

  it("per source: its budget (5 a minute here) across all IPs", async () => {
    await clearOfWindowEdge(60);
    const token = await newSource();
    for (let i = 0; i < 5; i++)
      expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(202);
    const phone = newPhone();
    expectLimited(await send({ token, body: { origin: ORIGIN, phone } }), "click-to-call-source", 5);
    expect(await callsTo(phone)).toHaveLength(0);
  });

  it("per destination number: 3 an hour, whatever the IP or source", async () => {
    await clearOfWindowEdge(3600);
    const phone = newPhone();
    for (let i = 0; i < 3; i++)
      expect((await send({ token: await newSource(), body: { origin: ORIGIN, phone } })).status).toBe(202);
    expectLimited(await send({ token: await newSource(), body: { origin: ORIGIN, phone } }), "click-to-call-number", 3);
    expect(await callsTo(phone)).toHaveLength(3);
  });
});

describe("idempotency", () => {
  it("a double submit with one key places one call and replays the same answer", async () => {
    const token = await newSource();
    const phone = newPhone();
    const key = randomUUID();
    const body = { origin: ORIGIN, phone };
    const [a, b] = await Promise.all([
      send({ token, body, headers: { "idempotency-key": key } }),
      send({ token, body, headers: { "idempotency-key": key } }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.json).toEqual(b.json);
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")].filter(Boolean)).toEqual([
      "true",
    ]);
    expect(await callsTo(phone)).toHaveLength(1);
    expect(await db.lead.count({ where: { sourceId: token } })).toBe(1);
  });

  it("replays of one key answer the stored 202 without spending the per-number or per-source budgets", async () => {
    await clearOfWindowEdge(60);
    const token = await newSource();
    const phone = newPhone();
    const key = randomUUID();
    const answers = [];
    // More replays than the number's budget (3 an hour) and the source's (5 a minute here).
    for (let i = 0; i < 7; i++)
      answers.push(await send({ token, body: { origin: ORIGIN, phone }, headers: { "idempotency-key": key } }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(202));
    expect(answers.map((answer) => answer.headers.get("idempotent-replayed"))).toEqual([
      null,
      ...Array(6).fill("true"),
    ]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
    expect(answers[6].headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(await callsTo(phone)).toHaveLength(1);
    // The source spent one of its 5: four new callers still get through.
    for (let i = 0; i < 4; i++)
      expect((await send({ token, body: { origin: ORIGIN, phone: newPhone() } })).status).toBe(202);
  });

  it("the same key with another body is 422 and places nothing", async () => {
    const token = await newSource();
    const key = randomUUID();
    expect(
      (await send({ token, body: { origin: ORIGIN, phone: newPhone() }, headers: { "idempotency-key": key } })).status,
    ).toBe(202);
    const phone = newPhone();
    const reused = await send({ token, body: { origin: ORIGIN, phone }, headers: { "idempotency-key": key } });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe("IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD");
    expect(await callsTo(phone)).toHaveLength(0);
  });
});

describe("blocked numbers", () => {
  it("a do-not-call number gets 202 queued, and its call is recorded blocked and never enqueued", async () => {
    const token = await newSource();
    const phone = newPhone();
    await db.doNotCallEntry.create({ data: { workspaceId, phone } });
    const res = await send({ token, body: { origin: ORIGIN, phone } });
    expect(res.status).toBe(202);
    expect(res.json.data.status).toBe("queued");

    const call = await db.call.findUniqueOrThrow({ where: { id: res.json.data.callId } });
    expect(call.status).toBe("blocked");
    expect(call.failureReason).toBe("do_not_call");
    const outbox = await db.outbox.findMany({ where: { name: "call/requested" } });
    expect(outbox.some((row) => (row.payload as { callId: string }).callId === call.id)).toBe(false);
    expect(await db.lead.count({ where: { callId: call.id } })).toBe(1);
  });

  it("a hard-blocked (premium-rate) number is answered the same way", async () => {
    const res = await send({ token: await newSource(), body: { origin: ORIGIN, phone: "+19005551234" } });
    expect(res.status).toBe(202);
    const call = await db.call.findUniqueOrThrow({ where: { id: res.json.data.callId } });
    expect(call).toMatchObject({ status: "blocked", failureReason: "premium_rate" });
  });

  it.each([
    ["+43900123456", "premium_rate"],
    ["+881612345678", "satellite"],
    ["+870773111632", "satellite"],
    ["+447012345678", "personal_number"],
    ["+442071838750", "destination_not_allowed"], // the workspace calls from a US number only
  ])("%s: 202 as usual, and the call is recorded blocked (%s), never dialed", async (phone, reason) => {
    const res = await send({ token: await newSource(), body: { origin: ORIGIN, phone } });
    expect(res.status).toBe(202);
    expect(res.json.data.status).toBe("queued");
    const call = await db.call.findUniqueOrThrow({ where: { id: res.json.data.callId } });
    expect(call).toMatchObject({ status: "blocked", failureReason: reason, dialedAt: null });
  });
});

describe("the token reaches nothing else", () => {
  it.each(["GET", "PUT", "PATCH", "DELETE"])("%s on the token's path is 405", async (method) => {
    const res = await send({
      token: await newSource(),
      method,
      body: method === "GET" ? undefined : { origin: ORIGIN, phone: newPhone() },
    });
    expect(res.status).toBe(405);
    expect(res.json.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("is not an API key: as a bearer token it opens no workspace route", async () => {
    const token = await newSource();
    for (const path of [`/v1/workspaces/${workspaceId}/calls`, `/v1/workspaces/${workspaceId}/contacts`]) {
      const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it("opens no path below or beside its own", async () => {
    const token = await newSource();
    for (const path of [`/v1/public/click-to-call/${token}/calls`, `/v1/public/click-to-call`, `/v1/public/${token}`]) {
      const res = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ origin: ORIGIN, phone: newPhone() }),
      });
      expect(res.status).toBe(404);
    }
    expect(await db.call.count({ where: { sourceId: token } })).toBe(0);
  });
});
