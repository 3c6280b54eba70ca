import { PatienceError, VariantError } from '../errors/errors.js';
import { madeVariant, optionDefaultsOf } from '../rules/made.js';
import { isValidSeed, MAX_SEED } from '../random/prng.js';
import { DEALERS, isDealerName, type DealerName } from '../random/dealers.js';

// The games a save names declare the dealers they offer; they reach the dealers' names through here.
export { DEALERS, isDealerName, type DealerName };
import { clipped, isRecord, Reader, show } from '../rules/check.js';
import type { OptionValue, Variant } from '../rules/vocabulary.js';
import type { GameState } from '../engine/types.js';

/**
 * A saved game (format `patience-save`, version 1): which variant, with which options and rules version,
 * which deal, and the moves made, in the move notation. Loading replays the moves, so a save cannot hold
 * an impossible position.
 */
export interface SaveData {
  readonly format: 'patience-save';
  readonly version: 1;
  readonly variant: { readonly id: string; readonly rulesVersion: string; readonly options: Readonly<Record<string, OptionValue>> };
  /** The deal number, or `null` for a game that started from a given position. */
  readonly seed: number | null;
  /** Which dealer made the numbered deal, when not our own (`patience`): `microsoft` for Windows FreeCell's numbers. */
  readonly dealer?: DealerName;
  /** The starting position of a game that did not start from a deal number, in compact form. */
  readonly start?: GameState;
  /** The moves made, in notation, separated by spaces. */
  readonly moves: string;
}

/**
 * Where {@link Game.load} finds the variant a save names: one variant, a list of them, or a function from
 * id and options to a variant (or `undefined` when unknown).
 */
export type VariantSource =
  | Variant
  | readonly Variant[]
  | ((id: string, options: Readonly<Record<string, OptionValue>>) => Variant | undefined);

/**
 * The most moves a save may hold: far above any real game (a long game of Spider is a few hundred moves),
 * and low enough that loading the longest save takes well under a second and tens of megabytes. A save
 * with more is refused before any of it is read.
 */
export const MAX_SAVE_MOVES = 100_000;
/** The longest move in the notation: `reserve>c999x9999`. */
const LONGEST_MOVE = 17;
/** The longest move list a save may hold: the most moves, each at its longest, with a space after each. */
/** The longest move list a save may hold, in characters: every move at its longest and a space. */
export const MAX_SAVE_MOVES_TEXT = MAX_SAVE_MOVES * (LONGEST_MOVE + 1);
/**
 * The longest save text {@link readSave} parses: the longest move list and a generous allowance for the rest
 * (a starting position of eight decks is a few kilobytes). Longer text is refused before it is parsed.
 */
export const MAX_SAVE_TEXT = MAX_SAVE_MOVES_TEXT + 1_000_000;

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new PatienceError('invalid-save', `This save cannot be loaded: ${path}: ${problem}.`);
});

/** Checks the outer shape of a save and returns it typed. Does not replay the moves. */
export function readSave(input: unknown): SaveData {
  const r = reader;
  let data = input;
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_TEXT) {
      throw new PatienceError('invalid-save',
        `This save cannot be loaded: its text is ${input.length} characters long; a save holds at most ${MAX_SAVE_TEXT}.`);
    }
    // A byte-order mark is what some editors and Windows tools put before text they save: it is not JSON.
    const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new PatienceError('invalid-save', 'This save cannot be loaded: it is not valid JSON.');
    }
  }
  const root = r.record(data, 'save');
  if (root.format !== 'patience-save') r.problem('format', 'this is not a Patience save (expected "patience-save")');
  if (root.version === undefined) r.problem('version', 'missing; this version of Patience reads save version 1');
  if (root.version !== 1) r.problem('version', `this version of Patience reads save version 1, not ${show(root.version)}`);
  r.onlyKeys(root, '', ['format', 'version', 'variant', 'seed', 'dealer', 'start', 'moves']);
  const v = r.record(root.variant, 'variant');
  r.onlyKeys(v, 'variant', ['id', 'rulesVersion', 'options']);
  const id = r.string(v.id, 'variant.id');
  const rulesVersion = r.string(v.rulesVersion, 'variant.rulesVersion');
  const options = v.options === undefined ? {} : r.options(v.options, 'variant.options');
  const seed = root.seed;
  const moves = r.string(root.moves, 'moves');
  checkMoveCount(moves);
  const base = { format: 'patience-save', version: 1, variant: { id, rulesVersion, options }, moves } as const;
  if (seed === null) {
    // Checked against the variant, card by card, when the game is loaded.
    if (root.start === undefined) r.problem('start', 'a save without a deal number needs its starting position');
    return { ...base, seed, start: r.record(root.start, 'start') as unknown as GameState };
  }
  if (!isValidSeed(seed)) return r.problem('seed', `expected a deal number from 0 to ${MAX_SEED}, got ${show(seed)}`);
  if (root.start !== undefined) r.problem('start', 'a save with a deal number starts from that deal');
  if (root.dealer === undefined) return { ...base, seed };
  if (!isDealerName(root.dealer)) return r.problem('dealer', `expected one of ${DEALERS.join(', ')}, got ${show(root.dealer)}`);
  return { ...base, seed, dealer: root.dealer };
}

/**
 * Refuses a move list longer than a save may hold, by its length and then by counting its moves, before any
 * move is parsed: counting allocates nothing, so even a huge list is refused at once.
 */
function checkMoveCount(moves: string): void {
  if (moves.length > MAX_SAVE_MOVES_TEXT) {
    reader.problem('moves', `${moves.length} characters is longer than the ${MAX_SAVE_MOVES} moves a save may hold`);
  }
  let count = 0;
  let inMove = false;
  for (let i = 0; i < moves.length; i++) {
    const space = isSpace(moves.charCodeAt(i));
    if (!space && !inMove) count++;
    inMove = !space;
  }
  if (count > MAX_SAVE_MOVES) reader.problem('moves', `holds ${count} moves; a save holds at most ${MAX_SAVE_MOVES}`);
}

/** The whitespace a move list may separate its moves with (what `\s` matches in the ASCII range and beyond). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));
}

/** Finds the variant a save names, or explains why it cannot. */
export function resolveVariant(save: SaveData, source: VariantSource): Variant {
  const { id, options, rulesVersion } = save.variant;
  let found: unknown;
  if (typeof source === 'function') found = source(id, options);
  else if (isVariantList(source)) found = source.find((v) => isRecord(v) && v.id === id && sameOptions(v, options))
    ?? source.find((v) => isRecord(v) && v.id === id);
  else if (isRecord(source)) found = source.id === id ? source : undefined;
  else {
    throw new PatienceError('unknown-variant',
      `A save is loaded with the variant it was made with, a list of variants or a function that finds one; got ${show(source)}.`);
  }
  // A source function may answer with anything: only a variant of the save's game will do.
  if (!isRecord(found) || found.id !== id) throw new PatienceError('unknown-variant',
    `This save is for a game ${show(id)} that is not available here.`);
  let variant: Variant;
  try {
    variant = madeVariant(found);
  } catch (error) {
    if (!(error instanceof VariantError)) throw error;
    throw new PatienceError('invalid-variant',
      `This save cannot be loaded: the variant found for ${show(id)} is refused: ${error.message.replace(/\.?$/, '.')}`);
  }
  if (variant.rulesVersion !== rulesVersion) {
    throw new PatienceError('invalid-save',
      `This save was made under version ${clipped(rulesVersion)} of the rules of ${variant.name}; this is version ` +
        `${clipped(variant.rulesVersion)}.`);
  }
  // A function source (a game's) fills in the defaults of the options a save leaves out; a variant given as it
  // is must have the save's options exactly, its game's defaults filling the gaps, or a save of one variant
  // could load into another's rules.
  if (typeof source === 'function' ? !agrees(variant.options, options) : !sameOptions(variant, options)) {
    throw new PatienceError('invalid-save',
      `This save was made with options ${clipped(JSON.stringify(options))}, but the ${variant.name} found has ` +
        `${clipped(JSON.stringify(variant.options))}.`);
  }
  return variant;
}

function isVariantList(source: Variant | readonly Variant[]): source is readonly Variant[] {
  return Array.isArray(source);
}

/** Whether a variant's options are exactly a save's, with the defaults of the variant's game (if any) filled in. */
function sameOptions(variant: Variant, saved: Readonly<Record<string, OptionValue>>): boolean {
  const expected = { ...optionDefaultsOf(variant), ...saved };
  const options: unknown = variant.options;
  return isRecord(options) && agrees(options, expected) && Object.keys(options).every((key) => Object.hasOwn(expected, key));
}

/**
 * Whether a variant's options agree with a save's: every option the save names has the same value. An option
 * the save leaves out (or a save with `"options": {}` or none) means the game's default, which a function
 * source such as `gameSource` fills in when it is asked with the save's options.
 */
function agrees(variantOptions: unknown, saved: Readonly<Record<string, OptionValue>>): boolean {
  if (!isRecord(variantOptions)) return false;
  for (const key of Object.keys(saved)) if (!Object.hasOwn(variantOptions, key) || variantOptions[key] !== saved[key]) return false;
  return true;
}
