import { z } from "zod";
import { RECORDING_CONSENT_MODES } from "@/server/agents/recording";

// How a call's recording was consented to (docs/privacy.md "Recording consent"), as the call shows
// it: settled once by the voice session (server/voice/recording-start.ts).

export const RECORDING_CONSENT_STATUSES = ["granted", "declined", "announced", "not_required"] as const;
export type RecordingConsentStatus = (typeof RECORDING_CONSENT_STATUSES)[number];

export const recordingConsentSchema = z
  .object({
    mode: z.enum(RECORDING_CONSENT_MODES),
    status: z.enum(RECORDING_CONSENT_STATUSES).meta({
      description:
        "`not_required` (consent `none`: recorded from the start), `announced` (recorded once the announcement was spoken), `granted` or `declined` (the caller's answer to `verbal`).",
    }),
    at: z.string().meta({ description: "When it was settled: recording started then, unless declined." }),
    turnIndex: z.number().int().nullable().meta({
      description: "The turn that settled it: the announcement, or the caller's answer; null for `not_required`.",
    }),
    recordingError: z.string().optional().meta({
      description:
        "Why the call was not recorded although consent allowed it: the carrier refused to start the recording, or did not answer three times.",
    }),
  })
  .nullable()
  .meta({
    description:
      "How the caller consented to the recording; null when the agent does not record, or before it was settled.",
  });
export type RecordingConsent = NonNullable<z.infer<typeof recordingConsentSchema>>;
