/**
 * Bad variant configs, bad game options and bad position text: `parseVariant`, `defineVariant`,
 * `extendVariant`, a game's `variant(options)`, `positionFromText`, `parseCard`, `parseCards` and
 * `parsePile` either give something sound or refuse with a clear, typed error that names the offending
 * field or text: never a crash.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, extendVariant, Game, rulesMarkdown, parseVariant, VariantError, type Variant, type VariantConfig, type VariantOverrides } from '@patience/core';
import { parseCard, parseCards, parsePile, positionFromText } from '@patience/core/snapshot';
import { SHIPPED_GAMES } from '@patience/games';
import { budget } from '../src/budget.js';
import { checkPosition } from '../src/invariants.js';
import { mutate, mutation } from '../src/mutate.js';
import { expectClearRefusal, refusalOf } from '../src/refusals.js';
import { SUBJECTS } from './support/games.js';

/** How many foundation piles the docs give a variant: one per suit of each deck, one discard pile for pairs, or none. */
function foundationPiles(variant: Variant): number {
  const kind = variant.rules.foundations.kind;
  return kind === 'pairs' ? 1 : kind === 'none' ? 0 : variant.deck.decks * 4;
}

/**
 * Plays a new variant a little: its deal keeps every invariant and its first moves are accepted. Its rules
 * text can be written too.
 */
function playable(variant: Variant): void {
  expect(describeRules(variant).sections.length).toBeGreaterThan(0);
  expect(rulesMarkdown(variant)).toContain(variant.name);
  const game = new Game(variant, { seed: 5 });
  checkPosition(variant, game.state, 0);
  for (let i = 0; i < 20; i++) {
    const [move] = game.moves();
    if (!move) break;
    game.move(move);
    checkPosition(variant, game.state, i + 1);
  }
}

describe('parseVariant, defineVariant and extendVariant with damaged configs', () => {
  it('a variant damaged in any one place is a sound variant or is refused with a VariantError naming the field', () => {
    fc.assert(fc.property(fc.constantFrom(...SUBJECTS), mutation, ({ variant }, m) => {
      const damaged = mutate(variant, m);
      let parsed: Variant;
      try {
        parsed = parseVariant(damaged);
      } catch (error) {
        const refusal = expectClearRefusal(error, ['invalid-variant']);
        expect(refusal).toBeInstanceOf(VariantError);
        refusalOf(() => defineVariant(damaged as VariantConfig), ['invalid-variant']);
        return;
      }
      expect(Object.isFrozen(parsed.rules.tableau)).toBe(true);
      playable(parsed);
    }), budget(800));
  });

  it('overrides damaged in any one place extend a variant soundly or are refused naming the field', () => {
    fc.assert(fc.property(fc.constantFrom(...SUBJECTS), fc.constantFrom(...SUBJECTS), mutation, ({ variant }, other, m) => {
      // Another variant's fields as overrides, damaged: every field an author could write, most of them wrong.
      const overrides = mutate({ ...other.variant, id: 'extended' }, m);
      let extended: Variant;
      try {
        extended = extendVariant(variant, overrides as VariantOverrides);
      } catch (error) {
        expectClearRefusal(error, ['invalid-variant']);
        return;
      }
      playable(extended);
    }), budget(400));
  });

  it('a base that is not a variant is refused naming the base, not with a TypeError', () => {
    fc.assert(fc.property(fc.constantFrom(...SUBJECTS), mutation, ({ variant }, m) => {
      const base = mutate(variant, m);
      let extended: Variant;
      try {
        extended = extendVariant(base as Variant, { id: 'extended', name: 'Extended' });
      } catch (error) {
        const refusal = expectClearRefusal(error, ['invalid-variant']);
        expect(refusal instanceof VariantError && refusal.field).toMatch(/^base\b/);
        return;
      }
      playable(extended);
    }), budget(400));
    for (const base of [null, undefined, 7, 'spider', [], {}]) {
      const refusal = refusalOf(() => extendVariant(base as Variant, { id: 'x', name: 'X' }), ['invalid-variant']);
      expect(refusal instanceof VariantError && refusal.field).toMatch(/^base\b/);
    }
  });

  it('refuses layouts that need more cards than the deck has, and contradictory rules, naming the field', () => {
    const base = { id: 'test', name: 'Test' };
    const cases: readonly [unknown, string][] = [
      [{ ...base, layout: { tableau: [{ cards: 53 }] } }, 'layout: deals 53 cards but the deck has only 52'],
      [{ ...base, layout: { tableau: [{ cards: 30 }, { cards: 20 }], cells: [{ cards: 1 }, { cards: 1 }, { cards: 1 }] } }, 'layout: deals 53 cards but the deck has only 52'],
      [{ ...base, deck: { decks: 2, suits: ['spades'] }, layout: { tableau: Array.from({ length: 10 }, () => ({ cards: 11 })) } }, 'layout: deals 110 cards but the deck has only 104'],
      [{ ...base, layout: { tableau: [{ cards: 10 }] } }, "rules.stock: the layout deals 10 of the deck's 52 cards, so the other 42 need a stock"],
      [{ ...base, layout: { tableau: [{ cards: 5, faceDown: 6 }] } }, "layout.tableau[0].faceDown: 6 is more than the pile's 5 cards"],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { tableau: { build: { direction: 'none', match: 'any-suit' } } } }, 'rules.tableau.pickUp: a run needs a build direction; use "top-card" or "any-face-up" when nothing builds'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { effects: { liftCompletedRuns: true } } }, 'rules.effects.liftCompletedRuns: needs "complete-runs" foundations to lift runs to'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { foundations: { kind: 'complete-runs' }, effects: { liftCompletedRuns: false } } }, 'rules.effects.liftCompletedRuns: must be true: "complete-runs" foundations receive cards only by lifting completed runs'],
      [{ ...base, layout: { tableau: [{ cards: 52 }], cellName: 'tower' } }, 'layout.cellName: names the cells, but the layout has none'],
      [{ ...base, layout: { tableau: [] } }, 'layout.tableau: needs at least one pile'],
      [{ ...base, layout: { tableau: [{ cards: '5' }] } }, 'layout.tableau[0].cards: expected a whole number, got "5"'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, deck: { decks: 1, suits: ['spades', 'spades'] } }, 'deck.suits: names a suit twice'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, deck: { decks: 1, suits: ['spades', 'hearts', 'clubs'] } }, 'deck.suits: has 3 suits; a deck is spread over 1, 2 or 4 suits'],
      [{ ...base, layout: { tableau: [{ cards: 40 }] }, rules: { stock: { kind: 'draw-to-waste', redeals: 'Unlimited' } } }, 'rules.stock.redeals: expected a whole number from 0 to 1000 or "unlimited", got "Unlimited"; did you mean "unlimited"?'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { scoring: { start: Number.NaN } } }, 'rules.scoring.start: expected a whole number, got NaN'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { scoring: { perRunLifted: 1e301 } } }, 'rules.scoring.perRunLifted: 1e+301 is outside -1000000 to 1000000'],
      [{ ...base, layout: { tableau: [{ cards: 52 }] }, rules: { scoring: { perMove: -0.5 } } }, 'rules.scoring.perMove: expected a whole number, got -0.5'],
      [{ ...base, id: 'Spider 2' }, 'id: "Spider 2" is not lower-case kebab-case, such as "spider-2-suit"'],
      [{ id: 'x' }, 'name: expected a string, got nothing'],
      [{ ...base }, 'layout: expected an object, got nothing'],
    ];
    for (const [config, message] of cases) {
      const refusal = refusalOf(() => parseVariant(config), ['invalid-variant']);
      expect(refusal.message).toBe(message);
    }
  });

  it('refuses option names that would change an object\'s prototype instead of being kept', () => {
    const refusal = refusalOf(() => parseVariant(JSON.parse('{"id":"x","name":"X","layout":{"tableau":[{"cards":52}]},"options":{"__proto__":"x"}}')), ['invalid-variant']);
    expect(refusal.message).toBe('options.__proto__: is not a name an option may have');
  });
});

describe('a game\'s variant(options) with bad options', () => {
  it('refuses unknown options and values outside the choices, naming the option; gives the same variant otherwise', () => {
    for (const { game } of SHIPPED_GAMES) {
      fc.assert(fc.property(fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom(...game.options.map((o) => o.key)), fc.string({ maxLength: 6 })), fc.oneof(fc.anything({ maxDepth: 1 }), fc.constantFrom(...game.options.flatMap((o) => o.choices.map((c) => c.value))))),
        fc.anything({ maxDepth: 2 }),
      ), (options) => {
        let variant: Variant;
        try {
          variant = game.variant(options as never);
        } catch (error) {
          const refusal = expectClearRefusal(error, ['invalid-variant']);
          expect(refusal instanceof VariantError && refusal.field).toMatch(/^options\b/);
          return;
        }
        // Accepted: every given option was one of its choices; the variant records them with the defaults.
        expect(variant).toBe(game.variant({ ...game.defaults, ...(options as object) }));
      }), budget(200));
    }
  });
});

describe('positionFromText, parseCard, parseCards and parsePile with any text', () => {
  const code = fc.oneof(
    fc.constantFrom('AS', 'KH', 'TC', '9D', 'QS#1', 'KS#31', 'KS#32', '1S', '10H', 'as', 'AX', 'A', '', '#', 'AS#', 'AS#-1', 'AS#01', ' AS'),
    fc.string({ maxLength: 4 }),
  );

  it('parseCard gives a card id or refuses with invalid-notation quoting the code', () => {
    fc.assert(fc.property(fc.oneof(code, fc.anything({ maxDepth: 1 })), (text) => {
      let id: number;
      try {
        id = parseCard(text as string);
      } catch (error) {
        const refusal = expectClearRefusal(error, ['invalid-notation']);
        if (typeof text === 'string' && text.length <= 40) expect(refusal.message).toContain(JSON.stringify(text));
        return;
      }
      expect(Number.isInteger(id) && id >= 0 && id < 52 * 32).toBe(true);
    }), budget(1000));
  });

  it('parseCards and parsePile read piles or refuse clearly, whatever the text', () => {
    fc.assert(fc.property(fc.oneof(fc.array(fc.oneof(code, fc.constant('|')), { maxLength: 6 }).map((w) => w.join(' ')), fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 1 })), fc.boolean(), (text, down) => {
      try {
        const pile = parsePile(text as string, down);
        expect(pile.faceDown).toBeLessThanOrEqual(pile.cards.length);
        expect(parseCards((text as string).replace('|', ' '))).toEqual(pile.cards);
      } catch (error) {
        expectClearRefusal(error, ['invalid-notation']);
      }
    }), budget(1000));
  });

  it('positionFromText reads the named piles or refuses an unknown pile, bad text or bad extras clearly', () => {
    fc.assert(fc.property(
      fc.constantFrom(...SUBJECTS),
      fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom('t1', 't2', 'f1', 'c1', 'stock', 'waste'), fc.string({ maxLength: 4 })), fc.oneof(code, fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 0 }))),
        fc.anything({ maxDepth: 2 }),
      ),
      fc.oneof(fc.constant(undefined), fc.record({ score: fc.anything({ maxDepth: 0 }), movesMade: fc.anything({ maxDepth: 0 }), redealsUsed: fc.anything({ maxDepth: 0 }) }, { requiredKeys: [] }), fc.anything({ maxDepth: 1 })),
      ({ variant }, piles, extra) => {
        try {
          const state = positionFromText(variant, piles as Record<string, string>, extra as never);
          expect(state.piles).toHaveLength(variant.layout.tableau.length + foundationPiles(variant) + variant.layout.cells.length + (variant.rules.stock.kind === 'none' ? 0 : 1) + (variant.rules.stock.kind === 'draw-to-waste' ? 1 : 0) + (variant.layout.reserve ? 1 : 0));
          for (const field of ['score', 'movesMade', 'redealsUsed'] as const) expect(Number.isFinite(state[field])).toBe(true);
        } catch (error) {
          expectClearRefusal(error, ['invalid-notation', 'unknown-pile', 'invalid-snapshot']);
        }
      },
    ), budget(1000));
  });
});
