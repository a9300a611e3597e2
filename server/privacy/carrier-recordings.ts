import { providerNamed } from "@/server/telephony/providers";

/**
 * Deletes a call's recording where it is kept, at the call's carrier; a recording gone already
 * counts as deleted. Throws when the carrier refuses, so that the recording is not forgotten here
 * while it is still kept there (retention and erasure forget it only after this).
 */
export async function deleteRecordingAtCarrier(call: { provider: string | null; recordingUrl: string }): Promise<void> {
  const carrier = call.provider ? providerNamed(call.provider) : null;
  await carrier?.deleteRecording?.(call.recordingUrl);
}
