// Adds up the vitest JSON reports that every package's test task writes to test-results/*.json (vitest.json;
// the demo app adds e2e.json for its browser tests) and
// prints the one line CI reads: "N passed, N failed". Exits non-zero when a report shows failures.
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
console.log(`ci: ${reports} test reports read`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports === 0 ? 1 : 0);
