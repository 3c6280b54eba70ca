// Adds up the test reports in test-results/*.json, the root's and every package's, and prints the one
// line CI reads: "N passed, N failed". Two kinds of report: vitest's JSON (vitest.json, every package's unit
// tests) and Playwright's JSON reporter (e2e.json, the demo app's browser tests). Exits non-zero when a
// report shows failures, or when no report was found.
// Its argument is the exit status of the steps before it: when one of them failed (or no report was written at
// all) and no test failed, that failure is counted as one, so the line never reads "0 failed" for a red run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';

/** Passed and failed tests of one report, or null for a JSON file that is no test report. */
function count(report) {
  if (typeof report.numTotalTests === 'number') {
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: `expected` passed first time, `flaky` passed on a retry, `unexpected` failed; `skipped`
    // (test.fixme and test.skip) is neither. An error outside any test (a web server that did not start, a
    // file that did not load) counts as a failure.
    const { expected, flaky = 0, unexpected = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
  }
  return null;
}

let passed = 0;
let failed = 0;
let reports = 0;
// The root's report is the one run of every package's unit tests (`pnpm test:unit`); a package's own holds its
// browser tests, or its unit tests when they ran alone.
const reportDirs = ['test-results'];
for (const group of ['packages', 'examples', 'apps']) {
  if (existsSync(group)) reportDirs.push(...readdirSync(group).map((name) => join(group, name, 'test-results')));
}
for (const dir of reportDirs) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const counted = count(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!counted) continue;
    passed += counted.passed;
    failed += counted.failed;
    reports++;
  }
}
const stepStatus = Number(process.argv[2] ?? 0);
if (failed === 0 && (stepStatus !== 0 || reports === 0)) {
  console.log(reports === 0 ? 'ci: no test report was written: counting the failed step as one failure' : `ci: a step failed (exit ${stepStatus}) outside the tests: counting it as one failure`);
  failed = 1;
}
console.log(`ci: ${reports} test reports read`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports === 0 ? 1 : 0);
