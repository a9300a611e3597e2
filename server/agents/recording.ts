import { z } from "zod";

// An agent's recording settings (docs/privacy.md "Recording consent") and `recordCalls`, the
// deprecated field they replaced: still read and written, as `recording.enabled`.

export const RECORDING_CONSENT_MODES = ["none", "announce", "verbal"] as const;
export const DEFAULT_ANNOUNCEMENT = "This call may be recorded.";

export const recordingSchema = z
  .strictObject({
    enabled: z.boolean().default(false).meta({ description: "Record the agent's calls (both channels)." }),
    consent: z.enum(RECORDING_CONSENT_MODES, 'Pick "none", "announce" or "verbal"').default("none").meta({
      description:
        "`none`: recording starts when the call is answered; `announce`: the agent says `announcement` first and recording starts once it has been spoken; `verbal`: the agent asks (`announcement`) and recording starts only once the caller agrees.",
    }),
    announcement: z
      .string()
      .trim()
      .min(1, "Write what the agent says about the recording")
      .max(300, "Keep the announcement under 300 characters")
      .default(DEFAULT_ANNOUNCEMENT)
      .meta({
        description:
          "What the agent says first, before its first message (`announce` and `verbal`); with `verbal`, make it a question the caller answers yes or no.",
      }),
    onDecline: z
      .enum(["continue_unrecorded", "end_call"], 'Pick "continue_unrecorded" or "end_call"')
      .default("continue_unrecorded")
      .meta({
        description: "`verbal`: what a caller's refusal does: the call goes on unrecorded, or the agent says goodbye.",
      }),
  })
  .meta({ description: "Whether and how the agent's calls are recorded, and how the caller consents." });
export type RecordingSettings = z.output<typeof recordingSchema>;

export const NOT_RECORDING: RecordingSettings = recordingSchema.parse({});

const ALIAS_DESCRIPTION =
  "Deprecated: use `recording.enabled`, which this mirrors. When a request gives it, it sets `recording.enabled` (over the one in `recording`).";

/** `recordCalls` in a request: `recording.enabled` under its old name. */
export const recordCallsInput = z.boolean().optional().meta({ deprecated: true, description: ALIAS_DESCRIPTION });
/** `recordCalls` in an answer. */
export const recordCallsView = z.boolean().meta({ deprecated: true, description: ALIAS_DESCRIPTION });

/** Settings as a request leaves them: `recordCalls`, when given, sets `recording.enabled` (it wins over `recording`'s). */
export function withRecordCalls<T extends { recording: RecordingSettings }>({
  recordCalls,
  ...settings
}: T & { recordCalls?: boolean }): Omit<T, "recordCalls"> {
  return recordCalls === undefined
    ? settings
    : { ...settings, recording: { ...settings.recording, enabled: recordCalls } };
}
