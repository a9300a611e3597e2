import { setCallsInFlight } from "@/server/campaigns/capacity";
import { callsInFlightInput } from "@/server/campaigns/inputs";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const campaignsSettingsRouter = createTRPCRouter({
  /** The workspace's limit of calls in flight, shared by campaigns and single calls. */
  setCallsInFlight: adminProcedure
    .input(workspaceInput.extend(callsInFlightInput.shape))
    .mutation(({ ctx, input: { id, ...limit } }) => setCallsInFlight(ctx.db, id, limit)),
});
