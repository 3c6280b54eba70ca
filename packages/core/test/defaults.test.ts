import { describe, expect, it } from 'vitest';
import { VariantError, defineVariant, extendVariant, parseVariant } from '../src/index.js';
import { VOCABULARY_FIELDS } from '../src/rules/field-docs.js';
import { editDistance, nearest } from '../src/rules/nearest.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';

/** One pile of all 52 cards: the smallest layout that needs no stock. */
const minimal = { id: 'probe', name: 'Probe', layout: { tableau: [{ cards: 52 }] } } as const;

/** The message a refusal gives, or a failure when the input is accepted. */
function refusal(input: unknown): string {
  try {
    parseVariant(input);
  } catch (error) {
    if (error instanceof VariantError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('defaults fill in every rule object: "a game states only what differs"', () => {
  it('fills a build given only its direction with the default match', () => {
    const v = defineVariant({ ...minimal, rules: { tableau: { build: { direction: 'up' } } } });
    expect(v.rules.tableau.build).toEqual({ direction: 'up', match: 'alternate-colour' });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'alternate-colour' });
  });

  it('fills a build given only its match with the default direction, and the pick-up follows the match', () => {
    const v = defineVariant({ ...minimal, rules: { tableau: { build: { match: 'same-suit' } } } });
    expect(v.rules.tableau.build).toEqual({ direction: 'down', match: 'same-suit' });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('fills a run pick-up with the build match', () => {
    const v = defineVariant({ ...minimal, rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'run' } } } });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'any-suit' });
  });

  it('reads a pick-up with only a match as a run', () => {
    const v = parseVariant({ ...minimal, rules: { tableau: { build: { match: 'any-suit' }, pickUp: { match: 'same-suit' } } } });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('fills a deck given only its number of decks with all four suits', () => {
    const v = parseVariant({ ...minimal, deck: { decks: 2 }, layout: { tableau: [{ cards: 104 }] } });
    expect(v.deck).toEqual({ decks: 2, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
  });

  it('fills a deck given only its suits with one deck', () => {
    expect(parseVariant({ ...minimal, deck: { suits: ['spades'] } }).deck).toEqual({ decks: 1, suits: ['spades'] });
  });

  it('fills an empty foundations object as up by suit, and one with a match as complete runs', () => {
    expect(parseVariant({ ...minimal, rules: { foundations: {} } }).rules.foundations).toEqual({ kind: 'up-by-suit', takeBack: false });
    expect(parseVariant({ ...minimal, rules: { foundations: { takeBack: true } } }).rules.foundations).toEqual({ kind: 'up-by-suit', takeBack: true });
    const spider = parseVariant({ ...minimal, rules: { foundations: { match: 'any-suit' } } });
    expect(spider.rules.foundations).toEqual({ kind: 'complete-runs', match: 'any-suit' });
    expect(spider.rules.effects.liftCompletedRuns).toBe(true);
  });

  it('reads a stock kind from its fields', () => {
    const tableau = [{ cards: 28 }];
    expect(parseVariant({ ...minimal, layout: { tableau }, rules: { stock: { draw: 3 } } }).rules.stock).toEqual({ kind: 'draw-to-waste', draw: 3, redeals: 0 });
    expect(parseVariant({ ...minimal, layout: { tableau }, rules: { stock: { redeals: 'unlimited' } } }).rules.stock).toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' });
    expect(parseVariant({ ...minimal, layout: { tableau }, rules: { stock: { emptyPiles: 'allow' } } }).rules.stock).toEqual({ kind: 'deal-row', emptyPiles: 'allow' });
    expect(parseVariant({ ...minimal, rules: { stock: {} } }).rules.stock).toEqual({ kind: 'none' });
  });

  it('fills an empty win object', () => {
    expect(parseVariant({ ...minimal, rules: { win: {} } }).rules.win).toEqual({ kind: 'all-on-foundations' });
  });

  it('states every default of a config that gives only the required fields', () => {
    const v = defineVariant(minimal);
    expect({ deck: v.deck, layout: v.layout, rules: v.rules }).toEqual({
      deck: { decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] },
      layout: { tableau: [{ cards: 52, faceDown: 0 }], cells: [] },
      rules: {
        tableau: { build: { direction: 'down', match: 'alternate-colour' }, pickUp: { kind: 'run', match: 'alternate-colour' }, runLimit: 'unlimited', emptyAccepts: 'any' },
        foundations: { kind: 'up-by-suit', takeBack: false },
        stock: { kind: 'none' },
        effects: { turnUpExposed: true, liftCompletedRuns: false },
        win: { kind: 'all-on-foundations' },
        scoring: null,
      },
    });
    expect([v.family, v.otherNames, v.difficulty, v.description, v.rulesVersion, v.options]).toEqual(['Probe', [], 'medium', '', '1', {}]);
  });

  it('has the defaults the field table states', () => {
    const v = defineVariant(minimal);
    const read: Record<string, unknown> = {
      'difficulty': v.difficulty,
      'deck.decks': v.deck.decks,
      'layout.tableau[].faceDown': v.layout.tableau[0]?.faceDown,
      'rules.tableau.build.direction': v.rules.tableau.build.direction,
      'rules.tableau.build.match': v.rules.tableau.build.match,
      'rules.tableau.pickUp.kind': v.rules.tableau.pickUp.kind,
      'rules.tableau.runLimit': v.rules.tableau.runLimit,
      'rules.tableau.emptyAccepts': v.rules.tableau.emptyAccepts,
      'rules.foundations.kind': v.rules.foundations.kind,
      'rules.stock.kind': v.rules.stock.kind,
      'rules.effects.turnUpExposed': v.rules.effects.turnUpExposed,
      'rules.win.kind': v.rules.win.kind,
    };
    for (const [path, value] of Object.entries(read)) {
      expect([path, (VOCABULARY_FIELDS as Record<string, { default?: unknown }>)[path]?.default]).toEqual([path, value]);
    }
  });
});

describe('extendVariant fills the new kind of a rule with its defaults', () => {
  it('changes a top-card pick-up to runs that follow the build', () => {
    const base = defineVariant({ ...minimal, rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' } } } });
    const runs = extendVariant(base, { id: 'runs', rules: { tableau: { pickUp: { kind: 'run' } } } });
    expect(runs.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('changes only the number of decks', () => {
    const double = extendVariant(klondike, { id: 'double-klondike', deck: { decks: 2 } });
    expect(double.deck).toEqual({ decks: 2, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
  });

  it('changes the build direction of Spider alone, keeping its any-suit build match and same-suit pick-up', () => {
    const v = extendVariant(spiderLike, { id: 'spider-up', rules: { tableau: { build: { direction: 'up' } } } });
    expect(v.rules.tableau.build).toEqual({ direction: 'up', match: 'any-suit' });
    expect(v.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'same-suit' });
  });

  it('names the kind a field belongs to when it is merged into another kind', () => {
    expect(() => extendVariant(spiderLike, { id: 'spider-draw', rules: { stock: { draw: 3 } } })).toThrow(
      'rules.stock.draw: unknown field; expected one of kind, emptyPiles, shortRow; `draw` belongs to a "draw-to-waste" stock, and this one is "deal-row"',
    );
  });
});

describe('refusals point to the fix', () => {
  const tableau28 = { tableau: [{ cards: 28 }] };
  it.each<[string, unknown, string]>([
    ['a run limit of one card', { ...minimal, rules: { tableau: { runLimit: 1 } } },
      'rules.tableau.runLimit: expected one of "unlimited", "free-spaces", "doubling-per-empty-pile", got 1; one card at a time is `pickUp: { kind: \'top-card\' }`'],
    ['a run limit of some other number', { ...minimal, rules: { tableau: { runLimit: 4 } } },
      'rules.tableau.runLimit: expected one of "unlimited", "free-spaces", "doubling-per-empty-pile", got 4; a fixed number of cards is not a run limit the vocabulary has; "free-spaces" counts empty cells and columns as FreeCell does'],
    ['redeals of Infinity', { ...minimal, layout: tableau28, rules: { stock: { kind: 'draw-to-waste', redeals: Infinity } } },
      'rules.stock.redeals: got Infinity; no limit is written "unlimited"'],
    ['more redeals than the range', { ...minimal, layout: tableau28, rules: { stock: { kind: 'draw-to-waste', redeals: 5000 } } },
      'rules.stock.redeals: 5000 is outside 0 to 1000; more redeals than that is written "unlimited"'],
    ['negative redeals', { ...minimal, layout: tableau28, rules: { stock: { kind: 'draw-to-waste', redeals: -1 } } },
      'rules.stock.redeals: -1 is outside 0 to 1000'],
    ['a negative face-down count', { ...minimal, layout: { tableau: [{ cards: 52, faceDown: -1 }] } },
      'layout.tableau[0].faceDown: -1 is outside 0 to 52'],
    ['a misspelt field', { ...minimal, rules: { tableau: { emptyAccept: 'king' } } },
      'rules.tableau.emptyAccept: unknown field; expected one of build, pickUp, runLimit, emptyAccepts, redeal, maxCards, takesFrom, grid; did you mean `emptyAccepts`?'],
    ['a field in the wrong case', { ...minimal, rules: { tableau: { runlimit: 'free-spaces' } } },
      'rules.tableau.runlimit: unknown field; expected one of build, pickUp, runLimit, emptyAccepts, redeal, maxCards, takesFrom, grid; did you mean `runLimit`?'],
    ['an American spelling', { ...minimal, rules: { tableau: { build: { match: 'alternate-color' } } } },
      'rules.tableau.build.match: expected one of "alternate-colour", "same-suit", "any-suit", "same-colour", "other-suit", got "alternate-color"; did you mean "alternate-colour"?'],
    ['a suit in the singular', { ...minimal, deck: { suits: ['spade'] } },
      'deck.suits[0]: expected one of "clubs", "diamonds", "hearts", "spades", got "spade"; did you mean "spades"?'],
    ['a field far from any known one', { ...minimal, rules: { tableau: { reserve: 3 } } },
      'rules.tableau.reserve: unknown field; expected one of build, pickUp, runLimit, emptyAccepts, redeal, maxCards, takesFrom, grid'],
  ])('%s', (_, input, message) => {
    expect(refusal(input)).toBe(message);
  });
});

describe('nearest: "did you mean"', () => {
  it('counts edits', () => {
    expect([editDistance('kitten', 'sitting'), editDistance('Draw', 'draw'), editDistance('', 'abc')]).toEqual([3, 0, 3]);
  });
  it('names a word only within a third of its length and only when no other is as near', () => {
    expect(nearest('emptyAccept', ['build', 'emptyAccepts'])).toBe('emptyAccepts');
    expect(nearest('xyz', ['build', 'pickUp'])).toBeUndefined();
    expect(nearest('ab', ['ac', 'ad'])).toBeUndefined();
  });
});
