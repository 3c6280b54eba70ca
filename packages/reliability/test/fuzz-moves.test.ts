/**
 * Bad moves and bad notation: whatever a user or a program passes to `Game.move`, `tryMove`, `whyIllegal`,
 * `parseMove` or `parseMoves`, the answer is a legal move played, or a clear refusal (a PatienceError with a
 * documented code and a sentence saying what was wrong) with the game unchanged: never a crash, never a
 * hang, never a corrupted game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, IllegalMoveError, PatienceError, type Move } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { formatMove, parseMove, parseMoves } from '@patience/core/notation';
import { budget } from '../src/budget.js';
import { checkPosition } from '../src/invariants.js';
import { expectClearRefusal, expectUnchanged, observe, refusalOf } from '../src/refusals.js';
import { gameInProgress, SUBJECTS } from './support/games.js';


/** Pile names as text, good and bad: real ids, ids out of range, near misses. */
const pileWord = fc.oneof(
  fc.constantFrom('t1', 't2', 't7', 't10', 'f1', 'f8', 'c1', 'c4', 'stock', 'waste'),
  fc.constantFrom('t0', 't11', 't99', 'f0', 'f9', 'c0', 'c5', 'T1', ' t1', 't1 ', 't01', 'tableau', 'Stock', '', '__proto__', 'constructor', 'toString'),
  fc.string({ maxLength: 6 }),
);

/** Pile names as a program may pass them: text, and values that are not text at all. */
const pileName = fc.oneof(pileWord, fc.anything({ maxDepth: 1 }));

const count = fc.oneof(
  fc.integer({ min: 1, max: 14 }),
  fc.constantFrom(0, -1, -0, 0.5, 1.5, 1e9, 2 ** 31, 2 ** 53, Number.MAX_VALUE, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '1', '2', null, true),
  fc.anything({ maxDepth: 1 }),
);

/** Moves of every shape: well-formed ones (mostly illegal), wrong kinds, missing or extra fields, non-objects. */
const anyMove: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constant('move'), from: pileName, to: pileName, count }),
  fc.record({ kind: fc.constantFrom('move', 'deal', 'redeal'), from: pileName, to: pileName, count }, { requiredKeys: ['kind'] }),
  fc.record({ kind: fc.oneof(fc.constantFrom('Move', 'DEAL', 'undo', '', 'd', 'r'), fc.anything({ maxDepth: 0 })), from: pileName, to: pileName, count }, { requiredKeys: [] }),
  fc.constantFrom({ kind: 'deal' }, { kind: 'redeal' }, [], [{ kind: 'deal' }], null, undefined, 0, 1, true, 'd', 'r', 't1>t2', 't1>t2x0'),
  fc.anything({ maxDepth: 2 }),
);

/** Move text: mutated notation and random strings. */
const moveText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('d', 'r', 'D', ' d', 'd ', 'dd', 'deal', 't1>t2', 't1>t2x1', 't1>t2x0', 't1>t2x-1', 't1>t2x10000', 't1>t2x1.5', 't1>>t2',
    't1->t2', 't1 > t2', 't0>t1', 'stock>t1', 'waste>f1', 'c1>c2', 't1>t2x99999', 'f1>t1', 'x1', '>', ''),
  fc.tuple(pileWord, pileWord, fc.oneof(fc.constant(''), fc.integer({ min: -3, max: 20000 }).map((n) => `x${n}`), fc.string({ maxLength: 3 })))
    .map(([a, b, c]) => `${a}>${b}${c}`),
);

describe('Game.move, tryMove and whyIllegal with any input', () => {
  it('play exactly the legal moves; refuse everything else clearly and leave the game unchanged', () => {
    fc.assert(fc.property(gameInProgress, fc.array(fc.oneof(anyMove, moveText), { minLength: 1, maxLength: 8 }), ({ game, subject }, inputs) => {
      for (const input of inputs) {
        const legal = game.moves().map(formatMove);
        const before = observe(game);
        const why = game.whyIllegal(input as Move);
        expectUnchanged(game, before, 'whyIllegal');
        const result = game.tryMove(input as Move);
        if (result.ok) {
          // Accepted: it must be one of the legal moves, and the game must still be sound.
          if (why !== null) throw new Error(`tryMove accepted ${JSON.stringify(input)} that whyIllegal refused`);
          expect(legal).toContain(result.value.notation);
          checkPosition(subject.variant, game.state, game.history().length);
          game.undo();
          expectUnchanged(game, { ...(before as object), canRedo: true }, 'a move then undo');
          game.redo();
        } else {
          expectClearRefusal(result.error);
          expect(why?.code).toBe(result.error.code);
          expectUnchanged(game, before, `a refused move (${typeof input === 'string' ? input : typeof input})`);
          const thrown = refusalOf(() => game.move(input as Move));
          expect(thrown.code).toBe(result.error.code);
          expectUnchanged(game, before, 'a refused move');
        }
      }
    }), budget(150));
  });

  it('a move object that changes under the engine (getters) is played as it was checked, or refused', () => {
    // A program may hand over an object whose fields are getters; the move checked must be the move played.
    fc.assert(fc.property(gameInProgress, fc.array(pileName, { minLength: 2, maxLength: 6 }), fc.array(count, { minLength: 1, maxLength: 4 }), ({ game, subject }, piles, counts) => {
      const [legal] = game.moves().filter((m) => m.kind === 'move');
      if (!legal) return;
      let reads = 0;
      const shifty = {
        kind: 'move',
        get from() {
          return reads++ === 0 ? legal.from : piles[reads % piles.length];
        },
        get to() {
          return reads++ < 2 ? legal.to : piles[reads % piles.length];
        },
        get count() {
          return reads++ < 3 ? legal.count : counts[reads % counts.length];
        },
      };
      const before = observe(game);
      const result = game.tryMove(shifty as unknown as Move);
      if (result.ok) {
        expect(result.value.move).toEqual(legal);
        checkPosition(subject.variant, game.state, game.history().length);
      } else {
        expectClearRefusal(result.error);
        expectUnchanged(game, before, 'a refused move');
      }
    }), budget(100));
  });
});

describe('parseMove and parseMoves with any text', () => {
  it('parseMove gives a move that formats back to canonical text, or refuses with invalid-notation naming the text', () => {
    fc.assert(fc.property(fc.oneof(moveText, fc.anything({ maxDepth: 1 })), (text) => {
      let move: Move;
      try {
        move = parseMove(text as string);
      } catch (error) {
        const refusal = expectClearRefusal(error, ['invalid-notation']);
        if (typeof text === 'string' && text.length <= 40) expect(refusal.message).toContain(JSON.stringify(text));
        return;
      }
      expect(parseMove(formatMove(move))).toEqual(move);
      if (move.kind === 'move') expect(Number.isInteger(move.count) && move.count >= 1).toBe(true);
    }), budget(2000));
  });

  it('parseMoves gives every move of a list, or refuses naming the position of the bad one', () => {
    fc.assert(fc.property(fc.array(moveText, { maxLength: 8 }), fc.constantFrom(' ', '  ', '\n', '\t', ' \n '), (words, gap) => {
      const text = words.join(gap);
      let moves: Move[];
      try {
        moves = parseMoves(text);
      } catch (error) {
        const refusal = expectClearRefusal(error, ['invalid-notation']);
        expect(refusal.message).toMatch(/^Move \d+: /);
        return;
      }
      expect(parseMoves(moves.map(formatMove).join(' '))).toEqual(moves);
    }), budget(1000));
    for (const notText of [null, undefined, 7, ['d'], { moves: 'd' }]) refusalOf(() => parseMoves(notText as unknown as string), ['invalid-notation']);
  });

  it('formatMove formats only what parseMove reads back; anything else is refused as invalid-notation', () => {
    fc.assert(fc.property(anyMove, (move) => {
      let text: string;
      try {
        text = formatMove(move as Move);
      } catch (error) {
        expectClearRefusal(error, ['invalid-notation']);
        return;
      }
      expect(typeof text).toBe('string');
      expect(parseMove(text)).toEqual(parseMove(text));
      const again = parseMove(text);
      expect(formatMove(again)).toBe(text);
      if (again.kind === 'move') expect(again).toEqual({ kind: 'move', from: (move as Move & { from: string }).from, to: (move as Move & { to: string }).to, count: (move as Move & { count: number }).count });
    }), budget(2000));
  });
});

describe('new Game with a bad start', () => {
  it('refuses any start that is not { seed } with a deal number or { position } with a valid position', () => {
    fc.assert(fc.property(fc.constantFrom(...SUBJECTS), fc.oneof(
      fc.record({ seed: fc.oneof(fc.constantFrom(-1, 0.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined), fc.anything({ maxDepth: 1 })) }),
      fc.record({ position: fc.anything({ maxDepth: 3 }) }),
      fc.anything({ maxDepth: 2 }),
    ), ({ variant }, start) => {
      let game: Game;
      try {
        game = new Game(variant, start as { seed: number });
      } catch (error) {
        // A position given as text is read as a position line, refused as notation.
        expectClearRefusal(error, ['invalid-seed', 'invalid-snapshot', 'invalid-notation']);
        return;
      }
      // Only a real deal number gets here, or no start at all: a random deal, its number kept.
      if (start !== undefined) expect(game.seed).toEqual((start as { seed: number }).seed);
      expect(Number.isInteger(game.seed)).toBe(true);
    }), budget(500));
  });

  it('snapshot, moves and pile take any argument without crashing or changing the game', () => {
    fc.assert(fc.property(gameInProgress, fc.anything({ maxDepth: 2 }), ({ game }, arg) => {
      const before = observe(game);
      const full = game.snapshot();
      // Options that guard hidden cards fail closed: anything but nothing or an object whose hideFaceDown is a
      // boolean (or absent) is refused, never answered with the full view (issue 17, item 8).
      try {
        const snap = game.snapshot(arg as never);
        const hide = (arg as { hideFaceDown?: unknown } | undefined)?.hideFaceDown;
        expect(hide === undefined || typeof hide === 'boolean').toBe(true);
        expect(snap).toEqual(game.snapshot(hide === true ? { hideFaceDown: true } : {}));
        expect(snap.legalMoves).toEqual(full.legalMoves);
      } catch (error) {
        expectClearRefusal(error, ['invalid-option']);
      }
      const moves = game.moves(arg as never);
      expect(game.moves().filter((m) => moves.includes(m))).toEqual(moves);
      try {
        game.pile(arg as never);
      } catch (error) {
        expectClearRefusal(error, ['unknown-pile']);
      }
      expectUnchanged(game, before, 'a query');
    }), budget(100));
  });

  it('refuses pile lookups of piles the game does not have', () => {
    for (const subject of SUBJECTS) {
      const game = new Game(subject.variant, { seed: 3 });
      for (const id of ['t0', `t${subject.variant.layout.tableau.length + 1}`, 'x', '', '__proto__', null, 1]) {
        const refusal = refusalOf(() => game.pile(id as never), ['unknown-pile']);
        expect(refusal.message).toBe(`There is no pile ${typeof id === 'string' ? JSON.stringify(id) : String(id)} in ${subject.variant.name}.`);
      }
      expect(pileIds(subject.variant).every((id) => Array.isArray(game.pile(id).cards))).toBe(true);
    }
  });

  it('an IllegalMoveError is a PatienceError', () => {
    const variant = SUBJECTS[0]?.variant;
    if (!variant) throw new Error('no subjects');
    const game = new Game(variant, { seed: 1 });
    const refusal = refusalOf(() => game.move({ kind: 'move', from: 't1', to: 't1', count: 1 }), ['same-pile']);
    expect(refusal).toBeInstanceOf(IllegalMoveError);
    expect(refusal).toBeInstanceOf(PatienceError);
    expect(refusal.message).toBe('Cards cannot move onto the pile they are on.');
  });
});
