/**
 * defineGame: named rule options over a variant builder, checked where they are defined and where they are
 * used (links, saves); presets; gameSource for Game.load.
 */
import { describe, expect, it } from 'vitest';
import {
  defineGame, defineVariant, findPreset, Game, gameSource, optionCombinations, PatienceError, VariantError,
  type GameSpec, type Variant,
} from '../src/index.js';

type DrawOptions = { readonly draw: 1 | 3; readonly redeals: 'none' | 'unlimited' };

function buildKlondike(options: DrawOptions): Variant {
  return defineVariant({
    id: 'klondike',
    name: options.draw === 1 ? 'Klondike' : 'Klondike (draw three)',
    options,
    layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: {
      tableau: { emptyAccepts: 'king' },
      stock: { kind: 'draw-to-waste', draw: options.draw, redeals: options.redeals === 'none' ? 0 : 'unlimited' },
    },
  });
}

const spec: GameSpec<DrawOptions> = {
  id: 'klondike',
  name: 'Klondike',
  family: 'Klondike',
  otherNames: ['Patience'],
  description: 'The classic.',
  difficulty: 'medium',
  options: {
    draw: {
      key: 'draw', label: 'Cards drawn', default: 1,
      choices: [
        { value: 1, label: 'One', description: 'Draw one card at a time.' },
        { value: 3, label: 'Three', description: 'Draw three cards at a time.' },
      ],
    },
    redeals: {
      key: 'redeals', label: 'Redeals', default: 'unlimited',
      choices: [
        { value: 'none', label: 'None', description: 'The stock goes through once.' },
        { value: 'unlimited', label: 'Unlimited', description: 'Turn the waste over as often as you like.' },
      ],
    },
  },
  presets: [{ id: 'draw-3', name: 'Klondike (draw three)', options: { draw: 3 } }],
  tips: [{ tip: 'Turn up face-down cards first.', source: 'folklore' }],
  build: buildKlondike,
};

const klondike = defineGame(spec);

function complaint(f: () => unknown): { field: string; message: string } {
  try {
    f();
  } catch (error) {
    if (error instanceof VariantError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a VariantError');
}

describe('defineGame', () => {
  it('lists its options in menu order with their defaults, and its presets after the standard game', () => {
    expect(klondike.options.map((o) => o.key)).toEqual(['draw', 'redeals']);
    expect(klondike.defaults).toEqual({ draw: 1, redeals: 'unlimited' });
    expect(klondike.presets.map((p) => `${p.id}: ${p.name}`)).toEqual(['standard: Klondike', 'draw-3: Klondike (draw three)']);
    expect(klondike.tips).toEqual([{ tip: 'Turn up face-down cards first.', source: 'folklore' }]);
    expect(Object.isFrozen(klondike)).toBe(true);
  });

  it('lists every combination of its options, the defaults first, then each option\'s other values in menu order', () => {
    // redeals defaults to its second choice, 'unlimited', so 'none' follows it.
    expect(optionCombinations(klondike)).toEqual([
      { draw: 1, redeals: 'unlimited' }, { draw: 1, redeals: 'none' }, { draw: 3, redeals: 'unlimited' }, { draw: 3, redeals: 'none' },
    ]);
    expect(optionCombinations({ options: [] })).toEqual([{}]);
  });

  it('builds the variant for the given options, the rest at their defaults, and records all of them', () => {
    const v = klondike.variant({ draw: 3 });
    expect(v.name).toBe('Klondike (draw three)');
    expect(v.options).toEqual({ draw: 3, redeals: 'unlimited' });
    expect(v.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' });
    expect(klondike.variant().options).toEqual({ draw: 1, redeals: 'unlimited' });
  });

  it('gives the same variant object for the same options, however they are written', () => {
    expect(klondike.variant({ draw: 3 })).toBe(klondike.variant({ redeals: 'unlimited', draw: 3 }));
    expect(klondike.variant()).toBe(klondike.variant({ draw: 1 }));
    expect(klondike.variant()).not.toBe(klondike.variant({ draw: 3 }));
  });

  it('refuses an option the game does not have, naming it and the options it has', () => {
    expect(complaint(() => klondike.variant({ drew: 3 } as never))).toEqual({
      field: 'options.drew',
      message: 'options.drew: klondike has no such option; its options are draw, redeals',
    });
  });

  it('refuses a value that is not one of the choices, listing them', () => {
    expect(complaint(() => klondike.variant({ draw: 2 } as never))).toEqual({
      field: 'options.draw',
      message: 'options.draw: 2 is not one of 1, 3',
    });
    expect(complaint(() => klondike.variant({ draw: '3' } as never))).toEqual({
      field: 'options.draw',
      message: 'options.draw: "3" is not one of 1, 3',
    });
    expect(complaint(() => klondike.variant([] as never))).toEqual({
      field: 'options',
      message: 'options: expected an object of option values, got an array',
    });
  });

  it('refuses a spec whose option key, choices or default do not fit', () => {
    const draw = spec.options.draw;
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, key: 'cards' } } }))).toEqual({
      field: 'options.draw.key', message: 'options.draw.key: is "cards"; it must repeat the option\'s key',
    });
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, default: 3, choices: draw.choices.slice(0, 1) } } }))).toEqual({
      field: 'options.draw.choices', message: 'options.draw.choices: an option needs at least two choices',
    });
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, default: 2 as 1 } } }))).toEqual({
      field: 'options.draw.default', message: 'options.draw.default: 2 is not one of its choices',
    });
  });

  it('refuses control characters in the words a menu or a terminal shows, naming the field, the character and where it is', () => {
    const draw = spec.options.draw;
    const tail = 'text a player reads may not hold line breaks, tabs or other control characters';
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, label: 'Cards\u001b[2J drawn' } } }))).toEqual({
      field: 'options.draw.label', message: `options.draw.label: holds the control character U+001B at character 6; ${tail}`,
    });
    const [one, three] = draw.choices as readonly [(typeof draw.choices)[number], (typeof draw.choices)[number]];
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, choices: [one, { ...three, label: 'Th\tree' }] } } }))).toEqual({
      field: 'options.draw.choices[1].label', message: `options.draw.choices[1].label: holds the control character U+0009 at character 3; ${tail}`,
    });
    expect(complaint(() => defineGame({ ...spec, options: { ...spec.options, draw: { ...draw, choices: [{ ...one, description: 'Draw one.\nAt a time.' }, three] } } }))).toEqual({
      field: 'options.draw.choices[0].description', message: `options.draw.choices[0].description: holds the control character U+000A at character 10; ${tail}`,
    });
    expect(complaint(() => defineGame({ ...spec, presets: [{ id: 'draw-3', name: 'Klondike\u009b', options: { draw: 3 } }] }))).toEqual({
      field: 'presets[0].name', message: `presets[0].name: holds the control character U+009B at character 9; ${tail}`,
    });
    expect(complaint(() => defineGame({ ...spec, tips: [{ tip: 'Turn up\u0007 cards.', source: 'folklore' }] }))).toEqual({
      field: 'tips[0].tip', message: `tips[0].tip: holds the control character U+0007 at character 8; ${tail}`,
    });
    expect(complaint(() => defineGame({ ...spec, tips: [{ tip: 'Turn up cards.', source: 'folk\u007flore' }] }))).toEqual({
      field: 'tips[0].source', message: `tips[0].source: holds the control character U+007F at character 5; ${tail}`,
    });
    expect(complaint(() => defineGame({ ...spec, presets: [{ id: 'draw-3', name: 'K'.repeat(101), options: { draw: 3 } }] }))).toEqual({
      field: 'presets[0].name', message: 'presets[0].name: is 101 characters long; at most 100 are allowed',
    });
  });

  it('refuses a builder that forgets the options or the id, and presets that clash or do not build', () => {
    expect(complaint(() => defineGame({ ...spec, build: (o) => defineVariant({ ...buildKlondike(o), options: {} }) }))).toEqual({
      field: 'options.draw', message: 'options.draw: the variant built for 1 records nothing',
    });
    expect(complaint(() => defineGame({ ...spec, build: (o) => defineVariant({ ...buildKlondike(o), id: 'klondike-2' }) }))).toEqual({
      field: 'id', message: 'id: the variant built for game "klondike" has id "klondike-2"',
    });
    expect(complaint(() => defineGame({ ...spec, presets: [{ id: 'standard', name: 'Again', options: {} }] }))).toEqual({
      field: 'presets.standard', message: 'presets.standard: two presets share this id',
    });
    expect(complaint(() => defineGame({ ...spec, presets: [{ id: 'bad', name: 'Bad', options: { draw: 2 as 1 } }] }))).toEqual({
      field: 'options.draw', message: 'options.draw: 2 is not one of 1, 3',
    });
  });

  describe('states only what differs: option keys from their entries, and a config the game fills in', () => {
    const { draw, redeals } = spec.options;
    const short = defineGame<DrawOptions>({
      id: 'klondike', name: 'Klondike', otherNames: ['Patience'], description: 'The classic.', difficulty: 'medium',
      options: { draw: { ...draw, key: undefined }, redeals: { label: redeals.label, default: redeals.default, choices: redeals.choices } },
      presets: spec.presets,
      config: (o) => ({
        name: o.draw === 1 ? 'Klondike' : 'Klondike (draw three)',
        layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
        rules: {
          tableau: { emptyAccepts: 'king' },
          stock: { kind: 'draw-to-waste', draw: o.draw, redeals: o.redeals === 'none' ? 0 : 'unlimited' },
        },
      }),
    });

    it('gives each option the key it is listed under', () => {
      expect(short.options.map((o) => o.key)).toEqual(['draw', 'redeals']);
      expect(short.options[1]).toEqual(spec.options.redeals);
      expect(Object.isFrozen(short.options[1])).toBe(true);
    });

    it("makes the builder's variants, with the game's family, other names and description, which that builder leaves out", () => {
      for (const options of [{}, { draw: 3 }, { redeals: 'none' }, { draw: 3, redeals: 'none' }] as const) {
        expect(short.variant(options)).toEqual({
          ...klondike.variant(options), family: 'Klondike', otherNames: ['Patience'], description: 'The classic.',
        });
      }
    });

    it("fills the variant's id, family, other names, description, difficulty and name from the game, and records the options", () => {
      const bare = defineGame<DrawOptions>({
        id: 'bare', name: 'Bare', description: 'A test game.', difficulty: 'hard', options: spec.options,
        config: () => ({ layout: { tableau: [{ cards: 52 }] } }),
      });
      expect([bare.family, bare.otherNames]).toEqual(['Bare', []]);
      const v = bare.variant({ draw: 3 });
      expect([v.id, v.name, v.family, v.otherNames, v.description, v.difficulty, v.options]).toEqual(
        ['bare', 'Bare', 'Bare', [], 'A test game.', 'hard', { draw: 3, redeals: 'unlimited' }],
      );
      expect(v.rules.stock).toEqual({ kind: 'none' });
      expect(v.rules.scoring).toBeNull();
    });

    it('refuses a config and a build together, a config that is not a function, and a config that changes the id', () => {
      const config = (): { layout: { tableau: { cards: number }[] } } => ({ layout: { tableau: [{ cards: 52 }] } });
      expect(complaint(() => defineGame({ ...spec, config } as never))).toEqual({
        field: 'config', message: 'config: give either config or build, not both',
      });
      const noBuild = { ...spec, build: undefined };
      expect(complaint(() => defineGame({ ...noBuild, config: 'klondike' } as never))).toEqual({
        field: 'config', message: 'config: expected a function from options to a variant config, got "klondike"',
      });
      expect(complaint(() => defineGame({ ...noBuild } as never))).toEqual({
        field: 'build', message: 'build: expected a function from options to a variant (or a config function), got nothing',
      });
      expect(complaint(() => defineGame<DrawOptions>({ ...noBuild, config: () => ({ ...config(), id: 'other' }) }))).toEqual({
        field: 'id', message: 'id: the variant built for game "klondike" has id "other"',
      });
    });
  });

  it('finds the preset that names a set of options', () => {
    expect(findPreset(klondike, { draw: 3 })?.id).toBe('draw-3');
    expect(findPreset(klondike, {})?.id).toBe('standard');
    expect(findPreset(klondike, { redeals: 'none' })).toBeUndefined();
  });
});

describe('gameSource', () => {
  it('loads a save made with non-default options', () => {
    const game = new Game(klondike.variant({ draw: 3, redeals: 'none' }), { seed: 5 });
    game.deal();
    const loaded = Game.load(game.save(), gameSource([klondike]));
    expect(loaded.variant).toBe(klondike.variant({ draw: 3, redeals: 'none' }));
    expect(loaded.snapshot()).toEqual(game.snapshot());
  });

  it('refuses a save with an option value the game does not allow, naming the option', () => {
    const save = { ...new Game(klondike.variant(), { seed: 5 }).save() };
    const tampered = { ...save, variant: { ...save.variant, options: { draw: 2, redeals: 'unlimited' } } };
    let thrown: unknown;
    try {
      Game.load(tampered, gameSource([klondike]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PatienceError);
    expect((thrown as PatienceError).code).toBe('invalid-save');
    expect((thrown as PatienceError).message).toBe('This save cannot be loaded: options.draw: 2 is not one of 1, 3.');
  });

  it('refuses a save for a game it does not hold', () => {
    const save = new Game(klondike.variant(), { seed: 5 }).save();
    expect(() => Game.load({ ...save, variant: { ...save.variant, id: 'spider' } }, gameSource([klondike])))
      .toThrow('This save is for a game "spider" that is not available here.');
  });
});
