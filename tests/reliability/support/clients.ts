import { request as httpRequest } from "node:http";
import type { WorkspaceFixture } from "../../helpers/fixtures";

// Integrator-side requests for the fault scenarios: each on its own connection (a killed server
// fails only the requests it had), with the outcome recorded as the client saw it.

export type Outcome =
  | {
      kind: "response";
      status: number;
      body: { success: boolean; code?: string; data?: { id: string } };
      headers: Record<string, string | string[] | undefined>;
    }
  | { kind: "transport-error"; error: string };

export interface Originate {
  key: string;
  to: string;
  outcome?: Outcome;
}

export function post(url: string, headers: Record<string, string>, body: string, timeoutMs = 30_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => resolve({ kind: "transport-error", error: error.message }));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({
              kind: "response",
              status: response.statusCode ?? 0,
              body: JSON.parse(text),
              headers: response.headers,
            });
          } catch {
            resolve({
              kind: "transport-error",
              error: `unparseable ${response.statusCode} body: ${text.slice(0, 200)}`,
            });
          }
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("client timeout")));
    outgoing.on("error", (error) => resolve({ kind: "transport-error", error: error.message }));
    outgoing.end(body);
  });
}

/** POST originate-manual as an integrator would, with the request's own Idempotency-Key. */
export async function originate(baseUrl: string, fixture: WorkspaceFixture, request: Originate): Promise<Outcome> {
  request.outcome = await post(
    `${baseUrl}/v1/workspaces/${fixture.workspaceId}/calls/originate-manual`,
    { authorization: `Bearer ${fixture.keys.live}`, "idempotency-key": request.key },
    JSON.stringify({ agentId: fixture.agentId, to: request.to }),
  );
  return request.outcome;
}

/** docs/api-contract.md §8: waits before attempts 2…6. */
const RETRY_SCHEDULE_MS = [1_000, 2_000, 5_000, 15_000, 60_000];

function retriable(outcome: Outcome): boolean {
  return outcome.kind === "transport-error" || outcome.status >= 500 || outcome.status === 429;
}

/** Originates like the SDK: the same request and key again on a transport error, 5xx or 429, on the schedule of docs/api-contract.md §8. */
export async function originateWithRetries(
  baseUrl: string,
  fixture: WorkspaceFixture,
  request: Originate,
): Promise<Outcome> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await originate(baseUrl, fixture, request);
    if (!retriable(outcome) || attempt >= RETRY_SCHEDULE_MS.length) return outcome;
    const retryAfter = outcome.kind === "response" ? Number(outcome.headers["retry-after"] ?? 0) * 1000 : 0;
    await new Promise((resolve) => setTimeout(resolve, Math.max(RETRY_SCHEDULE_MS[attempt], retryAfter)));
  }
}

export function accepted(request: Originate): boolean {
  return request.outcome?.kind === "response" && request.outcome.status === 202;
}

/** Polls `check` until it holds or `timeoutMs` passes; the caller then asserts with the details. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
