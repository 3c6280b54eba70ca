/**
 * `pnpm study`: the command line read into a plan (and refused with the reason), the lines and summary it
 * prints, and one run of the script itself, on two workers, over a variant written as JSON.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendVariant } from '@patience/core';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from 'vitest';
import { headline, planStudy, studyDeal, summary, verdictLine, type DealVerdict } from '../study/study-plan.js';

const noFile = (path: string): string => {
  throw new Error(`ENOENT: no such file or directory, open '${path}'`);
};

describe('planStudy', () => {
  it('reads a game, a preset and every option', () => {
    const plan = planStudy(['spider/2-suits', '--deals', '5-9', '--time-ms', '3000', '--max-states', '50000', '--no-peek', '--workers', '3', '--csv', 'out.csv'], noFile, 2);
    expect({ ...plan, variant: plan.variant.id }).toEqual({
      variant: 'spider', name: 'Spider (two suits)', deals: [5, 6, 7, 8, 9], timeMs: 3000, maxStates: 50_000, peek: false, workers: 3, csv: 'out.csv',
    });
  });

  it('has defaults: deals 1–100, 10 s and a million positions a deal, peeking, a worker a core', () => {
    const plan = planStudy(['spiderette', '--deals', '20'], noFile, 6);
    expect({ ...plan, variant: plan.variant.id, deals: `${plan.deals.length}: ${plan.deals[0]}–${plan.deals.at(-1)}` }).toEqual({
      variant: 'spiderette', name: 'Spiderette', deals: '20: 1–20', timeMs: 10_000, maxStates: 1_000_000, peek: true, workers: 6, csv: null,
    });
    const byDefault = planStudy(['easthaven'], noFile, 0);
    expect([byDefault.deals.length, byDefault.deals[0], byDefault.deals.at(-1), byDefault.workers]).toEqual([100, 1, 100, 1]);
  });

  it('reads --seeds as the deals to solve, in their order', () => {
    expect(planStudy(['spiderette', '--seeds', '9,1,8'], noFile, 2).deals).toEqual([9, 1, 8]);
  });

  it('reads a variant written as JSON', () => {
    const relaxed = extendVariant(seahaven.variant(), { id: 'seahaven-open', name: 'Seahaven, any card in a gap', rules: { tableau: { emptyAccepts: 'any' } } });
    const plan = planStudy(['--variant', 'open.json'], () => JSON.stringify(relaxed), 2);
    expect(plan.name).toBe('Seahaven, any card in a gap');
    expect(plan.variant.rules.tableau.emptyAccepts).toBe('any');
  });

  it.each([
    [[], 'Name a game, such as spiderette or spider/2-suits, or give --variant with a JSON file.'],
    [['klondike'], 'There is no game "klondike". Games and presets: easthaven, easthaven/lenient-deals, easthaven/pysol, seahaven-towers, seahaven-towers/doubling, seahaven-towers/relaxed, spider, spider/1-suit, spider/2-suits, spider/relaxed, spiderette, spiderette/1-suit, spiderette/2-suits.'],
    [['spider/3-suits'], 'Spider has no preset "3-suits". Games and presets: easthaven, easthaven/lenient-deals, easthaven/pysol, seahaven-towers, seahaven-towers/doubling, seahaven-towers/relaxed, spider, spider/1-suit, spider/2-suits, spider/relaxed, spiderette, spiderette/1-suit, spiderette/2-suits.'],
    [['spider', 'easthaven'], 'Name one game; got "spider", "easthaven".'],
    [['spider', '--deals', '9-5'], '--deals must run from a deal number to a larger or equal one, each from 0 to 4294967295; got "9-5".'],
    [['spider', '--deals', '0'], '--deals must run from a deal number to a larger or equal one, each from 0 to 4294967295; got "0".'],
    [['spider', '--deals', 'all'], '--deals takes a range of deal numbers such as 1-200, or a count such as 200; got "all".'],
    [['spider', '--deals'], '--deals takes a range of deal numbers such as 1-200, or a count such as 200; got nothing.'],
    [['spider', '--time-ms', '1.5'], '--time-ms takes a whole number from 0 up; got "1.5".'],
    [['spider', '--max-states', '0'], '--max-states takes a whole number from 1 up; got "0".'],
    [['spider', '--workers', '1000'], '--workers takes a whole number from 1 to 256; got "1000".'],
    [['spider', '--peek'], 'There is no option --peek.'],
    [['spider', '--csv'], '--csv takes the path of the file to write.'],
    [['spider', '--seeds', '1,x'], '--seeds takes deal numbers from 0 to 4294967295 separated by commas, such as 1,8,12; got "1,x".'],
    [['spider', '--seeds', '1,,2'], '--seeds takes deal numbers from 0 to 4294967295 separated by commas, such as 1,8,12; got "1,,2".'],
    [['spider', '--seeds', '3,5,3'], '--seeds names deal 3 twice.'],
    [['spider', '--seeds', '3', '--deals', '5'], 'Give --deals or --seeds, not both.'],
    [['spider', '--variant', 'x.json'], 'Name a game or give --variant, not both.'],
    [['--variant', 'missing.json'], "Cannot read missing.json: ENOENT: no such file or directory, open 'missing.json'"],
  ])('refuses %j', (args, message) => {
    expect(() => planStudy(args, noFile, 2)).toThrow(message);
  });

  it('refuses a file that is not JSON, or not a variant, naming the field', () => {
    expect(() => planStudy(['--variant', 'a.json'], () => '{ "id": ', 2)).toThrow(/^a\.json is not JSON: /);
    expect(() => planStudy(['--variant', 'a.json'], () => '{ "id": "x" }', 2)).toThrow('a.json is not a variant: name: expected a string, got nothing');
  });
});

describe('what a study prints', () => {
  const verdicts: DealVerdict[] = [
    { seed: 1, status: 'solved', reason: null, moves: 88, ms: 4.5, states: 1246, replayed: true },
    { seed: 2, status: 'unwinnable', reason: null, moves: null, ms: 110.4, states: 645, replayed: null },
    { seed: 3, status: 'gave-up', reason: 'time', moves: null, ms: 10_000.2, states: 1_234_567, replayed: null },
    { seed: 4, status: 'solved', reason: null, moves: 1203, ms: 2500, states: 90_000, replayed: false },
  ];

  it('a line a deal', () => {
    expect(verdicts.map(verdictLine)).toEqual([
      'deal 1: solved in 88 moves, replayed to a win (4.50 ms, 1,246 positions)',
      'deal 2: unwinnable (110 ms, 645 positions)',
      'deal 3: gave up, time (10.00 s, 1,234,567 positions)',
      'deal 4: solved in 1,203 moves, WHICH DID NOT REPLAY TO A WIN (2.50 s, 90,000 positions)',
    ]);
  });

  it('a summary: the shares decided and solved, the median and 95th percentile, lines that did not replay', () => {
    expect(summary(verdicts, 7000).split('\n')).toEqual([
      'decided 3 of 4 (75.0%): 2 solved (50.0%), 1 unwinnable, 1 gave up',
      'time a deal: median 110 ms, 95th percentile 10.00 s; 12.62 s of solving in 7.00 s',
      '1 winning line DID NOT replay to a win',
    ]);
    expect(summary(verdicts.slice(0, 3), 1000).split('\n')[2]).toBe('every winning line replayed to a win');
  });

  it('a first line naming the deals, a range or a list', () => {
    const plan = planStudy(['seahaven-towers', '--deals', '1-200', '--workers', '2'], noFile, 2);
    expect(headline(plan)).toBe('Seahaven Towers: 200 deals (1–200), 10,000 ms and 1,000,000 positions a deal, seeing face-down cards where there are any (thoughtful), 2 workers');
    expect(headline({ ...plan, deals: [9, 1, 8] })).toMatch(/^Seahaven Towers: 3 deals \(9, 1, 8\), /);
    expect(headline({ ...plan, deals: [1, 2, 8, 9, 12, 21, 28], peek: false, workers: 1 })).toBe(
      'Seahaven Towers: 7 deals (1, 2, 8, 9, 12, …, 28), 10,000 ms and 1,000,000 positions a deal, not seeing face-down cards, 1 worker',
    );
  });

  it('solves one deal as solve does and replays its line', () => {
    const verdict = studyDeal({ variant: seahaven.variant(), timeMs: 60_000, maxStates: 100_000, peek: false }, 1);
    expect(verdict).toMatchObject({ seed: 1, status: 'solved', moves: 88, replayed: true, states: 1246 });
  });
});

describe('the script', () => {
  const script = fileURLToPath(new URL('../study/study.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

  it('studies a variant written as JSON on two workers, printing the deals in the order given, and writes the CSV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'study-'));
    const file = join(dir, 'seahaven.json');
    writeFileSync(file, JSON.stringify(seahaven.variant()));
    const csv = join(dir, 'out.csv');
    const out = execFileSync(tsx, [script, '--variant', file, '--seeds', '3,1,4,2', '--workers', '2', '--max-states', '100000', '--time-ms', '60000', '--csv', csv], { encoding: 'utf8' });
    const lines = out.trim().split('\n').map((line) => line.replace(/\([\d.]+ m?s, /, '(T, '));
    expect(lines).toEqual([
      'Seahaven Towers: 4 deals (3, 1, 4, 2), 60,000 ms and 100,000 positions a deal, seeing face-down cards where there are any (thoughtful), 2 workers',
      'deal 3: solved in 198 moves, replayed to a win (T, 2,313 positions)',
      'deal 1: solved in 88 moves, replayed to a win (T, 1,246 positions)',
      'deal 4: unwinnable (T, 2,342 positions)',
      'deal 2: unwinnable (T, 645 positions)',
      'decided 4 of 4 (100.0%): 2 solved (50.0%), 2 unwinnable, 0 gave up',
      expect.stringMatching(/^time a deal: median [\d.]+ m?s, 95th percentile [\d.]+ m?s; [\d.]+ m?s of solving in [\d.]+ m?s$/),
      'every winning line replayed to a win',
    ]);
    expect(readFileSync(csv, 'utf8').split('\n').map((line) => line.split(',').filter((_, i) => i !== 4).join(','))).toEqual([
      'deal,status,reason,moves,positions,replayed',
      '3,solved,,198,2313,true',
      '1,solved,,88,1246,true',
      '4,unwinnable,,,2342,',
      '2,unwinnable,,,645,',
      '',
    ]);
  });

  it('exits 2 with the reason and the usage for a command line that makes no study', () => {
    const run = spawnSync(tsx, [script, 'klondike'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^There is no game "klondike"\. .*\n\nUsage: pnpm study <game\[\/preset\]> \[options\]/);
    expect(run.stdout).toBe('');
  });
});
