"use client";

import { Field } from "@/app/_components/form";
import { pathOf, type Issue } from "@/app/_components/errors";
import { DEFAULT_ANNOUNCEMENT, NOT_RECORDING, type RecordingSettings } from "@/server/agents/recording";

// The agent's recording settings (docs/privacy.md "Recording consent") in the agent form.

const CONSENT_LABELS: Record<RecordingSettings["consent"], string> = {
  none: "None: record from the start",
  announce: "Announce: say the announcement first, then record",
  verbal: "Verbal: ask, and record only if the caller agrees",
};
const DECLINE_LABELS: Record<RecordingSettings["onDecline"], string> = {
  continue_unrecorded: "Go on without recording",
  end_call: "Say goodbye and end the call",
};

/** The form's recording fields as the setting, taken out of `data` so the rest can be spread. */
export function readRecording(data: FormData) {
  const field = (name: string) => {
    const value = data.get(`recording.${name}`);
    data.delete(`recording.${name}`);
    return value;
  };
  return {
    enabled: field("enabled") === "on",
    consent: field("consent"),
    announcement: field("announcement"),
    onDecline: field("onDecline"),
  };
}

export function RecordingFields({ value = NOT_RECORDING, issues }: { value?: RecordingSettings; issues: Issue[] }) {
  const error = (name: string) => issues.find((issue) => pathOf(issue) === `recording.${name}`)?.message;
  const select = (name: string, current: string, labels: Record<string, string>) => (
    <select name={`recording.${name}`} defaultValue={current} aria-invalid={Boolean(error(name))}>
      {Object.entries(labels).map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="row">
      <label className="checkbox">
        <input type="checkbox" name="recording.enabled" defaultChecked={value.enabled} /> Record calls
      </label>
      <Field
        label="Consent"
        name="recording.consent"
        error={error("consent")}
        control={select("consent", value.consent, CONSENT_LABELS)}
      />
      <Field
        label="Announcement"
        name="recording.announcement"
        defaultValue={value.announcement}
        placeholder={DEFAULT_ANNOUNCEMENT}
        error={error("announcement")}
        hint="Said before the first message; with verbal consent, a question answered yes or no"
      />
      <Field
        label="If the caller declines"
        name="recording.onDecline"
        error={error("onDecline")}
        control={select("onDecline", value.onDecline, DECLINE_LABELS)}
      />
    </div>
  );
}
