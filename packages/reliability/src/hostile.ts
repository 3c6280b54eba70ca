/**
 * The hostile-input fuzzers (issue 17): each class of input that once crashed the process, hung it, leaked
 * hidden cards or misread a save, generated at random. Each is a function of its number of runs, so that
 * `pnpm test` runs bounded counts (test/fuzz-hostile.test.ts) and `pnpm soak` many more (scripts/soak.ts).
 * Every case must either work or be refused with a clear, typed error, within bounded time and memory.
 */
import fc from 'fast-check';
import { Game, parseVariant, type GameDefinition, type Variant } from '@patience/core';
import { cardCode, cardId, cardName, deckCards, deckSize } from '@patience/core/cards';
import { deal, legalMoves } from '@patience/core/engine';
import { shuffled } from '@patience/core/random';
import { MAX_SAVE_MOVES } from '@patience/core/saves';
import { SEED } from './budget.js';
import { InvariantViolation } from './invariants.js';
import { expectClearRefusal } from './refusals.js';
import { exampleSubjects } from './subjects.js';

// Each example game with its default options (the first of its combinations).
const SUBJECTS = exampleSubjects().filter((s, i, all) => all.findIndex((o) => o.game.id === s.game.id) === i).map((s) => s.variant);
const KLONDIKE = SUBJECTS.find((v) => v.id === 'klondike') as Variant;
/** The Klondike game (with its named options), for option names a caller passes to `variant()`. */
const klondikeGame = (): GameDefinition => (exampleSubjects().find((s) => s.game.id === 'klondike') as { game: GameDefinition }).game;

/** Numbers that broke numeric fields: huge, negative, fractional, not finite. */
const hostileNumber = fc.oneof(
  fc.constantFrom(1e9, -1, 1.5, 0, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, 2 ** 31, 1e308),
  fc.double(),
  fc.integer({ min: -1000, max: 1e9 }),
);

/** Runs `run`, expecting it to work or refuse clearly; returns whether it worked. */
function worksOrRefuses(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch (error) {
    expectClearRefusal(error);
    return false;
  }
}

function plain(variant: Variant): Record<string, unknown> {
  return JSON.parse(JSON.stringify(variant)) as Record<string, unknown>;
}

/** Every path to a value inside a plain object, as key lists. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown, remove: boolean): void {
  let at: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (remove) Reflect.deleteProperty(at, last);
  else at[last] = value;
}

const params = (runs: number): fc.Parameters<unknown> => ({ numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) });

/**
 * Hand-made variants missing fields, and mutated after they were parsed: the engine refuses the plain object
 * by name (it takes only variants core made), and the parsed copy it plays holds whatever is done to the object.
 */
export function handMadeVariants(runs: number): void {
  fc.assert(fc.property(fc.constantFrom(...SUBJECTS), fc.nat(), fc.nat(), hostileNumber, fc.boolean(), (variant, a, b, value, remove) => {
    const raw = plain(variant);
    const paths = pathsOf(raw).filter((p) => p.length > 0);
    const path = paths[a % paths.length] as string[];
    setAt(raw, path, value, remove);
    if (worksOrRefuses(() => deal(raw as unknown as Variant, 1))) throw new InvariantViolation('the engine played a plain object core did not make');
    if (!worksOrRefuses(() => parseVariant(raw))) return;
    const used = parseVariant(raw);
    const first = deal(used, 1);
    const moves = legalMoves(used, first);
    // Mutate again after the first use: nothing the engine answers may change.
    const later = pathsOf(raw).filter((p) => p.length > 0);
    setAt(raw, later[b % later.length] as string[], value, !remove);
    if (JSON.stringify(deal(used, 1)) !== JSON.stringify(first)) throw new InvariantViolation(`a change to a used variant at ${path.join('.')} changed its deal`);
    if (JSON.stringify(legalMoves(used, first)) !== JSON.stringify(moves)) throw new InvariantViolation('a change to a used variant changed its moves');
    const game = new Game(used, { seed: 1 });
    for (let i = 0; i < 5; i++) {
      const [move] = game.moves();
      if (!move) break;
      game.move(move);
    }
  }), params(runs));
}

/** Huge and non-integer numbers in every numeric field a caller gives: variant fields, decks, cards, seeds. */
export function hostileNumbers(runs: number): void {
  const fields: readonly (readonly string[])[] = [
    ['deck', 'decks'], ['layout', 'tableau', '0', 'cards'], ['layout', 'tableau', '6', 'faceDown'], ['rules', 'stock', 'draw'],
    ['rules', 'stock', 'redeals'], ['rules', 'scoring', 'perMove'],
  ];
  fc.assert(fc.property(hostileNumber, fc.constantFrom(...fields), (n, field) => {
    const raw = plain(KLONDIKE);
    if (field[1] === 'scoring') (raw.rules as Record<string, unknown>).scoring = {};
    setAt(raw, field, n, false);
    worksOrRefuses(() => parseVariant(raw));
    worksOrRefuses(() => deckCards({ decks: n, suits: ['spades'] }));
    worksOrRefuses(() => deckSize({ decks: n, suits: ['spades', 'hearts'] }));
    worksOrRefuses(() => cardName(n));
    worksOrRefuses(() => cardCode(n));
    worksOrRefuses(() => cardId(n as never, 'spades', 0));
    worksOrRefuses(() => cardId(1, 'spades', n));
    worksOrRefuses(() => shuffled([1, 2, 3], n));
    worksOrRefuses(() => new Game(KLONDIKE, { seed: n }));
  }), params(runs));
}

/** The most a message may be: a sentence or two, whatever the caller gave. */
const MESSAGE_LIMIT = 600;

/** A control character of each kind a terminal may obey: C0 (escape, bell, line break), DEL and C1 (CSI). */
const CONTROLS = ['\u001b', '\u0007', '\n', '\u007f', '\u009b'];
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Long strings in every echoed field (ids, names, descriptions, rules versions, option and field names, move
 * text), some with a control character somewhere in them: each is refused with a short message that repeats no
 * control character raw.
 */
export function longStrings(runs: number): void {
  const where = fc.constantFrom('id', 'rulesVersion', 'optionName', 'field', 'move', 'pile', 'snapshotOption', 'variantId', 'variantName', 'description', 'gameOption');
  const control = fc.option(fc.tuple(fc.constantFrom(...CONTROLS), fc.double({ min: 0, max: 1, noNaN: true })), { nil: undefined });
  fc.assert(fc.property(fc.integer({ min: 41, max: 200_000 }), where, control, (length, where, inserted) => {
    const at = inserted === undefined ? length : Math.floor(inserted[1] * length);
    const long = inserted === undefined ? 'x'.repeat(length) : `${'x'.repeat(at)}${inserted[0]}${'x'.repeat(length - at)}`;
    const save = new Game(KLONDIKE, { seed: 1 }).save();
    const cases = new Map<string, () => unknown>(Object.entries({
      id: () => Game.load({ ...save, variant: { ...save.variant, id: long } }, KLONDIKE),
      rulesVersion: () => Game.load({ ...save, variant: { ...save.variant, rulesVersion: long } }, KLONDIKE),
      optionName: () => Game.load({ ...save, variant: { ...save.variant, options: { [long]: 1 } } }, KLONDIKE),
      field: () => parseVariant({ ...plain(KLONDIKE), [long]: 1 }),
      move: () => new Game(KLONDIKE, { seed: 1 }).move(long),
      pile: () => new Game(KLONDIKE, { seed: 1 }).move({ kind: 'move', from: long, to: 't1', count: 1 } as never),
      snapshotOption: () => new Game(KLONDIKE, { seed: 1 }).snapshot({ [long]: true }),
      variantId: () => parseVariant({ ...plain(KLONDIKE), id: `${long}${'i'.repeat(64)}` }),
      variantName: () => parseVariant({ ...plain(KLONDIKE), name: `${long}${'y'.repeat(100)}` }),
      description: () => parseVariant({ ...plain(KLONDIKE), description: `${long}${'d'.repeat(1000)}` }),
      gameOption: () => klondikeGame().variant({ [long]: 1 }),
    }));
    const attempt = cases.get(where);
    if (!attempt) throw new InvariantViolation(`no case for ${where}`);
    try {
      attempt();
    } catch (error) {
      const refusal = expectClearRefusal(error);
      if (refusal.message.length > MESSAGE_LIMIT) throw new InvariantViolation(`a ${where} of ${length} characters gave a message of ${refusal.message.length}`);
      if (RAW_CONTROL.test(refusal.message)) throw new InvariantViolation(`a ${where} with a control character repeated it raw: ${JSON.stringify(refusal.message.slice(0, 200))}`);
      return;
    }
    throw new InvariantViolation(`a ${where} of ${length} characters was accepted`);
  }), params(runs));
}

/** `count` legal Klondike moves: the stock turned onto the waste and back, over and over. */
function stockCycles(count: number): string {
  const cycle = [...Array<string>(24).fill('d'), 'r'];
  return Array.from({ length: count }, (_, i) => cycle[i % cycle.length]).join(' ');
}

/** Saves near and past the move limit: loaded when within it, refused before any replay when past it. */
export function savesNearTheLimit(runs: number): void {
  const start = new Game(KLONDIKE, { seed: 1 }).save();
  fc.assert(fc.property(fc.integer({ min: -2, max: 2 }), fc.boolean(), (offset, badFirst) => {
    const count = MAX_SAVE_MOVES + offset;
    const moves = badFirst ? `t1>t2 ${stockCycles(count - 1)}` : stockCycles(count);
    let game: Game;
    try {
      game = Game.load({ ...start, moves }, KLONDIKE);
    } catch (error) {
      expectClearRefusal(error, ['invalid-save']);
      if (!badFirst && count <= MAX_SAVE_MOVES) throw new InvariantViolation(`a save of ${count} legal moves was refused`);
      return;
    }
    if (badFirst || count > MAX_SAVE_MOVES) throw new InvariantViolation(`a save of ${count} moves (bad first: ${badFirst}) loaded`);
    if (game.history().length !== count) throw new InvariantViolation('a save loaded with another number of moves');
  }), params(runs));
}

/** Non-boolean privacy options: refused, never answered with the face-down cards. */
export function privacyOptions(runs: number): void {
  const game = new Game(KLONDIKE, { seed: 1 });
  fc.assert(fc.property(fc.anything({ maxDepth: 1 }), (value) => {
    let view: string;
    try {
      view = game.snapshot({ hideFaceDown: value } as never).view;
    } catch (error) {
      expectClearRefusal(error, ['invalid-option']);
      if (typeof value === 'boolean' || value === undefined) throw new InvariantViolation(`hideFaceDown ${String(value)} was refused`);
      return;
    }
    if (typeof value !== 'boolean' && value !== undefined) throw new InvariantViolation(`hideFaceDown ${JSON.stringify(value)} was read as ${view}`);
    if (view !== (value === true ? 'player' : 'full')) throw new InvariantViolation(`hideFaceDown ${String(value)} gave the ${view} view`);
  }), params(runs));
}

/** Each class with its runs in `pnpm test`; the soak multiplies them. */
export const HOSTILE_CLASSES: readonly { readonly name: string; readonly run: (runs: number) => void; readonly runs: number }[] = [
  { name: 'hand-made variants missing or mutating fields', run: handMadeVariants, runs: 300 },
  { name: 'huge and non-integer numbers in numeric fields', run: hostileNumbers, runs: 300 },
  { name: 'long strings in echoed fields', run: longStrings, runs: 100 },
  { name: 'saves near and past the move limit', run: savesNearTheLimit, runs: 4 },
  { name: 'non-boolean privacy options', run: privacyOptions, runs: 300 },
];
