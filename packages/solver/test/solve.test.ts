import { defineVariant, Game, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell as freecellGame } from '@patience/freecell';
import { klondike as klondikeGame } from '@patience/klondike';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const freecell = freecellGame.variant();
const klondike = klondikeGame.variant();

// Fixed seeds whose outcome the solver reaches within 100,000 positions: each solution is
// replayed through core's Game, which must end in a win.
describe('solve: every solution replays through the engine to a win', () => {
  const cases = [
    { name: 'Seahaven Towers', variant: seahaven.variant(), seed: 1, peek: false, moves: 88 },
    { name: 'Seahaven Towers', variant: seahaven.variant(), seed: 5, peek: false, moves: 73 },
    { name: 'Easthaven, thoughtful', variant: easthaven.variant(), seed: 4, peek: true, moves: 87 },
    { name: 'Spider one suit, thoughtful', variant: spider.variant({ suits: 1 }), seed: 4, peek: true, moves: 111 },
    { name: 'Spider two suits, thoughtful', variant: spider.variant({ suits: 2 }), seed: 4, peek: true, moves: 213 },
    { name: 'Spider four suits, thoughtful', variant: spider.variant({ suits: 4 }), seed: 2, peek: true, moves: 314 },
    { name: 'Spiderette, thoughtful', variant: spiderette.variant(), seed: 6, peek: true, moves: 147 },
    { name: 'FreeCell (the example package)', variant: freecell, seed: 1, peek: false, moves: 117 },
    { name: 'Klondike draw one (the example package), thoughtful', variant: klondike, seed: 5, peek: true, moves: 142 },
  ];
  for (const { name, variant, seed, peek, moves } of cases) {
    it(`${name}, deal ${seed}: solved in ${moves} moves`, () => {
      const start = deal(variant, seed);
      const result = solve(variant, start, { peek, timeMs: 60_000, maxStates: 100_000 });
      expect(result.status).toBe('solved');
      if (result.status !== 'solved') return;
      expect(result.moves.length).toBe(moves);
      expect(replaysToWin(variant, start, result.moves)).toBe(true);
    });
  }

  it('accepts a Game and solves from its current position', async () => {
    const { Game } = await import('@patience/core');
    const variant = seahaven.variant();
    const game = new Game(variant, { seed: 5 });
    game.move({ kind: 'move', from: 't1', to: 'c1', count: 1 });
    const result = solve(variant, game);
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(replaysToWin(variant, game.state, result.moves)).toBe(true);
  });
});

describe('solve: proofs that a position cannot be won', () => {
  // A one-suit puzzle on three columns, no cells, building down in suit, one card at a time, and an
  // empty column that takes nothing: only the Queen can move (onto the King), and then nothing can.
  const puzzle = defineVariant({
    id: 'three-columns',
    name: 'Three Columns',
    family: 'Test',
    difficulty: 'easy',
    description: 'A test game: three columns built down in suit; gaps stay empty.',
    layout: { tableau: [18, 17, 17].map((cards) => ({ cards, faceDown: 0 })) },
    rules: {
      tableau: { build: { direction: 'down', match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
    },
  });
  const allOf = (suit: string): string => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');
  const stuck = positionFromText(puzzle, {
    f1: allOf('C'), f2: allOf('D'), f3: allOf('H'),
    t1: 'AS 3S 5S 7S 9S JS KS', t2: '2S 4S 6S 8S TS QS',
  });

  it('proves the three-column puzzle unwinnable before searching: the King of spades can never leave t1', () => {
    const result = solve(puzzle, stuck);
    expect(result).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'The King of spades can never leave column t1: a lower card of its suit lies under it, every card it may go on lies under it too, and there is no cell.',
    });
  });

  it('a Seahaven Towers deal with no win: deal 2 is proven unwinnable', () => {
    const variant = seahaven.variant();
    expect(solve(variant, deal(variant, 2), { timeMs: 60_000 })).toMatchObject({ status: 'unwinnable', statesExplored: 645 });
  });

  it('an Easthaven deal is proven unwinnable when the solver may peek: deal 21', () => {
    const variant = easthaven.variant();
    expect(solve(variant, deal(variant, 21), { peek: true, timeMs: 60_000 })).toMatchObject({ status: 'unwinnable', statesExplored: 536 });
  });
});

describe('solve: a proof in a game with a stock', () => {
  it('a Spiderette deal is proven unwinnable when the solver may peek: deal 24', () => {
    const variant = spiderette.variant();
    expect(solve(variant, deal(variant, 24), { peek: true, timeMs: 60_000 })).toMatchObject({ status: 'unwinnable', statesExplored: 2970 });
  });
});

describe('solve: without peeking, hidden cards are never read', () => {
  it('gives up on a hidden deal with reason hidden-cards, having stored only what it saw', () => {
    const variant = easthaven.variant();
    expect(solve(variant, deal(variant, 4))).toMatchObject({ status: 'gave-up', reason: 'hidden-cards' });
  });
});

describe('solve: limits', () => {
  const variant = spider.variant({ suits: 4 });
  const start = deal(variant, 1);

  it('gives up when it has stored maxStates positions', () => {
    expect(solve(variant, start, { peek: true, maxStates: 50 })).toMatchObject({ status: 'gave-up', reason: 'max-states', statesExplored: 50 });
  });

  it('gives up when its time is up', () => {
    expect(solve(variant, start, { peek: true, timeMs: 0 })).toMatchObject({ status: 'gave-up', reason: 'time' });
  });

  it('gives up when its signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(solve(variant, start, { peek: true, signal: controller.signal })).toMatchObject({ status: 'gave-up', reason: 'aborted' });
  });

  it('refuses a position that does not fit the variant, with core\'s invalid-snapshot error', () => {
    expect(() => solve(variant, { ...start, piles: start.piles.slice(1) })).toThrow(expect.objectContaining({ code: 'invalid-snapshot' }));
  });

  it('refuses a game of another variant whose position does not fit this one, rather than search it', () => {
    const other = new Game(spiderette.variant(), { seed: 1 });
    expect(() => solve(variant, other)).toThrow(expect.objectContaining({ code: 'invalid-snapshot' }));
  });

  it('refuses a hand-made variant, saying to pass it through parseVariant, as Game does', () => {
    const broken = { ...variant, rules: { ...variant.rules, tableau: { ...variant.rules.tableau, build: null } } } as unknown as Variant;
    const expected = { code: 'invalid-variant', field: 'variant', message: "variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first" };
    expect(() => solve(broken, start)).toThrow(expect.objectContaining(expected));
    expect(() => new Game(broken, { seed: 1 })).toThrow(expect.objectContaining(expected));
  });
});
