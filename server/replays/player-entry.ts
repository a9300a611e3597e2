import type { CallReplayStatus } from "@/server/db/generated/enums";
import { playReplay } from "./replays";

// The player process's entry (./player.ts spawns it): plays each replay it is sent, several at
// once, and answers each with its status or why it failed. When its parent goes, so does it.

export interface PlayTask {
  taskId: number;
  replayId: string;
}
export type PlayAnswer = { taskId: number } & (
  { status: CallReplayStatus; error?: never } | { status?: never; error: string }
);

process.on("message", ({ taskId, replayId }: PlayTask) => {
  void playReplay(replayId).then(
    (status) => process.send?.({ taskId, status } satisfies PlayAnswer),
    (error: unknown) =>
      process.send?.({ taskId, error: error instanceof Error ? error.message : String(error) } satisfies PlayAnswer),
  );
});
process.on("disconnect", () => process.exit(0));
