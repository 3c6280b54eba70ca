/**
 * Where the time of the two long CI tasks went, a test file at a time: the unit run's files from vitest's JSON
 * report and the browser suite's files from playwright's, each list longest first, with the totals. The two run
 * beside each other on the same cores, so a file's seconds are what it takes from the other task too; the
 * longest files are where a cut pays most. docs/benchmarks/ci-time.md quotes it.
 *
 *   pnpm test:unit && pnpm test:e2e         # write test-results/vitest.json and apps/demo/test-results/e2e.json
 *   pnpm test:time                          # the top 15 files of each
 *   pnpm test:time --top 40 --unit X.json --e2e Y.json
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

/** One test file's time: its wall seconds (vitest: the file's start to its end, with its imports; playwright: its tests' results summed). */
interface FileTime { file: string; tests: number; seconds: number }

interface VitestReport { testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] }
interface PlaywrightSuite { file: string; specs: { tests: { results: { duration: number }[] }[] }[]; suites?: PlaywrightSuite[] }
interface PlaywrightReport { suites: PlaywrightSuite[] }

function unitFiles(report: VitestReport): FileTime[] {
  return report.testResults.map(({ name, startTime, endTime, assertionResults }) => ({
    file: relative(process.cwd(), name), tests: assertionResults.length, seconds: (endTime - startTime) / 1000,
  }));
}

/** Every spec of a suite and of the suites inside it (a `describe` is a nested suite of the same file). */
function specsOf(suite: PlaywrightSuite): PlaywrightSuite['specs'] {
  return [...suite.specs, ...(suite.suites ?? []).flatMap(specsOf)];
}

function browserFiles(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, FileTime>();
  for (const suite of report.suites) {
    const entry = byFile.get(suite.file) ?? { file: suite.file, tests: 0, seconds: 0 };
    for (const test of specsOf(suite).flatMap((spec) => spec.tests)) {
      entry.tests += 1;
      entry.seconds += test.results.reduce((total, result) => total + result.duration, 0) / 1000;
    }
    byFile.set(suite.file, entry);
  }
  return [...byFile.values()];
}

function print(title: string, files: FileTime[], top: number): void {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`${title}: ${files.length} files, ${tests} tests, ${total.toFixed(1)} s summed over files`);
  console.log(`${'file'.padEnd(64)} tests  seconds  share`);
  for (const { file, tests: count, seconds } of sorted.slice(0, top)) {
    const share = total > 0 ? `${((100 * seconds) / total).toFixed(1)}%` : '-';
    console.log(`${file.padEnd(64)}${String(count).padStart(6)}  ${seconds.toFixed(1).padStart(7)}  ${share.padStart(5)}`);
  }
  console.log('');
}

function readReport(file: string, writtenBy: string): unknown {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${file}: no report (\`${writtenBy}\` writes it)\n`);
  return undefined;
}

const { values } = parseArgs({
  options: {
    top: { type: 'string', default: '15' },
    unit: { type: 'string', default: 'test-results/vitest.json' },
    e2e: { type: 'string', default: 'apps/demo/test-results/e2e.json' },
  },
});
const top = Number(values.top);
if (!Number.isInteger(top) || top < 1) throw new Error(`--top takes a whole number of files above 0, not "${values.top}".`);

const unit = readReport(values.unit, 'pnpm test:unit');
if (unit !== undefined) print(`unit tests (${values.unit})`, unitFiles(unit as VitestReport), top);
const browser = readReport(values.e2e, 'pnpm test:e2e');
if (browser !== undefined) print(`browser tests (${values.e2e})`, browserFiles(browser as PlaywrightReport), top);
