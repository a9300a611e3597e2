import { setImmediate as nextTurn } from "node:timers/promises";
import { checkExpectations } from "@/server/agent-tests/expectations";
import type { Expectation } from "@/server/agent-tests/inputs";
import { assertCompilableSchema, schemaIssues, schemaValidator } from "@/server/json-schema/untrusted";
import { regexError, safeRegex } from "@/server/safe-regex";
import { argumentErrors } from "@/server/tools/arguments";
import { appendRun } from "./results-log";

// Patterns are bounded (issue 38 item 7; docs/decisions.md "Patterns are bounded"): no pattern
// anywhere may hold the event loop more than 100 ms or grow the heap beyond a few MiB. This runs the
// attack's cases in one process, as the server would meet them, and reports each one's longest
// stall of the event loop and the heap it leaves behind. `npm run bench:patterns` (node's
// --expose-gc, so the heap is measured after a full collection).

const STALL_TARGET_MS = 100;
const HEAP_TARGET_MIB = 8;
const RUNS = 5;

/** Texts that keep every thread of these patterns' programs alive. */
const hostileText = (length: number) => Array.from({ length }, (_, i) => "aabbbbbbbxyz"[(i * 7919) % 12]).join("");

/** Legal patterns whose matching costs the most per character (measured for the limits). */
const HOSTILE = [
  "(?s)[ab].{990}[cd]",
  "(?:[ab].{240}[cd]|[bb].{240}[cd]|[cb].{240}[cd]|[db].{240}[cd])",
  "[ab](?:\\pL|\\pN|\\pP){95}[cd]",
];

const NOT_CONTAINS = `(?s)[ab].{300}[cd]|${"q".repeat(496 - 19)}`;
const HUGE_PATTERN = "x{1000}".repeat(2400);
const schemaWith = (pattern: string) => ({ type: "object", properties: { code: { type: "string", pattern } } });

let freshSchemas = 0;
const validateOnce = (schema: object) => {
  const validate = schemaValidator(schema);
  schemaIssues((validate({ code: "z" }), validate.errors));
};

interface Case {
  name: string;
  run: () => unknown;
}

const CASES: Case[] = [
  {
    name: "agent test: 20 expectations of a 496-character pattern over 100 long turns",
    run: () =>
      checkExpectations(
        {
          turns: Array.from({ length: 100 }, (_, i) => ({
            role: i % 2 ? "agent" : "user",
            text: hostileText(Math.min(2_000, safeRegex(NOT_CONTAINS).maxLength)),
            toolCalls: null,
          })),
          endedReason: "completed",
          analysis: null,
          agent: null,
          llmConnection: null,
        } as never,
        Array.from({ length: 20 }, (): Expectation => ({ type: "transcript", notContains: NOT_CONTAINS })),
      ),
  },
  {
    name: "tool argument: a 50,000-character value against a legal hostile pattern",
    run: () => argumentErrors({ parameters: schemaWith(HOSTILE[0]) }, { code: hostileText(50_000) }),
  },
  ...HOSTILE.map((pattern) => ({
    name: `tool argument: the longest value matched against \`${pattern.slice(0, 24)}…\``,
    run: () =>
      argumentErrors(
        { parameters: schemaWith(pattern) },
        { code: hostileText(safeRegex(pattern, "ecmascript").maxLength) },
      ),
  })),
  {
    name: "saving a 16.8 KB pattern in a tool's or an analysis schema (refused)",
    run: () => {
      try {
        assertCompilableSchema(schemaWith(HUGE_PATTERN), "parameters");
      } catch {
        return "refused";
      }
      throw new Error("a 16.8 KB pattern was accepted");
    },
  },
  { name: "saving a 1,000-repeat pattern (refused)", run: () => regexError("^[0-9]{1000}$") },
  // Each save is its own request: the loop turns between them.
  {
    name: "2,000 distinct large patterns saved (the compiled patterns' cache bound)",
    run: async () => {
      for (let i = 0; i < 2_000; i++) {
        regexError(`(?:[ab].{240}[cd]|${i})`);
        await nextTurn();
      }
    },
  },
  {
    name: "2,000 schemas with large patterns, each new, validated (the validators' cache bound)",
    run: async () => {
      for (let i = 0; i < 2_000; i++) {
        validateOnce(schemaWith(`(?:[ab].{240}[cd]|${freshSchemas++})`));
        await nextTurn();
      }
    },
  },
  // More schemas in turn than the cache keeps: each is compiled again, and V8 keeps the code of a
  // source it compiles again (its compilation cache, aged by V8, not by us).
  {
    name: "the same 2,000 schemas validated in turn, over and over",
    run: async () => {
      for (let i = 0; i < 2_000; i++) {
        validateOnce(schemaWith(`(?:[ab].{240}[cd]|rotation ${i})`));
        await nextTurn();
      }
    },
  },
];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc (npm run bench:patterns)");

/** The longest time the event loop could not turn while `work` ran, in ms. */
async function stallOf(work: () => unknown): Promise<number> {
  await nextTurn();
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    longest = Math.max(longest, performance.now() - last);
    last = performance.now();
  }, 1);
  last = performance.now();
  await work();
  longest = Math.max(longest, performance.now() - last);
  clearInterval(ticker);
  return longest;
}

const heapMiB = async () => {
  // Twice, a turn apart: what a collection finalizes is freed by the next one.
  for (let i = 0; i < 2; i++) {
    gc!();
    await nextTurn();
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const rows: string[] = [];
let missed = 0;
for (const { name, run } of CASES) {
  const before = await heapMiB();
  let stall = 0;
  for (let i = 0; i < RUNS; i++) stall = Math.max(stall, await stallOf(run));
  const growth = (await heapMiB()) - before;
  const within = stall <= STALL_TARGET_MS && growth <= HEAP_TARGET_MIB;
  if (!within) missed += 1;
  rows.push(`| ${name} | ${stall.toFixed(1)} | ${growth.toFixed(2)} | ${within ? "within" : "**over**"} |`);
}

const body = [
  `Targets: the event loop held at most ${STALL_TARGET_MS} ms, the heap grown at most ${HEAP_TARGET_MIB} MiB (after a full collection); worst of ${RUNS} runs each.`,
  "",
  "| case | longest stall (ms) | heap left (MiB) | |",
  "| --- | ---: | ---: | --- |",
  ...rows,
].join("\n");
console.log(
  appendRun(
    "patterns",
    "Patterns: event-loop stalls and heap",
    "`npm run bench:patterns`: the attack's patterns (issue 38) run as the server meets them, in one process.",
    body,
  ),
);
if (missed) process.exitCode = 1;
