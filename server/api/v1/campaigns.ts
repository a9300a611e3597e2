import { z } from "zod";
import {
  appendRecipients,
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  listRecipients,
  pauseCampaign,
  resumeCampaign,
} from "@/server/campaigns/campaigns";
import { appendRecipientsInput, createCampaignInput, listRecipientsInput } from "@/server/campaigns/inputs";
import { campaignSchema, createdCampaignSchema, recipientSchema } from "@/server/campaigns/views";
import { paginationInput } from "@/server/db/pagination";
import { modeOf, type Context, type Principal } from "../context";
import { envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

const campaignPath = workspacePath.extend({ campaignId: z.string().meta({ description: "Campaign id." }) });
const scopeOf = (ctx: Context & { principal: Principal }, workspaceId: string) => ({
  workspaceId,
  mode: modeOf(ctx.principal),
});
const notFound = { 404: "No such campaign" };

/** pause, resume and cancel: a POST on the campaign answering it moved. */
function lifecycle(
  verb: "pause" | "resume" | "cancel",
  summary: string,
  description: string,
  move: typeof pauseCampaign,
) {
  return workspaceProcedure
    .meta({
      scope: "campaigns:write",
      openapi: {
        method: "POST",
        path: `/workspaces/{id}/campaigns/{campaignId}/${verb}`,
        tags: ["Campaigns"],
        summary,
        description,
        errorResponses: { ...notFound, 409: "The campaign's status does not allow it" },
      },
    })
    .input(campaignPath)
    .output(envelope(campaignSchema))
    .mutation(async ({ ctx, input }) => successBody(await move(ctx.db, scopeOf(ctx, input.id), input.campaignId)));
}

export const campaignsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "campaigns:write",
      successStatus: 201,
      maxBodyBytes: 4 * 1024 * 1024,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/campaigns",
        tags: ["Campaigns"],
        summary: "Create a campaign",
        description:
          "Calls each recipient within its calling hours (never outside 08:00–21:00 in the callee's time), at most `maxConcurrent` at once, retrying the outcomes `retry.on` names. Numbers that cannot be called are kept as `skipped` with their reason. Up to 10,000 recipients per request (4 MiB).",
        successDescription: "Created.",
        errorResponses: { 422: "The agent or a `from` number is not the workspace's" },
      },
    })
    .input(createCampaignInput.safeExtend(workspacePath.shape))
    .output(envelope(createdCampaignSchema))
    .mutation(async ({ ctx, input: { id, ...campaign } }) =>
      successBody(await createCampaign(ctx.db, scopeOf(ctx, id), campaign)),
    ),

  addRecipients: workspaceProcedure
    .meta({
      scope: "campaigns:write",
      maxBodyBytes: 4 * 1024 * 1024,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/campaigns/{campaignId}/recipients",
        tags: ["Campaigns"],
        summary: "Add recipients to a campaign",
        description:
          "Up to 10,000 per request; a campaign holds up to 1,000,000. A campaign that has ended takes none (409).",
        errorResponses: {
          ...notFound,
          409: "The campaign has ended",
          422: "The campaign would exceed 1,000,000 recipients",
        },
      },
    })
    .input(appendRecipientsInput.extend(campaignPath.shape))
    .output(envelope(createdCampaignSchema))
    .mutation(async ({ ctx, input }) =>
      successBody(await appendRecipients(ctx.db, scopeOf(ctx, input.id), input.campaignId, input.recipients)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "campaigns:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/campaigns",
        tags: ["Campaigns"],
        summary: "List campaigns",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(campaignSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) =>
      successBody(await listCampaigns(ctx.db, scopeOf(ctx, id), filter)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "campaigns:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/campaigns/{campaignId}",
        tags: ["Campaigns"],
        summary: "Retrieve a campaign",
        description:
          "Its status, recipients by state, progress and an estimate of its end from the rate observed so far.",
        errorResponses: notFound,
      },
    })
    .input(campaignPath)
    .output(envelope(campaignSchema))
    .query(async ({ ctx, input }) => successBody(await getCampaign(ctx.db, scopeOf(ctx, input.id), input.campaignId))),

  recipients: workspaceProcedure
    .meta({
      scope: "campaigns:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/campaigns/{campaignId}/recipients",
        tags: ["Campaigns"],
        summary: "List a campaign's recipients",
        description:
          "In the order they were added (a CSV's order); filter by `state`. A `waiting` recipient says why in `waitReason`. The full table with each callee's answers is `results.csv`.",
        errorResponses: notFound,
      },
    })
    .input(listRecipientsInput.extend(campaignPath.shape))
    .output(envelope(page(recipientSchema)))
    .query(async ({ ctx, input: { id, campaignId, ...filter } }) =>
      successBody(await listRecipients(ctx.db, scopeOf(ctx, id), campaignId, filter)),
    ),

  pause: lifecycle(
    "pause",
    "Pause a campaign",
    "No new call is placed; calls in progress finish. `campaign.paused` is sent.",
    pauseCampaign,
  ),
  resume: lifecycle(
    "resume",
    "Resume a paused campaign",
    "Calls are placed again, within the calling hours.",
    resumeCampaign,
  ),
  cancel: lifecycle(
    "cancel",
    "Cancel a campaign",
    "Recipients not yet called are canceled; calls in progress finish. `campaign.completed` is sent with status `canceled`.",
    cancelCampaign,
  ),
});
