import { openSse, type SseStream } from "../tests/helpers/sse-client";

// Live streams opened by a bench (bench:live, bench:voice --live-streams): each on a call, through
// as many API keys as the per-key budget of open streams needs.

/** Opens a stream on each call; throws when one is refused. */
export async function openLiveStreams(serverUrl: string, workspaceId: string, callIds: string[]): Promise<SseStream[]> {
  const { db } = await import("@/server/db/client");
  const { createApiKey } = await import("@/server/keys/keys");
  const { SCOPES } = await import("@/server/keys/scopes");
  const { LIVE_STREAMS_PER_HOLDER } = await import("@/server/live/stream-budget");
  const keys: string[] = [];
  for (let i = 0; i < Math.ceil(callIds.length / LIVE_STREAMS_PER_HOLDER); i++)
    keys.push(
      (await createApiKey(db, { workspaceId, name: `bench streams ${i}`, scopes: [...SCOPES], mode: "live" })).secret,
    );
  return Promise.all(
    callIds.map(async (callId, i) => {
      const stream = await openSse(`${serverUrl}/v1/workspaces/${workspaceId}/calls/${callId}/live`, {
        authorization: `Bearer ${keys[Math.floor(i / LIVE_STREAMS_PER_HOLDER)]}`,
      });
      if (stream.status !== 200) throw new Error(`stream refused: ${stream.status} ${JSON.stringify(stream.body)}`);
      return stream;
    }),
  );
}
