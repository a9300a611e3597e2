import { z } from "zod";
import { alertEventSchema } from "@/server/alerts/evaluate";
import { testRunSchema } from "@/server/agent-tests/runs";
import { API_VERSION } from "@/server/api-version";
import { summaryReadySchema } from "@/server/calls/analysis";
import { transferEventSchema } from "@/server/calls/transfer-schema";
import { campaignSchema } from "@/server/campaigns/views";
import { leadCreatedSchema } from "@/server/clicktocall/callback";
import { contactCreatedSchema } from "@/server/contacts/contacts";
import { experimentSchema } from "@/server/experiments/experiments";
import { callStatusChangedSchema } from "@/server/calls/announcements";
import { erasureSchema } from "@/server/privacy/erasure";
import { apiKeyExpiringSchema } from "@/server/keys/views";
import { webhookTestSchema } from "./endpoints";
import type { WebhookEventType } from "./events";

// The webhooks section of /v1/openapi.json (OpenAPI 3.1 `webhooks`): what svc POSTs to an
// integrator's endpoint, so the SDK's types cover the payloads too. Every event type has its
// `data` schema here (it does not compile otherwise), defined beside the code that builds that
// data; tests/integration/webhook-payload-docs.test.ts checks emitted events against them. Schemas
// with an id become components, shared with the paths that return them.

const PAYLOADS: Record<WebhookEventType, { schema: z.ZodType; summary: string }> = {
  "call.queued": { schema: callStatusChangedSchema, summary: "A call was created, before any dialing." },
  "call.ringing": {
    schema: callStatusChangedSchema,
    summary: "The callee's phone rings (outbound), or a caller rings one of the workspace's numbers (inbound).",
  },
  "call.answered": { schema: callStatusChangedSchema, summary: "The call was answered; the agent is on the line." },
  "call.completed": { schema: callStatusChangedSchema, summary: "An answered call ended." },
  "call.failed": {
    schema: callStatusChangedSchema,
    summary: "The call ended without completing: `busy`, `no_answer`, `failed` or `blocked` (its `status` says).",
  },
  "call.summary_ready": {
    schema: summaryReadySchema,
    summary: "A call was analysed: summary, structured data, success, transcript, why it ended.",
  },
  "call.transfer_started": {
    schema: transferEventSchema,
    summary: "A transfer of a call to a person started: their phone rings, the caller holds.",
  },
  "call.transfer_bridged": {
    schema: transferEventSchema,
    summary: "The person took the transferred call (warm: after the whisper); the caller and the person talk.",
  },
  "call.transfer_failed": {
    schema: transferEventSchema,
    summary:
      "A transfer failed (`transfer.reason`: `no_answer`, `declined`, `busy`, `failed`): the caller is back with the agent.",
  },
  "lead.created": {
    schema: leadCreatedSchema,
    summary: "A visitor asked for a callback through a click-to-call button.",
  },
  "contact.created": {
    schema: contactCreatedSchema,
    summary: "A contact was created: through the API, or by a click-to-call request from a new number.",
  },
  "campaign.started": { schema: campaignSchema, summary: "A campaign started placing calls." },
  "campaign.paused": { schema: campaignSchema, summary: "A campaign was paused; calls in progress go on." },
  "campaign.completed": {
    schema: campaignSchema,
    summary: "A campaign ended, with its counts: `completed`, `canceled` or `expired` (its `status` says).",
  },
  "api_key.expiring": {
    schema: apiKeyExpiringSchema,
    summary: "An API key stops working in 7 days, then in 1 day (once each).",
  },
  "test_run.completed": {
    schema: testRunSchema,
    summary: "An agent test run played all its conversations: status, counts, pass rates.",
  },
  "experiment.concluded": {
    schema: experimentSchema,
    summary:
      "An experiment's sequential test decided (or its maxCalls or endsAt passed): its arms, the difference and the decision; the variant is no longer assigned.",
  },
  "alert.triggered": {
    schema: alertEventSchema,
    summary:
      "An alert rule's condition started to hold (evaluated each minute): its value, threshold and window. Once per crossing.",
  },
  "alert.resolved": {
    schema: alertEventSchema,
    summary: "An alert rule's condition stopped holding: the same crossing's value now, threshold and window.",
  },
  "erasure.completed": {
    schema: erasureSchema,
    summary: "A person's data was erased (POST …/erasures): what was erased, as counts; the payload names no one.",
  },
  "webhook.test": {
    schema: webhookTestSchema,
    summary: 'Sent to one endpoint by "send test event"; endpoints cannot subscribe to it.',
  },
};

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
