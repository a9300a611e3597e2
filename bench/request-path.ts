import { db } from "@/server/db/client";
import type { WorkspaceFixture } from "../tests/helpers/fixtures";
import { startProductionServer } from "../tests/helpers/production-server";
import { startEventSink } from "./event-sink";
import { compare, type Comparison, type Target } from "./load";
import { clickToCall, floor, originate } from "./scenarios";
import type { RssTracker } from "./suite";

// The requests alone. The main server runs every call's dialing in its own process (the local
// executor), so its originate and click-to-call figures are request plus dialing. Here a second
// server hands its events to an Inngest stand-in in this process, as a deployment on Inngest Cloud
// would (the conditions the targets were set in), and the same comparison with the floor
// and the measuring stick shows what each request itself costs.

export const REQUEST_ALONE = "POST originate-manual, dialing elsewhere (new key each)";
export const CLICK_TO_CALL_ALONE = "POST public click-to-call, dialing elsewhere (new number each)";
/** The same requests with the triggers that keep counts of calls switched off (the stick's too): what counts cost. */
export const REQUEST_ALONE_UNCOUNTED = "POST originate-manual, dialing elsewhere, no counts kept (new key each)";

/** Switches the triggers named "Call_count_…" (every count kept as calls change) on or off. */
async function keepCounts(on: boolean): Promise<void> {
  const triggers = await db.$queryRaw<{ name: string }[]>`
    SELECT tgname AS name FROM pg_trigger WHERE tgrelid = '"Call"'::regclass AND starts_with(tgname::text, 'Call_count_')`;
  for (const { name } of triggers)
    await db.$executeRawUnsafe(`ALTER TABLE "Call" ${on ? "ENABLE" : "DISABLE"} TRIGGER "${name}"`);
}

export interface RequestPathOptions {
  distDir: string;
  /** The main server's node options (heap cap, profiling). */
  nodeArgs: string[];
  /** The main server's settings (database, Redis, raised budgets). */
  env: Record<string, string>;
  fixture: WorkspaceFixture;
  stick: Target;
  rounds: number;
  /** Goes on sampling this server's memory. */
  rss: RssTracker;
  secondsPerRound: number;
}

export async function measureRequestAlone(options: RequestPathOptions): Promise<Comparison[]> {
  const sink = await startEventSink();
  const server = await startProductionServer({
    distDir: options.distDir,
    nodeArgs: options.nodeArgs,
    env: {
      ...options.env,
      INNGEST_BASE_URL: sink.url,
      INNGEST_EVENT_KEY: "bench",
      INNGEST_SIGNING_KEY: "signkey-bench-0123456789abcdef",
    },
  });
  try {
    const runs = [
      { subject: { ...originate(options.fixture), name: REQUEST_ALONE }, connections: 8 },
      { subject: { ...originate(options.fixture), name: REQUEST_ALONE }, connections: 32 },
      { subject: { ...clickToCall(options.fixture), name: CLICK_TO_CALL_ALONE }, connections: 32 },
      { subject: { ...originate(options.fixture), name: REQUEST_ALONE_UNCOUNTED }, connections: 8, uncounted: true },
      { subject: { ...originate(options.fixture), name: REQUEST_ALONE_UNCOUNTED }, connections: 32, uncounted: true },
    ];
    const comparisons: Comparison[] = [];
    for (const { subject, connections, uncounted } of runs) {
      await keepCounts(!uncounted);
      console.log(`measuring ${subject.name} at ${connections} connections…`);
      options.rss.enter(`${subject.name.split(",")[0]}, dialing elsewhere ${connections}c`, server);
      const { stick, rounds, secondsPerRound } = options;
      comparisons.push(
        await compare({
          baseUrl: server.url,
          subject,
          subjectStatus: 202,
          floor,
          stick,
          connections,
          rounds,
          secondsPerRound,
        }),
      );
    }
    return comparisons;
  } finally {
    await keepCounts(true);
    await server.stop();
    await sink.close();
  }
}
