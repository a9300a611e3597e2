import { z } from "zod";

// Every setting svc reads, validated once. Nothing else reads process.env: a module that needs a
// setting imports `env`. Unset means "embedded default" (docs/decisions.md "Runtime modes").

const positiveInt = z.coerce.number().int().positive();

/** A private-targets switch: true, false, or the private addresses and ranges allowed. */
function privateTargets(value: string, ctx: z.RefinementCtx): boolean | string[] {
  const lowered = value.trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(lowered)) return true;
  if (["false", "0", "no", "off", ""].includes(lowered)) return false;
  const ranges = value.split(",").map((range) => range.trim());
  const bad = ranges.find((range) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(range));
  if (bad) ctx.addIssue({ code: "custom", message: `must be true, false or addresses and CIDR ranges (${bad})` });
  return ranges;
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The port the production server listens on (scripts/serve.mjs sets it from its argument). */
    PORT: positiveInt.max(65_535).default(3000),
    /**
     * Public base URL of this deployment: webhooks, provider callbacks and the loader snippet use it.
     * Unset = http://localhost:PORT, so carrier callbacks reach a server started on another port.
     */
    APP_URL: z.url().optional(),

    // ── /v1 request pipeline ──
    /** Sliding-window budget per API key that validates (any other request: per client IP). */
    RATE_LIMIT_API_KEY_REQUESTS: positiveInt.default(100),
    RATE_LIMIT_API_KEY_WINDOW_SECONDS: positiveInt.default(10),
    /** Sliding-window budget of the settings UI's /api/trpc, in procedure calls, per signed-in user (signed out: per client IP). */
    RATE_LIMIT_UI_CALLS: positiveInt.default(300),
    RATE_LIMIT_UI_WINDOW_SECONDS: positiveInt.default(60),
    /** How long a rate limit waits for Redis before letting the request through (an outage of the limiter is not one of the API). */
    RATE_LIMIT_REDIS_TIMEOUT_MS: positiveInt.default(100),
    /** How long a process trusts its cached API key lookup; a revocation elsewhere takes effect within it. */
    API_KEY_CACHE_MS: z.coerce.number().int().min(0).default(5_000),

    /** Bench only: serves the benchmark's measuring-stick route (server/bench/). Never set it in a deployment. */
    BENCH_ROUTES: z.stringbool().default(false),

    // ── traces (OpenTelemetry; server/telemetry/) ──
    /** The OTLP collector (its base URL; traces go to `<it>/v1/traces`); unset with the next: no traces at all. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The collector's traces URL itself, used as given; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(["http/protobuf", "http/json"]).default("http/protobuf"),
    /** Headers sent with every export, `name=value` pairs separated by commas (the exporter reads them). */
    OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("svc"),
    /** Put what callers and agents said, and tools' arguments and results, in span attributes (off: never). */
    OTEL_CAPTURE_CONTENT: z.stringbool().default(false),

    // ── database ──
    /** Postgres connection string; unset = embedded PGlite under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    DATABASE_POOL_SIZE: positiveInt.default(10),
    /** Where embedded state lives (PGlite files, generated secrets). "memory://" keeps PGlite in memory. */
    DATA_DIR: z.string().default(".data"),
    /**
     * Dev/test only: a PGlite dump (`dumpDataDir`, a tar file) that an in-memory database
     * (DATA_DIR=memory://) starts from instead of an empty cluster; the tests migrate one per run.
     */
    PGLITE_SNAPSHOT: z.string().optional(),

    // ── redis (rate limits) ──
    UPSTASH_REDIS_REST_URL: z.url().optional(),
    UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
    /** redis:// URL of a Redis 7 reached over TCP; unset (and no Upstash) = in-memory, one process only. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    /** Prefix of every key svc writes, so deployments (or test files) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default("svc"),

    // ── background jobs, telephony, webhooks ──
    /** Inngest Cloud / self-hosted keys. With none of INNGEST_EVENT_KEY, INNGEST_BASE_URL, INNGEST_DEV set, the in-process local executor runs the functions. */
    INNGEST_EVENT_KEY: z.string().min(1).optional(),
    INNGEST_SIGNING_KEY: z.string().min(1).optional(),
    INNGEST_SIGNING_KEY_FALLBACK: z.string().min(1).optional(),
    /** Self-hosted Inngest (e.g. http://inngest:8288/). */
    INNGEST_BASE_URL: z.url().optional(),
    /** "1" (or a dev server URL) talks to an Inngest dev server, which needs no signing keys. */
    INNGEST_DEV: z.string().min(1).optional(),
    /** The outbox sweeper re-sends events left unsent for this long (a crash between commit and relay). */
    OUTBOX_SWEEP_INTERVAL_MS: positiveInt.default(5_000),
    TELEPHONY_PROVIDER: z.enum(["simulator", "twilio"]).default("simulator"),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** Twilio's REST API; tests point it at a local server. */
    TWILIO_API_BASE_URL: z.url().default("https://api.twilio.com"),
    /** How long a request to Twilio's REST API may take; a dial that times out is asked about before it is retried. */
    TWILIO_TIMEOUT_MS: positiveInt.default(10_000),
    /** Multiplies every simulator delay: 1 = realistic carrier timings, 0.01 = fast tests. */
    SIMULATOR_TIME_SCALE: z.coerce.number().positive().default(1),
    /** On SIGTERM, seconds the conversations in progress get to end before they are cut (README "Several processes"). */
    SHUTDOWN_DRAIN_SEC: z.coerce.number().int().min(0).default(30),
    /** A call that reports no end within this many seconds is closed as failed. */
    CALL_MAX_DURATION_SEC: positiveInt.default(4 * 60 * 60),
    /** Waits between webhook attempts (docs/decisions.md "Webhooks"); the delivery fails after the last. Units ms, s, m, h. */
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .regex(/^\d+(ms|s|m|h)(,\d+(ms|s|m|h))*$/, "must be a comma-separated list like 5s,5m,30m,2h")
      .default("5s,5m,30m,2h,5h,10h"),
    WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
    /**
     * Waits before each ask for the carrier's price of an ended call (Twilio fills it in minutes
     * later), 24 h in all by default; the cost stays estimated after the last. Units ms, s, m, h.
     */
    CARRIER_PRICE_SCHEDULE: z
      .string()
      .regex(/^\d+(ms|s|m|h)(,\d+(ms|s|m|h))*$/, "must be a comma-separated list like 1m,4m,10m")
      .default("2m,3m,5m,10m,20m,30m,1h,2h,4h,8h,470m"),
    /** Dev/test only: let webhook endpoints target private, loopback and link-local addresses. */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.stringbool().default(false),

    // ── the voice agent ──
    /** Let LLM connections reach private and loopback addresses (a model served on your own network, e.g. Ollama). */
    LLM_ALLOW_PRIVATE_TARGETS: z.stringbool().default(false),
    /** Dev/test only: let tools (server/tools/) reach private, loopback and link-local addresses. */
    TOOLS_ALLOW_PRIVATE_TARGETS: z.stringbool().default(false),
    /** Tool requests a workspace's calls may make per minute, all calls together; past it a tool call is refused. */
    TOOL_REQUESTS_PER_MINUTE: positiveInt.default(600),
    /**
     * Dev/test only: let knowledge documents' URLs (and their redirects) reach private addresses.
     * `true`, or a comma-separated list of the addresses and CIDR ranges allowed (e.g. an intranet
     * wiki's `10.1.2.0/24`): every other private address stays refused.
     */
    KNOWLEDGE_ALLOW_PRIVATE_TARGETS: z
      .string()
      .default("false")
      .transform((value, ctx) => privateTargets(value, ctx)),
    /** Knowledge bases a workspace may have. */
    KNOWLEDGE_BASES_PER_WORKSPACE: positiveInt.default(20),
    /** Documents a knowledge base may hold. */
    KNOWLEDGE_DOCUMENTS_PER_BASE: positiveInt.default(1000),
    /** The bytes (uploads, texts, fetched pages) a knowledge base may hold, all documents together. */
    KNOWLEDGE_BYTES_PER_BASE: positiveInt.default(500 * 1024 * 1024),
    /**
     * Mebibytes of chunk vectors a process keeps to rank them itself (server/knowledge/vector-index.ts);
     * a base whose vectors do not fit is ranked by the database. 0 ranks every base in the database.
     */
    KNOWLEDGE_VECTOR_CACHE_MB: z.coerce.number().min(0).default(128),
    /** Passages an agent is given on a turn, at most, and their characters together. */
    KNOWLEDGE_TURN_PASSAGES: positiveInt.max(20).default(3),
    KNOWLEDGE_TURN_CHARS: positiveInt.default(2_000),
    /** Seconds the LLM may take to its first token before the agent says its fallback line. */
    LLM_FIRST_TOKEN_TIMEOUT_SEC: z.coerce.number().positive().default(5),
    /** Agent test conversations a workspace plays at once (docs/voice-agent.md "Agent tests"). */
    AGENT_TEST_CONCURRENCY: positiveInt.default(4),
    /**
     * Agent test conversations played at once, all workspaces together. The local executor runs 8
     * steps at once: keep this below that, so dialing and webhooks always find a slot.
     */
    AGENT_TEST_MAX_CONCURRENCY: positiveInt.default(4),
    /**
     * The public wss:// URL of /voice/relay as Twilio reaches it (its signature covers that exact
     * URL; behind a proxy it cannot be read off the request). Default: APP_URL with ws(s)://.
     */
    VOICE_RELAY_URL: z.url({ protocol: /^wss?$/ }).optional(),

    // ── public click-to-call ──
    /** Per-client-IP budget of POST /v1/public/click-to-call, requests per minute. */
    CLICK_TO_CALL_LIMIT_PER_IP: positiveInt.default(10),
    /** Per-source (button token) budget, requests per minute. */
    CLICK_TO_CALL_LIMIT_PER_SOURCE: positiveInt.default(300),
    /** Per-destination-number budget, requests per hour: no call-bombing a stranger from many IPs. */
    CLICK_TO_CALL_LIMIT_PER_NUMBER: positiveInt.default(3),
    /** How long a process trusts its cached lookup of a button token; a change made elsewhere takes effect within it. */
    CLICK_TO_CALL_SOURCE_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * Reverse proxies in front of svc that append to X-Forwarded-For. 0 (default) = no proxy: the
     * client is the TCP peer and no header a client sends is believed (README "Client IP").
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Behind a trusted proxy, the header holding the client IP (e.g. cf-connecting-ip); ignored when TRUST_PROXY_HOPS=0. */
    CLIENT_IP_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .toLowerCase()
      .default("x-forwarded-for"),

    // ── auth ──
    /** Signs session cookies. Unset outside production = generated once and kept under DATA_DIR. */
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Encrypts secrets kept in the database (LLM API keys). Unset outside production = generated once and kept under DATA_DIR. */
    SECRETS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** Set by Next.js itself; during `next build` runtime secrets need not be present. */
    NEXT_PHASE: z.string().optional(),

    // ── settings UI: sign-in options ──
    /** Seconds a dashboard session lasts without activity (sliding). */
    SESSION_MAX_AGE: positiveInt.default(12 * 60 * 60),
    /**
     * Failed sign-ins per client address and email within the window: stops guessing one account's
     * password. Only failures count, and only from that address, so nobody can lock a user out.
     */
    SIGNIN_FAILURES_PER_IP_AND_EMAIL: positiveInt.default(10),
    /** Failed sign-ins per client address over all emails within the window: stops a password spray. */
    SIGNIN_FAILURES_PER_IP: positiveInt.default(100),
    SIGNIN_FAILURE_WINDOW_SECONDS: positiveInt.default(15 * 60),
    /** Accounts one client address may create per hour (stops scripted sign-up floods). */
    SIGNUP_LIMIT_PER_IP: positiveInt.default(10),
    /** GitHub OAuth app; sign-in with GitHub appears when both are set. */
    GITHUB_ID: z.string().min(1).optional(),
    GITHUB_SECRET: z.string().min(1).optional(),
    /** SMTP URL (smtp://user:pass@host:587); enables email magic links and invitation emails. */
    EMAIL_SERVER: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    EMAIL_FROM: z.string().min(3).default("svc <no-reply@localhost>"),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.UPSTASH_REDIS_REST_URL) !== Boolean(v.UPSTASH_REDIS_REST_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: [v.UPSTASH_REDIS_REST_URL ? "UPSTASH_REDIS_REST_TOKEN" : "UPSTASH_REDIS_REST_URL"],
        message: "UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN go together: set both or neither",
      });
    }
    if (Boolean(v.GITHUB_ID) !== Boolean(v.GITHUB_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [v.GITHUB_ID ? "GITHUB_SECRET" : "GITHUB_ID"],
        message: "GITHUB_ID and GITHUB_SECRET go together: set both or neither",
      });
    }
    if (v.TELEPHONY_PROVIDER === "twilio" && !(v.TWILIO_ACCOUNT_SID && v.TWILIO_AUTH_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_AUTH_TOKEN"],
        message: "TELEPHONY_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN",
      });
    }
    // Every process sharing the database must hold the same secrets: none may generate its own.
    if (v.NODE_ENV === "production" && v.DATABASE_URL && v.NEXT_PHASE !== "phase-production-build") {
      for (const name of ["NEXTAUTH_SECRET", "SECRETS_KEY"] as const) {
        if (!v[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required in production with a shared database (e.g. `openssl rand -base64 48`)",
          });
      }
    }
  });

const withDefaults = schema.transform((v) => {
  const APP_URL = v.APP_URL ?? `http://localhost:${v.PORT}`;
  return {
    ...v,
    APP_URL,
    VOICE_RELAY_URL: v.VOICE_RELAY_URL ?? new URL("/voice/relay", APP_URL.replace(/^http/, "ws")).toString(),
  };
});

export type Env = z.infer<typeof withDefaults>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a settings source; throws an EnvError naming every bad variable and how to fix it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty string in a .env file means "not set", as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = withDefaults.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(
    `svc cannot start: invalid configuration.\n${lines.join("\n")}\n` +
      "Fix these variables (see the README's configuration table) or unset them to use the embedded defaults.",
  );
}

export const env: Env = parseEnv(process.env);

export const runtimeMode = {
  database: env.DATABASE_URL ? "postgres" : "pglite",
  redis: env.UPSTASH_REDIS_REST_URL ? "upstash" : env.REDIS_URL ? "redis" : "memory",
} as const;
