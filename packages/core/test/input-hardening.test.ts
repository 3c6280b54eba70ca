/**
 * Regression tests for bad input the reliability suite's fuzzing found (packages/reliability): each entry
 * point refuses it with a PatienceError that says what was wrong, instead of a TypeError, a silent
 * misreading or a corrupted game.
 */
import { describe, expect, it } from 'vitest';
import * as rootExports from '../src/index.js';
import * as cardsExports from '../src/entries/cards.js';
import * as engineExports from '../src/entries/engine.js';
import * as rulesExports from '../src/entries/rules.js';
import * as snapshotExports from '../src/entries/snapshot.js';
import {
  extendVariant, Game, parseVariant, PatienceError, VariantError, type Move, type Variant,
} from '../src/index.js';
import { applyMove, deal, tryApplyMove } from '../src/entries/engine.js';
import { mulberry32, randomBelow } from '../src/entries/random.js';
import { formatMove } from '../src/entries/notation.js';
import { parseCard, parseCards, parsePile, positionFromText } from '../src/entries/snapshot.js';
import { readSave, type VariantSource } from '../src/entries/saves.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

/** Every entry point these tests call by name, from the root and the subpaths. */
const core = { ...rootExports, ...cardsExports, ...engineExports, ...rulesExports, ...snapshotExports };

/** A refusal as `code: message`. */
function refusal(fn: () => unknown): string {
  const error = caught(fn);
  if (!(error instanceof PatienceError)) throw new Error(`expected a PatienceError, got ${String(error)}`);
  return `${error.code}: ${error.message}`;
}

/** A move whose fields are getters: the first read of each gives a legal move, later reads another pile. */
function shiftyMove(legal: Move & { kind: 'move' }): Move {
  const reads = { from: 0, to: 0 };
  return {
    kind: 'move',
    get from() {
      return reads.from++ === 0 ? legal.from : 't99';
    },
    get to() {
      return reads.to++ === 0 ? legal.to : 'nowhere';
    },
    count: legal.count,
  } as unknown as Move;
}

describe('a move is read once: the move checked is the move played', () => {
  const legal = { kind: 'move', from: 't1', to: 'f1', count: 1 } as const;
  const game = (): Game => new Game(freecell, { position: positionForAceHome() });

  function positionForAceHome(): unknown {
    // FreeCell deal 1 with the Ace of clubs moved to the top of column 1.
    const state = deal(freecell, 1);
    const piles = state.piles.map((p) => ({ cards: p.cards.filter((c) => c !== 0), faceDown: 0 }));
    piles[0]?.cards.push(0);
    return { ...state, piles };
  }

  it('Game.move plays the legal move the getters first gave, and its history holds that move', () => {
    const g = game();
    const record = g.move(shiftyMove(legal));
    expect(record.notation).toBe('t1>f1');
    expect(g.pile('f1').cards).toEqual([0]);
  });

  it('applyMove and tryApplyMove apply the move they checked', () => {
    const g = game();
    expect(applyMove(freecell, g.state, shiftyMove(legal)).state.piles[8]?.cards).toEqual([0]);
    const tried = tryApplyMove(freecell, g.state, shiftyMove(legal));
    expect(tried.ok && tried.value.cards).toEqual([0]);
  });
});

describe('formatMove writes only what parseMove reads back', () => {
  it.each([
    ['a string', 'd', 'invalid-notation: A move is an object such as { kind: \'move\', from: \'t1\', to: \'t2\', count: 1 }; got "d".'],
    ['null', null, 'invalid-notation: A move is an object such as { kind: \'move\', from: \'t1\', to: \'t2\', count: 1 }; got null.'],
    ['an unknown kind', { kind: 'undo' }, 'invalid-notation: Unknown kind of move: "undo".'],
    ['a pile id outside the grammar', { kind: 'move', from: 't1 ', to: 't2', count: 1 }, 'invalid-notation: The notation writes piles as t1…, f1…, c1…, reserve, stock or waste; got "t1 ".'],
    ['a pile id that is not text', { kind: 'move', from: 't1', to: 2, count: 1 }, 'invalid-notation: The notation writes piles as t1…, f1…, c1…, reserve, stock or waste; got 2.'],
    ['a count of five digits', { kind: 'move', from: 't1', to: 't2', count: 10000 }, 'invalid-notation: The notation writes at most 9999 cards a move; got 10000.'],
    ['a count that is text', { kind: 'move', from: 't1', to: 't2', count: '2' }, 'invalid-notation: A move carries a whole number of cards, at least 1; got "2".'],
  ])('refuses %s', (_, move, expected) => {
    expect(refusal(() => formatMove(move as unknown as Move))).toBe(expected);
  });

  it('still writes every move of the grammar', () => {
    expect(formatMove({ kind: 'move', from: 't999', to: 'c12', count: 9999 })).toBe('t999>c12x9999');
  });
});

describe('Game.load with a variant source that cannot find the game', () => {
  const save = new Game(klondike, { seed: 2 }).save();

  it.each([null, undefined, 7, 'klondike'])('refuses the source %s as unknown-variant', (source) => {
    expect(refusal(() => Game.load(save, source as unknown as VariantSource))).toBe(
      `unknown-variant: A save is loaded with the variant it was made with, a list of variants or a function that finds one; got ${source === 'klondike' ? '"klondike"' : String(source === undefined ? 'nothing' : source)}.`,
    );
  });

  it('refuses a function that answers with another game or with something that is not a variant', () => {
    expect(refusal(() => Game.load(save, () => freecell))).toBe('unknown-variant: This save is for a game "klondike" that is not available here.');
    expect(refusal(() => Game.load(save, () => 42 as unknown as Variant))).toBe('unknown-variant: This save is for a game "klondike" that is not available here.');
    expect(refusal(() => Game.load(save, [null, freecell] as unknown as Variant[]))).toBe('unknown-variant: This save is for a game "klondike" that is not available here.');
  });
});

describe('option names that JSON can hold but an object cannot keep', () => {
  it('refuses "__proto__" as an option of a variant or of a save, instead of dropping it', () => {
    const config = '{"id":"x","name":"X","layout":{"tableau":[{"cards":52}]},"options":{"__proto__":"x"}}';
    expect(refusal(() => parseVariant(JSON.parse(config)))).toBe('invalid-variant: options.__proto__: is not a name an option may have');
    const save = JSON.stringify(new Game(klondike, { seed: 2 }).save()).replace('"options":{}', '"options":{"__proto__":"x"}');
    expect(refusal(() => readSave(save))).toBe('invalid-save: This save cannot be loaded: variant.options.__proto__: is not a name an option may have.');
  });
});

describe('seeds that are objects with a broken toString', () => {
  it('are refused as invalid-seed, not with a TypeError from building the message', () => {
    const broken = { toString: '' } as unknown as number;
    expect(refusal(() => new Game(klondike, { seed: broken }))).toBe('invalid-seed: A deal number is a whole number from 0 to 4294967295; got an object.');
    expect(refusal(() => deal(klondike, broken))).toBe('invalid-seed: A deal number is a whole number from 0 to 4294967295; got an object.');
    expect(refusal(() => deal(klondike, '7' as unknown as number))).toBe('invalid-seed: A deal number is a whole number from 0 to 4294967295; got "7".');
    expect(() => randomBelow(mulberry32(1), broken)).toThrow('randomBelow needs a whole number bound from 1 to 2^32; got an object.');
  });
});

describe('field names that are not plain names', () => {
  it('are quoted in the path, so an empty or odd key is still named', () => {
    const config = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] } };
    expect(refusal(() => parseVariant({ ...config, '': 1 }))).toBe(
      'invalid-variant: [""]: unknown field; expected one of id, name, family, otherNames, difficulty, description, rulesVersion, options, deck, layout, rules',
    );
    expect(refusal(() => parseVariant({ ...config, rules: { 'two words': 1 } }))).toBe(
      'invalid-variant: rules["two words"]: unknown field; expected one of tableau, cells, reserve, foundations, stock, effects, win, scoring',
    );
    expect(refusal(() => parseVariant({ ...config, options: { '': null } }))).toBe(
      'invalid-variant: options[""]: expected a string, a number or true or false',
    );
  });
});

describe('scoring values', () => {
  it('are whole numbers from -1,000,000 to 1,000,000, so that a score adds up exactly and stays finite', () => {
    const config = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] } };
    expect(refusal(() => parseVariant({ ...config, rules: { scoring: { perRunLifted: 1e301 } } }))).toBe(
      'invalid-variant: rules.scoring.perRunLifted: 1e+301 is outside -1000000 to 1000000',
    );
    expect(refusal(() => parseVariant({ ...config, rules: { scoring: { perMove: 0.1 } } }))).toBe('invalid-variant: rules.scoring.perMove: expected a whole number, got 0.1');
    expect(parseVariant({ ...config, rules: { scoring: { start: -1_000_000, perMove: 1_000_000 } } }).rules.scoring).toEqual({
      start: -1_000_000, perMove: 1_000_000, perCardToFoundation: 0, perRunLifted: 0, perWasteToTableau: 0, perCardTurnedUp: 0, perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0,
    });
  });
});

describe('extendVariant with a base that is not a variant', () => {
  it.each([
    [null, 'base: expected an object, got null'],
    [{}, 'base.id: expected a string, got nothing'],
    [{ ...klondike, rules: undefined, layout: 3 }, 'base.layout: expected an object, got a number'],
  ])('refuses %j, naming the field under "base"', (base, message) => {
    const error = caught(() => extendVariant(base as unknown as Variant, { id: 'x', name: 'X' }));
    expect(error).toBeInstanceOf(VariantError);
    expect((error as VariantError).message).toBe(message);
  });
});

describe('snapshot options', () => {
  it('a snapshot given null or another value for its options is refused: the option guards hidden cards', () => {
    const game = new Game(klondike, { seed: 2 });
    for (const options of [null, 5, 'hide', []]) expect(caught(() => game.snapshot(options as never))).toMatchObject({ code: 'invalid-option' });
    expect(game.snapshot({ hideFaceDown: true }).view).toBe('player');
  });
});

describe('card codes, piles and positions that are not text', () => {
  it('parseCard, parseCards and parsePile refuse values that are not text', () => {
    expect(refusal(() => parseCard({} as unknown as string))).toBe('invalid-notation: A card code is written as text, such as "QH"; got an object.');
    expect(refusal(() => parseCards(7 as unknown as string))).toBe('invalid-notation: A pile is written as text, card codes separated by spaces such as "5H 7C | QS"; got 7.');
    expect(refusal(() => parsePile(null as unknown as string))).toBe('invalid-notation: A pile is written as text, card codes separated by spaces such as "5H 7C | QS"; got null.');
  });

  it('positionFromText refuses piles that are not an object of texts, and extra fields that are not numbers', () => {
    expect(refusal(() => positionFromText(klondike, null as unknown as Record<string, string>))).toBe(
      "invalid-notation: A position is written as an object of piles, such as { t1: '5H 7C | QS', f1: 'AC' }; got null.",
    );
    expect(refusal(() => positionFromText(klondike, { t1: ['KS'] } as unknown as Record<string, string>))).toBe(
      'invalid-notation: A pile is written as text, card codes separated by spaces such as "5H 7C | QS"; got an array.',
    );
    expect(refusal(() => positionFromText(klondike, {}, { redealsUsed: '' } as never))).toBe(
      'invalid-snapshot: The position is not valid: redealsUsed: expected a whole number, got "".',
    );
    expect(refusal(() => positionFromText(klondike, {}, { score: Number.NaN }))).toBe('invalid-snapshot: The position is not valid: score: expected a finite number, got NaN.');
    expect(refusal(() => positionFromText(klondike, {}, 5 as never))).toBe('invalid-snapshot: The position is not valid: extra: expected an object, got a number.');
    expect(positionFromText(klondike, { t1: 'KS' }, { score: 7, movesMade: 3 })).toMatchObject({ score: 7, movesMade: 3, redealsUsed: 0 });
  });
});

describe('a Game given something that is not a variant', () => {
  it('refuses it, saying to pass plain data through parseVariant, instead of failing deep in the engine', () => {
    expect(refusal(() => new Game({} as Variant, { seed: 1 }))).toBe(`invalid-variant: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first`);
    expect(refusal(() => new Game(null as unknown as Variant, { seed: 1 }))).toBe(`invalid-variant: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got null; pass plain data (a variant read from JSON, say) through parseVariant first`);
    const broken = { ...JSON.parse(JSON.stringify(klondike)) as Record<string, unknown>, layout: { tableau: 'seven' } };
    expect(refusal(() => new Game(broken as unknown as Variant, { seed: 1 }))).toBe(`invalid-variant: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first`);
  });

  it('plays a variant read back from JSON once parseVariant has checked it', () => {
    const copy = core.parseVariant(JSON.parse(JSON.stringify(freecell)));
    expect(new Game(copy, { seed: 1 }).state).toEqual(new Game(freecell, { seed: 1 }).state);
  });
});

describe('the engine functions given something that is not a variant', () => {
  const broken = { ...klondike, rules: { ...klondike.rules, tableau: { ...klondike.rules.tableau, build: null } } } as unknown as Variant;
  const state = deal(klondike, 1);
  const move = core.legalMoves(klondike, state)[0] as Move;
  const calls: Readonly<Record<string, () => unknown>> = {
    deal: () => core.deal(broken, 1),
    dealCards: () => core.dealCards(broken, core.deckCards(klondike.deck)),
    legalMoves: () => core.legalMoves(broken, state),
    applyMove: () => core.applyMove(broken, state, move),
    applyLegalMove: () => core.applyLegalMove(broken, state, move),
    tryApplyMove: () => core.tryApplyMove(broken, state, move),
    whyIllegal: () => core.whyIllegal(broken, state, move),
    isLegal: () => core.isLegal(broken, state, move),
    isWon: () => core.isWon(broken, state),
    isStuck: () => core.isStuck(broken, state),
    safeFoundationMoves: () => core.safeFoundationMoves(broken, state),
    pileIds: () => core.pileIds(broken),
    stateFromSnapshot: () => core.stateFromSnapshot(broken, state),
    positionFromText: () => core.positionFromText(broken, {}),
    positionToText: () => core.positionToText(broken, state),
    describeRules: () => core.describeRules(broken),
    rulesMarkdown: () => core.rulesMarkdown(broken),
  };

  it.each(Object.keys(calls))('%s refuses it, saying to pass it through parseVariant, not with a TypeError from inside', (name) => {
    expect(refusal(calls[name] as () => unknown)).toBe(`invalid-variant: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first`);
  });

  it('checkedVariant gives the checked, frozen copy of plain data, made once, for the engine to read', () => {
    const copy = JSON.parse(JSON.stringify(klondike)) as Variant;
    expect(core.legalMoves(core.checkedVariant(copy), state)).toEqual(core.legalMoves(klondike, state));
    const checked = core.checkedVariant(copy);
    expect(checked).not.toBe(copy);
    expect(checked).toEqual(copy);
    expect(Object.isFrozen(checked)).toBe(true);
    expect(core.checkedVariant(copy)).toBe(checked);
    expect(core.checkedVariant(checked)).toBe(checked);
  });
});
