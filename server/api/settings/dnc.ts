import { allowedCountriesInput, setAllowedCountries } from "@/server/dnc/destinations";
import { importDncCsv } from "@/server/dnc/entries";
import { dncImportInput } from "@/server/dnc/inputs";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const dncRouter = createTRPCRouter({
  /** The countries calls may go to; an empty list means those of the caller numbers. */
  setAllowedCountries: adminProcedure
    .input(workspaceInput.extend(allowedCountriesInput.shape))
    .mutation(({ ctx, input: { id, ...countries } }) => setAllowedCountries(ctx.db, id, countries)),
  import: adminProcedure
    .input(workspaceInput.extend(dncImportInput.shape))
    .mutation(({ ctx, input }) => importDncCsv(ctx.db, input.id, input.csv)),
});
