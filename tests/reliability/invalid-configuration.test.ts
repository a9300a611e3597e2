import { spawn } from "node:child_process";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { ensureProductionBuild } from "../helpers/production-server";
import { freePort } from "../helpers/private-services";
import { DIST_DIR } from "./support/stack";

// A server that cannot run must not look alive to a process manager or a load balancer: with a
// configuration error it exits non-zero before it listens, naming the variables, whether started
// by `npm start` (scripts/start.mjs) or scripts/serve.mjs.

interface Attempt {
  code: number | null;
  stderr: string;
  /** Connections the port accepted while the process ran. */
  accepted: number;
}

async function startWithoutSecretsKey(script: string[]): Promise<Attempt> {
  const port = await freePort();
  const child = spawn(process.execPath, script, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: DIST_DIR,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      // A shared database and no SECRETS_KEY: every process would generate a key of its own.
      DATABASE_URL: "postgresql://postgres@127.0.0.1:1/svc",
      NEXTAUTH_SECRET: "invalid-configuration-test-secret-0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.resume();
  let accepted = 0;
  const probe = setInterval(() => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      accepted += 1;
      socket.destroy();
    });
    socket.on("error", () => undefined);
  }, 20);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearInterval(probe);
  return { code, stderr, accepted };
}

describe("a server whose configuration is invalid", () => {
  it.each([
    ["scripts/serve.mjs", ["scripts/serve.mjs"]],
    ["npm start (scripts/start.mjs)", ["scripts/start.mjs"]],
  ])(
    "exits non-zero before it listens, naming the variable: %s",
    async (_name, script) => {
      ensureProductionBuild(DIST_DIR);
      const attempt = await startWithoutSecretsKey(script);
      expect(attempt.code).not.toBe(0);
      expect(attempt.code).not.toBeNull();
      expect(attempt.stderr).toContain("svc cannot start: invalid configuration.");
      expect(attempt.stderr).toMatch(/SECRETS_KEY: is required in production with a shared database/);
      expect(attempt.accepted, "the port accepted a connection").toBe(0);
    },
    60_000,
  );
});
