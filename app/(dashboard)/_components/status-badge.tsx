const TONE: Record<string, string> = {
  queued: "",
  dialing: "blue",
  ringing: "blue",
  in_progress: "blue",
  completed: "green",
  succeeded: "green",
  busy: "amber",
  no_answer: "amber",
  pending: "amber",
  canceled: "",
  failed: "red",
  blocked: "red",
  // campaigns and their recipients
  scheduled: "",
  running: "blue",
  paused: "amber",
  expired: "red",
  waiting: "amber",
  calling: "blue",
  done: "green",
  skipped: "",
  // agent test conversations
  passed: "green",
  errored: "red",
  // knowledge documents
  processing: "blue",
  ready: "green",
  // alert rules
  ok: "green",
  firing: "red",
};

/** A call, delivery, campaign, recipient or agent test status as a coloured pill: green done, blue live, amber retry-ish, red failed. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${TONE[status] ?? ""}`}>{status.replace("_", " ")}</span>;
}
