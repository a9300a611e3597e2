import { z } from "zod";
import { API_VERSION } from "@/server/api-version";
import { summaryReadySchema } from "@/server/calls/analysis";
import { apiKeyExpiringSchema } from "@/server/keys/views";

// The webhooks section of /v1/openapi.json (OpenAPI 3.1 `webhooks`): what svc POSTs to an
// integrator's endpoint, so the SDK's types cover the payloads too. Schemas with an id become
// components, shared with the paths that return them.

const PAYLOADS = {
  "call.summary_ready": {
    schema: summaryReadySchema,
    summary: "A call was analysed: summary, structured data, success, transcript, why it ended.",
  },
  "api_key.expiring": {
    schema: apiKeyExpiringSchema,
    summary: "An API key stops working in 7 days, then in 1 day (once each).",
  },
} as const;

type Schemas = Record<string, unknown>;

export function webhookDocs(): { webhooks: Record<string, unknown>; schemas: Schemas } {
  const schemas: Schemas = {};
  const webhooks: Record<string, unknown> = {};
  for (const [type, { schema, summary }] of Object.entries(PAYLOADS)) {
    const envelope = z.object({
      id: z.string(),
      type: z.literal(type),
      apiVersion: z
        .literal(API_VERSION)
        .meta({ description: "The API version `data` follows (docs/api-versioning.md); every event carries it." }),
      createdAt: z.string(),
      workspaceId: z.string(),
      data: schema,
    });
    const {
      $defs = {},
      $schema: _dialect,
      ...body
    } = JSON.parse(
      JSON.stringify(z.toJSONSchema(envelope, { target: "draft-2020-12", unrepresentable: "any" })).replaceAll(
        "#/$defs/",
        "#/components/schemas/",
      ),
    ) as { $defs?: Schemas; $schema?: string };
    Object.assign(schemas, $defs);
    webhooks[type] = {
      post: {
        summary,
        description:
          "Signed with Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`); verify with the SDK's `verifyWebhook`.",
        requestBody: { required: true, content: { "application/json": { schema: body } } },
        responses: {
          "2XX": { description: "Received. Anything else is retried on the schedule in docs/decisions.md." },
        },
      },
    };
  }
  return { webhooks, schemas };
}
