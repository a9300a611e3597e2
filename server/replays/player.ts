import { postgresPool } from "@/server/db/client";
import { env } from "@/server/env";
import type { CallReplayStatus } from "@/server/db/generated/enums";
import { logger } from "@/server/logger";
import { spawnBackgroundProcess, type BackgroundProcess } from "@/server/processes/background-process";
import { behindLiveCalls } from "@/server/processes/behind-live-calls";
import type { PlayAnswer, PlayTask } from "./player-entry";
import { playReplay } from "./replays";

// Replays are played in a process of their own at a lower CPU priority (docs/voice-agent.md
// "Replays"), not in the event loop that carries live conversations: on Postgres, one player
// process plays every replay this server's executor runs, as many at once as it is given
// (textConversationFlow bounds them), and stays IDLE_MS after the last one for the next. On the
// embedded database the replay plays here, behind live calls: PGlite has one owner, this process.
// A player that dies fails the replays it was playing with why, and the function's retry plays them
// again from the start, in a new one.

const ENTRY = "server/replays/player-entry.ts";
/** A new player takes about 2 s to load the sources: one replayed a few minutes ago is still there. */
const IDLE_MS = 5 * 60_000;
/**
 * While this process holds calls, a replay starts at most every so often: playing costs this process
 * nothing, but asking for a replay and running its function here cost 10 to 20 ms of its CPU, in
 * pieces a turn may wait behind; at one every 2 s they take at most 1 % of the loop, below what
 * moves a turn's p99 (docs/decisions.md "Background processes").
 */
const REPLAY_START_SPACING_MS = 2_000;

interface Player extends BackgroundProcess {
  playing: Map<number, { resolve: (status: CallReplayStatus) => void; reject: (error: Error) => void }>;
  idleTimer?: NodeJS.Timeout;
}

let player: Player | undefined;
let lastTaskId = 0;

function startPlayer(): Player {
  const started: Player = {
    ...spawnBackgroundProcess(ENTRY, {
      // Its own connections, one per replay it may be given at once.
      env: { ...process.env, DATABASE_POOL_SIZE: String(env.AGENT_TEST_MAX_CONCURRENCY) },
    }),
    playing: new Map(),
  };
  const { child } = started;
  child.on("message", ({ taskId, status, error }: PlayAnswer) => {
    const task = started.playing.get(taskId);
    if (!task) return;
    started.playing.delete(taskId);
    if (status) task.resolve(status);
    else task.reject(new Error(error));
    if (!started.playing.size) idleAfterwards(started);
  });
  child.on("exit", (code, signal) => stopped(started, signal ?? `exit code ${code}`));
  // It could not start, or a message found its channel closed: as an exit, which may not follow.
  child.on("error", (error) => stopped(started, error.message));
  return started;
}

/** The player is gone: the replays it was playing fail with why (their functions retry them in a new one). */
function stopped(gone: Player, why: string): void {
  if (player === gone) player = undefined;
  clearTimeout(gone.idleTimer);
  gone.child.kill();
  if (!gone.playing.size) return;
  logger.error({ why, stderr: gone.stderr() }, "replays: the player process stopped");
  for (const task of gone.playing.values()) task.reject(new Error(`The replay's player process stopped (${why}).`));
  gone.playing.clear();
}

function idleAfterwards(idle: Player): void {
  idle.keepAlive(false);
  idle.idleTimer = setTimeout(() => {
    // The next replay starts a new player rather than being sent to this one as it exits.
    if (player === idle) player = undefined;
    idle.child.kill();
  }, IDLE_MS).unref();
}

/** Plays the replay and stores its result, in the player process on Postgres (see above). */
export async function playReplayApart(replayId: string): Promise<CallReplayStatus> {
  if (!postgresPool()) return playReplay(replayId);
  await behindLiveCalls(REPLAY_START_SPACING_MS);
  const current = (player ??= startPlayer());
  clearTimeout(current.idleTimer);
  current.keepAlive(true);
  const taskId = ++lastTaskId;
  return new Promise<CallReplayStatus>((resolve, reject) => {
    current.playing.set(taskId, { resolve, reject });
    current.child.send({ taskId, replayId } satisfies PlayTask);
  });
}
