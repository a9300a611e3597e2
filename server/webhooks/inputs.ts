import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";

// What the webhook settings accept. No server imports, so the settings forms validate in the
// browser with the same schemas the procedures use.

export const WEBHOOK_EVENT_TYPES = [
  "call.queued",
  "call.ringing",
  "call.answered",
  "call.completed",
  "call.failed",
  "call.summary_ready",
  "call.transfer_started",
  "call.transfer_bridged",
  "call.transfer_failed",
  "lead.created",
  "contact.created",
  "campaign.started",
  "campaign.paused",
  "campaign.completed",
  "api_key.expiring",
  "test_run.completed",
  "experiment.concluded",
  "alert.triggered",
  "alert.resolved",
  "erasure.completed",
] as const;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const createEndpointInput = z.object({
  url: z.url({ protocol: /^https?$/, message: "Must be an http(s) URL." }).max(2048),
  description: z.string().trim().max(200).optional(),
  /** Event types to deliver; empty or absent = all. */
  events: z.array(webhookEventTypeSchema).max(WEBHOOK_EVENT_TYPES.length).default([]),
});

export const updateEndpointInput = createEndpointInput.partial().extend({ enabled: z.boolean().optional() });

export const listDeliveriesInput = paginationInput.extend({ limit: paginationInput.shape.limit.default(25) });
