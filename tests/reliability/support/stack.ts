import { createWorkspaceFixture, type FixtureOptions, type WorkspaceFixture } from "../../helpers/fixtures";
import { startPrivatePostgres, startPrivateRedis, type PrivateService } from "../../helpers/private-services";
import { ensureProductionBuild, startProductionServer, type ProductionServer } from "../../helpers/production-server";
import { migrateDatabase, prismaAt } from "../../helpers/scratch-database";

// A whole svc deployment for one scenario: its own Postgres and Redis (so a test may stop them),
// migrated and seeded with a workspace, and the production build serving on top. The server can
// be killed and started again on the same port, database and Redis.

/** The build the suite runs; CI builds .next-e2e just before (scripts/test.sh). */
export const DIST_DIR = process.env.RELIABILITY_DIST_DIR ?? ".next-e2e";

export interface Stack {
  postgres: PrivateService;
  redis: PrivateService;
  /** Prisma client on the stack's database, for seeding and for checking what was written. */
  db: ReturnType<typeof prismaAt>;
  fixture: WorkspaceFixture;
  server: ProductionServer;
  /** Starts a server process again (after `server.stop(...)`), same port and settings. */
  restart(): Promise<ProductionServer>;
  /** Starts one more server process on the same database and Redis, on a port of its own. */
  another(env?: Record<string, string>): Promise<ProductionServer>;
  teardown(): Promise<void>;
}

export async function startStack(
  options: { env?: Record<string, string>; fixture?: FixtureOptions; nodeArgs?: string[] } = {},
): Promise<Stack> {
  ensureProductionBuild(DIST_DIR);
  const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  await migrateDatabase(postgres.url);
  const db = prismaAt(postgres.url);
  const fixture = await createWorkspaceFixture(db, options.fixture);
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    RATE_LIMIT_API_KEY_REQUESTS: "1000000",
    ...options.env,
  };
  const others: ProductionServer[] = [];
  const start = (port?: number) => startProductionServer({ distDir: DIST_DIR, env, port, nodeArgs: options.nodeArgs });
  const stack: Stack = {
    postgres,
    redis,
    db,
    fixture,
    server: await start(),
    restart: async () => (stack.server = await start(stack.server.port)),
    another: async (extra = {}) => {
      const server = await startProductionServer({ distDir: DIST_DIR, env: { ...env, ...extra } });
      others.push(server);
      return server;
    },
    teardown: async () => {
      await Promise.all([stack.server, ...others].map((server) => server.stop("SIGKILL")));
      await db.$disconnect();
      await Promise.all([postgres.destroy(), redis.destroy()]);
    },
  };
  return stack;
}
