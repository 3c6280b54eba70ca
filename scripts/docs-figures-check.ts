/**
 * `pnpm docs:check`'s check of the size figures the README and the architecture page quote: each sentence names
 * a budget of `.size-limit.json` (which `pnpm size` enforces), so a budget that moves without its sentence fails
 * here instead of leaving a figure no command prints.
 *
 *   pnpm docs:check
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Budget { readonly name: string; readonly limit: string }

/** One figure a doc quotes: the sentence's pattern (its first group is the figure) and the budgets it stands for. */
interface Quoted { readonly file: string; readonly pattern: RegExp; readonly budgets: (budget: Budget) => boolean }

const QUOTED: readonly Quoted[] = [
  { file: 'README.md', pattern: /under the ([\d.]+ kB) of\s+gzipped JavaScript with core's `Game`/, budgets: (b) => /^Game \+ [^+]+$/.test(b.name) },
  { file: 'docs/architecture.md', pattern: /`Game` with one game under ([\d.]+ kB)/, budgets: (b) => /^Game \+ [^+]+$/.test(b.name) },
  { file: 'docs/architecture.md', pattern: /is under the ([\d.]+ kB) budget that `pnpm size` enforces/, budgets: (b) => b.name === '@patience/core, everything' },
];

function problemsOf(budgets: readonly Budget[]): string[] {
  return QUOTED.flatMap(({ file, pattern, budgets: matches }) => {
    const figure = pattern.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1];
    if (figure === undefined) return [`${file}: no sentence matches ${String(pattern)}`];
    const named = budgets.filter(matches);
    if (named.length === 0) return [`${file}: no budget in .size-limit.json for ${String(pattern)}`];
    return named.filter((b) => b.limit !== figure).map((b) => `${file} says ${figure}, .size-limit.json's "${b.name}" is ${b.limit}`);
  });
}

const budgets = JSON.parse(readFileSync(join(ROOT, '.size-limit.json'), 'utf8')) as Budget[];
const problems = problemsOf(budgets);
if (problems.length > 0) {
  console.error(`docs-figures: the docs' size figures do not match the budgets:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`docs-figures: the ${QUOTED.length} size figures the docs quote match .size-limit.json.`);
}
