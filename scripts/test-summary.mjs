// `node scripts/test-summary.mjs DIR SUITE…`: the end of `npm test` (scripts/test.sh). One line per
// suite from DIR/SUITE.outcome ("passed" / "failed (…)" / "skipped: why", tab, seconds) and
// DIR/SUITE.json (vitest's counts from tests/setup/run-report.ts, or Playwright's JSON report),
// each failed test's name under its suite, then the tests counted across suites. Exits 1 unless
// every suite passed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const [dir, ...suites] = process.argv.slice(2);

/** "file > title" of each spec in a Playwright suite (and the suites within it) that did not pass. */
const failedSpecs = (suite) => [
  ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} > ${spec.title}`),
  ...(suite.suites ?? []).flatMap(failedSpecs),
];

/** { passed, failed, skipped, skipReasons, failures } from either kind of report, or null when there is none. */
function counts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (!report.stats) return report;
  const { expected, unexpected, flaky, skipped } = report.stats; // Playwright
  const failures = report.suites.flatMap(failedSpecs);
  return { passed: expected + flaky, failed: unexpected, skipped, skipReasons: {}, failures };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let allPassed = true;
console.log("\nnpm test summary:");
for (const suite of suites) {
  const outcomeFile = path.join(dir, `${suite}.outcome`);
  const [outcome, seconds] = existsSync(outcomeFile)
    ? readFileSync(outcomeFile, "utf8").trim().split("\t")
    : ["failed (it did not finish)", "?"];
  if (outcome !== "passed") allPassed = false;
  const tests = counts(path.join(dir, `${suite}.json`));
  let detail = "";
  if (tests) {
    for (const key of Object.keys(total)) total[key] += tests[key];
    const reasons = Object.entries(tests.skipReasons).map(([reason, n]) => `${n} ${reason}`);
    detail = `: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`;
    if (reasons.length) detail += ` (${reasons.join("; ")})`;
  }
  console.log(`  ${suite.padEnd(12)} ${outcome}${detail}${outcome.startsWith("skipped") ? "" : ` in ${seconds} s`}`);
  for (const failure of tests?.failures ?? []) console.log(`    failed: ${failure}`);
}
console.log(`${total.passed} passed, ${total.failed} failed (${total.skipped} skipped), across suites`);
process.exit(allPassed ? 0 : 1);
