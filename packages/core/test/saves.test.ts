/**
 * Saves: versioned JSON holding the variant, its options and rules version, the seed and the moves.
 * Loading validates and replays; a corrupt or foreign save is refused with a clear message.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, extendVariant, Game, gameSource, PatienceError, type Variant } from '../src/index.js';
import { readSave, type SaveData } from '../src/entries/saves.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { caught } from './support/engine-helpers.js';

function played(): Game {
  const game = new Game(klondike, { seed: 1 });
  for (const m of ['t5>t1', 'd', 'd', 'd']) game.move(m);
  return game;
}

const GOOD: SaveData = {
  format: 'patience-save',
  version: 1,
  variant: { id: 'klondike', rulesVersion: '1', options: {} },
  seed: 1,
  moves: 't5>t1 d d d',
};

describe('save', () => {
  it('writes the variant, its rules version and options, the seed and the moves', () => {
    const game = played();
    game.move('d');
    game.undo(); // undone moves are not saved
    expect(game.save()).toEqual(GOOD);
    expect(JSON.stringify(game.save())).toBe(
      '{"format":"patience-save","version":1,"variant":{"id":"klondike","rulesVersion":"1","options":{}},"seed":1,"moves":"t5>t1 d d d"}',
    );
  });

  it('writes run moves with their count', () => {
    const game = new Game(spiderLike, { seed: 2 });
    game.move('t8>t1');
    game.move('t1>t5x2');
    expect(game.save().moves).toBe('t8>t1 t1>t5x2');
  });

  it('saves a fresh game with no moves', () => {
    expect(new Game(freecell, { seed: 4294967295 }).save()).toEqual({
      format: 'patience-save', version: 1, variant: { id: 'freecell', rulesVersion: '1', options: {} }, seed: 4294967295, moves: '',
    });
  });
});

describe('load', () => {
  it('replays a save to the same position and history', () => {
    const game = played();
    const loaded = Game.load(game.save(), klondike);
    expect(loaded.state).toEqual(game.state);
    expect(loaded.seed).toBe(1);
    expect(loaded.variant).toBe(klondike);
    expect(loaded.history()).toEqual(game.history());
    expect(loaded.canRedo()).toBe(false);
    // And the loaded game can be undone back to the deal.
    loaded.restart();
    expect(loaded.state).toEqual(new Game(klondike, { seed: 1 }).state);
  });

  it('reads the JSON text of a save', () => {
    const game = played();
    expect(Game.load(JSON.stringify(game.save()), klondike).state).toEqual(game.state);
  });

  it('finds the variant in a list or through a function', () => {
    const game = played();
    expect(Game.load(game.save(), [freecell, klondike]).state).toEqual(game.state);
    const asked: string[] = [];
    const source = (id: string): Variant | undefined => {
      asked.push(id);
      return id === 'klondike' ? klondike : undefined;
    };
    expect(Game.load(game.save(), source).state).toEqual(game.state);
    expect(asked).toEqual(['klondike']);
  });

  it('round-trips a variant with options', () => {
    const relaxed = extendVariant(spiderLike, {
      id: 'spider-like-relaxed', name: 'Spider-like (relaxed)', options: { relaxed: true }, rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } },
    });
    const game = new Game(relaxed, { seed: 1 });
    game.deal();
    expect(game.save().variant).toEqual({ id: 'spider-like-relaxed', rulesVersion: '1', options: { relaxed: true } });
    expect(Game.load(game.save(), relaxed).state).toEqual(game.state);
  });

  it('reads options a save leaves out (or "options": {}) as the game\'s defaults', () => {
    const drawGame = defineGame<{ draw: number }>({
      id: 'draw-game', name: 'Draw game', family: 'Klondike', otherNames: [], description: 'Klondike drawing one or three.',
      difficulty: 'medium', presets: [], tips: [],
      options: {
        draw: {
          key: 'draw', label: 'Cards drawn', default: 3,
          choices: [{ value: 1, label: 'One', description: 'One at a time.' }, { value: 3, label: 'Three', description: 'Three at a time.' }],
        },
      },
      config: ({ draw }) => ({ deck: klondike.deck, layout: klondike.layout, rules: { ...klondike.rules, stock: { kind: 'draw-to-waste', draw, redeals: 'unlimited' } } }),
    });
    const game = new Game(drawGame.variant(), { seed: 3 });
    game.deal();
    const saved = game.save();
    expect(saved.variant.options).toEqual({ draw: 3 });
    const empty = { ...saved, variant: { ...saved.variant, options: {} } };
    const none = { ...saved, variant: { id: saved.variant.id, rulesVersion: saved.variant.rulesVersion } };
    for (const save of [empty, none, JSON.stringify(none)]) {
      // A game's own variant, given as it is, knows its game's defaults too (a variant made on its own has none:
      // test/hostile-input.test.ts).
      const sources = [gameSource([drawGame]), (id: string, options: Readonly<Record<string, string | number | boolean>>) => drawGame.variant(options), drawGame.variant(), [drawGame.variant()]];
      for (const source of sources) {
        const loaded = Game.load(save, source);
        expect(loaded.variant).toBe(drawGame.variant());
        expect(loaded.state).toEqual(game.state);
      }
    }
    // An option the save names must still agree.
    const other = { ...saved, variant: { ...saved.variant, options: { draw: 1 } } };
    expect(caught(() => Game.load(other, drawGame.variant()))).toMatchObject({
      code: 'invalid-save', message: 'This save was made with options {"draw":1}, but the Draw game found has {"draw":3}.',
    });
  });

  it('saves a game started from a position with that position, and loads it back', () => {
    const start = played();
    const game = new Game(klondike, { position: start.snapshot() });
    game.move('d');
    const save = game.save();
    expect(save).toEqual({
      format: 'patience-save', version: 1, variant: { id: 'klondike', rulesVersion: '1', options: {} }, seed: null, start: start.state, moves: 'd',
    });
    const loaded = Game.load(JSON.stringify(save), klondike);
    expect(loaded.seed).toBeNull();
    expect(loaded.state).toEqual(game.state);
    loaded.undo();
    expect(loaded.state).toEqual(start.state);
  });

  it('readSave checks the shape without replaying', () => {
    expect(readSave({ ...GOOD, moves: 't1>t9' })).toEqual({ ...GOOD, moves: 't1>t9' });
    // Options may be left out, meaning none.
    expect(readSave({ ...GOOD, variant: { id: 'klondike', rulesVersion: '1' } })).toEqual(GOOD);
  });
});

describe('load refusals', () => {
  const cases: readonly (readonly [string, unknown, string, string?])[] = [
    ['not JSON', '{"format":', 'This save cannot be loaded: it is not valid JSON.'],
    ['not an object', '[1, 2]', 'This save cannot be loaded: save: expected an object, got an array.'],
    ['another format', { ...GOOD, format: 'chess-pgn' }, 'This save cannot be loaded: format: this is not a Patience save (expected "patience-save").'],
    ['another version', { ...GOOD, version: 2 }, 'This save cannot be loaded: version: this version of Patience reads save version 1, not 2.'],
    ['no version', { format: 'patience-save', variant: GOOD.variant, seed: 1, moves: '' }, 'This save cannot be loaded: version: missing; this version of Patience reads save version 1.'],
    ['an unknown field', { ...GOOD, board: [] }, 'This save cannot be loaded: board: unknown field; expected one of format, version, variant, seed, dealer, start, moves.'],
    ['no variant id', { ...GOOD, variant: { rulesVersion: '1' } }, 'This save cannot be loaded: variant.id: expected a string, got nothing.'],
    ['a bad option', { ...GOOD, variant: { ...GOOD.variant, options: { suits: null } } }, 'This save cannot be loaded: variant.options.suits: expected a string, a number or true or false.'],
    ['an unknown variant', { ...GOOD, variant: { ...GOOD.variant, id: 'nope' } }, 'This save is for a game "nope" that is not available here.', 'unknown-variant'],
    ['another rules version', { ...GOOD, variant: { ...GOOD.variant, rulesVersion: '0' } }, 'This save was made under version 0 of the rules of Klondike; this is version 1.'],
    ['other options', { ...GOOD, variant: { ...GOOD.variant, options: { relaxed: true } } }, 'This save was made with options {"relaxed":true}, but the Klondike found has {}.'],
    ['a negative seed', { ...GOOD, seed: -1 }, 'This save cannot be loaded: seed: expected a deal number from 0 to 4294967295, got -1.'],
    ['a seed as text', { ...GOOD, seed: '7' }, 'This save cannot be loaded: seed: expected a deal number from 0 to 4294967295, got "7".'],
    ['no deal number and no start', { ...GOOD, seed: null }, 'This save cannot be loaded: start: a save without a deal number needs its starting position.'],
    ['a deal number and a start', { ...GOOD, start: { piles: [] } }, 'This save cannot be loaded: start: a save with a deal number starts from that deal.'],
    ['a start that is not a position', { ...GOOD, seed: null, start: { piles: [] } }, 'This save cannot be loaded: its starting position is wrong: The position is not valid: piles: Klondike has 13 piles (t1, t2, t3, t4, t5, t6, t7, f1, f2, f3, f4, stock, waste); got 0.'],
    ['moves not text', { ...GOOD, moves: ['d'] }, 'This save cannot be loaded: moves: expected a string, got an array.'],
    ['bad notation', { ...GOOD, moves: 't5>t1 x' }, 'This save cannot be loaded: Move 2: "x" is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.'],
    ['an unknown pile', { ...GOOD, moves: 't5>t1 d t1>t9' }, 'This save cannot be loaded: move 3 (t1>t9) is not legal: There is no pile "t9" in Klondike.'],
    ['an illegal move', { ...GOOD, moves: 'd t1>t2' }, 'This save cannot be loaded: move 2 (t1>t2) is not legal: The 9 of clubs cannot go on the 5 of spades: build down in alternating colours.'],
  ];

  it.each(cases)('refuses %s', (_, save, message, code = 'invalid-save') => {
    const error = caught(() => Game.load(save, klondike));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).toMatchObject({ code, message });
  });

  it('refuses a save for a variant not in the list', () => {
    expect(caught(() => Game.load(GOOD, [freecell, spiderLike]))).toMatchObject({
      code: 'unknown-variant', message: 'This save is for a game "klondike" that is not available here.',
    });
    expect(caught(() => Game.load(GOOD, () => undefined))).toMatchObject({ code: 'unknown-variant' });
  });
});
