import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { quickStartCurl } from "@/app/(dashboard)/w/[workspaceId]/quick-start";

// The curl examples a new user pastes make their Idempotency-Key with a command: it must run on a
// stock machine (this one has no uuidgen, as many Linux machines do not).

const keyCommands = (text: string) => [...text.matchAll(/Idempotency-Key: \$\(([^)]+)\)/g)].map((match) => match[1]);

it.each([
  ["README", readFileSync("README.md", "utf8")],
  ["overview", quickStartCurl("http://localhost:3000", "ws_1", "agt_1")],
])("the %s's curl example makes a fresh Idempotency-Key with a command that runs here", (_, text) => {
  const commands = keyCommands(text);
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) {
    const keys = [1, 2].map(() => execFileSync("sh", ["-c", command], { encoding: "utf8" }).trim());
    expect(keys[0]).toMatch(/^[0-9a-f-]{16,}$/);
    expect(keys[1]).not.toBe(keys[0]);
  }
});
