import { z } from "zod";
import { liveEventData, LIVE_EVENT_TYPES } from "./events";
import { LIVE_STREAMS_PER_HOLDER } from "./stream-budget";
import { HEARTBEAT_MS, UNREAD_LIMIT_BYTES } from "./stream";

// The live stream is a route handler of its own (Server-Sent Events, not the JSON envelope), so
// the /v1 OpenAPI document takes its path item from here, and its events as the `LiveEvent`
// component (one object per event type: its `id`, `event` and `data`), which the SDK's types cover.

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The `LiveEvent` component and the schemas it names, as `z.toJSONSchema` writes them for components. */
export function liveEventSchemas(): Record<string, unknown> {
  const event = z
    .union(
      LIVE_EVENT_TYPES.map((type) =>
        z.object({
          id: z
            .string()
            .meta({ description: "The event's number in the call's log: send it as Last-Event-ID to resume." }),
          event: z.literal(type),
          data: liveEventData[type],
        }),
      ),
    )
    .meta({ id: "LiveEvent", description: "One event of a call's live stream (GET …/calls/{callId}/live)." });
  const { $defs = {} } = JSON.parse(
    JSON.stringify(z.toJSONSchema(z.object({ event }), { target: "draft-2020-12", unrepresentable: "any" })).replaceAll(
      "#/$defs/",
      "#/components/schemas/",
    ),
  ) as { $defs?: Record<string, unknown> };
  return $defs;
}

export function liveCallPaths() {
  return {
    "/workspaces/{id}/calls/{callId}/live": {
      get: {
        operationId: "v1-calls-live",
        tags: ["Calls"],
        summary: "Watch a call as it happens",
        description:
          "Server-Sent Events (`text/event-stream`), each with an `id`, an `event` type and JSON `data` (the `LiveEvent` schema): " +
          "`status` (each status reached), `turn.delta` (the agent's words as they are sent to be spoken), `turn` (each turn as the transcript stores it, when it ends), " +
          "`tool` (each tool call and result), `transfer`, `steered` (a member or an API key steered the call), and `ended`, the last, after which the stream closes. " +
          "A call that is over replays its events and closes. Reconnect with `Last-Event-ID` (or `?lastEventId=`) to get exactly the events after it. " +
          `A comment line comes every ${HEARTBEAT_MS / 1000} seconds. At most ${LIVE_STREAMS_PER_HOLDER} streams per API key at once (429 beyond); a client that reads nothing is dropped once ${UNREAD_LIMIT_BYTES / 1024} KiB wait for it. Needs \`calls:read\`.`,
        parameters: [
          { in: "path", name: "id", required: true, description: "Workspace id.", schema: { type: "string" } },
          { in: "path", name: "callId", required: true, description: "Call id.", schema: { type: "string" } },
          {
            in: "header",
            name: "Last-Event-ID",
            required: false,
            description: "Resume after this event.",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "The call's events, as they happen.",
            content: { "text/event-stream": { schema: { type: "string" } } },
          },
          "401": error("`UNAUTHENTICATED`, `INVALID_API_KEY`, `API_KEY_EXPIRED`."),
          "403": error("`INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`."),
          "404": error("`NOT_FOUND`: no such call in this workspace and mode."),
          "429": error(
            `\`RATE_LIMITED\`: ${LIVE_STREAMS_PER_HOLDER} streams are open for this key already; see \`Retry-After\`.`,
          ),
        },
      },
    },
  };
}
