import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

// A reporter beside vitest's own: at the end of a run it prints each test skipped on the embedded
// defaults with its reason (tests/helpers/postgres-only.ts), which the default reporter hides, and,
// when TEST_REPORT names a file, writes the run's counts there for `npm test`'s summary
// (scripts/test-summary.mjs), with the name of each failure: CI shows only the end of a run, and
// the failure itself may be thousands of lines above it. A file that failed outside its tests (a
// hook, an import) counts as one failure, so it never hides among the skipped.

export interface RunReport {
  passed: number;
  failed: number;
  skipped: number;
  /** Reason → how many tests it skipped. */
  skipReasons: Record<string, number>;
  /** "file > test" of each failure. */
  failures: string[];
}

export default class RunReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const report: RunReport = { passed: 0, failed: 0, skipped: 0, skipReasons: {}, failures: [] };
    const skippedByReason = new Map<string, string[]>();
    for (const testModule of modules) {
      const file = path.relative(process.cwd(), testModule.moduleId);
      let failedTests = 0;
      for (const test of testModule.children.allTests()) {
        const { state } = test.result();
        if (state === "passed") report.passed++;
        else if (state === "failed") {
          failedTests++;
          report.failures.push(`${file} > ${test.fullName}`);
        } else report.skipped++;
        const reason = test.meta().postgresOnly;
        if (state === "skipped" && reason) {
          const tests = skippedByReason.get(reason) ?? [];
          skippedByReason.set(reason, [...tests, `    ${file} > ${test.fullName}`]);
        }
      }
      if (!failedTests && testModule.state() === "failed") report.failures.push(`${file} (outside its tests)`);
      report.failed += failedTests || (testModule.state() === "failed" ? 1 : 0);
    }
    report.skipReasons = Object.fromEntries([...skippedByReason].map(([reason, tests]) => [reason, tests.length]));
    if (skippedByReason.size) {
      console.log("Skipped on the embedded defaults (DATABASE_URL runs them):");
      for (const [reason, tests] of skippedByReason) console.log([`  ${tests.length}: ${reason}`, ...tests].join("\n"));
    }
    if (process.env.TEST_REPORT) writeFileSync(process.env.TEST_REPORT, JSON.stringify(report));
  }
}
