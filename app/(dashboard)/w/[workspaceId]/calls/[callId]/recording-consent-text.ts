import type { RecordingConsent } from "@/server/calls/recording-consent";
import { formatTime } from "@/app/(dashboard)/_components/format";

// How the call page says whether and when recording started (docs/privacy.md "Recording consent").

const STATUS_TEXT: Record<RecordingConsent["status"], string> = {
  not_required: "Not asked (recorded from the start)",
  announced: "Announced, recorded from then on",
  granted: "The caller agreed, recorded from then on",
  declined: "The caller declined: not recorded",
};

export function recordingConsentText(consent: RecordingConsent): string {
  const turn = consent.turnIndex === null ? "" : `, turn ${consent.turnIndex + 1}`;
  const text = `${STATUS_TEXT[consent.status]} (${formatTime(consent.at)}${turn})`;
  return consent.recordingError ? `${text}; not recorded: ${consent.recordingError}` : text;
}
