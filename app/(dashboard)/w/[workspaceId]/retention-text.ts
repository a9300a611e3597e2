import type { Retention } from "@/server/privacy/retention";

/** A retention setting in words: "transcripts 30 d, recordings kept, data 90 d". */
export function retentionText(retention: Partial<Retention> | undefined): string {
  const kept = (days: number | null | undefined) => (days ? `${days} d` : "kept");
  return `transcripts ${kept(retention?.transcriptDays)}, recordings ${kept(retention?.recordingDays)}, data ${kept(retention?.dataDays)}`;
}
