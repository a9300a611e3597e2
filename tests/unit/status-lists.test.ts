import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STATUS_RANK } from "@/server/calls/statuses";

// The call statuses are grouped in server/calls/statuses.ts alone: a list written out elsewhere
// would silently miss a new status (capacity, recovery and the UI counting the wrong calls).
const OWNER = join("server", "calls", "statuses.ts");
const STATUSES = new Set(Object.keys(STATUS_RANK));
/** Quoted words in a row, as in an array, an SQL IN (…) or a union type. */
const RUN = /(["'])\w+\1(?:\s*[,|]\s*(["'])\w+\2)+/g;

/** Whether the line writes out two or more different call statuses, and nothing else, in a row. */
function listsStatuses(line: string): boolean {
  return [...line.matchAll(RUN)].some(([run]) => {
    const words = run.match(/\w+/g)!;
    return new Set(words).size > 1 && words.every((word) => STATUSES.has(word));
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("call status lists", () => {
  it("are written out in server/calls/statuses.ts only", () => {
    const offenders = [...sources("server"), ...sources("inngest"), ...sources("app")]
      .filter((path) => path !== OWNER)
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${path}:${index + 1}` }))
          .filter(({ line }) => listsStatuses(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it("catch a list written out", () => {
    expect(listsStatuses(`WHERE "status" IN ('queued', 'dialing')`)).toBe(true);
    expect(listsStatuses(`Exclude<CallStatus, "queued" | "blocked">`)).toBe(true);
    // Other enums share some names: a campaign's or a test run's statuses are theirs to list.
    expect(listsStatuses(`status: { in: ["queued", "running"] }`)).toBe(false);
    expect(listsStatuses(`["completed", "canceled", "expired"]`)).toBe(false);
  });
});
