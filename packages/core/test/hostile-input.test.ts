/**
 * Hostile input (issue 17): each class of input that crashed, hung, leaked hidden cards or misread a save,
 * refused with the library's typed error (or, where it is legal, working). The reliability suite's fuzzers
 * generate each class too (packages/reliability); these are the exact cases.
 */
import { describe, expect, it } from 'vitest';
import {
  buildsOn, cardCode, cardId, cardName, dealsLeft, defineGame, gameSource, isWon, lessonProgress, pickUpDepth, pileName, redealsLeft,
  runMoveLimit, shuffled, snapshot, startLesson, whyIllegal,
  deal, deckCards, deckSize, extendVariant, Game, parseVariant, stateFromSnapshot, legalMoves, MAX_SAVE_MOVES, MAX_SAVE_TEXT, PatienceError, type DeckSpec, type Variant,
} from './support/everything.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

/** A refusal as `code: message`. */
function refusal(fn: () => unknown): string {
  const error = caught(fn);
  if (!(error instanceof PatienceError)) throw new Error(`expected a PatienceError, got ${String(error)}`);
  return `${error.code}: ${error.message}`;
}

/** A plain, unfrozen copy of a variant, as a caller builds one by hand or reads one from JSON. */
function handMade(variant: Variant): Record<string, unknown> {
  return JSON.parse(JSON.stringify(variant)) as Record<string, unknown>;
}

describe('the engine reads only variants core made, which are frozen (items 2 and 4)', () => {
  const notMade = `invalid-variant: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first`;

  it('refuses a hand-made variant, saying to pass it through parseVariant, instead of failing deep in the engine', () => {
    const raw = handMade(klondike);
    expect(refusal(() => deal(raw as unknown as Variant, 3))).toBe(notMade);
    expect(refusal(() => new Game(raw as unknown as Variant, { seed: 3 }))).toBe(notMade);
  });

  it('plays a hand-made variant passed through parseVariant, whose copy a later change to the object does not reach', () => {
    const raw = handMade(klondike);
    const variant = parseVariant(raw);
    const first = deal(variant, 3);
    raw.deck = { decks: 1e9, suits: ['spades'] };
    expect(deal(variant, 3)).toEqual(first);
    expect(Object.isFrozen(variant.deck)).toBe(true);
  });

  it('fills the defaults of a hand-made variant missing fields once it is parsed', () => {
    const raw = handMade(klondike) as { deck?: unknown; layout: { cells?: unknown }; rules: Record<string, Record<string, unknown>> };
    delete raw.deck;
    delete raw.layout.cells;
    delete raw.rules.effects;
    delete raw.rules.foundations;
    delete (raw.rules.tableau as { pickUp?: unknown }).pickUp;
    delete (raw.rules.stock as { draw?: unknown }).draw;
    const variant = parseVariant(raw);
    const game = new Game(variant, { seed: 5 });
    expect(game.state).toEqual(new Game(klondike, { seed: 5 }).state);
    expect(legalMoves(variant, game.state)).toEqual(legalMoves(klondike, game.state));
    game.deal();
    // Draw one, as the default says, not the whole stock.
    expect(game.pile('waste').cards).toHaveLength(1);
  });

  it('refuses a broken hand-made variant by field when it is parsed', () => {
    const raw = handMade(klondike);
    raw.deck = { decks: 1e9, suits: ['spades'] };
    expect(refusal(() => parseVariant(raw))).toBe('invalid-variant: deck.decks: 1000000000 is outside 1 to 8');
  });
});

/** A save of Klondike deal 1 whose moves are `moves`. */
function klondikeSave(moves: string): Record<string, unknown> {
  return { ...new Game(klondike, { seed: 1 }).save(), moves };
}

/** `count` legal Klondike moves: turn the whole stock onto the waste and back, over and over. */
function stockCycles(count: number): string {
  const cycle = [...Array<string>(24).fill('d'), 'r'];
  return Array.from({ length: count }, (_, i) => cycle[i % cycle.length]).join(' ');
}

describe('a save holds at most MAX_SAVE_MOVES moves, parsed as they are replayed (item 1)', () => {
  it('loads a save at the limit', () => {
    const game = Game.load(klondikeSave(stockCycles(MAX_SAVE_MOVES)), klondike);
    expect(game.history()).toHaveLength(MAX_SAVE_MOVES);
    expect(game.state.redealsUsed).toBe(Math.floor(MAX_SAVE_MOVES / 25));
  });

  it('refuses one move more before replaying any', () => {
    expect(refusal(() => Game.load(klondikeSave(`${stockCycles(MAX_SAVE_MOVES)} d`), klondike)))
      .toBe(`invalid-save: This save cannot be loaded: moves: holds ${MAX_SAVE_MOVES + 1} moves; a save holds at most ${MAX_SAVE_MOVES}.`);
  });

  it('refuses a move list or a save text too long to hold that many moves, by its length', () => {
    const long = 'd '.repeat(MAX_SAVE_MOVES * 9 + 1);
    expect(refusal(() => Game.load(klondikeSave(long), klondike)))
      .toBe(`invalid-save: This save cannot be loaded: moves: ${long.length} characters is longer than the ${MAX_SAVE_MOVES} moves a save may hold.`);
    const text = JSON.stringify(klondikeSave('')) + ' '.repeat(MAX_SAVE_TEXT);
    expect(refusal(() => Game.load(text, klondike)))
      .toBe(`invalid-save: This save cannot be loaded: its text is ${text.length} characters long; a save holds at most ${MAX_SAVE_TEXT}.`);
  });

  it('stops at the first bad move without parsing the rest', () => {
    const moves = `t1>t2 ${'zz '.repeat(MAX_SAVE_MOVES - 1)}`;
    expect(refusal(() => Game.load(klondikeSave(moves), klondike)))
      .toBe('invalid-save: This save cannot be loaded: move 1 (t1>t2) is not legal: The 9 of clubs cannot go on the 5 of spades: build down in alternating colours.');
  });
});

describe('a save\'s smaller edges (item 12)', () => {
  it('reads a save text that starts with a byte-order mark', () => {
    const text = `\uFEFF${JSON.stringify(klondikeSave('d d'))}`;
    expect(Game.load(text, klondike).history()).toHaveLength(2);
  });

  it('refuses an unknown field inside the save\'s variant', () => {
    const save = klondikeSave('d');
    save.variant = { id: 'klondike', rulesVersion: '1', options: {}, draw: 3 };
    expect(refusal(() => Game.load(save, klondike)))
      .toBe('invalid-save: This save cannot be loaded: variant.draw: unknown field; expected one of id, rulesVersion, options.');
  });

  it('says that the variant a source found is not one core made, and what to do', () => {
    const bad = { ...JSON.parse(JSON.stringify(klondike)), deck: { decks: 0, suits: ['spades'] } } as Variant;
    expect(refusal(() => Game.load(klondikeSave('d'), () => bad)))
      .toBe('invalid-variant: This save cannot be loaded: the variant found for "klondike" is refused: variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game\'s variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first.');
  });
});

describe('deckCards and deckSize take only a deck a variant may have (item 3)', () => {
  it.each([
    [{ decks: 1e9, suits: ['spades'] }, 'deck.decks: 1000000000 is outside 1 to 8'],
    [{ decks: -1, suits: ['spades'] }, 'deck.decks: -1 is outside 1 to 8'],
    [{ decks: 1.5, suits: ['spades'] }, 'deck.decks: expected a whole number, got 1.5'],
    [{ decks: 1, suits: ['spades', 'spades'] }, 'deck.suits: names a suit twice'],
    [{ decks: 1, suits: [] }, 'deck.suits: has 0 suits; a deck is spread over 1, 2 or 4 suits'],
    [null, 'deck: expected an object, got null'],
  ])('refuses %j', (spec, message) => {
    expect(refusal(() => deckCards(spec as DeckSpec))).toBe(`invalid-variant: ${message}`);
    expect(refusal(() => deckSize(spec as DeckSpec))).toBe(`invalid-variant: ${message}`);
  });

  it('still counts and lists a good deck', () => {
    expect(deckSize({ decks: 2, suits: ['spades', 'hearts'] })).toBe(104);
    expect(deckCards({ decks: 8, suits: ['spades'] })).toHaveLength(416);
  });
});

describe('the option that hides face-down cards fails closed (item 8)', () => {
  const game = new Game(klondike, { seed: 1 });
  it.each(['true', 1, 'yes', null, 5, 0])('refuses hideFaceDown %j', (value) => {
    expect(refusal(() => game.snapshot({ hideFaceDown: value } as never)))
      .toBe(`invalid-option: The option hideFaceDown of a snapshot must be true or false; got ${JSON.stringify(value)}.`);
  });

  it('refuses options that are not an object, or misnamed', () => {
    expect(refusal(() => game.snapshot('hide' as never))).toBe('invalid-option: The options of a snapshot are an object such as { hideFaceDown: true }; got "hide".');
    expect(refusal(() => game.snapshot({ hideFacedown: true } as never))).toBe('invalid-option: "hideFacedown" is not an option of a snapshot; its one option is hideFaceDown.');
  });

  it('hides with true, shows with false or nothing', () => {
    expect(game.snapshot({ hideFaceDown: true }).piles[1]?.cards[0]).toEqual({ faceUp: false });
    expect(game.snapshot({ hideFaceDown: false }).view).toBe('full');
    expect(game.snapshot().view).toBe('full');
  });
});

describe('a position the engine produced can be read back (item 9)', () => {
  it('reads a Klondike position past 1,000 unlimited redeals', () => {
    const game = Game.load(klondikeSave(stockCycles(25 * 1001)), klondike);
    expect(game.state.redealsUsed).toBe(1001);
    expect(stateFromSnapshot(klondike, game.snapshot())).toEqual(game.state);
    expect(new Game(klondike, { position: game.state }).state).toEqual(game.state);
  });

  it('bounds redeals used by the variant\'s own rule', () => {
    const three = extendVariant(klondike, { id: 'klondike-three-redeals', rules: { stock: { kind: 'draw-to-waste', draw: 1, redeals: 3 } } });
    const state = { ...deal(three, 1), redealsUsed: 4 };
    expect(refusal(() => stateFromSnapshot(three, state))).toBe('invalid-snapshot: The position is not valid: redealsUsed: 4 is outside 0 to 3.');
  });
});

describe('a derived variant needs its own id, so a save never loads into other rules (item 7)', () => {
  it('refuses the base\'s own id with the base\'s options', () => {
    expect(refusal(() => extendVariant(klondike, { id: 'klondike', rules: { stock: { draw: 3 } } })))
      .toBe('invalid-variant: id: "klondike" is the id of the variant it is made from; a variant with other rules needs its own id (or other options), so that a save of one never loads into the other');
  });

  it('refuses a missing id', () => {
    expect(refusal(() => extendVariant(klondike, { rules: { stock: { draw: 3 } } } as never)))
      .toBe('invalid-variant: id: missing; a variant made from "klondike" needs its own id');
  });

  it('takes a new id, or the same id with other options, which a save tells apart', () => {
    const draw3 = extendVariant(klondike, { id: 'klondike-3', rules: { stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' } } });
    expect(refusal(() => Game.load(new Game(klondike, { seed: 1 }).save(), draw3))).toBe('unknown-variant: This save is for a game "klondike" that is not available here.');
    const optioned = extendVariant(klondike, { id: 'klondike', options: { draw: 3 }, rules: { stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' } } });
    expect(refusal(() => Game.load(new Game(klondike, { seed: 1 }).save(), optioned))).toMatch(/^invalid-save: This save was made with options \{\}/);
  });
});

describe('author-facing and engine functions refuse null and {} with typed errors (item 6)', () => {
  const state = deal(klondike, 1);
  it.each([
    ['defineGame(null)', () => defineGame(null as never), 'invalid-variant: game: expected an object, got null'],
    ['defineGame({})', () => defineGame({} as never), 'invalid-variant: id: expected a string, got nothing'],
    ['gameSource(null)', () => gameSource(null as never), 'invalid-variant: games: expected a list of games made by defineGame, got null'],
    ['gameSource([{}])', () => gameSource([{}] as never), 'invalid-variant: games[0]: expected a game made by defineGame, got an object'],
    ['startLesson(null)', () => startLesson(null as never, {} as never), 'invalid-variant: game: expected a game made by defineGame, got null'],
    ['lessonProgress(null)', () => lessonProgress(null as never, {} as never), 'invalid-option: A lesson is followed in a Game (from startLesson); got null.'],
    ['lessonProgress(game, {})', () => lessonProgress(new Game(klondike, { seed: 1 }), {} as never), 'invalid-variant: lesson.solution: expected an array, got nothing'],
    ['buildsOn(null)', () => buildsOn(null as never, 1, 2), 'invalid-variant: rule: expected an object, got null'],
    ['buildsOn({}, …)', () => buildsOn({} as never, 1, 2), 'invalid-variant: rule.direction: expected one of "down", "up", "up-or-down", "none", got nothing'],
    ['pickUpDepth(null)', () => pickUpDepth(null as never, { kind: 'top-card' }, 'down'), 'invalid-variant: pile: expected an object, got null'],
    ['runMoveLimit({})', () => runMoveLimit({} as never, 0, 0), 'invalid-variant: rules.runLimit: expected one of "unlimited", "free-spaces", "doubling-per-empty-pile", got nothing'],
    ['dealsLeft(v, {})', () => dealsLeft(klondike, {} as never), 'invalid-snapshot: The position is not valid: piles: expected an array, got nothing.'],
    ['redealsLeft(v, null)', () => redealsLeft(klondike, null as never), 'invalid-snapshot: The position is not valid: position: expected an object, got null.'],
    ['isWon(v, { piles: [] })', () => isWon(klondike, { ...state, piles: [] }), 'invalid-snapshot: The position is not valid: piles: Klondike has 13 piles; got 0.'],
    ['whyIllegal(v, pile null)', () => whyIllegal(klondike, { ...state, piles: [null, ...state.piles.slice(1)] } as never, { kind: 'deal' }), 'invalid-snapshot: The position is not valid: piles[0]: expected an object of cards and faceDown.'],
    ['snapshot(v, bad card)', () => snapshot(klondike, { ...state, piles: [{ cards: [1.5], faceDown: 0 }, ...state.piles.slice(1)] }), 'invalid-snapshot: The position is not valid: piles[0].cards[0]: expected a whole number, got 1.5.'],
    ['whyIllegal(v, piles with a forEach that skips them)', () => whyIllegal(klondike, { ...state, piles: Object.assign([null, ...state.piles.slice(1)], { forEach: () => undefined }) } as never, { kind: 'deal' }), 'invalid-snapshot: The position is not valid: piles[0]: expected an object of cards and faceDown.'],
  ])('%s', (_, run, message) => {
    expect(refusal(run)).toBe(message);
  });
});

describe('smaller ones (item 12)', () => {
  it.each([
    ['cardName(-1)', () => cardName(-1), 'invalid-card: A card id is a whole number from 0 to 1663; got -1.'],
    ['cardCode(1.5)', () => cardCode(1.5), 'invalid-card: A card id is a whole number from 0 to 1663; got 1.5.'],
    ['cardId(1.5, spades)', () => cardId(1.5 as never, 'spades', 0), 'invalid-card: A rank is a whole number from 1 (Ace) to 13 (King); got 1.5.'],
    ['cardId(1, stars)', () => cardId(1, 'stars' as never), 'invalid-card: A suit is one of clubs, diamonds, hearts, spades; got "stars".'],
    ['cardId(1, spades, -1)', () => cardId(1, 'spades', -1), 'invalid-card: A copy is a whole number from 0 to 31; got -1.'],
    ['pileName(constructor)', () => pileName('constructor'), 'unknown-pile: A pile id is t1…, f1…, c1…, reserve, stock or waste; got "constructor".'],
    ['shuffled(items, NaN)', () => shuffled([1, 2, 3], Number.NaN), 'invalid-seed: A seed is a whole number from 0 to 4294967295; got NaN.'],
    ['a move without from', () => new Game(freecell, { seed: 1 }).move({ kind: 'move', to: 't2', count: 1 } as never),
      'unknown-pile: A card move names the pile it takes cards from, as `from`, such as "t1"; this one has none.'],
  ])('%s', (_, run, message) => {
    expect(refusal(run)).toBe(message);
  });

  it('still names good cards and piles', () => {
    expect(cardName(cardId(12, 'hearts'))).toBe('Queen of hearts');
    expect(pileName('c2', freecell)).toBe('cell 2');
  });
});
