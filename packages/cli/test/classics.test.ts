/**
 * The classics by name, and Microsoft's FreeCell numbers (`--ms N`): show, play, solve, replay and study take
 * Klondike, FreeCell and Pyramid as they take the shipped games. Show, play and study run the built binary; the
 * rest run in-process through the same entry function (test/in-process.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game } from '@patience/core';
import { freecell } from '@patience/freecell';
import { describe, expect, it } from 'vitest';
import { patienceHere } from './in-process.js';
import { patience, REMINDER } from './run.js';

/** Microsoft's deal 11982 as Windows FreeCell, fc-solve and PySolFC lay it out. */
const DEAL_11982 = [
  'FreeCell, Microsoft deal 11982',
  'foundations f1 --  f2 --  f3 --  f4 --',
  'cells       c1 --  c2 --  c3 --  c4 --',
  '',
  '  t1  t2  t3  t4  t5  t6  t7  t8',
  '  A♥  A♠  4♥  A♣  2♦  6♠ 10♠  J♠',
  '  3♦  3♥  Q♠  Q♣  8♠  7♥  A♦  K♠',
  '  K♦  6♥  5♠  4♦  9♥  J♥  9♠  3♣',
  '  J♣  5♦  5♣  8♣  9♦ 10♦  K♥  7♣',
  '  6♣  2♣ 10♥  Q♥  6♦ 10♣  4♠  7♠',
  '  J♦  7♦  8♥  9♣  2♥  Q♦  4♣  5♥',
  '  K♣  8♦  2♠  3♠',
];

/** The solver's line for a report, with the time (which varies) written as T. */
const timeless = (line: string | undefined): string | undefined => line?.replace(/\([\d.]+ m?s, /, '(T, ');

describe('Microsoft deals: --ms N', () => {
  it('shows Microsoft deal 11982 as published', () => {
    expect(patience(['show', 'freecell', '--ms', '11982'])).toEqual({ status: 0, stdout: `${DEAL_11982.join('\n')}\n`, stderr: '' });
  });

  it('solves Microsoft deal 1, a line that replays through Game to a win, and says so in JSON', async () => {
    const report = JSON.parse((await patienceHere(['solve', 'freecell', '--ms', '1', '--json', '--time-limit', '120'])).stdout) as { deal: number; dealer: string; status: string; moves: string };
    expect([report.deal, report.dealer, report.status]).toEqual([1, 'microsoft', 'solved']);
    const game = new Game(freecell.variant(), { seed: 1, dealer: 'microsoft' });
    for (const move of report.moves.split(' ')) game.move(move);
    expect(game.isWon()).toBe(true);
  });

  it('proves Microsoft deal 11982 unwinnable', async () => {
    const run = await patienceHere(['solve', 'freecell', '--ms', '11982', '--time-limit', '120']);
    expect(timeless(run.stdout)).toBe('FreeCell, Microsoft deal 11982: unwinnable (T, 142,202 positions explored)\n');
  });

  it('plays a Microsoft deal, and a save of it replays as the same deal', () => {
    const save = join(mkdtempSync(join(tmpdir(), 'patience-ms-')), 'game.json');
    const run = patience(['play', 'freecell', '--ms', '11982'], `t1>c1\nsave ${save}\nquit\n`);
    expect(run.stdout.split('\n')[0]).toBe('FreeCell, Microsoft deal 11982: 0 moves');
    expect(run.stdout).toContain('FreeCell, Microsoft deal 11982: 1 move\n');
    expect(JSON.parse(readFileSync(save, 'utf8'))).toMatchObject({ seed: 11982, dealer: 'microsoft', moves: 't1>c1' });
    expect(patience(['replay', save]).stdout.split('\n').slice(0, 2)).toEqual(['FreeCell, Microsoft deal 11982: 1 move, in play', 'foundations f1 --  f2 --  f3 --  f4 --']);
  });

  it('refuses --ms for a game Microsoft does not deal, out of range, or beside --seed, and exits 2', async () => {
    const cases: [string[], string][] = [
      [['show', 'klondike', '--ms', '5'], "Klondike is not dealt by Microsoft's numbers; FreeCell and Baker's Game are. Use --seed for its own deals."],
      [['show', 'freecell', '--ms', '0'], '--ms takes a Microsoft deal number, a whole number from 1 to 2147483647; got "0".'],
      [['solve', 'freecell', '--ms', '2147483648'], '--ms takes a Microsoft deal number, a whole number from 1 to 2147483647; got "2147483648".'],
      [['show', 'freecell', '--ms', '3', '--seed', '3'], "Give --seed or --ms, not both: --seed numbers our own deals, --ms Microsoft's."],
      [['play', 'freecell', '--ms', 'x'], '--ms takes a Microsoft deal number, a whole number from 1 to 2147483647; got "x".'],
      [['study', 'klondike', '--ms', '1-5'], "Klondike is not dealt by Microsoft's numbers; FreeCell and Baker's Game are. Use --seed for its own deals."],
      [['study', 'freecell', '--ms', '0-3'], '--ms runs from a Microsoft deal number to a larger or equal one, each from 1 to 2147483647; got "0-3".'],
      [['study', 'freecell', '--ms', '1-2147483648'], '--ms runs from a Microsoft deal number to a larger or equal one, each from 1 to 2147483647; got "1-2147483648".'],
      [['study', 'freecell', '--ms', '1-3', '--deals', '1-3'], "Give --deals or --ms, not both: --deals numbers our own deals, --ms Microsoft's."],
    ];
    for (const [args, message] of cases) expect({ args, ...(await patienceHere(args)) }).toEqual({ args, status: 2, stdout: '', stderr: `patience: ${message}\n${REMINDER}` });
  });
});

describe("a study of Microsoft's deals: study --ms A-B", () => {
  it('solves the deals Microsoft numbers so, each line replayed through Game, and records the dealer', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'patience-ms-study-')), 'ms.jsonl');
    const run = patience(['study', 'freecell', '--ms', '1-2', '--workers', '1', '--time-limit', '60', '--out', out]);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(2, 3)).toEqual(["deals Microsoft's 1–2; 1,000,000 positions and 60 s a deal; peeking at face-down cards (thoughtful)"]);
    const [header = '', ...rows] = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect((JSON.parse(header) as { deals: unknown }).deals).toEqual({ from: 1, to: 2, shard: null, dealer: 'microsoft' });
    expect(rows.map((r) => JSON.parse(r) as { deal: number; status: string; replayed: boolean }).map((v) => [v.deal, v.status, v.replayed]).sort()).toEqual([[1, 'solved', true], [2, 'solved', true]]);
  });
});

describe('the classics by name', () => {
  it('shows Pyramid and Klondike deals', async () => {
    expect((await patienceHere(['show', 'pyramid', '--seed', '1'])).stdout.split('\n').slice(0, 4)).toEqual([
      'Pyramid, deal 1', 'stock       23 cards, 23 deals left', 'waste       3♦', 'foundations f1 --',
    ]);
    expect((await patienceHere(['show', 'Solitaire/Draw-3', '--seed', '2'])).stdout.split('\n')[0]).toBe('Klondike (draw three), deal 2');
  });

  it('solves Klondike and Pyramid (thoughtful) and FreeCell by name', async () => {
    expect(timeless((await patienceHere(['solve', 'klondike', '--seed', '3', '--peek', '--time-limit', '120'])).stdout.split('\n')[0])).toBe('Klondike, deal 3: solved in 115 moves (T, 2,913 positions explored)');
    expect(timeless((await patienceHere(['solve', 'pyramid', '--seed', '1', '--peek', '--time-limit', '120'])).stdout.split('\n')[0])).toBe('Pyramid, deal 1: solved in 68 moves (T, 100 positions explored)');
    expect((await patienceHere(['solve', 'freecell', '--seed', '2', '--time-limit', '120'])).stdout).toMatch(/^FreeCell, deal 2: solved in \d+ moves/);
  });

  it('studies a classic by name', () => {
    const summary = JSON.parse(patience(['study', 'pyramid', '--deals', '1', '--workers', '1', '--time-limit', '60', '--json']).stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({
      study: { variant: { id: 'pyramid', options: { win: 'all-cards' } }, versions: { '@patience/pyramid': '0.1.0' } },
      deals: { studied: 1, selected: 1 },
      won: { count: 1 },
    });
  });
});
