import { describe, expect, it } from 'vitest';
import {
  PatienceError,
  VariantError,
  defineVariant,
  extendVariant,
  parseVariant,
  type Variant,
  type VariantConfig,
  type VariantOverrides,
} from '../src/index.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { MISSING_RULES } from './catalogue/catalogue.js';

/** What a VariantError says: the offending field and the whole message. */
interface Complaint {
  readonly field: string;
  readonly message: string;
}

/** Runs `f`, which must throw a VariantError, and returns what it says. */
function complaint(f: () => unknown): Complaint {
  try {
    f();
  } catch (error) {
    if (error instanceof VariantError) {
      expect(error.code).toBe('invalid-variant');
      expect(error.name).toBe('VariantError');
      expect(error).toBeInstanceOf(PatienceError);
      return { field: error.field, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a VariantError, but nothing was thrown');
}

/** The smallest valid config: one column holding the whole deck. */
const minimal = { id: 'probe', name: 'Probe', layout: { tableau: [{ cards: 52, faceDown: 0 }] } } as const;

/** Seven columns of 1 to 7 cards: 28 of 52 dealt, so a stock is needed. */
const sevenColumns = { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) };

describe('defineVariant: "defaults carry the common case"', () => {
  it('fills every default for a minimal config', () => {
    expect(defineVariant(minimal)).toEqual<Variant>({
      id: 'probe',
      name: 'Probe',
      family: 'Probe',
      otherNames: [],
      difficulty: 'medium',
      description: '',
      rulesVersion: '1',
      options: {},
      deck: { decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] },
      layout: { tableau: [{ cards: 52, faceDown: 0 }], cells: [] },
      rules: {
        tableau: {
          build: { direction: 'down', match: 'alternate-colour' },
          pickUp: { kind: 'run', match: 'alternate-colour' },
          runLimit: 'unlimited',
          emptyAccepts: 'any',
        },
        foundations: { kind: 'up-by-suit', takeBack: false },
        stock: { kind: 'none' },
        effects: { turnUpExposed: true, liftCompletedRuns: false },
        win: { kind: 'all-on-foundations' },
        scoring: null,
      },
    });
  });

  it('defaults a pile\'s faceDown to 0 when untrusted data leaves it out', () => {
    expect(parseVariant({ id: 'probe', name: 'Probe', layout: { tableau: [{ cards: 52 }] } }).layout.tableau).toEqual([{ cards: 52, faceDown: 0 }]);
  });

  it('picks up runs of the build\'s own match unless told otherwise', () => {
    const v = defineVariant({ ...minimal, rules: { tableau: { build: { direction: 'up', match: 'same-suit' } } } });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('lifts completed runs by default when the foundations take complete runs, and takes them in one suit', () => {
    const v = defineVariant({
      ...minimal,
      deck: { decks: 2, suits: ['spades'] },
      layout: { tableau: [{ cards: 54, faceDown: 0 }] },
      rules: { foundations: { kind: 'complete-runs', match: 'same-suit' }, stock: { kind: 'deal-row', emptyPiles: 'forbid' } },
    });
    expect(v.rules.effects).toEqual({ turnUpExposed: true, liftCompletedRuns: true });
    expect(parseVariant({ ...v, rules: { ...v.rules, foundations: { kind: 'complete-runs' } } }).rules.foundations)
      .toEqual({ kind: 'complete-runs', match: 'same-suit' });
  });

  it('fills stock defaults: a deal-row stock forbids dealing onto empty piles; a waste draws one, with no redeal', () => {
    const dealRow = defineVariant({ ...minimal, layout: sevenColumns, rules: { stock: { kind: 'deal-row', emptyPiles: 'forbid' } } });
    expect(parseVariant({ ...minimal, layout: sevenColumns, rules: { stock: { kind: 'deal-row' } } }).rules.stock).toEqual(dealRow.rules.stock);
    expect(dealRow.rules.stock).toEqual({ kind: 'deal-row', emptyPiles: 'forbid' });
    expect(parseVariant({ ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste' } } }).rules.stock)
      .toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 0 });
  });

  it('fills scoring fields left out with 0, and keeps no scoring when told null', () => {
    expect(defineVariant({ ...minimal, rules: { scoring: { start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100 } } }).rules.scoring)
      .toEqual({ start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100, perWasteToTableau: 0, perCardTurnedUp: 0, perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0 });
    expect(parseVariant({ ...minimal, rules: { scoring: { start: 500 } } }).rules.scoring)
      .toEqual({ start: 500, perMove: 0, perCardToFoundation: 0, perRunLifted: 0, perWasteToTableau: 0, perCardTurnedUp: 0, perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0 });
    expect(defineVariant({ ...minimal, rules: { scoring: null } }).rules.scoring).toBe(null);
  });

  it('keeps the metadata it is given', () => {
    const v = defineVariant({
      ...minimal,
      family: 'Probes',
      otherNames: ['Test', 'Trial'],
      difficulty: 'expert',
      description: 'One pile.',
      rulesVersion: '3',
      options: { suits: 2, relaxed: true, mode: 'fast' },
    });
    expect([v.family, v.otherNames, v.difficulty, v.description, v.rulesVersion, v.options])
      .toEqual(['Probes', ['Test', 'Trial'], 'expert', 'One pile.', '3', { suits: 2, relaxed: true, mode: 'fast' }]);
  });

  it('accepts a deal-all layout over cells: FreeCell-like with two cells dealt a card', () => {
    const v = defineVariant({
      ...minimal,
      layout: { tableau: [{ cards: 50, faceDown: 0 }], cells: [{ cards: 1, faceDown: 0 }, { cards: 1, faceDown: 0 }, { cards: 0, faceDown: 0 }] },
    });
    expect(v.layout.cells).toEqual([{ cards: 1, faceDown: 0 }, { cards: 1, faceDown: 0 }, { cards: 0, faceDown: 0 }]);
  });

  it('returns a deeply frozen variant', () => {
    const v = defineVariant(minimal);
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.rules)).toBe(true);
    expect(Object.isFrozen(v.rules.tableau.build)).toBe(true);
    expect(Object.isFrozen(v.layout.tableau)).toBe(true);
    expect(Object.isFrozen(v.layout.tableau[0])).toBe(true);
    expect(Object.isFrozen(v.deck.suits)).toBe(true);
    expect(() => {
      (v as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => {
      (v.layout.tableau as unknown as { cards: number }[]).push({ cards: 1 });
    }).toThrow(TypeError);
    expect(v.name).toBe('Probe');
  });

  it('neither freezes nor keeps the config it was given', () => {
    const config = { id: 'probe', name: 'Probe', layout: { tableau: [{ cards: 52, faceDown: 0 }] }, options: { level: 1 } };
    const v = defineVariant(config);
    expect(Object.isFrozen(config.layout.tableau[0])).toBe(false);
    config.layout.tableau.push({ cards: 1, faceDown: 0 });
    config.options.level = 2;
    expect(v.layout.tableau).toEqual([{ cards: 52, faceDown: 0 }]);
    expect(v.options).toEqual({ level: 1 });
  });

  it('is plain JSON: a variant read back from its JSON text equals itself', () => {
    for (const v of [klondike, freecell, spiderLike]) {
      expect(parseVariant(JSON.parse(JSON.stringify(v)))).toEqual(v);
    }
  });
});

describe('extendVariant: "a new variant is an existing one extended with overrides"', () => {
  it('merges objects field by field, keeping what the overrides leave out', () => {
    const v = extendVariant(klondike, { id: 'klondike-any-gap', rules: { tableau: { emptyAccepts: 'any' } } });
    expect(v.rules.tableau).toEqual({
      build: { direction: 'down', match: 'alternate-colour' },
      pickUp: { kind: 'run', match: 'alternate-colour' },
      runLimit: 'unlimited',
      emptyAccepts: 'any',
    });
    expect(v.rules.stock).toEqual(klondike.rules.stock);
    expect(v.id).toBe('klondike-any-gap');
    expect(v.name).toBe('Klondike');
    expect(v.family).toBe('Klondike');
  });

  it('merges a rule of the same kind field by field: draw 3 keeps unlimited redeals', () => {
    const v = extendVariant(klondike, { id: 'klondike-3', rules: { stock: { draw: 3 } } });
    expect(v.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' });
    expect(klondikeDraw3.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' });
  });

  it('replaces a rule whole when its kind changes: a draw-to-waste stock becomes a deal-row stock', () => {
    const v = extendVariant(klondike, { id: 'klondike-rows', rules: { stock: { kind: 'deal-row' } } });
    expect(v.rules.stock).toEqual({ kind: 'deal-row', emptyPiles: 'forbid' });
  });

  it('replaces a pick-up rule whole when its kind changes, so no stale match is left behind', () => {
    const v = extendVariant(klondike, { id: 'klondike-yukon', rules: { tableau: { pickUp: { kind: 'any-face-up' } } } });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'any-face-up' });
  });

  it('replaces arrays whole: a new tableau layout is not merged pile by pile', () => {
    const v = extendVariant(freecell, {
      id: 'freecell-9',
      layout: { tableau: [6, 6, 6, 6, 6, 6, 6, 5, 5].map((cards) => ({ cards, faceDown: 0 })) },
    });
    expect(v.layout.tableau.map((p) => p.cards)).toEqual([6, 6, 6, 6, 6, 6, 6, 5, 5]);
    expect(v.layout.cells).toHaveLength(4);
    const twoSuits = extendVariant(spiderLike, { id: 'spider-like-2', deck: { suits: ['spades', 'hearts'] } });
    expect(twoSuits.deck).toEqual({ decks: 2, suits: ['spades', 'hearts'] });
  });

  it('replaces the cells with fewer cells: "Seahaven with 6 cells" the other way round', () => {
    const v = extendVariant(freecell, { id: 'freecell-2-cells', layout: { cells: [{ cards: 0, faceDown: 0 }, { cards: 0, faceDown: 0 }] } });
    expect(v.layout.cells).toEqual([{ cards: 0, faceDown: 0 }, { cards: 0, faceDown: 0 }]);
    expect(v.layout.tableau).toEqual(freecell.layout.tableau);
  });

  it('removes scoring with null and adds it with an object', () => {
    expect(extendVariant(spiderLike, { id: 'spider-like-unscored', rules: { scoring: null } }).rules.scoring).toBe(null);
    expect(extendVariant(klondike, { id: 'klondike-scored', rules: { scoring: { start: 0, perCardToFoundation: 10 } } }).rules.scoring)
      .toEqual({ start: 0, perMove: 0, perCardToFoundation: 10, perRunLifted: 0, perWasteToTableau: 0, perCardTurnedUp: 0, perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0 });
  });

  it('merges options', () => {
    const base = defineVariant({ ...minimal, options: { suits: 4, relaxed: false } });
    expect(extendVariant(base, { id: 'probe-relaxed', options: { relaxed: true } }).options).toEqual({ suits: 4, relaxed: true });
  });

  it('leaves the base variant unchanged, and returns a frozen variant', () => {
    const before = JSON.stringify(klondike);
    const v = extendVariant(klondike, { id: 'klondike-open', layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: 0 })) } });
    expect(JSON.stringify(klondike)).toBe(before);
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.layout.tableau[6])).toBe(true);
  });

  it('requires the new variant\'s own id', () => {
    // @ts-expect-error: overrides must name the new variant's id, so that saves never confuse it with the base.
    const overrides: VariantOverrides = { name: 'Klondike again' };
    expect(overrides.name).toBe('Klondike again');
  });

  it('validates the result: a bad id, a typo and an impossible layout are refused', () => {
    expect(complaint(() => extendVariant(klondike, { id: 'Klondike 3' }))).toEqual({
      field: 'id',
      message: 'id: "Klondike 3" is not lower-case kebab-case, such as "spider-2-suit"',
    });
    expect(complaint(() => extendVariant(klondike, { id: 'klondike-typo', rules: { stock: { drawn: 3 } } } as unknown as VariantOverrides))).toEqual({
      field: 'rules.stock.drawn',
      message: 'rules.stock.drawn: unknown field; expected one of kind, draw, redeals, waste, placeBeforeTurning; did you mean `draw`?',
    });
    expect(complaint(() => extendVariant(klondike, { id: 'klondike-no-stock', rules: { stock: { kind: 'none' } } }))).toEqual({
      field: 'rules.stock',
      message: "rules.stock: the layout deals 28 of the deck's 52 cards, so the other 24 need a stock",
    });
  });

  it('derives again the fields that held their derived default: lifting runs follows the foundations', () => {
    const v = extendVariant(spiderLike, { id: 'spider-like-up', rules: { foundations: { kind: 'up-by-suit', takeBack: false } } });
    expect(v.rules.foundations).toEqual({ kind: 'up-by-suit', takeBack: false });
    expect(v.rules.effects).toEqual({ turnUpExposed: true, liftCompletedRuns: false });
  });

  it('derives again the pick-up rule when it only followed the build rule', () => {
    const v = extendVariant(klondike, { id: 'klondike-in-suit', rules: { tableau: { build: { direction: 'down', match: 'same-suit' } } } });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
    // Spider's pick-up (same suit) differs from its build (any suit), so it is kept as written.
    const w = extendVariant(spiderLike, { id: 'spider-like-colour', rules: { tableau: { build: { direction: 'down', match: 'alternate-colour' } } } });
    expect(w.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('still refuses an explicit contradiction', () => {
    expect(complaint(() => extendVariant(spiderLike, { id: 'spider-like-up', rules: { foundations: { kind: 'up-by-suit', takeBack: false }, effects: { liftCompletedRuns: true } } }))).toEqual({
      field: 'rules.effects.liftCompletedRuns',
      message: 'rules.effects.liftCompletedRuns: needs "complete-runs" foundations to lift runs to',
    });
  });
});

describe('parseVariant: "a variant can be validated with errors that name the offending field"', () => {
  it('refuses what is not an object', () => {
    expect(complaint(() => parseVariant(null))).toEqual({ field: 'variant', message: 'variant: expected an object, got null' });
    expect(complaint(() => parseVariant([]))).toEqual({ field: 'variant', message: 'variant: expected an object, got an array' });
    expect(complaint(() => parseVariant('klondike'))).toEqual({ field: 'variant', message: 'variant: expected an object, got a string' });
    expect(complaint(() => parseVariant(7))).toEqual({ field: 'variant', message: 'variant: expected an object, got a number' });
    expect(complaint(() => parseVariant(undefined))).toEqual({ field: 'variant', message: 'variant: expected an object, got nothing' });
  });

  it('throws the same error from defineVariant', () => {
    const config = { ...minimal, id: 'Probe' } satisfies VariantConfig;
    expect(complaint(() => defineVariant(config))).toEqual(complaint(() => parseVariant(config)));
  });

  /** Cases: [what is wrong, the input, the field named, the whole message]. */
  const refusals: readonly (readonly [string, unknown, string, string])[] = [
    // unknown keys, nearly always typos
    ['a typo at the top level', { ...minimal, colour: 'red' }, 'colour',
      'colour: unknown field; expected one of id, name, family, otherNames, difficulty, description, rulesVersion, options, deck, layout, rules'],
    ['a typo in rules', { ...minimal, rules: { tablaeu: {} } }, 'rules.tablaeu',
      'rules.tablaeu: unknown field; expected one of tableau, cells, reserve, foundations, stock, effects, win, scoring; did you mean `tableau`?'],
    ['a typo in the tableau rules', { ...minimal, rules: { tableau: { emptyAccept: 'king' } } }, 'rules.tableau.emptyAccept',
      'rules.tableau.emptyAccept: unknown field; expected one of build, pickUp, runLimit, emptyAccepts, redeal, maxCards, takesFrom, grid; did you mean `emptyAccepts`?'],
    ['an unknown build field', { ...minimal, rules: { tableau: { build: { direction: 'down', match: 'same-suit', wraps: true } } } },
      'rules.tableau.build.wraps', 'rules.tableau.build.wraps: unknown field; expected one of direction, match, wrap; did you mean `wrap`?'],
    ['a match on a top-card pick-up', { ...minimal, rules: { tableau: { pickUp: { kind: 'top-card', match: 'same-suit' } } } },
      'rules.tableau.pickUp.match', 'rules.tableau.pickUp.match: unknown field; expected one of kind; `match` belongs to a "run" pick-up rule, and this one is "top-card"'],
    ['a typo in a pile layout', { ...minimal, layout: { tableau: [{ cards: 52, facedown: 0 }] } }, 'layout.tableau[0].facedown',
      'layout.tableau[0].facedown: unknown field; expected one of cards, faceDown, coveredBy; did you mean `faceDown`?'],
    ['a typo in the layout', { ...minimal, layout: { tableau: [{ cards: 52 }], cell: [] } }, 'layout.cell',
      'layout.cell: unknown field; expected one of tableau, cells, cellName, reserve, acesToFoundations, baseCardsToFoundations, baseCardsPlaced, kingsUnder, playDuringDeal, '
        + 'foundationCards, wasteCards, stockFaceUp; did you mean `cells`?'],
    ['a cell name in capitals', { ...minimal, layout: { tableau: [{ cards: 50 }], cells: [{ cards: 1 }, { cards: 1 }], cellName: 'Tower' } }, 'layout.cellName',
      'layout.cellName: "Tower" is not a name in lower case, singular, such as "tower" or "free cell"'],
    ['a cell name without cells', { ...minimal, layout: { tableau: [{ cards: 52 }], cellName: 'tower' } }, 'layout.cellName',
      'layout.cellName: names the cells, but the layout has none'],
    ['an unknown deck field', { ...minimal, deck: { decks: 1, suits: ['spades'], jokers: 2 } }, 'deck.jokers',
      'deck.jokers: unknown field; expected one of decks, suits'],
    ['a typo in a draw-to-waste stock', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', redeal: 3 } } },
      'rules.stock.redeal', 'rules.stock.redeal: unknown field; expected one of kind, draw, redeals, waste, placeBeforeTurning; did you mean `redeals`?'],
    ['a draw on a stock of kind none', { ...minimal, rules: { stock: { kind: 'none', draw: 1 } } }, 'rules.stock.draw',
      'rules.stock.draw: unknown field; expected one of kind; `draw` belongs to a "draw-to-waste" stock, and this one is "none"'],
    ['a typo in the foundations', { ...minimal, rules: { foundations: { kind: 'up-by-suit', takeback: true } } }, 'rules.foundations.takeback',
      'rules.foundations.takeback: unknown field; expected one of kind, takeBack, direction, base, follow, baseChosen, stepByPile; did you mean `takeBack`?'],
    ['takeBack on complete-runs foundations', { ...minimal, rules: { foundations: { kind: 'complete-runs', takeBack: true } } },
      'rules.foundations.takeBack', 'rules.foundations.takeBack: unknown field; expected one of kind, match; `takeBack` belongs to an "up-by-suit" foundation rule, and this one is "complete-runs"'],
    ['a typo in the effects', { ...minimal, rules: { effects: { turnUp: false } } }, 'rules.effects.turnUp',
      'rules.effects.turnUp: unknown field; expected one of turnUpExposed, liftCompletedRuns, fillFromReserve, fillGapsFrom'],
    ['a typo in the scoring', { ...minimal, rules: { scoring: { start: 0, perDeal: 1 } } }, 'rules.scoring.perDeal',
      'rules.scoring.perDeal: unknown field; expected one of start, perMove, perCardToFoundation, perRunLifted, perWasteToTableau, perCardTurnedUp, perCardTakenBack, perRedeal, freeRedeals; did you mean `perRedeal`?'],
    ['an unknown win field', { ...minimal, rules: { win: { kind: 'all-on-foundations', by: 'x' } } }, 'rules.win.by',
      'rules.win.by: unknown field; expected one of kind'],

    // metadata
    ['a missing id', { name: 'Probe', layout: minimal.layout }, 'id', 'id: expected a string, got nothing'],
    ['a numeric id', { ...minimal, id: 7 }, 'id', 'id: expected a string, got a number'],
    ['an id with capitals and a space', { ...minimal, id: 'Spider 2' }, 'id', 'id: "Spider 2" is not lower-case kebab-case, such as "spider-2-suit"'],
    ['an id with a trailing dash', { ...minimal, id: 'spider-' }, 'id', 'id: "spider-" is not lower-case kebab-case, such as "spider-2-suit"'],
    ['an id with a double dash', { ...minimal, id: 'spider--2' }, 'id', 'id: "spider--2" is not lower-case kebab-case, such as "spider-2-suit"'],
    ['an id with an underscore', { ...minimal, id: 'spider_2' }, 'id', 'id: "spider_2" is not lower-case kebab-case, such as "spider-2-suit"'],
    ['an empty id', { ...minimal, id: '' }, 'id', 'id: "" is not lower-case kebab-case, such as "spider-2-suit"'],
    ['a missing name', { id: 'probe', layout: minimal.layout }, 'name', 'name: expected a string, got nothing'],
    ['a blank name', { ...minimal, name: '  ' }, 'name', 'name: must not be empty'],
    ['a numeric family', { ...minimal, family: 3 }, 'family', 'family: expected a string, got a number'],
    ['otherNames as a string', { ...minimal, otherNames: 'Patience' }, 'otherNames', 'otherNames: expected an array, got a string'],
    ['a number among otherNames', { ...minimal, otherNames: ['A', 2] }, 'otherNames[1]', 'otherNames[1]: expected a string, got a number'],
    ['an unknown difficulty', { ...minimal, difficulty: 'insane' }, 'difficulty',
      'difficulty: expected one of "easy", "medium", "hard", "expert", got "insane"'],
    ['a null description', { ...minimal, description: null }, 'description', 'description: expected a string, got null'],
    ['a numeric rulesVersion', { ...minimal, rulesVersion: 2 }, 'rulesVersion', 'rulesVersion: expected a string, got a number'],
    ['options as an array', { ...minimal, options: [] }, 'options', 'options: expected an object, got an array'],
    ['an object-valued option', { ...minimal, options: { suits: { n: 2 } } }, 'options.suits', 'options.suits: expected a string, a number or true or false'],
    ['a NaN option', { ...minimal, options: { n: Number.NaN } }, 'options.n', 'options.n: expected a string, a number or true or false'],

    // deck
    ['a deck that is a number', { ...minimal, deck: 2 }, 'deck', 'deck: expected an object, got a number'],
    ['no decks', { ...minimal, deck: { decks: 0, suits: ['spades'] } }, 'deck.decks', 'deck.decks: 0 is outside 1 to 8'],
    ['nine decks', { ...minimal, deck: { decks: 9, suits: ['spades'] } }, 'deck.decks', 'deck.decks: 9 is outside 1 to 8'],
    ['one and a half decks', { ...minimal, deck: { decks: 1.5, suits: ['spades'] } }, 'deck.decks', 'deck.decks: expected a whole number, got 1.5'],
    ['three suits', { ...minimal, deck: { decks: 1, suits: ['clubs', 'hearts', 'spades'] } }, 'deck.suits',
      'deck.suits: has 3 suits; a deck is spread over 1, 2 or 4 suits'],
    ['no suits', { ...minimal, deck: { decks: 1, suits: [] } }, 'deck.suits', 'deck.suits: has 0 suits; a deck is spread over 1, 2 or 4 suits'],
    ['five suits', { ...minimal, deck: { decks: 1, suits: ['clubs', 'hearts', 'spades', 'diamonds', 'clubs'] } }, 'deck.suits',
      'deck.suits: has 5 entries; at most 4 are allowed'],
    ['a suit named twice', { ...minimal, deck: { decks: 1, suits: ['spades', 'spades'] } }, 'deck.suits', 'deck.suits: names a suit twice'],
    ['a suit named twice among four', { ...minimal, deck: { decks: 1, suits: ['spades', 'hearts', 'spades', 'clubs'] } }, 'deck.suits',
      'deck.suits: names a suit twice'],
    ['an unknown suit', { ...minimal, deck: { decks: 1, suits: ['spades', 'stars'] } }, 'deck.suits[1]',
      'deck.suits[1]: expected one of "clubs", "diamonds", "hearts", "spades", got "stars"'],
    ['suits as a string', { ...minimal, deck: { decks: 1, suits: 'spades' } }, 'deck.suits', 'deck.suits: expected an array, got a string'],

    // layout
    ['a missing layout', { id: 'probe', name: 'Probe' }, 'layout', 'layout: expected an object, got nothing'],
    ['no tableau piles', { ...minimal, layout: { tableau: [] } }, 'layout.tableau', 'layout.tableau: needs at least one pile'],
    ['57 tableau piles', { ...minimal, layout: { tableau: Array.from({ length: 57 }, () => ({ cards: 1 })) } }, 'layout.tableau',
      'layout.tableau: has 57 entries; at most 56 are allowed'],
    ['33 cells', { ...minimal, layout: { tableau: [{ cards: 1 }], cells: Array.from({ length: 33 }, () => ({ cards: 0 })) } }, 'layout.cells',
      'layout.cells: has 33 entries; at most 32 are allowed'],
    ['a pile given as a number', { ...minimal, layout: { tableau: [7] } }, 'layout.tableau[0]', 'layout.tableau[0]: expected an object, got a number'],
    ['a card count as text', { ...minimal, layout: { tableau: [{ cards: '52' }] } }, 'layout.tableau[0].cards',
      'layout.tableau[0].cards: expected a whole number, got "52"'],
    ['a negative card count', { ...minimal, layout: { tableau: [{ cards: -1 }] } }, 'layout.tableau[0].cards',
      'layout.tableau[0].cards: -1 is outside 0 to 416'],
    ['more cards in a pile than eight decks hold', { ...minimal, layout: { tableau: [{ cards: 417 }] } }, 'layout.tableau[0].cards',
      'layout.tableau[0].cards: 417 is outside 0 to 416'],
    ['more face-down cards than the pile holds',
      { ...minimal, layout: { tableau: [{ cards: 10 }, { cards: 10 }, { cards: 10 }, { cards: 5, faceDown: 7 }, { cards: 17 }] } },
      'layout.tableau[3].faceDown', "layout.tableau[3].faceDown: 7 is more than the pile's 5 cards"],
    ['a fractional face-down count', { ...minimal, layout: { tableau: [{ cards: 52, faceDown: 1.5 }] } }, 'layout.tableau[0].faceDown',
      'layout.tableau[0].faceDown: expected a whole number, got 1.5'],
    ['two cards in a cell', { ...minimal, layout: { tableau: [{ cards: 50 }], cells: [{ cards: 2 }] } }, 'layout.cells[0].cards',
      'layout.cells[0].cards: 2 is outside 0 to 1'],
    ['a face-down card in a cell', { ...minimal, layout: { tableau: [{ cards: 51 }], cells: [{ cards: 1, faceDown: 1 }] } },
      'layout.cells[0].faceDown', 'layout.cells[0].faceDown: cards in a cell are face up'],
    ['a layout needing more cards than the deck', { ...minimal, layout: { tableau: [7, 7, 7, 7, 7, 7, 7, 7].map((cards) => ({ cards })) } },
      'layout', 'layout: deals 56 cards but the deck has only 52'],
    ['cells taking the layout past the deck', { ...minimal, layout: { tableau: [{ cards: 50 }], cells: [{ cards: 1 }, { cards: 1 }, { cards: 1 }] } },
      'layout', 'layout: deals 53 cards but the deck has only 52'],
    ['a two-deck layout on one deck', { ...minimal, layout: { tableau: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5].map((cards) => ({ cards })) },
      rules: { stock: { kind: 'deal-row' } }, deck: { decks: 1, suits: ['spades'] } }, 'layout',
    'layout: deals 54 cards but the deck has only 52'],
    ['leftover cards with no stock', { ...minimal, layout: sevenColumns }, 'rules.stock',
      "rules.stock: the layout deals 28 of the deck's 52 cards, so the other 24 need a stock"],

    // rules
    ['rules as an array', { ...minimal, rules: [] }, 'rules', 'rules: expected an object, got an array'],
    ['an unknown build direction', { ...minimal, rules: { tableau: { build: { direction: 'sideways', match: 'same-suit' } } } },
      'rules.tableau.build.direction', 'rules.tableau.build.direction: expected one of "down", "up", "up-or-down", "none", got "sideways"'],
    ['an unknown pick-up kind', { ...minimal, rules: { tableau: { pickUp: { kind: 'everything' } } } }, 'rules.tableau.pickUp.kind',
      'rules.tableau.pickUp.kind: expected one of "top-card", "run", "any-face-up", "top-or-whole-pile", got "everything"'],
    ['runs picked up where nothing builds', { ...minimal, rules: { tableau: { build: { direction: 'none', match: 'any-suit' } } } },
      'rules.tableau.pickUp', 'rules.tableau.pickUp: a run needs a build direction; use "top-card" or "any-face-up" when nothing builds'],
    ['a whole pile picked up where nothing builds',
      { ...minimal, rules: { tableau: { build: { direction: 'none', match: 'any-suit' }, pickUp: { kind: 'top-or-whole-pile' } } } },
      'rules.tableau.pickUp', 'rules.tableau.pickUp: a whole pile moves only when it is one run, which needs a build direction; use '
        + '"top-card" when nothing builds'],
    ['an unknown run limit', { ...minimal, rules: { tableau: { runLimit: 'free-cells' } } }, 'rules.tableau.runLimit',
      'rules.tableau.runLimit: expected one of "unlimited", "free-spaces", "doubling-per-empty-pile", got "free-cells"'],
    ['an unknown empty-pile rule', { ...minimal, rules: { tableau: { emptyAccepts: 'kings' } } }, 'rules.tableau.emptyAccepts',
      'rules.tableau.emptyAccepts: expected one of "any", "king", "none", "below-base", got "kings"; did you mean "king"?'],
    ['an unknown foundation kind', { ...minimal, rules: { foundations: { kind: 'down-by-suit' } } }, 'rules.foundations.kind',
      'rules.foundations.kind: expected one of "up-by-suit", "complete-runs", "pairs", "single-pile", "none", got "down-by-suit"'],
    ['takeBack as text', { ...minimal, rules: { foundations: { kind: 'up-by-suit', takeBack: 'yes' } } }, 'rules.foundations.takeBack',
      'rules.foundations.takeBack: expected true or false, got "yes"'],
    ['complete-runs foundations that do not lift runs', { ...minimal, rules: { foundations: { kind: 'complete-runs' }, effects: { liftCompletedRuns: false } } },
      'rules.effects.liftCompletedRuns',
      'rules.effects.liftCompletedRuns: must be true: "complete-runs" foundations receive cards only by lifting completed runs'],
    ['runs lifted to up-by-suit foundations', { ...minimal, rules: { effects: { liftCompletedRuns: true } } }, 'rules.effects.liftCompletedRuns',
      'rules.effects.liftCompletedRuns: needs "complete-runs" foundations to lift runs to'],
    ['turnUpExposed as text', { ...minimal, rules: { effects: { turnUpExposed: 'yes' } } }, 'rules.effects.turnUpExposed',
      'rules.effects.turnUpExposed: expected true or false, got "yes"'],
    ['an unknown stock kind', { ...minimal, rules: { stock: { kind: 'talon' } } }, 'rules.stock.kind',
      'rules.stock.kind: expected one of "none", "deal-row", "draw-to-waste", got "talon"'],
    ['a stock that draws no cards', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', draw: 0 } } }, 'rules.stock.draw',
      'rules.stock.draw: 0 is outside 1 to 416'],
    ['redeals as a word other than "unlimited"', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', redeals: 'Unlimited' } } },
      'rules.stock.redeals', 'rules.stock.redeals: expected a whole number from 0 to 1000 or "unlimited", got "Unlimited"; did you mean "unlimited"?'],
    ['negative redeals', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', redeals: -1 } } }, 'rules.stock.redeals',
      'rules.stock.redeals: -1 is outside 0 to 1000'],
    ['fractional redeals', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', redeals: 1.5 } } }, 'rules.stock.redeals',
      'rules.stock.redeals: expected a whole number, got 1.5'],
    ['an unknown empty-pile dealing rule', { ...minimal, layout: sevenColumns, rules: { stock: { kind: 'deal-row', emptyPiles: 'sometimes' } } },
      'rules.stock.emptyPiles', 'rules.stock.emptyPiles: expected one of "forbid", "allow-if-unfillable", "allow", got "sometimes"'],
    ['an unknown win condition', { ...minimal, rules: { win: { kind: 'all-in-order' } } }, 'rules.win.kind',
      'rules.win.kind: expected one of "all-on-foundations", "tableau-cleared", "aces-left", "rows-in-sequence", got "all-in-order"'],
    ['a NaN score per move', { ...minimal, rules: { scoring: { perMove: Number.NaN } } }, 'rules.scoring.perMove',
      'rules.scoring.perMove: expected a whole number, got NaN'],
    ['a starting score as text', { ...minimal, rules: { scoring: { start: '500' } } }, 'rules.scoring.start',
      'rules.scoring.start: expected a whole number, got "500"'],
    ['scoring as an array', { ...minimal, rules: { scoring: [] } }, 'rules.scoring', 'rules.scoring: expected an object, got an array'],
  ];

  it.each(refusals)('refuses %s', (_, input, field, message) => {
    expect(complaint(() => parseVariant(input))).toEqual({ field, message });
  });
});

describe('a stock written without its kind (docs/rule-decisions.md, "A stock written without its kind")', () => {
  it('reads `stock: { draw: 3 }` as the draw-to-waste stock its field names, the same variant as one written out', () => {
    const implied = defineVariant({ ...minimal, layout: sevenColumns, rules: { stock: { draw: 3 } } });
    const written = defineVariant({ ...minimal, layout: sevenColumns, rules: { stock: { kind: 'draw-to-waste', draw: 3 } } });
    expect(implied.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 3, redeals: 0 });
    expect(implied).toEqual(written);
  });

  it('refuses `draw` beside another kind, naming the kind it belongs to', () => {
    expect(complaint(() => defineVariant({ ...minimal, layout: sevenColumns, rules: { stock: { kind: 'deal-row', draw: 3 } } } as unknown as VariantConfig)))
      .toEqual({
        field: 'rules.stock.draw',
        message: 'rules.stock.draw: unknown field; expected one of kind, emptyPiles, shortRow; `draw` belongs to a "draw-to-waste" stock, and this one is "deal-row"',
      });
  });
});

describe('refusals at the edges of the vocabulary lead somewhere', () => {
  const list = 'in the list of what the vocabulary cannot say yet, in docs/composing-variants.md';
  const config = (layout: object, rules: object = {}): unknown => ({ ...minimal, layout: { tableau: [{ cards: 48 }], ...layout }, rules });

  it('answers a field that places other cards than the Aces with the field that does, not with "did you mean acesToFoundations?"', () => {
    expect(complaint(() => defineVariant(config({ twosToFoundations: true }) as VariantConfig))).toEqual({
      field: 'layout.twosToFoundations',
      message: 'layout.twosToFoundations: unknown field; expected one of tableau, cells, cellName, reserve, acesToFoundations, '
        + 'baseCardsToFoundations, baseCardsPlaced, kingsUnder, playDuringDeal, foundationCards, wasteCards, stockFaceUp; the cards of the foundations\' base rank start on them '
        + 'with `baseCardsToFoundations: true` and the base in `rules.foundations.base` (2 for the Twos); the deal also places the Aces '
        + '(`acesToFoundations: true`; the first n of them with `baseCardsPlaced: n`) or one card that sets the base (`foundationCards: 1` with '
        + '`rules.foundations.base: "first-card"`); '
        + `placing other cards there is a rule the vocabulary cannot say yet (\`cards-placed-at-deal\` ${list})`,
    });
    // A near miss of acesToFoundations is still a typo.
    expect(complaint(() => defineVariant(config({ aceToFoundations: true }) as VariantConfig)).message).toContain('did you mean `acesToFoundations`?');
  });

  it('answers foundationCards above 1 with the field that places the first card\'s fellows', () => {
    expect(complaint(() => defineVariant(config({ foundationCards: 4 }) as VariantConfig))).toEqual({
      field: 'layout.foundationCards',
      message: 'layout.foundationCards: 4 is more than the deal can place on the foundations: at most 1, the card that sets their base; '
        + "to start them with the first card's fellows (Penguin), write `baseCardsToFoundations: true` with `rules.foundations.base: "
        + '"first-card"` instead',
    });
  });

  it('names only rules that are on the list', () => {
    expect(MISSING_RULES['cards-placed-at-deal']).toBe('cards of different ranks placed at the deal: the Aces of two suits and the Kings of '
      + 'the other two (every card of one rank, or the first few of them the deal comes to, can be said)');
  });

  it('refuses emptyAccepts "king" under a first-card base with wrapping builds, where it would mean a literal King', () => {
    const rules = { tableau: { emptyAccepts: 'king', build: { wrap: true } }, foundations: { base: 'first-card' } };
    expect(complaint(() => defineVariant({ ...minimal, layout: { tableau: [{ cards: 51 }], foundationCards: 1 }, rules } as VariantConfig))).toEqual({
      field: 'rules.tableau.emptyAccepts',
      message: 'rules.tableau.emptyAccepts: "king" means a literal King, but here the foundations start from the first card dealt and '
        + 'builds go round the corner, so runs are headed by the rank below the base; write "below-base" for a gap that takes only that '
        + 'rank (Penguin), or "any" or "none"',
    });
    // Either half alone keeps its meaning: Kings fill gaps under a first-card base without wrapping, and under wrapping from the Ace.
    const noWrap = { ...rules, tableau: { emptyAccepts: 'king' } };
    expect(defineVariant({ ...minimal, layout: { tableau: [{ cards: 51 }], foundationCards: 1 }, rules: noWrap } as VariantConfig).rules.tableau.emptyAccepts).toBe('king');
    const fromAce = { tableau: rules.tableau };
    expect(defineVariant({ ...minimal, rules: fromAce } as VariantConfig).rules.tableau.build.wrap).toBe(true);
  });
});
