import { defaultCountryInput, setDefaultCountry } from "@/server/workspaces/default-country";
import { setTimeZone, timeZoneInput } from "@/server/workspaces/time-zone";
import { setTransferToAnyNumber, transferSettingInput } from "@/server/workspaces/transfers";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const workspaceRouter = createTRPCRouter({
  /** The IANA zone the overview cuts days in. */
  setTimeZone: adminProcedure
    .input(workspaceInput.extend(timeZoneInput.shape))
    .mutation(({ ctx, input: { id, ...zone } }) => setTimeZone(ctx.db, id, zone)),
  /** The country numbers written without + and a country code are read in (server/phone.ts). */
  setDefaultCountry: adminProcedure
    .input(workspaceInput.extend(defaultCountryInput.shape))
    .mutation(({ ctx, input: { id, ...country } }) => setDefaultCountry(ctx.db, id, country)),
  /** Whether steering may transfer calls to any number, not only the agent's transferNumbers. */
  setTransferToAnyNumber: adminProcedure
    .input(workspaceInput.extend(transferSettingInput.shape))
    .mutation(({ ctx, input: { id, ...setting } }) => setTransferToAnyNumber(ctx.db, id, setting)),
});
