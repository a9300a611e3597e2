import { validationError } from "@/server/api/errors";
import type { Principal } from "@/server/auth/authorize";
import { originateCall } from "@/server/calls/originate";
import type { originateInput } from "@/server/calls/schemas";
import type { IdempotencyScope } from "@/server/idempotency/idempotency";
import { isKept, recordResponse } from "@/server/idempotency/idempotency";
import type { z } from "zod";
import { replayed } from "./idempotency";
import { respondJson, type Exchange } from "./pipeline";
import type { Route } from "./routes";

// The originate-manual procedure's work, answered without calling the procedure: its input schema
// (from the route), then server/calls/originate.ts's one statement (docs/decisions.md "The hot
// path in SQL"). Reached after the same stages as every /v1 mutation: rate limit, body, routing
// and authorization; the statement reads the key's record itself (a replay is answered from it).

export interface AuthorizedCall {
  route: Route;
  /** Path and body fields together, as the procedure would take them. */
  input: Record<string, unknown>;
  principal: Principal;
  workspaceId: string;
  scope: IdempotencyScope | null;
}

export async function serveOriginate(
  exchange: Exchange,
  { route, input, principal, workspaceId, scope }: AuthorizedCall,
): Promise<Response> {
  if (principal.kind !== "apiKey") throw new Error("originate-manual's hot path serves API keys only");
  const parsed = route.input.safeParse(input);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    // A 400 is kept for replays like any 4xx, as the idempotency stage keeps the procedure's.
    const held =
      scope && isKept(error.status)
        ? await recordResponse(scope, { status: error.status, body: error.toEnvelope() })
        : null;
    if (held) return replayed(exchange, held);
    throw error;
  }
  const { agentId, to, from } = parsed.data as z.infer<typeof originateInput>;
  const outcome = await originateCall(
    { workspaceId, mode: principal.mode, apiKeyId: principal.keyId, agentId, to, from },
    scope,
  );
  return outcome.replayed ? replayed(exchange, outcome.response) : respondJson(exchange, outcome.body, outcome.status);
}
