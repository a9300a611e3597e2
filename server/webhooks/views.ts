import { z } from "zod";
import type { Prisma, WebhookEndpoint } from "@/server/db/generated/client";
import { webhookEventTypeSchema } from "./inputs";

// Webhook endpoints and deliveries as /v1 and the settings UI show them. The signing secret is
// never part of a view: it is answered once, by creation and rotation (`withSecret`).

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const webhookEndpointSchema = z.object({
  id: z.string().meta({ example: "whe_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d" }),
  url: z.string(),
  description: z.string().nullable(),
  events: z
    .array(webhookEventTypeSchema)
    .meta({ description: "Event types delivered; empty = all, including types added later." }),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type EndpointRow = Pick<
  WebhookEndpoint,
  "id" | "url" | "description" | "events" | "enabled" | "createdAt" | "updatedAt"
>;

export function webhookEndpointView(endpoint: EndpointRow): z.infer<typeof webhookEndpointSchema> {
  const { id, url, description, events, enabled, createdAt, updatedAt } = endpoint;
  return {
    id,
    url,
    description,
    events: events as z.infer<typeof webhookEventTypeSchema>[],
    enabled,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const secretSchema = z.string().meta({
  description: "The `whsec_…` signing secret (Standard Webhooks). Shown in this answer only: store it now.",
  example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
});

export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: secretSchema });

export const rotatedSecretSchema = z.object({
  secret: secretSchema,
  previousSecretExpiresAt: z
    .string()
    .meta({ description: "Until then deliveries are signed with the old secret too, so receivers can switch over." }),
});

export const webhookAttemptSchema = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  statusCode: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The receiver's HTTP status; null when it did not answer." }),
  error: z.string().nullable(),
  responseSnippet: z.string().nullable().meta({
    description:
      "The start of the receiver's answer; null unless the caller may change webhooks (admins, `webhooks:write`).",
  }),
});

export const webhookDeliverySchema = z.object({
  id: z.string().meta({ example: "whd_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c" }),
  endpointId: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  event: z.object({ id: z.string(), type: z.string(), subjectId: z.string(), createdAt: z.string() }),
  attempts: z.array(webhookAttemptSchema).meta({ description: "Every attempt, first to last." }),
});

export const deliveryInclude = {
  event: { select: { id: true, type: true, subjectId: true, createdAt: true } },
  attempts: { orderBy: { attemptNumber: "asc" } },
} as const satisfies Prisma.WebhookDeliveryInclude;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

/** What receivers answered only `withResponses`: an answer may echo what it should not. */
export function webhookDeliveryView(
  delivery: DeliveryRow,
  withResponses: boolean,
): z.infer<typeof webhookDeliverySchema> {
  const {
    id,
    endpointId,
    status,
    attemptCount,
    lastStatusCode,
    nextAttemptAt,
    createdAt,
    completedAt,
    event,
    attempts,
  } = delivery;
  return {
    id,
    endpointId,
    status,
    attemptCount,
    lastStatusCode,
    nextAttemptAt: iso(nextAttemptAt),
    createdAt: createdAt.toISOString(),
    completedAt: iso(completedAt),
    event: { ...event, createdAt: event.createdAt.toISOString() },
    attempts: attempts.map(({ id, attemptNumber, startedAt, durationMs, statusCode, error, responseSnippet }) => ({
      id,
      attemptNumber,
      startedAt: startedAt.toISOString(),
      durationMs,
      statusCode,
      error,
      responseSnippet: withResponses ? responseSnippet : null,
    })),
  };
}
