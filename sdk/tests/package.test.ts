import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// The published shape: `npm run build` yields ESM and CJS with declarations, both reachable
// through the package's "exports", and nothing in them needs Node built-ins at load time.

const root = path.resolve(import.meta.dirname, "..");
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });

beforeAll(() => {
  node(["scripts/build.mjs"]);
}, 120_000);

describe("package build", () => {
  it("loads the same API through require and import", () => {
    const fromRequire = node(["-e", 'console.log(Object.keys(require("@svc/sdk")).sort().join())']);
    const fromImport = node([
      "--input-type=module",
      "-e",
      'console.log(Object.keys(await import("@svc/sdk")).sort().join())',
    ]);
    expect(fromRequire).toBe(fromImport);
    expect(fromRequire).toContain("SvcClient");
    expect(fromRequire).toContain("verifyWebhook");
  });

  it("ships type declarations that ESM and CommonJS TypeScript consumers compile against", () => {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    const consumers = ["tests/consumer/esm.mts", "tests/consumer/cjs.cts"];
    const options = [
      "--noEmit",
      "--strict",
      "--skipLibCheck",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--target",
      "es2022",
      "--lib",
      "es2022,dom",
      "--types",
      "node",
    ];
    expect(() => node([tsc, ...options, ...consumers])).not.toThrow();
  }, 60_000);

  it("imports only standardwebhooks at load time (no Node built-ins), so it bundles for browsers", () => {
    const esm = path.join(root, "dist/esm");
    const specifiers = readdirSync(esm)
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [...readFileSync(path.join(esm, file), "utf8").matchAll(/^import .* from "([^"]+)";$/gm)])
      .map((match) => match[1]!)
      .filter((specifier) => !specifier.startsWith("./"));
    expect(new Set(specifiers)).toEqual(new Set(["standardwebhooks"]));
  });
});
