// Builds dist/esm and dist/cjs (each with .d.ts) from the same sources with tsc. The marker
// package.json makes Node read dist/cjs as CommonJS although this package is "type": "module".
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

rmSync(path.join(root, "dist"), { recursive: true, force: true });
for (const project of ["tsconfig.build.json", "tsconfig.cjs.json"]) {
  const { status } = spawnSync(process.execPath, [tsc, "-p", project], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
writeFileSync(path.join(root, "dist/cjs/package.json"), JSON.stringify({ type: "commonjs" }) + "\n");
