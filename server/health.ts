import { db, dbReady } from "./db/client";
import { runtimeMode } from "./env";
import { isDraining } from "./processes/this-process";
import { redis } from "./redis/client";

export interface DependencyState {
  ok: boolean;
  mode: string;
  latencyMs: number;
  error?: string;
}

export interface Health {
  ok: boolean;
  database: DependencyState;
  redis: DependencyState;
}

const CHECK_TIMEOUT_MS = 2_000;

async function probe(mode: string, check: () => Promise<unknown>): Promise<DependencyState> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, mode, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, mode, latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<Health> {
  const [database, redisState] = await Promise.all([
    probe(runtimeMode.database, async () => {
      await dbReady();
      await db.$queryRaw`SELECT 1`;
    }),
    probe(runtimeMode.redis, () => redis.ping()),
  ]);
  return { ok: database.ok && redisState.ok, database, redis: redisState };
}

export interface Readiness extends Health {
  /** Shutting down (SIGTERM): send this process nothing new. */
  draining: boolean;
}

/** GET /api/health/ready: whether a load balancer should send this process requests (and relay sessions). */
export async function checkReadiness(): Promise<Readiness> {
  const draining = isDraining();
  const health = await checkHealth();
  return { ...health, ok: health.ok && !draining, draining };
}
