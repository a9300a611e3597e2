import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// The click-to-call loader ships to every visitor of every embedding site: its budget is 4 KB
// gzipped. `npx tsx bench/loader-size.ts` reports it; the loader's unit test enforces it.

export const LOADER_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "click-to-call.js");
export const LOADER_BUDGET_BYTES = 4096;

export function loaderSize(): { raw: number; gzip: number } {
  const source = readFileSync(LOADER_PATH);
  return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { raw, gzip } = loaderSize();
  const verdict = gzip <= LOADER_BUDGET_BYTES ? "within" : "OVER";
  console.log(
    `public/click-to-call.js: ${raw} bytes raw, ${gzip} bytes gzipped (level 9), ${verdict} the ${LOADER_BUDGET_BYTES}-byte budget`,
  );
  if (gzip > LOADER_BUDGET_BYTES) process.exitCode = 1;
}
