import { z } from "zod";
import { allowedCountriesInput, setAllowedCountries } from "@/server/dnc/destinations";
import { addDncEntry, importDncCsv, removeDncEntry } from "@/server/dnc/entries";
import { dncEntryInput, dncImportInput } from "@/server/dnc/inputs";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const dncRouter = createTRPCRouter({
  add: adminProcedure.input(workspaceInput.extend(dncEntryInput.shape)).mutation(({ ctx, input: { id, ...entry } }) => addDncEntry(ctx.db, id, entry)),
  remove: adminProcedure
    .input(workspaceInput.extend({ entryId: z.string() }))
    .mutation(({ ctx, input }) => removeDncEntry(ctx.db, input.id, input.entryId)),
  /** The countries calls may go to; an empty list means those of the caller numbers. */
  setAllowedCountries: adminProcedure
    .input(workspaceInput.extend(allowedCountriesInput.shape))
    .mutation(({ ctx, input: { id, ...countries } }) => setAllowedCountries(ctx.db, id, countries)),
  import: adminProcedure.input(workspaceInput.extend(dncImportInput.shape)).mutation(({ ctx, input }) => importDncCsv(ctx.db, input.id, input.csv)),
});
