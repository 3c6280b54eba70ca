// Adds up the vitest JSON reports that every package's test task writes to test-results/vitest.json and
// prints the one line CI reads: "N passed, N failed". Exits non-zero when a report shows failures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
let reports = 0;
for (const group of ['packages', 'apps']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const file = join(group, name, 'test-results', 'vitest.json');
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
    reports++;
  }
}
console.log(`ci: ${reports} test reports read`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports === 0 ? 1 : 0);
