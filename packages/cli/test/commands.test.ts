/**
 * The commands that print and exit: list, show, solve, replay, --version, --help, and usage errors (exit
 * code 2, the reason, and the nearest game name). A few tests a command run the built binary (its exact output and
 * exit code as a user sees them); the rest run in-process through the same entry function (test/in-process.ts).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deal } from '@patience/core/engine';
import { formatMoves } from '@patience/core/notation';
import { gamePresets } from '@patience/games';
import { seahaven } from '@patience/seahaven';
import { solve } from '@patience/solver';
import { describe, expect, it } from 'vitest';
import { patienceHere } from './in-process.js';
import { patience, REMINDER } from './run.js';

const NEAR_WON = new URL('./fixtures/seahaven-near-won.json', import.meta.url).pathname;

describe('patience list', () => {
  it('prints every game and variant with id, name, family and difficulty', () => {
    const run = patience(['list']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      'id                        name                                         family              difficulty',
      'easthaven                 Easthaven                                    Klondike            medium',
      'easthaven/lenient-deals   Easthaven (deal past gaps no King can fill)  Klondike            medium',
      'easthaven/pysol           Easthaven (PySolFC rules)                    Klondike            medium',
    ]);
    expect(run.stdout.split('\n').slice(14, 16)).toEqual([
      'klondike                  Klondike                                     Klondike            medium',
      'klondike/draw-3           Klondike (draw three)                        Klondike            hard',
    ]);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(33);
  });

  it('prints the same list as JSON with --json', async () => {
    const list = JSON.parse((await patienceHere(['list', '--json'])).stdout) as { id: string; package: string }[];
    expect(list.map((g) => g.id)).toEqual([
      'easthaven', 'easthaven/lenient-deals', 'easthaven/pysol', 'spider', 'spider/1-suit', 'spider/2-suits', 'spider/relaxed',
      'spiderette', 'spiderette/1-suit', 'spiderette/2-suits', 'seahaven-towers', 'seahaven-towers/doubling', 'seahaven-towers/relaxed',
      'klondike', 'klondike/draw-3', 'klondike/vegas', 'klondike/vegas-draw-3', 'freecell', 'bakers-game', 'eight-off', 'yukon',
      'russian-solitaire', 'scorpion', 'bakers-dozen', 'forty-thieves', 'beleaguered-castle', 'canfield', 'canfield/hoyle', 'golf', 'tripeaks',
      'pyramid', 'pyramid/relaxed',
    ]);
    // The list of @patience/games, the one every tool reads, so the commands never list games another way.
    expect(list.map((g) => g.id)).toEqual(gamePresets().map((p) => p.name));
    // Each preset's difficulty is its own variant's: one-suit Spider is easy, two-suit medium.
    expect(list.filter((g) => g.id.startsWith('spider/')).map((g) => [g.id, (g as { difficulty?: string }).difficulty])).toEqual([
      ['spider/1-suit', 'easy'], ['spider/2-suits', 'medium'], ['spider/relaxed', 'expert'],
    ]);
    expect(list.find((g) => g.id === 'seahaven-towers')).toEqual({
      id: 'seahaven-towers', name: 'Seahaven Towers', family: 'FreeCell', difficulty: 'hard', game: 'seahaven-towers', package: '@patience/seahaven',
    });
  });
});

describe('patience show', () => {
  it('draws a deal with suit symbols, and no colour codes when not a terminal', () => {
    const run = patience(['show', 'seahaven', '--seed', '5']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe([
      'Seahaven Towers, deal 5',
      'foundations f1 --  f2 --  f3 --  f4 --',
      'cells       c1 --  c2 3♥  c3 6♠  c4 --',
      '',
      '  t1  t2  t3  t4  t5  t6  t7  t8  t9 t10',
      '  2♦  9♥  8♥ 10♣  8♦  6♣  2♣  K♥  3♣  4♣',
      '  7♦  9♣  6♦  Q♣  4♦  J♣  J♦ 10♦  J♠  J♥',
      '  7♥  Q♠  A♣  6♥  5♠  K♠  A♦  9♠  9♦  3♦',
      '  Q♦  8♣  7♠ 10♠  8♠  5♦ 10♥  Q♥  K♦  2♥',
      '  K♣  2♠  3♠  5♥  7♣  4♥  5♣  A♠  A♥  4♠',
      '',
    ].join('\n'));
  });

  it('draws face-down cards, the stock and a changed option', async () => {
    const run = await patienceHere(['show', 'spiderette', '--seed', '4', '--option', 'suits=2']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual(['Spiderette, suits=2, deal 4', 'stock       24 cards, 4 deals left', 'foundations f1 --  f2 --  f3 --  f4 --']);
  });

  it('prints the documented snapshot with --json', async () => {
    const snapshot = JSON.parse((await patienceHere(['show', 'seahaven-towers', '--seed', '5', '--json'])).stdout) as { format: string; variant: { id: string } };
    expect(snapshot.format).toBe('patience-position');
    expect(snapshot.variant.id).toBe('seahaven-towers');
  });
});

describe('patience solve', () => {
  it("prints the solver's winning line, the time and the positions explored", () => {
    const run = patience(['solve', 'seahaven', '--seed', '5', '--peek']);
    const expected = solve(seahaven.variant(), deal(seahaven.variant(), 5), { peek: true });
    if (expected.status !== 'solved') throw new Error('deal 5 of Seahaven Towers is solved');
    const [first, line] = run.stdout.trimEnd().split('\n');
    expect(run.status).toBe(0);
    expect(first?.replace(/\([\d.]+ m?s, /, '(T, ')).toBe(`Seahaven Towers, deal 5: solved in 73 moves (T, ${expected.statesExplored} positions explored)`);
    expect(line).toBe(formatMoves(expected.moves));
  });

  it('says unwinnable, and gives JSON with --json', async () => {
    expect((await patienceHere(['solve', 'seahaven', '--seed', '2'])).stdout).toMatch(/^Seahaven Towers, deal 2: unwinnable \([\d.]+ m?s, 645 positions explored\)\n$/);
    const report = JSON.parse((await patienceHere(['solve', 'seahaven', '--seed', '2', '--json'])).stdout) as Record<string, unknown>;
    expect({ ...report, ms: 0 }).toEqual({ deal: 2, status: 'unwinnable', reason: null, moves: null, ms: 0, positions: 645, peek: false });
  });

  it('says gave up, and why', async () => {
    expect((await patienceHere(['solve', 'spider', '--seed', '1', '--max-states', '50'])).stdout).toMatch(/^Spider, deal 1: gave up: /);
  });
});

describe('patience replay', () => {
  it('replays a save and prints the final position', async () => {
    const run = await patienceHere(['replay', NEAR_WON]);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['Seahaven Towers, deal 5: 69 moves, in play', 'foundations f1 K♣  f2 K♦  f3 9♥  f4 K♠']);
  });

  it("gives the library's message for a corrupt save, and exit code 1", () => {
    const save = JSON.parse(readFileSync(NEAR_WON, 'utf8')) as { moves: string };
    const file = join(mkdtempSync(join(tmpdir(), 'patience-replay-')), 'corrupt.json');
    writeFileSync(file, JSON.stringify({ ...save, moves: `t1>t1 ${save.moves}` }));
    const run = patience(['replay', file]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`patience: ${file}: This save cannot be loaded: move 1 (t1>t1) is not legal: Cards cannot move onto the pile they are on.\n`);
  });
});

describe('usage', () => {
  it('prints the version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(patience(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('has --help for every command', async () => {
    for (const command of ['list', 'show', 'play', 'solve', 'replay', 'study']) {
      const run = await patienceHere([command, '--help']);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Usage: patience ${command} `));
    }
    expect((await patienceHere(['study', 'merge', '--help'])).stdout).toMatch(/^Usage: patience study merge \[options\] <files\.\.\.>/);
  });

  it('suggests the nearest game name and exits 2', async () => {
    // The binary once, for the exit code and output as a user sees them; the other names in-process.
    expect(patience(['show', 'seahavn'])).toEqual({ status: 2, stdout: '', stderr: `patience: There is no game "seahavn". Did you mean "seahaven"? (\`patience list\` shows every game.)\n${REMINDER}` });
    expect((await patienceHere(['play', 'spider/2-suit'])).stderr).toBe(`patience: Spider has no variant "2-suit". Did you mean "spider/2-suits"? (\`patience list\` shows every game.)\n${REMINDER}`);
    expect((await patienceHere(['study', 'klondyke'])).stderr).toBe(`patience: There is no game "klondyke". Did you mean "klondike"? (\`patience list\` shows every game.)\n${REMINDER}`);
    expect((await patienceHere(['study', 'meridian'])).stderr).toBe(`patience: There is no game "meridian". Run \`patience list\` to see every game.\n${REMINDER}`);
    expect((await patienceHere(['show', 'seahaven/relaxd'])).stderr).toBe(`patience: Seahaven Towers has no variant "relaxd". Did you mean "seahaven/relaxed"? (\`patience list\` shows every game.)\n${REMINDER}`);
  });

  it('finds a game by any of the names @patience/games gives it, in any case', async () => {
    const first = async (args: string[]): Promise<string | undefined> => (await patienceHere(args)).stdout.split('\n')[0];
    expect(await first(['show', 'Seahaven/Relaxed', '--seed', '5'])).toBe(await first(['show', 'seahaven-towers/relaxed', '--seed', '5']));
    expect(await first(['show', 'SEAHAVEN', '--seed', '5'])).toBe('Seahaven Towers, deal 5');
  });

  it('exits 2 with what was wrong for bad options and arguments', async () => {
    const cases: [string[], string][] = [
      [['solve', 'seahaven'], `patience: Name the deal to solve: --seed N, or --ms N for a Microsoft deal.\n${REMINDER}`],
      [['shuffle'], "error: unknown command 'shuffle'\n"],
      [['sovle'], "error: unknown command 'sovle'\n(Did you mean solve?)\n"],
      [['show', 'seahaven', '--seed', 'x'], `patience: --seed takes a deal number, a whole number from 0 to 4294967295; got "x".\n${REMINDER}`],
      [['show', 'spider', '--option', 'suits=3'], `patience: --option: options.suits: 3 is not one of 1, 2, 4.\n${REMINDER}`],
      [['study', 'seahaven', '--shard', '4/3'], `patience: --shard takes I/N, the I-th of N shards counting from 1, such as 1/4 to 4/4; got "4/3".\n${REMINDER}`],
      [['study', 'seahaven', '--deals', '9-2'], `patience: --deals runs from a deal number to a larger or equal one, each from 0 to 4294967295; got "9-2".\n${REMINDER}`],
      [['study', 'seahaven', '--resume'], `patience: --resume carries on with the study in --out FILE: give --out.\n${REMINDER}`],
      [['study'], `patience: Name a game, such as seahaven or spider/2-suits, or give --variant with a JSON file.\n${REMINDER}`],
    ];
    for (const [args, stderr] of cases) expect({ args, ...(await patienceHere(args)) }).toEqual({ args, status: 2, stdout: '', stderr });
  });
});
