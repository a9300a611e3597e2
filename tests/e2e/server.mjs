// Starts one production server for the e2e tests: `node tests/e2e/server.mjs <embedded|app> <port>`.
// embedded: no configuration at all (fresh DATA_DIR), exactly as `npm start` on a fresh machine.
// app: the run's configuration (DATABASE_URL/REDIS_URL when set) on a fresh database, with e2e
// settings (fast simulator, loopback webhooks); its demo seed goes to tests/e2e/.state/app-seed.json.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const [mode, port] = process.argv.slice(2);
const stateDir = path.resolve("tests/e2e/.state");
mkdirSync(stateDir, { recursive: true });
const seedFile = path.join(stateDir, `${mode}-seed.json`);

const CONFIG = ["DATABASE_URL", "REDIS_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"];
const base = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => mode === "app" || !CONFIG.includes(name)),
);
const env = {
  ...base,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: ".next-e2e",
  PORT: port,
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), `svc-e2e-${mode}-`)),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  ...(mode === "app" ? e2eSettings() : {}),
};

function e2eSettings() {
  return {
    NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    SECRETS_KEY: "e2e-secrets-key-e2e-secrets-key-e2e-secrets",
    REDIS_PREFIX: `svc-e2e-${process.pid}`,
    // Settings journeys: calls complete within seconds; the test's webhook receiver is on loopback.
    SIMULATOR_TIME_SCALE: "0.1",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // The test's OpenAI-compatible model listens on loopback too.
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    // And the business endpoints its tools call.
    TOOLS_ALLOW_PRIVATE_TARGETS: "true",
    // Every journey signs up from 127.0.0.1.
    SIGNUP_LIMIT_PER_IP: "1000",
  };
}

function isSeedLine(line) {
  try {
    const value = JSON.parse(line);
    return typeof value === "object" && value !== null && "workspaceId" in value && "apiKey" in value;
  } catch {
    return false;
  }
}

function tsx(script, extraEnv = {}) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], {
    env: { ...env, ...extraEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

if (mode === "app" && env.DATABASE_URL) {
  const url = new URL(env.DATABASE_URL);
  const name = `svc_e2e_${process.pid}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  tsx("scripts/migrate.ts");
  const seedLine = tsx("scripts/seed.ts").trim().split("\n").filter(isSeedLine).pop();
  if (seedLine) writeFileSync(seedFile, seedLine);
}

const server = spawn(process.execPath, ["scripts/serve.mjs", port], { env, stdio: ["ignore", "pipe", "inherit"] });
// The embedded server seeds itself on first start and prints the demo credentials as one JSON line.
createInterface({ input: server.stdout }).on("line", (line) => {
  process.stdout.write(`${line}\n`);
  if (isSeedLine(line)) writeFileSync(seedFile, line);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
