// Adds up the vitest JSON reports that every package's test task writes to test-results/*.json (vitest.json;
// the demo app adds e2e.json for its browser tests) and
// prints the one line CI reads: "N passed, N failed". Exits non-zero when a report shows failures.
// Its argument is the exit status of the steps before it: when one of them failed (or no report was written at
// all) and no test failed, that failure is counted as one, so the line never reads "0 failed" for a red run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
let reports = 0;
for (const group of ['packages', 'apps']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const dir = join(group, name, 'test-results');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      if (typeof report.numTotalTests !== 'number') continue;
      passed += report.numPassedTests ?? 0;
      failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
      reports++;
    }
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
