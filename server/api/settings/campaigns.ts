import { z } from "zod";
import {
  appendRecipients,
  cancelCampaign,
  createCampaign,
  pauseCampaign,
  resumeCampaign,
} from "@/server/campaigns/campaigns";
import { setCallsInFlight } from "@/server/campaigns/capacity";
import { appendRecipientsInput, callsInFlightInput, createCampaignInput } from "@/server/campaigns/inputs";
import { ApiKeyMode } from "@/server/db/generated/enums";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

// The campaigns page's changes. As /v1's, with the mode named: the settings UI creates and drives
// test campaigns (their calls reach the simulator only) as well as live ones.

const inMode = workspaceInput.extend({ mode: z.enum(ApiKeyMode).default("live") });
const campaignInput = inMode.extend({ campaignId: z.string().min(1) });
const MOVES = { pause: pauseCampaign, resume: resumeCampaign, cancel: cancelCampaign };
const FOUR_MIB = 4 * 1024 * 1024;

export const campaignsSettingsRouter = createTRPCRouter({
  /** The workspace's limit of calls in flight, shared by campaigns and single calls. */
  setCallsInFlight: adminProcedure
    .input(workspaceInput.extend(callsInFlightInput.shape))
    .mutation(({ ctx, input: { id, ...limit } }) => setCallsInFlight(ctx.db, id, limit)),
  create: adminProcedure
    .meta({ maxBodyBytes: FOUR_MIB })
    .input(createCampaignInput.safeExtend(inMode.shape))
    .mutation(({ ctx, input: { id, mode, ...campaign } }) =>
      createCampaign(ctx.db, { workspaceId: id, mode }, campaign),
    ),
  addRecipients: adminProcedure
    .meta({ maxBodyBytes: FOUR_MIB })
    .input(appendRecipientsInput.extend(campaignInput.shape))
    .mutation(({ ctx, input: { id, mode, campaignId, recipients } }) =>
      appendRecipients(ctx.db, { workspaceId: id, mode }, campaignId, recipients),
    ),
  /** Pause, resume or cancel. */
  move: adminProcedure
    .input(campaignInput.extend({ verb: z.enum(["pause", "resume", "cancel"]) }))
    .mutation(({ ctx, input: { id, mode, campaignId, verb } }) =>
      MOVES[verb](ctx.db, { workspaceId: id, mode }, campaignId),
    ),
});
