import { PatienceError } from '../errors/errors.js';
import { isValidSeed, MAX_SEED } from '../random/prng.js';
import { isRecord, Reader, show } from '../rules/check.js';
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

const reader = new Reader((path, problem) => {
  throw new PatienceError('invalid-save', `This save cannot be loaded: ${path}: ${problem}.`);
});

/** Checks the outer shape of a save and returns it typed. Does not replay the moves. */
export function readSave(input: unknown): SaveData {
  const r = reader;
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input) as unknown;
    } catch {
      throw new PatienceError('invalid-save', 'This save cannot be loaded: it is not valid JSON.');
    }
  }
  const root = r.record(data, 'save');
  if (root.format !== 'patience-save') r.problem('format', 'this is not a Patience save (expected "patience-save")');
  if (root.version === undefined) r.problem('version', 'missing; this version of Patience reads save version 1');
  if (root.version !== 1) r.problem('version', `this version of Patience reads save version 1, not ${show(root.version)}`);
  r.onlyKeys(root, '', ['format', 'version', 'variant', 'seed', 'start', 'moves']);
  const v = r.record(root.variant, 'variant');
  const id = r.string(v.id, 'variant.id');
  const rulesVersion = r.string(v.rulesVersion, 'variant.rulesVersion');
  const options = v.options === undefined ? {} : r.options(v.options, 'variant.options');
  const seed = root.seed;
  const moves = r.string(root.moves, 'moves');
  const base = { format: 'patience-save', version: 1, variant: { id, rulesVersion, options }, moves } as const;
  if (seed === null) {
    // Checked against the variant, card by card, when the game is loaded.
    if (root.start === undefined) r.problem('start', 'a save without a deal number needs its starting position');
    return { ...base, seed, start: r.record(root.start, 'start') as unknown as GameState };
  }
  if (!isValidSeed(seed)) return r.problem('seed', `expected a deal number from 0 to ${MAX_SEED}, got ${show(seed)}`);
  if (root.start !== undefined) r.problem('start', 'a save with a deal number starts from that deal');
  return { ...base, seed };
}

/** Finds the variant a save names, or explains why it cannot. */
export function resolveVariant(save: SaveData, source: VariantSource): Variant {
  const { id, options, rulesVersion } = save.variant;
  let found: unknown;
  if (typeof source === 'function') found = source(id, options);
  else if (isVariantList(source)) found = source.find((v) => isRecord(v) && v.id === id);
  else if (isRecord(source)) found = source.id === id ? source : undefined;
  else {
    throw new PatienceError('unknown-variant', `A save is loaded with the variant it was made with, a list of variants or a function that finds one; got ${show(source)}.`);
  }
  // A source function may answer with anything: only a variant of the save's game will do.
  if (!isRecord(found) || found.id !== id) throw new PatienceError('unknown-variant', `This save is for a game "${id}" that is not available here.`);
  const variant = found as unknown as Variant;
  if (variant.rulesVersion !== rulesVersion) {
    throw new PatienceError('invalid-save', `This save was made under version ${rulesVersion} of the rules of ${variant.name}; this is version ${variant.rulesVersion}.`);
  }
  if (!sameOptions(variant.options, options)) {
    throw new PatienceError('invalid-save', `This save was made with options ${JSON.stringify(options)}, but the ${variant.name} found has ${JSON.stringify(variant.options)}.`);
  }
  return variant;
}

function isVariantList(source: Variant | readonly Variant[]): source is readonly Variant[] {
  return Array.isArray(source);
}

function sameOptions(a: Readonly<Record<string, OptionValue>>, b: Readonly<Record<string, OptionValue>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return isRecord(a) && isRecord(b);
}
