// `npm run admin -- <command> [--flags]`: operator tasks from a shell or a script, JSON out.
// Run without a command for the list. Secrets (API keys, generated passwords) are printed once.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createAgent } from "../server/agents/settings";
import { agentInput } from "../server/agents/inputs";
import { hashPassword } from "../server/auth/password";
import { closeDb, db, dbReady } from "../server/db/client";
import { DataDirInUseError } from "../server/db/data-dir-owner";
import { transaction } from "../server/db/unit-of-work";
import { ApiError, issuePathOf } from "../server/errors";
import type { KeyActor } from "../server/keys/grants";
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from "../server/keys/keys";
import { SCOPES, STANDARD_SCOPES, scopeSchema } from "../server/keys/scopes";
import { callerNumberInput } from "../server/numbers/inputs";
import { addCallerNumber } from "../server/numbers/numbers";
import { runRetention } from "../server/privacy/purge";
import { retentionOf } from "../server/privacy/retention";

const FLAGS = [
  "name",
  "owner",
  "email",
  "password",
  "workspace",
  "role",
  "number",
  "label",
  "number-id",
  "voice",
  "language",
  "first-message",
  "instructions",
  "scopes",
  "mode",
  "key",
];
/** Flags that take no value (`--run`): "true" when given. */
const SWITCHES = ["run"];
type Flags = Record<string, string | undefined>;

/** The operator manages every key of a workspace, as an admin does in the settings. */
const OPERATOR: KeyActor = { kind: "operator" };

const required = (flags: Flags, name: string): string => {
  const value = flags[name];
  if (!value) throw new ApiError("VALIDATION_ERROR", `--${name} is required`);
  return value;
};

const COMMANDS: Record<string, { usage: string; run: (flags: Flags) => Promise<unknown> }> = {
  "workspace:create": {
    usage: "--name <name> [--owner <userId>]",
    run: async (flags) =>
      db.workspace.create({
        data: {
          name: required(flags, "name"),
          ...(flags.owner ? { memberships: { create: { userId: flags.owner, role: "owner" } } } : {}),
        },
        select: { id: true, name: true, createdAt: true },
      }),
  },
  "user:create": {
    usage: "--email <email> [--name <name>] [--password <pw>] [--workspace <id> --role owner|admin|member]",
    run: async (flags) => {
      const email = z.email().parse(required(flags, "email"));
      const password = flags.password ?? randomBytes(12).toString("base64url");
      const role = z.enum(["owner", "admin", "member"]).parse(flags.role ?? "owner");
      const user = await db.user.create({
        data: {
          email,
          name: flags.name,
          passwordHash: await hashPassword(password),
          ...(flags.workspace ? { memberships: { create: { workspaceId: flags.workspace, role } } } : {}),
        },
        select: { id: true, email: true },
      });
      return { ...user, ...(flags.password ? {} : { password }) };
    },
  },
  "number:create": {
    usage: "--workspace <id> --number <E.164> [--label <label>]",
    run: (flags) =>
      addCallerNumber(
        db,
        required(flags, "workspace"),
        callerNumberInput.parse({ number: flags.number, label: flags.label ?? null }),
      ),
  },
  "agent:create": {
    usage: "--workspace <id> --name <name> [--number-id <callerNumberId>] [--voice en-US-Journey-O] [--language en-US]",
    run: (flags) =>
      createAgent(
        db,
        required(flags, "workspace"),
        agentInput.parse({
          name: flags.name,
          voice: flags.voice ?? "en-US-Journey-O",
          language: flags.language ?? "en-US",
          firstMessage: flags["first-message"] ?? "Hello! How can I help you today?",
          instructions: flags.instructions ?? "",
          defaultCallerNumberId: flags["number-id"] ?? null,
        }),
        { kind: "operator" },
      ),
  },
  "key:create": {
    usage: `--workspace <id> --name <name> [--scopes ${SCOPES.join(",")}] [--mode live|test]`,
    run: (flags) =>
      createApiKey(db, {
        workspaceId: required(flags, "workspace"),
        name: required(flags, "name"),
        scopes: z.array(scopeSchema).parse(flags.scopes ? flags.scopes.split(",") : STANDARD_SCOPES),
        mode: z.enum(["live", "test"]).parse(flags.mode ?? "live"),
      }),
  },
  "key:list": {
    usage: "--workspace <id>",
    run: async (flags) => (await listApiKeys(db, required(flags, "workspace"), OPERATOR, { limit: 100 })).items,
  },
  retention: {
    usage: "[--run]: each workspace's retention; with --run, purge what has expired now (as the hourly run does)",
    run: async (flags) => {
      if (flags.run) return runRetention();
      const workspaces = await db.workspace.findMany({ select: { id: true, name: true, retention: true } });
      return workspaces.map((workspace) => ({ ...workspace, retention: retentionOf(workspace.retention) }));
    },
  },
  "key:revoke": {
    usage: "--workspace <id> --key <keyId>",
    run: async (flags) => {
      const [workspaceId, keyId] = [required(flags, "workspace"), required(flags, "key")];
      await transaction((tx) => revokeApiKey(tx, workspaceId, OPERATOR, keyId));
      return getApiKey(db, workspaceId, OPERATOR, keyId);
    },
  },
};

function usage(): string {
  return [
    "usage: npm run admin -- <command> [flags]",
    ...Object.entries(COMMANDS).map(([name, { usage }]) => `  ${name} ${usage}`),
  ].join("\n");
}

function errorJson(error: unknown): { code: string; error: string; details?: unknown } {
  if (error instanceof z.ZodError)
    return {
      code: "VALIDATION_ERROR",
      error: "invalid flags",
      details: error.issues.map((i) => ({ path: issuePathOf(i.path), message: i.message })),
    };
  if (error instanceof ApiError) return { code: error.code, error: error.message, details: error.details ?? undefined };
  if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
    return { code: "VALIDATION_ERROR", error: error.message };
  // A running embedded server owns the database: the message says what to do instead.
  if (error instanceof DataDirInUseError) return { code: "DATA_DIR_IN_USE", error: error.message };
  return { code: "INTERNAL_ERROR", error: error instanceof Error ? error.message : String(error) };
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(usage());
    return name ? 2 : 0;
  }
  try {
    await dbReady();
    const { values } = parseArgs({
      args: rest,
      options: {
        ...Object.fromEntries(FLAGS.map((flag) => [flag, { type: "string" as const }])),
        ...Object.fromEntries(SWITCHES.map((flag) => [flag, { type: "boolean" as const }])),
      },
    });
    const flags = Object.fromEntries(
      Object.entries(values).map(([flag, value]) => [flag, value === true ? "true" : value || undefined]),
    );
    const result = await command.run(flags);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${JSON.stringify(errorJson(error))}\n`);
    return 1;
  } finally {
    await closeDb();
  }
}

main().then((code) => process.exit(code));
