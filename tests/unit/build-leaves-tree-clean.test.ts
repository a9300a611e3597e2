import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `next build` adds `<distDir>/types/**/*.ts` and `<distDir>/dev/types/**/*.ts` to the tracked
// tsconfig.json when they are missing, which leaves a build with a dirty working tree.
const distDirs = [".next", ".next-e2e", ".next-bench"];

describe("tsconfig.json", () => {
  const include: string[] = JSON.parse(readFileSync("tsconfig.json", "utf8")).include;

  it.each(distDirs)("already includes the type folders next build writes under %s", (distDir) => {
    expect(include).toContain(`${distDir}/types/**/*.ts`);
    expect(include).toContain(`${distDir}/dev/types/**/*.ts`);
  });
});
