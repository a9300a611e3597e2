import { db } from "@/server/db/client";

// The replays round's integration (bench/voice.ts), in a process of its own: it keeps `inFlight`
// replays of a call queued or playing in the server, asked through /v1, so that its requests and
// its counting share no event loop with the load generator that times the conversations' turns.
// Sent `{start}`, it asks for the first ones and answers "started" once they are accepted, then
// tops up every 250 ms; sent "stop", it answers how many it asked for and how many completed
// meanwhile, once those still queued have finished (they would run in the next round), and exits.

export interface FeederStart {
  start: { url: string; apiKey: string; callId: string; inFlight: number };
}
export interface FeederCounts {
  requested: number;
  completed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function feed({ url, apiKey, callId, inFlight }: FeederStart["start"]): Promise<void> {
  let stopped = false;
  let requested = 0;
  const since = new Date();
  const playing = () => db.callReplay.count({ where: { callId, status: { in: ["queued", "running"] } } });
  const topUp = async () => {
    const missing = Math.max(0, inFlight - (await playing()));
    await Promise.all(
      Array.from({ length: missing }, async () => {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: "{}",
        });
        if (response.status !== 202) throw new Error(`replay refused: ${response.status}`);
        requested += 1;
      }),
    );
  };
  process.once("message", () => (stopped = true));
  await topUp();
  process.send!("started");
  while (!stopped) {
    await sleep(250);
    if (!stopped) await topUp();
  }
  const completed = await db.callReplay.count({ where: { callId, status: "completed", endedAt: { gte: since } } });
  for (const deadline = Date.now() + 120_000; (await playing()) > 0; await sleep(250))
    if (Date.now() > deadline) throw new Error("the replays did not finish in 120 s");
  process.send!({ requested, completed } satisfies FeederCounts, () => process.exit(0));
}

process.once("message", (message: FeederStart) => {
  feed(message.start).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
