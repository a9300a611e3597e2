"use client";

import { trpc } from "@/app/_components/trpc";
import { knownTimeZones, timeZoneInput } from "@/server/workspaces/time-zone";
import { SettingForm } from "./setting-form";

// The zone the overview's days are cut in: any IANA name, suggested from the browser's list.

export function TimeZoneForm({ workspaceId, timeZone }: { workspaceId: string; timeZone: string }) {
  return (
    <SettingForm
      title="Overview time zone"
      label="Time zone"
      name="timeZone"
      value={timeZone}
      hint="Where a day starts and ends for the overview, e.g. Europe/Berlin."
      suggestions={knownTimeZones()}
      schema={timeZoneInput}
      submit={(input) => trpc.settings.workspace.setTimeZone.mutate({ id: workspaceId, ...input })}
      done={(saved) => `Days are now cut in ${saved.timeZone}`}
      submitLabel="Save time zone"
    />
  );
}
