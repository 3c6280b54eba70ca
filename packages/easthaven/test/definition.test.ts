/**
 * The game definition: metadata, the three rule options and what each builds, the presets, the tips,
 * saves that carry their options, and the rules text a player reads.
 */
import { describe, expect, it } from 'vitest';
import { findPreset, Game, gameSource, parseVariant, rulesMarkdown, VariantError } from '@patience/core';
import { easthaven, type EasthavenOptions } from '../src/index.js';
import { preset, standard, caught } from './support.js';

const SEEDS = ['the classic Easthaven rules', 'the Card Game Rules page'];

/** Every combination of option values. */
function allOptions(): EasthavenOptions[] {
  const out: EasthavenOptions[] = [];
  for (const emptyColumns of ['king', 'any'] as const) {
    for (const dealWithEmptyColumns of ['forbid', 'allow-if-unfillable', 'allow'] as const) {
      for (const foundationTakeBack of [false, true]) out.push({ emptyColumns, dealWithEmptyColumns, foundationTakeBack });
    }
  }
  return out;
}

describe('easthaven: the game', () => {
  it('names the game', () => {
    expect(easthaven.id).toBe('easthaven');
    expect(easthaven.name).toBe('Easthaven');
    expect(easthaven.family).toBe('Klondike');
    expect(easthaven.difficulty).toBe('medium');
    expect(easthaven.description).toBe('Seven columns of three; build down in alternating colours; deal a row across when stuck.');
    // Every preset's variant carries the same metadata; only its options differ.
    for (const p of easthaven.presets) {
      expect(easthaven.variant(p.options)).toMatchObject({
        id: 'easthaven', name: 'Easthaven', family: 'Klondike', otherNames: [], difficulty: 'medium', rulesVersion: '1',
        description: 'Seven columns of three; build down in alternating colours; deal a row across when stuck.',
      });
    }
  });

  it('plays one standard 52-card deck, seven columns of three with the bottom two face down, and a stock', () => {
    // 000 seed: "Shuffle a standard 52-card deck. Deal seven tableau columns of three cards each. The bottom two
    // cards in each column are face-down; the top card is face-up."
    expect(standard.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
    expect(standard.layout).toEqual({ tableau: Array.from({ length: 7 }, () => ({ cards: 3, faceDown: 2 })), cells: [] });
    expect(standard.rules).toEqual({
      tableau: { build: { direction: 'down', match: 'alternate-colour' }, pickUp: { kind: 'run', match: 'alternate-colour' }, runLimit: 'unlimited', emptyAccepts: 'king' },
      foundations: { kind: 'up-by-suit', takeBack: false },
      stock: { kind: 'deal-row', emptyPiles: 'forbid' },
      effects: { turnUpExposed: true, liftCompletedRuns: false },
      win: { kind: 'all-on-foundations' },
      scoring: null,
    });
  });

  it('is plain data: every variant it builds survives JSON', () => {
    for (const options of allOptions()) {
      const variant = easthaven.variant(options);
      expect(parseVariant(JSON.parse(JSON.stringify(variant)))).toEqual(variant);
    }
  });
});

describe('easthaven: options', () => {
  it('has three options in menu order, defaulting to the 000 seed rules', () => {
    expect(easthaven.options.map((o) => o.key)).toEqual(['emptyColumns', 'dealWithEmptyColumns', 'foundationTakeBack']);
    expect(easthaven.defaults).toEqual({ emptyColumns: 'king', dealWithEmptyColumns: 'forbid', foundationTakeBack: false });
    expect(standard.options).toEqual(easthaven.defaults);
    expect(easthaven.options.map((o) => o.choices.map((c) => c.value))).toEqual([
      ['king', 'any'],
      ['forbid', 'allow-if-unfillable', 'allow'],
      [false, true],
    ]);
  });

  it('builds each combination of options into the rules it names, and records the options', () => {
    for (const options of allOptions()) {
      const variant = easthaven.variant(options);
      expect(variant.id).toBe('easthaven');
      expect(variant.options).toEqual(options);
      expect(variant.rules.tableau.emptyAccepts).toBe(options.emptyColumns);
      expect(variant.rules.stock).toEqual({ kind: 'deal-row', emptyPiles: options.dealWithEmptyColumns });
      expect(variant.rules.foundations).toEqual({ kind: 'up-by-suit', takeBack: options.foundationTakeBack });
      // Nothing else changes with the options.
      expect({ ...variant, options: null, rules: { ...variant.rules, tableau: { ...variant.rules.tableau, emptyAccepts: null }, stock: null, foundations: null } })
        .toEqual({ ...standard, options: null, rules: { ...standard.rules, tableau: { ...standard.rules.tableau, emptyAccepts: null }, stock: null, foundations: null } });
    }
  });

  it('gives the same variant object for the same options, defaults filled in', () => {
    expect(easthaven.variant()).toBe(standard);
    expect(easthaven.variant({ emptyColumns: 'king' })).toBe(standard);
    expect(easthaven.variant({ foundationTakeBack: true })).toBe(easthaven.variant({ foundationTakeBack: true, dealWithEmptyColumns: 'forbid' }));
    expect(easthaven.variant({ foundationTakeBack: true })).not.toBe(standard);
  });

  it('refuses an option it does not have, or a value it does not allow, naming the option', () => {
    const badValue = caught(() => easthaven.variant({ emptyColumns: 'queen' } as unknown as Partial<EasthavenOptions>));
    expect(badValue).toBeInstanceOf(VariantError);
    expect(badValue).toMatchObject({ code: 'invalid-variant', field: 'options.emptyColumns', message: 'options.emptyColumns: "queen" is not one of "king", "any"' });
    const unknown = caught(() => easthaven.variant({ redeals: 1 } as unknown as Partial<EasthavenOptions>));
    expect(unknown).toMatchObject({
      code: 'invalid-variant',
      field: 'options.redeals',
      message: 'options.redeals: easthaven has no such option; its options are emptyColumns, dealWithEmptyColumns, foundationTakeBack',
    });
  });

  it('labels every option and describes every choice in a sentence', () => {
    for (const option of easthaven.options) {
      expect(option.label).not.toBe('');
      for (const choice of option.choices) {
        expect(choice.label).not.toBe('');
        expect(choice.description).toMatch(/\.$/);
      }
    }
  });
});

describe('easthaven: presets', () => {
  it('lists the standard game, lenient deals and the PySolFC rules', () => {
    expect(easthaven.presets.map((p) => [p.id, p.name])).toEqual([
      ['standard', 'Easthaven'],
      ['lenient-deals', 'Easthaven (deal past gaps no King can fill)'],
      ['pysol', 'Easthaven (PySolFC rules)'],
    ]);
    expect(preset('standard')).toBe(standard);
    expect(preset('lenient-deals').options).toEqual({ emptyColumns: 'king', dealWithEmptyColumns: 'allow-if-unfillable', foundationTakeBack: false });
    // PySolFC's Easthaven: any card fills a gap (AC_RowStack), the talon deals whatever is empty
    // (DealRowTalonStack), and the top card of a foundation may be dragged back (its default max_move=1).
    expect(preset('pysol').options).toEqual({ emptyColumns: 'any', dealWithEmptyColumns: 'allow', foundationTakeBack: true });
  });

  it('names the preset a set of options makes, if any', () => {
    expect(findPreset(easthaven, {})?.id).toBe('standard');
    expect(findPreset(easthaven, { dealWithEmptyColumns: 'allow-if-unfillable' })?.id).toBe('lenient-deals');
    expect(findPreset(easthaven, { emptyColumns: 'any', dealWithEmptyColumns: 'allow', foundationTakeBack: true })?.id).toBe('pysol');
    expect(findPreset(easthaven, { foundationTakeBack: true })).toBeUndefined();
  });
});

describe('easthaven: tips', () => {
  it('gives the strategy tips of both seed documents, each with its source', () => {
    expect(easthaven.tips).toHaveLength(5);
    for (const tip of easthaven.tips) expect(SEEDS).toContain(tip.source);
    expect(new Set(easthaven.tips.map((t) => t.source))).toEqual(new Set(SEEDS));
  });
});

describe('easthaven: saves', () => {
  it('a saved game names its options and loads back under them', () => {
    const lenient = preset('lenient-deals');
    const game = new Game(lenient, { seed: 1 });
    game.move('t3>t6');
    game.deal();
    const saved = JSON.stringify(game.save());
    expect(JSON.parse(saved)).toMatchObject({
      variant: { id: 'easthaven', rulesVersion: '1', options: { emptyColumns: 'king', dealWithEmptyColumns: 'allow-if-unfillable', foundationTakeBack: false } },
      seed: 1,
      moves: 't3>t6 d',
    });
    const again = Game.load(saved, gameSource([easthaven]));
    expect(again.variant).toBe(lenient);
    expect(again.state).toEqual(game.state);
  });

  it('refuses a save with an option Easthaven does not allow', () => {
    const save = { ...new Game(standard, { seed: 1 }).save(), variant: { id: 'easthaven', rulesVersion: '1', options: { emptyColumns: 'queen' } } };
    expect(caught(() => Game.load(save, gameSource([easthaven])))).toMatchObject({
      code: 'invalid-save',
      message: 'This save cannot be loaded: options.emptyColumns: "queen" is not one of "king", "any".',
    });
  });
});

describe('easthaven: rules text', () => {
  it('states the standard rules', () => {
    expect(rulesMarkdown(standard)).toBe(`# Easthaven

Seven columns of three; build down in alternating colours; deal a row across when stuck.

## Cards

- One standard deck of 52 cards.

## Layout

- Deal seven columns of 3 cards (the bottom two face down and the top one face up).
- The remaining 31 cards form the stock.
- There are four foundations, empty at the start.

## Tableau

- Build down in alternating colours: a card goes on a card one rank higher of the other colour.
- A run of face-up cards built down in alternating colours may move as a unit.
- There is no limit on how many cards a run move carries.
- Only a King, or a run led by a King, may fill an empty column.
- A face-down card left on top of a column turns face up by itself.

## Foundations

- Each foundation is built up in one suit from Ace to King, one card at a time.
- Cards on the foundations stay there.

## Stock

- A deal puts one face-up card from the stock on each column, left to right: four deals of 7, then a last deal of 3 to the three leftmost columns.
- You may not deal while a column is empty.
- There is no redeal.

## Winning

- The game is won when all 52 cards are on the foundations.
`);
  });
});
