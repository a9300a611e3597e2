import { z } from "zod";
import { ApiKeyMode } from "@/server/db/generated/enums";
import { passRatesByVersion } from "@/server/agent-tests/runs";
import { agentCallRecord } from "@/server/agents/calls";
import { getAgentWithSettings, listAgentsWithSettings } from "@/server/agents/list";
import { listLlmConnections } from "@/server/llm/connections";
import { listTeam } from "@/server/auth/invitations";
import { listWorkspacesOf } from "@/server/auth/membership";
import { listCalls } from "@/server/calls/calls";
import { getCallDetail } from "@/server/calls/detail";
import { callStats, callTotals } from "@/server/calls/stats";
import { callDirectionSchema, callStatusSchema } from "@/server/calls/schemas";
import { listSources } from "@/server/clicktocall/sources";
import { searchContacts } from "@/server/contacts/search";
import { paginationInput } from "@/server/db/pagination";
import { destinationSettings } from "@/server/dnc/destinations";
import { transferToAnyNumberOf } from "@/server/workspaces/transfers";
import { listDncEntries } from "@/server/dnc/entries";
import { ApiError } from "@/server/errors";
import { passagesByChunk } from "@/server/knowledge/passages";
import { listLeadsWithContext } from "@/server/leads/recent";
import { listCallerNumbers } from "@/server/numbers/numbers";
import { setupProgress, workspaceAccess } from "@/server/workspaces/overview";
import { memberProcedure, workspaceInput } from "./settings/procedures";
import { callsInFlightSettings } from "@/server/campaigns/capacity";
import { getCampaign, listCampaigns, listRecipients } from "@/server/campaigns/campaigns";
import { listRecipientsInput } from "@/server/campaigns/inputs";
import { defaultCountryOf } from "@/server/workspaces/default-country";
import { createTRPCRouter, userProcedure } from "./trpc";

// What the dashboard's server components read (through the server caller): every read is a
// member procedure, so a page cannot skip the access check. `dashboard.<read>` with the
// workspace as `id`.

const pageInput = workspaceInput.extend(paginationInput.shape);
const agentInput = workspaceInput.extend({ agentId: z.string().min(1) });
const searchInput = pageInput.extend({ search: z.string().max(200).optional() });
/** Calls, contacts, leads and campaigns are live or test data; the dashboard shows live unless asked. */
const dataInput = { mode: z.enum(ApiKeyMode).default("live") };
const campaignInput = workspaceInput.extend({ campaignId: z.string().min(1), ...dataInput });

export const dashboardRouter = createTRPCRouter({
  workspaces: userProcedure.query(async ({ ctx }) =>
    (await listWorkspacesOf(ctx.db, ctx.userId)).map(({ workspace }) => workspace),
  ),
  access: memberProcedure
    .input(workspaceInput)
    .query(({ ctx, input }) => workspaceAccess(ctx.db, input.id, ctx.userId, ctx.role)),
  overview: memberProcedure.input(workspaceInput).query(async ({ ctx, input }) => {
    const [stats, testStats, recent, setup, defaultCountry, transferToAnyNumber] = await Promise.all([
      callStats(ctx.db, input.id, "live"),
      callStats(ctx.db, input.id, "test"),
      listCalls(ctx.db, input.id, "live", { limit: 5 }),
      setupProgress(ctx.db, input.id),
      defaultCountryOf(ctx.db, input.id),
      transferToAnyNumberOf(ctx.db, input.id),
    ]);
    return { stats, testCalls: testStats.total, recent, setup, defaultCountry, transferToAnyNumber };
  }),
  /** The calls page's tabs: live and test calls of the last 30 days, counted as the overview counts them. */
  callTotals: memberProcedure.input(workspaceInput).query(({ ctx, input }) => callTotals(ctx.db, input.id)),
  /** The title and text of knowledge passages given to an agent's turns (a test run's conversations). */
  knowledgePassages: memberProcedure
    .input(workspaceInput.extend({ chunkIds: z.array(z.string().min(1)).max(1000) }))
    .query(({ ctx, input }) => passagesByChunk(ctx.db, input.id, input.chunkIds)),
  calls: memberProcedure
    .input(
      pageInput.extend({
        status: z.array(callStatusSchema).optional(),
        direction: callDirectionSchema.optional(),
        ...dataInput,
      }),
    )
    .query(({ ctx, input: { id, mode, ...filter } }) => listCalls(ctx.db, id, mode, filter)),
  callDetail: memberProcedure
    .input(workspaceInput.extend({ callId: z.string().min(1) }))
    .query(async ({ ctx, input }) => {
      const detail = await getCallDetail(ctx.db, input.id, input.callId);
      if (!detail) throw new ApiError("NOT_FOUND", "No call with this id exists in this workspace.");
      return detail;
    }),
  contacts: memberProcedure
    .input(searchInput.extend(dataInput))
    .query(({ ctx, input: { id, mode, ...page } }) => searchContacts(ctx.db, id, mode, page)),
  leads: memberProcedure
    .input(pageInput.extend(dataInput))
    .query(({ ctx, input: { id, mode, ...page } }) => listLeadsWithContext(ctx.db, id, mode, page)),
  doNotCall: memberProcedure
    .input(searchInput)
    .query(({ ctx, input: { id, ...page } }) => listDncEntries(ctx.db, id, page)),
  agents: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listAgentsWithSettings(ctx.db, input.id)),
  agent: memberProcedure
    .input(agentInput)
    .query(({ ctx, input }) => getAgentWithSettings(ctx.db, input.id, input.agentId)),
  agentTestPassRates: memberProcedure
    .input(agentInput)
    .query(({ ctx, input }) => passRatesByVersion(ctx.db, input.id, input.agentId)),
  agentCalls: memberProcedure
    .input(agentInput)
    .query(({ ctx, input }) => agentCallRecord(ctx.db, input.id, input.agentId)),
  llmConnections: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listLlmConnections(ctx.db, input.id)),
  numbers: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listCallerNumbers(ctx.db, input.id)),
  destinations: memberProcedure.input(workspaceInput).query(({ ctx, input }) => destinationSettings(ctx.db, input.id)),
  sources: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listSources(ctx.db, input.id)),
  team: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listTeam(ctx.db, input.id)),
  campaigns: memberProcedure
    .input(pageInput.extend(dataInput))
    .query(({ ctx, input: { id, mode, ...page } }) => listCampaigns(ctx.db, { workspaceId: id, mode }, page)),
  campaign: memberProcedure
    .input(campaignInput)
    .query(({ ctx, input: { id, mode, campaignId } }) => getCampaign(ctx.db, { workspaceId: id, mode }, campaignId)),
  campaignRecipients: memberProcedure
    .input(campaignInput.extend(listRecipientsInput.shape))
    .query(({ ctx, input: { id, mode, campaignId, ...filter } }) =>
      listRecipients(ctx.db, { workspaceId: id, mode }, campaignId, filter),
    ),
  callsInFlight: memberProcedure
    .input(workspaceInput)
    .query(({ ctx, input }) => callsInFlightSettings(ctx.db, input.id)),
  /** The country numbers written without + and a country code are read in. */
  defaultCountry: memberProcedure.input(workspaceInput).query(({ ctx, input }) => defaultCountryOf(ctx.db, input.id)),
});
