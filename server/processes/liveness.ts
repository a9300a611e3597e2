// When a process counts as gone: it stopped (or the leader found it gone), or its heartbeat is
// older than STALE_AFTER_SEC. Judged by the database's clock, which every process shares.

/** How often a process heartbeats, and followers try for the executor lease. */
export const HEARTBEAT_MS = 2_000;
/** A heartbeat older than this means the process is gone: five missed beats, never one slow one. */
export const STALE_AFTER_SEC = 10;

/** SQL: true when the process whose id is in `column` is alive. */
export function aliveSql(column: string): string {
  return `EXISTS (SELECT 1 FROM "ServerProcess" alive WHERE alive."id" = ${column} AND alive."stoppedAt" IS NULL
    AND alive."heartbeatAt" > (now() AT TIME ZONE 'UTC') - interval '${STALE_AFTER_SEC} seconds')`;
}
