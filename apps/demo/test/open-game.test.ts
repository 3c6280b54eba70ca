import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { findGame } from '@patience/games';
import { spider } from '@patience/spider';
import { gameManifest } from '../src/gallery/game-manifest.js';
import { openGame } from '../src/play/open-game.js';
import { TableSession } from '../src/play/table-session.js';
import { dealWords, readPlayParams } from '../src/routes/play-params.js';
import { playHash } from '../src/routes/route.js';
import { readSavedGame, savedMoveCount, savedSeed } from '../src/storage/saved-game.js';

const SPIDER = gameManifest(spider);
const DEFAULTS = { suits: 4, dealWithEmptyColumns: 'forbid' };

function savedAfterOneMove(seed: number, options: Record<string, string | number> = DEFAULTS): unknown {
  const game = new Game(spider.variant(options), { seed });
  const first = game.moves().find((m) => m.kind === 'move');
  if (first) game.move(first);
  return JSON.parse(JSON.stringify({ version: 1, options, save: game.save(), elapsedMs: 1234 }));
}

describe('opening a play page', () => {
  it('deals the seed the URL asks for when nothing is stored', () => {
    const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '7']]), { kind: 'missing' });
    expect(opened.seed).toBe(7);
    expect(opened.resumed).toBe(false);
    expect(opened.game.history()).toEqual([]);
    expect(opened.game.state).toEqual(new Game(spider.variant(), { seed: 7 }).state);
    expect(opened.notices).toEqual([]);
  });

  it('deals a random seed when the URL has none', () => {
    const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, []), { kind: 'missing' }, { random: () => 0.5 });
    // A new random deal has six digits at most.
    expect(opened.seed).toBe(500_000);
  });

  it('resumes the stored game, history and clock included, when the URL has no seed or the same one', () => {
    const stored = { kind: 'value', value: savedAfterOneMove(7) } as const;
    for (const params of [[], [['seed', '7']]] as const) {
      const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, params), stored);
      expect(opened.resumed).toBe(true);
      expect(opened.seed).toBe(7);
      expect(opened.elapsedMs).toBe(1234);
      expect(opened.game.history().length).toBe(1);
    }
  });

  it('resumes a game whose solution was shown as one (its win is won with help); an entry stored before that mark, or with another value, as the player\'s own', () => {
    const saved = savedAfterOneMove(7) as Record<string, unknown>;
    const opened = (value: unknown): boolean => openGame(spider, SPIDER, readPlayParams(SPIDER, []), { kind: 'value', value }).assisted;
    expect([opened({ ...saved, assisted: true }), opened(saved), opened({ ...saved, assisted: 'yes' })]).toEqual([true, false, false]);
    expect(readSavedGame({ ...saved, assisted: true })).toMatchObject({ assisted: true });
    expect(readSavedGame(saved)).not.toHaveProperty('assisted');
    expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '9']]), { kind: 'value', value: { ...saved, assisted: true } }).assisted).toBe(false);
  });

  it('resumes Undo in the steps it was played in (a move with its automatic moves), from new and old entries, or one move at a time when they do not fit', () => {
    const game = new Game(spider.variant(), { seed: 7 });
    for (let i = 0; i < 3; i++) {
      const move = game.moves().find((m) => m.kind === 'move');
      if (move) game.move(move);
    }
    expect(game.history().length).toBe(3);
    const entry = (field: string, steps: unknown): { kind: 'value'; value: unknown } => ({ kind: 'value', value: JSON.parse(JSON.stringify({ version: 1, options: DEFAULTS, save: game.save(), elapsedMs: 5, [field]: steps })) });
    const stepsOf = (field: string, steps: unknown): readonly number[] => {
      const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, []), entry(field, steps));
      expect(opened.resumed).toBe(true);
      return opened.game.stepSizes();
    };
    // `steps` is what the page writes now; `undoGroups` what it wrote before core's play session.
    for (const field of ['steps', 'undoGroups']) {
      expect(stepsOf(field, [1, 2])).toEqual([1, 2]);
      expect(stepsOf(field, [3])).toEqual([3]);
      for (const bad of [undefined, [1, 1], [1, 1, 1, 1], [0, 3], [-1, 4], [1.5, 1.5], ['3'], 'x', null, { 0: 3 }]) {
        expect(stepsOf(field, bad)).toEqual([1, 1, 1]);
      }
    }
    // An old entry's two-move step is undone as one, as it was played.
    const resumed = openGame(spider, SPIDER, readPlayParams(SPIDER, []), entry('undoGroups', [1, 2])).game;
    resumed.undo();
    expect(resumed.history().length).toBe(1);
  });

  it('opens with auto-move as the player set it (core\'s autoFoundation), new or resumed', () => {
    const stored = { kind: 'value', value: savedAfterOneMove(7) } as const;
    for (const autoMove of [true, false]) {
      expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '3']]), { kind: 'missing' }, { autoMove }).game.autoFoundation).toBe(autoMove);
      expect(openGame(spider, SPIDER, readPlayParams(SPIDER, []), stored, { autoMove }).game.autoFoundation).toBe(autoMove);
    }
  });

  it('names the stored game with moves that a link to another deal leaves behind, and nothing else', () => {
    const stored = { kind: 'value', value: savedAfterOneMove(7) } as const;
    expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '8']]), stored).left).toEqual({ seed: 7, dealer: 'patience', options: DEFAULTS, moves: 1 });
    expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '8'], ['suits', '2']]), stored).left).toEqual({ seed: 7, dealer: 'patience', options: DEFAULTS, moves: 1 });
    expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '7']]), stored).left).toBeNull();
    expect(openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '8']]), { kind: 'missing' }).left).toBeNull();
  });

  it('deals the asked seed, keeping the stored game, when the URL asks for another deal or other options', () => {
    const stored = { kind: 'value', value: savedAfterOneMove(7) } as const;
    const other = openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '8']]), stored);
    expect([other.seed, other.resumed, other.discardStored]).toEqual([8, false, false]);
    const twoSuits = openGame(spider, SPIDER, readPlayParams(SPIDER, [['suits', '2']]), stored, { random: () => 0 });
    expect([twoSuits.seed, twoSuits.resumed, twoSuits.discardStored, twoSuits.game.variant.options.suits]).toEqual([0, false, false, 2]);
  });

  it('discards an unreadable stored game with a quiet sentence', () => {
    const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '3']]), { kind: 'unreadable' });
    expect([opened.seed, opened.discardStored, opened.notices]).toEqual([3, true, ['The saved game could not be read, so it was discarded.']]);
  });

  it('discards a stored value of the wrong shape', () => {
    for (const value of [null, 7, [], { version: 2 }, { version: 1, options: {}, save: {}, elapsedMs: -1 }, { version: 1, options: { suits: {} }, save: {}, elapsedMs: 0 }]) {
      const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', '3']]), { kind: 'value', value });
      expect(opened.notices).toEqual(['The saved game was damaged, so it was discarded.']);
      expect(opened.discardStored).toBe(true);
    }
  });

  it('discards a save the engine refuses (a forged illegal move), saying why', () => {
    const value = savedAfterOneMove(7) as { save: { moves: string } };
    value.save.moves = 't1>t2x9';
    const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, []), { kind: 'value', value }, { random: () => 0 });
    expect(opened.resumed).toBe(false);
    expect(opened.discardStored).toBe(true);
    expect(opened.notices[0]).toMatch(/^The saved game could not be restored, so it was discarded\. This save cannot be loaded: move 1 \(t1>t2x9\) is not legal: /);
  });

  it('keeps the notices about the URL first', () => {
    const opened = openGame(spider, SPIDER, readPlayParams(SPIDER, [['seed', 'x']]), { kind: 'unreadable' }, { random: () => 0 });
    expect(opened.notices).toEqual([
      '“x” is not a deal number: deal numbers are whole numbers from 0 to 4294967295. Here is a new deal.',
      'The saved game could not be read, so it was discarded.',
    ]);
  });
});

describe('the stored game shape', () => {
  it('reads a stored game and its seed and move count', () => {
    const saved = readSavedGame(savedAfterOneMove(7));
    expect(saved && [savedSeed(saved), savedMoveCount(saved), saved.elapsedMs]).toEqual([7, 1, 1234]);
  });

  it('caps an absurd clock at a year', () => {
    expect(readSavedGame({ version: 1, options: {}, save: {}, elapsedMs: 1e15 })?.elapsedMs).toBe(366 * 24 * 3600 * 1000);
  });
});

describe("opening one of Microsoft's deals (#/play/freecell?ms=11982)", () => {
  const FREECELL_GAME = findGame('freecell')?.game ?? spider;
  const FREECELL = gameManifest(FREECELL_GAME);
  const msLink = readPlayParams(FREECELL, [['ms', '11982']]);

  function storedAfterOneMove(start: { seed: number; dealer?: 'microsoft' }): { kind: 'value'; value: unknown } {
    const game = new Game(FREECELL_GAME.variant(), start);
    const first = game.moves()[0];
    if (first) game.move(first);
    return { kind: 'value', value: JSON.parse(JSON.stringify({ version: 1, options: {}, save: game.save(), elapsedMs: 10 })) };
  }

  it("deals Microsoft's layout for that number, not our own deal of the same number, and its save names the dealer", () => {
    const opened = openGame(FREECELL_GAME, FREECELL, msLink, { kind: 'missing' });
    expect([opened.seed, opened.game.dealer]).toEqual([11982, 'microsoft']);
    expect(opened.game.state).toEqual(new Game(FREECELL_GAME.variant(), { seed: 11982, dealer: 'microsoft' }).state);
    expect(opened.game.state).not.toEqual(new Game(FREECELL_GAME.variant(), { seed: 11982 }).state);
    expect(opened.game.save()).toMatchObject({ seed: 11982, dealer: 'microsoft' });
  });

  it('resumes a stored Microsoft game from its own link, and keeps it (named as such) when a link asks for our deal of the same number', () => {
    const stored = storedAfterOneMove({ seed: 11982, dealer: 'microsoft' });
    const resumed = openGame(FREECELL_GAME, FREECELL, msLink, stored);
    expect([resumed.resumed, resumed.game.dealer, resumed.game.history().length]).toEqual([true, 'microsoft', 1]);
    const ours = openGame(FREECELL_GAME, FREECELL, readPlayParams(FREECELL, [['seed', '11982']]), stored);
    expect([ours.resumed, ours.game.dealer, ours.game.history().length]).toEqual([false, 'patience', 0]);
    expect(ours.left).toEqual({ seed: 11982, dealer: 'microsoft', options: {}, moves: 1 });
  });

  it('does not resume our own deal of that number from a Microsoft link', () => {
    const opened = openGame(FREECELL_GAME, FREECELL, msLink, storedAfterOneMove({ seed: 11982 }));
    expect([opened.resumed, opened.game.dealer]).toEqual([false, 'microsoft']);
    expect(opened.left).toEqual({ seed: 11982, dealer: 'patience', options: {}, moves: 1 });
  });

  it('says "Microsoft deal 11982 starts again." when that game restarts', () => {
    const opened = openGame(FREECELL_GAME, FREECELL, msLink, { kind: 'missing' });
    const table = new TableSession(opened, {}, 0);
    table.play(opened.game.moves()[0] ?? { kind: 'deal' });
    expect(table.restart()).toMatchObject({ kind: 'changed', text: 'Microsoft deal 11982 starts again.' });
  });

  it('links back to the same deal (ms=) and names it "Microsoft deal"', () => {
    expect(playHash('freecell', 11982, [], 'microsoft')).toBe('#/play/freecell?ms=11982');
    expect(readPlayParams(FREECELL, [...new URLSearchParams('ms=11982').entries()])).toEqual(msLink);
    expect(playHash('freecell', 11982)).toBe('#/play/freecell?seed=11982');
    expect([dealWords(11982, 'microsoft'), dealWords(11982)]).toEqual(['Microsoft deal 11982', 'deal 11982']);
  });
});
