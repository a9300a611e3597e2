import { setTimeZone, timeZoneInput } from "@/server/workspaces/time-zone";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const workspaceRouter = createTRPCRouter({
  /** The IANA zone the overview cuts days in. */
  setTimeZone: adminProcedure
    .input(workspaceInput.extend(timeZoneInput.shape))
    .mutation(({ ctx, input: { id, ...zone } }) => setTimeZone(ctx.db, id, zone)),
});
