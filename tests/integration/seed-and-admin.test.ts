import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { v1Client } from "../helpers/v1-fixture";
import { ANOTHER_PROCESS, postgresOnly } from "../helpers/postgres-only";

// `npm run seed` and `npm run admin` as an operator runs them: separate processes, JSON out. With
// Postgres they share this file's database, so what they create is then used over HTTP.

const run = promisify(execFile);
const shared = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(path.join(tmpdir(), "svc-seed-"));
const scriptEnv = { ...process.env, LOG_LEVEL: "silent", ...(shared ? {} : { DATA_DIR: dataDir }) };

async function script(name: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${name}.ts`, ...args], {
    env: scriptEnv,
  });
  return stdout.trim().split("\n").at(-1)!;
}

let app: AppServer;
beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run seed", () => {
  it("prints one JSON line of working demo credentials last", async () => {
    const credentials = JSON.parse(await script("seed"));
    expect(Object.keys(credentials)).toEqual([
      "workspaceId",
      "apiKey",
      "testApiKey",
      "agentId",
      "fromNumber",
      "sourceId",
      "allowedOrigins",
      "email",
      "password",
    ]);
    expect(credentials.apiKey).toMatch(/^svc_sk_live_/);
    expect(credentials.testApiKey).toMatch(/^svc_sk_test_/);
    expect(credentials.allowedOrigins).toEqual(["http://localhost:4010", "http://127.0.0.1:4010"]);
    if (!shared) return; // the embedded script wrote to its own PGlite files
    const response = await v1Client(app.url, credentials.apiKey).post(
      `/v1/workspaces/${credentials.workspaceId}/calls/originate-manual`,
      {
        agentId: credentials.agentId,
        to: "+14155552671",
        from: credentials.fromNumber,
      },
    );
    expect(response.status).toBe(202);
    const source = await db.clickToCallSource.findUniqueOrThrow({ where: { id: credentials.sourceId } });
    expect(source).toMatchObject({ workspaceId: credentials.workspaceId, agentId: credentials.agentId, enabled: true });
    // The seed's agent is version 1, made by the operator.
    expect(
      await db.agentVersion.findMany({
        where: { agentId: credentials.agentId },
        select: { version: true, authorKind: true },
      }),
    ).toEqual([{ version: 1, authorKind: "operator" }]);
    // Both demo agents transfer to the front desk, never to the demo line that calls and answers.
    const agents = await db.agent.findMany({
      where: { workspaceId: credentials.workspaceId },
      select: { name: true, transferNumbers: true },
      orderBy: { name: "asc" },
    });
    expect(agents).toEqual([
      { name: "Demo agent", transferNumbers: ["+14155550199"] },
      { name: "Demo receptionist", transferNumbers: ["+14155550199"] },
    ]);
    expect(credentials.fromNumber).not.toBe("+14155550199");
    // Its keys hold every scope but key management, which is only ever given by hand.
    const keys = await db.apiKey.findMany({
      where: { workspaceId: credentials.workspaceId },
      select: { scopes: true },
    });
    expect(keys).toHaveLength(2);
    for (const { scopes } of keys) {
      expect(scopes).toContain("tools:write");
      expect(scopes).not.toContain("keys:read");
      expect(scopes).not.toContain("keys:write");
    }
    const managing = await v1Client(app.url, credentials.apiKey).get(
      `/v1/workspaces/${credentials.workspaceId}/api-keys`,
    );
    expect(managing.status).toBe(403);
  }, 60_000);
});

describe("npm run admin", postgresOnly(ANOTHER_PROCESS), () => {
  it("creates an agent as version 1, made by the operator", async () => {
    const workspace = JSON.parse(await script("admin", "workspace:create", "--name", "Agents"));
    const agent = JSON.parse(await script("admin", "agent:create", "--workspace", workspace.id, "--name", "Cli"));
    expect(agent).toMatchObject({ name: "Cli", version: 1, voice: "en-US-Journey-O" });
    expect(
      await db.agentVersion.findMany({ where: { agentId: agent.id }, select: { version: true, authorKind: true } }),
    ).toEqual([{ version: 1, authorKind: "operator" }]);
  }, 60_000);

  it("creates a key (secret printed once) that works, and revokes it", async () => {
    const workspace = JSON.parse(await script("admin", "workspace:create", "--name", "Ops"));
    const created = JSON.parse(
      await script("admin", "key:create", "--workspace", workspace.id, "--name", "ops", "--scopes", "agents:read"),
    );
    expect(created.secret).toMatch(/^svc_sk_live_/);
    expect(created.apiKey).toMatchObject({ scopes: ["agents:read"], mode: "live", revokedAt: null });
    expect(JSON.stringify(created.apiKey)).not.toContain(created.secret);
    const api = v1Client(app.url, created.secret);
    expect((await api.get(`/v1/workspaces/${workspace.id}/agents`)).status).toBe(200);
    const revoked = JSON.parse(
      await script("admin", "key:revoke", "--workspace", workspace.id, "--key", created.apiKey.id),
    );
    expect(revoked.revokedAt).not.toBeNull();
    // Another process revoked it: this one notices once its short key cache (API_KEY_CACHE_MS) expires.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await api.get(`/v1/workspaces/${workspace.id}/agents`)).status).toBe(401);
  }, 60_000);

  it("retention --run removes what has expired at once; without --run it only lists the settings", async () => {
    const workspace = await db.workspace.create({
      data: { name: "Retained", retention: { transcriptDays: null, recordingDays: null, dataDays: 1 } },
    });
    const agent = await db.agent.create({ data: { workspaceId: workspace.id, name: "Old" } });
    const call = await db.call.create({
      data: {
        workspaceId: workspace.id,
        agentId: agent.id,
        to: "+14155552671",
        from: "+14155550100",
        status: "completed",
        metadata: { crmId: "42" },
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      },
    });
    const listed = JSON.parse(await script("admin", "retention"));
    expect(listed).toContainEqual({
      id: workspace.id,
      name: "Retained",
      retention: { transcriptDays: null, recordingDays: null, dataDays: 1 },
    });
    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).metadata).toEqual({ crmId: "42" });
    const run = JSON.parse(await script("admin", "retention", "--run"));
    expect(run.data).toBeGreaterThanOrEqual(1);
    const purged = await db.call.findUniqueOrThrow({ where: { id: call.id } });
    expect(purged.metadata).toBeNull();
    expect(purged.purged).toMatchObject({ dataDays: 1 });
  }, 120_000);
});
