"use client";

import { z } from "zod";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

// The countries calls may go to. Every change saves the whole list; the server checks each code
// against the countries that have a numbering plan (the shape check here only saves a round trip).

const countryField = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Two letters, e.g. GB"),
});
const names = new Intl.DisplayNames(["en"], { type: "region" });

interface Props {
  workspaceId: string;
  countries: string[];
  /** The list is the caller numbers' countries, not one an admin set. */
  derived: boolean;
  canManage: boolean;
}

export function DestinationCountries({ workspaceId, countries, derived, canManage }: Props) {
  const save = (next: string[]) => trpc.settings.dnc.setAllowedCountries.mutate({ id: workspaceId, countries: next });
  const form = useZodForm({
    schema: countryField,
    submit: ({ country }) => save([...countries, country]),
    done: "Country added",
    onSuccess: (_, element) => element.reset(),
  });
  return (
    <>
      <p className="muted">
        {derived
          ? "By default, the countries of your caller numbers: adding a number in a new country allows that country."
          : "Set by an admin. Remove every country to go back to the countries of your caller numbers."}{" "}
        Premium-rate, shared-cost, personal, satellite and similar numbers are never called.
      </p>
      {countries.length === 0 ? (
        <p className="empty">No country yet: add a caller number or a country.</p>
      ) : (
        <table className="table">
          <tbody>
            {countries.map((code) => (
              <tr key={code}>
                <td className="mono">{code}</td>
                <td>
                  {names.of(code) ?? code} {derived && <span className="badge blue">from caller numbers</span>}
                </td>
                {canManage && (
                  <td>
                    <ActionButton
                      className="danger"
                      action={() => save(countries.filter((other) => other !== code))}
                      done={`${code} removed`}
                    >
                      Remove
                    </ActionButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canManage && (
        <div className="actions-row">
          <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Allow a country">
            <Field
              label="Country code"
              name="country"
              placeholder="GB"
              maxLength={2}
              error={form.errors.country}
              hint="ISO 3166 two-letter code."
            />
            <FormFooter
              pending={form.pending}
              error={form.formError}
              submitLabel="Allow country"
              pendingText="Saving…"
            />
          </form>
          {!derived && (
            <ActionButton action={() => save([])} done="Back to the caller numbers' countries">
              Use the caller numbers&apos; countries
            </ActionButton>
          )}
        </div>
      )}
    </>
  );
}
