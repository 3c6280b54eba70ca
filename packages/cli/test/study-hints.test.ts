/**
 * `patience study --policy hints`: each deal played by following the hint alone, the thoughtful solver beside it,
 * in JSON lines and CSV, and the summary's two won rows with their intervals.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patienceHere } from './in-process.js';
import { patience } from './run.js';

// Seahaven Towers shows every card, and a minute a hint lets its look-ahead end by its positions bound first,
// so the play does not depend on the machine's speed.
const HINTS = ['study', 'seahaven', '--deals', '1-2', '--policy', 'hints', '--hint-time', '60000', '--max-states', '100000', '--time-limit', '120', '--workers', '2'];
const fresh = (): string => mkdtempSync(join(tmpdir(), 'patience-study-hints-'));

describe('patience study --policy hints', () => {
  it('plays each deal by the hint alone and sums up the won share beside the thoughtful share, each with its 95% interval', () => {
    const out = join(fresh(), 'hints.csv');
    const run = patience([...HINTS, '--out', out]);
    expect(run.status).toBe(0);
    const [mark, columns, ...rows] = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(JSON.parse((mark ?? '').slice('# patience-study '.length))).toMatchObject({ limits: { timeMs: 120_000, maxStates: 100_000, peek: true, policy: 'hints', hintMs: 60_000 } });
    expect(columns).toBe('deal,status,reason,moves,ms,positions,replayed,thoughtful');
    const byDeal = new Map(rows.map((row) => [row.split(',')[0], row.split(',')]));
    expect(byDeal.get('1')?.slice(0, 4)).toEqual(['1', 'solved', '', '88']);
    expect(byDeal.get('1')?.slice(5)).toEqual(['0', 'true', 'solved']);
    expect(byDeal.get('2')?.slice(0, 4)).toEqual(['2', 'gave-up', 'hints-lost', '']);
    expect(byDeal.get('2')?.slice(5)).toEqual(['0', '', 'unwinnable']);
    expect(run.stdout.split('\n').slice(1, 3)).toEqual([
      'Seahaven Towers (seahaven-towers, runLimit=free-spaces; rules 1, sha256:105bcb81b056f26d)',
      'deals 1–2; each played by following the hint alone (60,000 ms a hint, never peeking); beside it the solver at 100,000 positions and 120 s a deal; peeking at face-down cards (thoughtful)',
    ]);
    expect(run.stdout.split('\n').slice(5, 11)).toEqual([
      '                 deals   share   95% interval',
      'won                  1   50.0%     9.5%–90.5%',
      'lost                 0    0.0%     0.0%–65.8%',
      'undecided            1   50.0%     9.5%–90.5%',
      'thoughtful won       1   50.0%     9.5%–90.5%',
      'total                2',
    ]);
    // The file reads back: a resumed study has every deal already.
    const again = patience([...HINTS, '--out', out, '--resume']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('studied 0 deals');
  });

  it('refuses a policy it does not know, naming the ones it does', async () => {
    const run = await patienceHere(['study', 'seahaven', '--deals', '1', '--policy', 'random']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("argument 'random' is invalid. Allowed choices are solver, hints.");
  });
});
