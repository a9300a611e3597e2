import { readFileSync } from "node:fs";
import { parse, type Node } from "acorn";
import { describe, expect, it } from "vitest";
import { LOADER_BUDGET_BYTES, LOADER_PATH, loaderSize } from "@/bench/loader-size";

// The loader runs on strangers' websites: it must parse as ES5, touch one global, and stay small.

const source = readFileSync(LOADER_PATH, "utf8");

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (typeof (node as Node).type === "string") yield node as Node;
  for (const [key, value] of Object.entries(node)) if (key !== "loc") yield* walk(value);
}

describe("public/click-to-call.js", () => {
  it("parses as ES5 script", () => {
    expect(() => parse(source, { ecmaVersion: 5, sourceType: "script" })).not.toThrow();
  });

  it("rejects ES2015 syntax, so the ES5 check above can fail", () => {
    expect(() => parse(`${source}\nconst late = () => 1;`, { ecmaVersion: 5, sourceType: "script" })).toThrow();
  });

  it("is one IIFE that assigns only window.SvcClickToCall", () => {
    const program = parse(source, { ecmaVersion: 5, sourceType: "script" });
    expect(program.body).toHaveLength(1);
    const [statement] = program.body;
    expect(statement.type).toBe("ExpressionStatement");
    const call = (statement as unknown as { expression: { type: string; callee: { type: string } } }).expression;
    expect(call.type).toBe("CallExpression");
    expect(call.callee.type).toBe("FunctionExpression");

    const globalsWritten = [...walk(program)]
      .filter((node) => node.type === "AssignmentExpression")
      .map(
        (node) =>
          (node as unknown as { left: { type: string; object?: { name?: string }; property?: { name?: string } } })
            .left,
      )
      .filter((left) => left.type === "MemberExpression" && left.object?.name === "window")
      .map((left) => left.property?.name);
    expect(globalsWritten).toEqual(["SvcClickToCall"]);
  });

  it(`fits the ${LOADER_BUDGET_BYTES}-byte gzip budget`, () => {
    const { gzip } = loaderSize();
    expect(gzip).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
  });
});
