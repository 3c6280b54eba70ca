/**
 * Seahaven Towers deals solved one by one, one line a deal (seed, verdict, positions stored, CPU ms), for
 * finding the slow deals to profile: `pnpm exec tsx bench/seahaven-deals.ts --from 1 --to 1000`.
 */
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { solve } from '../src/index.js';
import { cpuSeconds, numberFlag } from './common.js';

const variant = seahaven.variant();
const from = numberFlag('from', 1);
const to = numberFlag('to', 1000);
let total = 0;
for (let seed = from; seed <= to; seed++) {
  const { value: result, cpu } = cpuSeconds(() => solve(variant, deal(variant, seed), { timeMs: 60_000, maxStates: 5_000_000 }));
  total += cpu;
  console.log(`${seed}\t${result.status}\t${result.statesExplored}\t${(cpu * 1000).toFixed(1)}`);
}
console.log(`total\t${total.toFixed(2)} s`);
