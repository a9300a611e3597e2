"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { defaultCountryInput, knownCountries } from "@/server/workspaces/default-country";

// The country every input reads a number written without + and a country code in (server/phone.ts).

export function DefaultCountryForm({ workspaceId, defaultCountry }: { workspaceId: string; defaultCountry: string }) {
  const form = useZodForm({
    schema: defaultCountryInput,
    submit: (input) => trpc.settings.workspace.setDefaultCountry.mutate({ id: workspaceId, ...input }),
    done: (saved) => `Numbers without a country code are now read in ${saved.defaultCountry}`,
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Default country">
      <Field
        label="Default country"
        name="defaultCountry"
        defaultValue={defaultCountry}
        list="countries"
        autoComplete="off"
        error={form.errors.defaultCountry}
        hint="Where a number like (415) 555-2671 is, as an ISO code, e.g. US or GB."
      />
      <datalist id="countries">
        {knownCountries().map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save country" pendingText="Saving…" />
    </form>
  );
}
