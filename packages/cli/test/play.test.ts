/**
 * `patience play` driven through standard input, as a pipe: a refusal with the engine's reason, a move by
 * number, undo, save, and a won game, from a Seahaven Towers deal four moves from the end. The replay of the save and
 * the refusal of --load beside a game read no input and run in-process (test/in-process.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patienceHere } from './in-process.js';
import { patience } from './run.js';

const NEAR_WON = new URL('./fixtures/seahaven-near-won.json', import.meta.url).pathname;

describe('patience play', () => {
  it('plays a refusal, a numbered move, undo, save and a win, and the save loads where it was made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'patience-play-'));
    const saved = join(dir, 'saved.json');
    const input = ['t8>f1', '1', 'undo', `save ${saved}`, 't8>f3', 't8>f3', 't8>f3', 't8>f3', ''].join('\n');
    const run = patience(['play', '--load', NEAR_WON], input);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const expected = readFileSync(new URL('./fixtures/play-transcript.txt', import.meta.url), 'utf8').replaceAll('SAVED', saved);
    expect(run.stdout.replace(/and \d+ s\.\n$/, 'and T s.\n')).toBe(expected);
    // The save was made after the undo: 69 moves, as loaded.
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual(JSON.parse(readFileSync(NEAR_WON, 'utf8')));
    expect((await patienceHere(['replay', saved])).stdout.split('\n')[0]).toBe('Seahaven Towers, deal 5: 69 moves, in play');
  });

  it('answers help, redo, hint and a line that is no move, and stops at the end of the input', () => {
    const run = patience(['play', 'seahaven', '--seed', '5'], 'help\nredo\nt1>t2 now\n99\nquit\n');
    const replies = run.stdout.split('\n').filter((line, i, all) => all[i - 1]?.startsWith('> ') === true);
    expect(replies).toEqual([
      'Type a move in the notation (t3>t5, t3>t5x4 for four cards, t1>f1, c1>t7, d to deal, r to redeal)',
      'Nothing to redo.',
      '"t1>t2 now" is not a move or a command; type help for the list.',
      expect.stringMatching(/^There is no move "99": the moves are numbered 1 to \d+\.$/),
      'Stopped after 0 moves.',
    ]);
    expect(patience(['play', 'seahaven', '--seed', '5'], 'hint\n').stdout).toMatch(/\n> hint\nhint: [a-z0-9>]+: .+\nStopped after 0 moves\.\n$/);
  });

  it('refuses --load together with a game', async () => {
    expect((await patienceHere(['play', 'seahaven', '--load', NEAR_WON])).status).toBe(2);
  });
});
