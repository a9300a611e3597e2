import type { CallPurged } from "@/server/privacy/retention";
import { formatDateTime } from "../../../../_components/format";

// What retention removed from the call, and why: the days it was kept for (docs/privacy.md "Retention").

export function PurgedNotice({ purged }: { purged: NonNullable<CallPurged> }) {
  const lines = [
    {
      at: purged.transcriptAt,
      days: purged.transcriptDays,
      what: "The transcript's words and tool arguments and results",
    },
    { at: purged.recordingAt, days: purged.recordingDays, what: "The recording (at the carrier too)" },
    { at: purged.dataAt, days: purged.dataDays, what: "Variables, metadata, summary, analysis and the lead's fields" },
  ].filter((line) => line.at);
  return (
    <section className="card" aria-label="Removed by retention">
      <h2>Removed by retention</h2>
      <ul className="flush">
        {lines.map((line) => (
          <li key={line.what}>
            {line.what}: removed {formatDateTime(line.at!)}, kept {line.days} days as this workspace&apos;s or
            agent&apos;s retention says.
          </li>
        ))}
      </ul>
      <p className="muted">Its status, times, duration, usage and counts stay.</p>
    </section>
  );
}
