/**
 * Bad saves and bad positions: `readSave`, `Game.load`, `stateFromSnapshot` and `new Game(v, { position })`
 * given truncated, tampered or foreign data either load a sound game or refuse with a clear PatienceError
 * naming what is wrong: never a crash, never a game that breaks the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { legalMoves } from '@patience/core/engine';
import { MAX_SEED } from '@patience/core/random';
import { formatMove, formatMoves } from '@patience/core/notation';
import { snapshot, stateFromSnapshot } from '@patience/core/snapshot';
import { readSave, type SaveData, type VariantSource } from '@patience/core/saves';
import { budget } from '../src/budget.js';
import { checkLegalMoves, checkPosition } from '../src/invariants.js';
import { mutate, mutation } from '../src/mutate.js';
import { expectClearRefusal, refusalOf } from '../src/refusals.js';
import { gameInProgress, SUBJECTS } from './support/games.js';


/** Loads a save and, when it loads, checks that the game is sound: a legal history, every invariant kept. */
function loadOrRefuse(save: unknown, source: VariantSource): Game | null {
  let loaded: Game;
  try {
    loaded = Game.load(save, source);
  } catch (error) {
    expectClearRefusal(error, ['invalid-save', 'unknown-variant']);
    return null;
  }
  const fromDeal = loaded.seed !== null;
  checkPosition(loaded.variant, loaded.state, fromDeal ? loaded.history().length : undefined, fromDeal);
  // The history replays from the start: load it again from its own save and compare.
  expect(Game.load(loaded.save(), source).state).toEqual(loaded.state);
  expect(legalMoves(loaded.variant, loaded.state)).toEqual(loaded.moves());
  return loaded;
}

/** A game that starts from a position (no deal number): its save carries the starting position. */
function positionGame(game: Game): Game {
  const from = new Game(game.variant, { position: game.snapshot() });
  const [first] = from.moves();
  if (first) from.move(first);
  return from;
}

describe('Game.load and readSave with damaged saves', () => {
  it('a save cut short anywhere is refused as invalid-save: "it is not valid JSON"', () => {
    fc.assert(fc.property(gameInProgress, fc.double({ min: 0, max: 1, noNaN: true }), ({ game, subject }, cut) => {
      const text = JSON.stringify(game.save());
      const short = text.slice(0, Math.floor(cut * (text.length - 1)));
      const refusal = refusalOf(() => Game.load(short, subject.source), ['invalid-save']);
      expect(refusal.message).toBe('This save cannot be loaded: it is not valid JSON.');
    }), budget(100));
  });

  it('a save damaged in any one place loads a sound game or is refused clearly', () => {
    fc.assert(fc.property(gameInProgress, fc.boolean(), mutation, ({ game, subject }, fromPosition, m) => {
      const save = (fromPosition ? positionGame(game) : game).save();
      const damaged = mutate(save, m);
      loadOrRefuse(damaged, subject.source);
      loadOrRefuse(JSON.stringify(damaged), subject.source);
    }), budget(600));
  });

  it('a tampered deal number either replays legally or is refused naming the first move that is not legal', () => {
    fc.assert(fc.property(gameInProgress, fc.integer({ min: 0, max: MAX_SEED }), ({ game, subject }, seed) => {
      const save = { ...game.save(), seed };
      const loaded = loadOrRefuse(save, subject.source);
      if (loaded) {
        expect(loaded.history().map((r) => r.notation)).toEqual(game.history().map((r) => r.notation));
      } else {
        let error: unknown;
        try {
          Game.load(save, subject.source);
        } catch (e) {
          error = e;
        }
        expect((error as Error).message).toMatch(/^This save cannot be loaded: move \d+ \([^)]+\) is not legal: .+\.$/);
      }
    }), budget(100));
  });

  it('moves that stop being legal, or that were never moves, are refused with their number', () => {
    fc.assert(fc.property(gameInProgress, fc.nat(), fc.constantFrom('t1>t1', 'stock>t1', 't1>stock', 'f1>f2', 'd d d d d d d d d d d d', 'x', 't1>t2x0'), ({ game, subject }, at, extra) => {
      const moves = game.history().map((r) => r.notation);
      const position = moves.length === 0 ? 0 : at % (moves.length + 1);
      const edited = [...moves.slice(0, position), extra, ...moves.slice(position)].join(' ');
      const loaded = loadOrRefuse({ ...game.save(), moves: edited }, subject.source);
      if (loaded === null) {
        const refusal = refusalOf(() => Game.load({ ...game.save(), moves: edited }, subject.source), ['invalid-save']);
        expect(refusal.message).toMatch(/^This save cannot be loaded: (move \d+ \([^)]+\) is not legal: |Move \d+: )/);
      }
    }), budget(100));
  });

  it('refuses saves of other formats, versions, games, rules versions and options, naming the field', () => {
    const subject = SUBJECTS[0];
    if (!subject) throw new Error('no subjects');
    const save = new Game(subject.variant, { seed: 9 }).save();
    const cases: readonly [unknown, string][] = [
      [null, 'This save cannot be loaded: save: expected an object, got null.'],
      ['', 'This save cannot be loaded: it is not valid JSON.'],
      [[save], 'This save cannot be loaded: save: expected an object, got an array.'],
      [{ ...save, format: 'patience-position' }, 'This save cannot be loaded: format: this is not a Patience save (expected "patience-save").'],
      [{ ...save, version: 2 }, 'This save cannot be loaded: version: this version of Patience reads save version 1, not 2.'],
      [{ ...save, version: '1' }, 'This save cannot be loaded: version: this version of Patience reads save version 1, not "1".'],
      [{ ...save, version: undefined }, 'This save cannot be loaded: version: missing; this version of Patience reads save version 1.'],
      [{ ...save, seed: -1 }, 'This save cannot be loaded: seed: expected a deal number from 0 to 4294967295, got -1.'],
      [{ ...save, seed: 1.5 }, 'This save cannot be loaded: seed: expected a deal number from 0 to 4294967295, got 1.5.'],
      [{ ...save, seed: null }, 'This save cannot be loaded: start: a save without a deal number needs its starting position.'],
      [{ ...save, moves: ['d'] }, 'This save cannot be loaded: moves: expected a string, got an array.'],
      [{ ...save, extra: 1 }, 'This save cannot be loaded: extra: unknown field; expected one of format, version, variant, seed, dealer, start, moves.'],
      [{ ...save, variant: { ...save.variant, id: 'klondike' } }, 'This save is for a game "klondike" that is not available here.'],
      [{ ...save, variant: { ...save.variant, rulesVersion: '0' } }, 'This save was made under version 0 of the rules of Easthaven; this is version 1.'],
      [{ ...save, variant: { ...save.variant, options: { ...save.variant.options, emptyColumns: 'queen' } } }, 'This save cannot be loaded: options.emptyColumns: "queen" is not one of "king", "any".'],
      [{ ...save, variant: { ...save.variant, options: { colour: 'red' } } }, 'This save cannot be loaded: options.colour: easthaven has no such option; its options are emptyColumns, dealWithEmptyColumns, foundationTakeBack.'],
      [{ ...save, variant: { ...save.variant, options: { emptyColumns: null } } }, 'This save cannot be loaded: variant.options.emptyColumns: expected a string, a number or true or false.'],
    ];
    cases.forEach(([bad, message], i) => {
      const refusal = refusalOf(() => Game.load(bad, subject.source));
      expect(refusal.message).toBe(message);
      // The first twelve are wrong in shape, which readSave alone sees; the rest need the variant.
      if (i < 12) refusalOf(() => readSave(bad), ['invalid-save']);
    });
  });

  it('refuses a variant source that is not a variant, a list of variants or a function', () => {
    const subject = SUBJECTS[0];
    if (!subject) throw new Error('no subjects');
    const save: SaveData = new Game(subject.variant, { seed: 9 }).save();
    for (const source of [null, undefined, 7, 'easthaven', {}, { id: 'easthaven' }]) {
      expectClearRefusal(((): unknown => {
        try {
          return Game.load(save, source as unknown as VariantSource);
        } catch (error) {
          return error;
        }
      })(), ['unknown-variant', 'invalid-save', 'invalid-variant']);
    }
  });
});

describe('stateFromSnapshot and new Game(variant, { position }) with damaged positions', () => {
  it('a snapshot or compact position damaged in any one place reads back as a sound position or is refused as invalid-snapshot', () => {
    fc.assert(fc.property(gameInProgress, fc.boolean(), mutation, ({ game, subject }, compact, m) => {
      const good: unknown = compact ? game.state : game.snapshot();
      const damaged = mutate(good, m);
      let state;
      try {
        state = stateFromSnapshot(subject.variant, damaged);
      } catch (error) {
        expectClearRefusal(error, ['invalid-snapshot']);
        // `new Game` reads a position given as text as a position line: a damaged one is refused as notation.
        refusalOf(() => new Game(subject.variant, { position: damaged }), [typeof damaged === 'string' ? 'invalid-notation' : 'invalid-snapshot']);
        return;
      }
      checkPosition(subject.variant, state, undefined, false);
      // The engine plays such a position by its rules: its moves agree with the acceptance check.
      checkLegalMoves(subject.variant, state);
      const from = new Game(subject.variant, { position: damaged });
      expect(from.state).toEqual(state);
      expect(stateFromSnapshot(subject.variant, snapshot(subject.variant, state))).toEqual(state);
    }), budget(300));
  });

  it('a player\'s view cannot be read back, and says why', () => {
    for (const subject of SUBJECTS) {
      const game = new Game(subject.variant, { seed: 4 });
      const hidden = game.snapshot({ hideFaceDown: true });
      const hasHidden = game.state.piles.some((p) => p.faceDown > 0);
      if (!hasHidden) continue;
      const refusal = refusalOf(() => stateFromSnapshot(subject.variant, hidden), ['invalid-snapshot']);
      expect(refusal.message).toMatch(/^The position is not valid: piles\[\d+\]\.cards\[\d+\]\.id: a hidden card \(from a player's view\) cannot be read back\.$/);
    }
  });

  it('a position with a card doubled or missing is refused, naming the card', () => {
    fc.assert(fc.property(gameInProgress, fc.nat(), fc.nat(), ({ game, subject }, a, b) => {
      const state = game.state;
      const piles = state.piles.map((p) => ({ cards: [...p.cards], faceDown: p.faceDown }));
      const full = piles.filter((p) => p.cards.length > 0);
      const source = full[a % full.length];
      const target = piles[b % piles.length];
      if (!source || !target) return;
      const card = source.cards[source.cards.length - 1];
      target.cards.push(card as number);
      const refusal = refusalOf(() => stateFromSnapshot(subject.variant, { ...state, piles }), ['invalid-snapshot']);
      expect(refusal.message).toMatch(/^The position is not valid: /);
      source.cards.pop();
      target.cards.pop();
      target.cards.pop();
      refusalOf(() => stateFromSnapshot(subject.variant, { ...state, piles }), ['invalid-snapshot']);
      expect(formatMoves(game.history().map((r) => r.move))).toBe(game.history().map((r) => formatMove(r.move)).join(' '));
    }), budget(200));
  });
});
