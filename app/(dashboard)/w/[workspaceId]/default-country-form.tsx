"use client";

import { trpc } from "@/app/_components/trpc";
import { defaultCountryInput, knownCountries } from "@/server/workspaces/default-country";
import { SettingForm } from "./setting-form";

// The country every input reads a number written without + and a country code in (server/phone.ts).

export function DefaultCountryForm({ workspaceId, defaultCountry }: { workspaceId: string; defaultCountry: string }) {
  return (
    <SettingForm
      title="Default country"
      label="Default country"
      name="defaultCountry"
      value={defaultCountry}
      hint="Where a number like (415) 555-2671 is, as an ISO code, e.g. US or GB."
      suggestions={knownCountries()}
      schema={defaultCountryInput}
      submit={(input) => trpc.settings.workspace.setDefaultCountry.mutate({ id: workspaceId, ...input })}
      done={(saved) => `Numbers without a country code are now read in ${saved.defaultCountry}`}
      submitLabel="Save country"
    />
  );
}
