// results.csv is a route handler of its own (a stream, not the JSON envelope), so the /v1 OpenAPI
// document takes its path item from here, as it does click-to-call's.

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

export function campaignResultsPaths() {
  return {
    "/workspaces/{id}/campaigns/{campaignId}/results.csv": {
      get: {
        operationId: "v1-campaigns-results",
        tags: ["Campaigns"],
        summary: "Download a campaign's results",
        description:
          "CSV (RFC 4180), streamed: one row per recipient in the order they were added, with `to`, one `variables.<name>` column per variable, `state`, `skipReason`, `attempts`, " +
          "`nextAttemptAt`, the last call's `lastCallId`, `endedReason`, `durationSec`, `successful` and `summary`, and one `analysis.<property>` column per property of the agent's analysis schema. Needs `campaigns:read`.",
        parameters: [
          { in: "path", name: "id", required: true, description: "Workspace id.", schema: { type: "string" } },
          { in: "path", name: "campaignId", required: true, description: "Campaign id.", schema: { type: "string" } },
        ],
        responses: {
          "200": { description: "The results.", content: { "text/csv": { schema: { type: "string" } } } },
          "401": error("`UNAUTHENTICATED`, `INVALID_API_KEY`."),
          "403": error("`INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`."),
          "404": error("`NOT_FOUND`: no such campaign in this workspace and mode."),
          "429": error("`RATE_LIMITED`: see `Retry-After`."),
        },
      },
    },
  };
}
