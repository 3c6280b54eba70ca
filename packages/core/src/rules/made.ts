import { VariantError } from '../errors/errors.js';
import { isRecord, show } from './check.js';
import type { OptionValue, Variant } from './vocabulary.js';

/**
 * The variants core made: by the checker (`defineVariant`, `extendVariant`, `parseVariant`) or by a game whose
 * variants its own tests check (`definePrecheckedGame`). Each is frozen, so it stays as it was made. The
 * engine and `Game` accept only these, so that an app that plays does not carry the checker: any other object
 * is refused by {@link madeVariant}, which says what to do with it.
 */
const made: WeakSet<object> = /* @__PURE__ */ sharedRegistry();

/**
 * One registry for every copy of core loaded in this realm, under a global symbol: an app that loads core
 * twice (its ESM build for the app, its CommonJS build for a game package, say) must not refuse a variant the
 * other copy made. The key names the variant format's version, so a copy with another format does not share it.
 */
function sharedRegistry(): WeakSet<object> {
  const key = Symbol.for('@patience/core: variants made, format 1');
  const shared = globalThis as { [key]?: WeakSet<object> };
  return (shared[key] ??= new WeakSet());
}

/** Freezes a variant core made, all the way down, and records it as one. */
export function registerVariant(variant: Variant): Variant {
  const frozen = deepFreeze(variant);
  made.add(frozen);
  return frozen;
}

/**
 * The option defaults of the game that made each of its variants (`defineGame`): what a save that leaves an option
 * out means, when the save is loaded into the variant itself rather than through its game.
 */
const gameDefaults = new WeakMap<object, Readonly<Record<string, OptionValue>>>();

/** Records the defaults of the options of the game a variant belongs to. */
export function recordOptionDefaults(variant: Variant, defaults: Readonly<Record<string, OptionValue>>): void {
  gameDefaults.set(variant, defaults);
}

/** The defaults of the options of the game a variant belongs to, or none for a variant made on its own. */
export function optionDefaultsOf(variant: Variant): Readonly<Record<string, OptionValue>> {
  return gameDefaults.get(variant) ?? {};
}

/** Whether core made this value as a variant. */
export function isMadeVariant(value: unknown): value is Variant {
  return typeof value === 'object' && value !== null && made.has(value);
}

/**
 * The value, when it is a variant core made; otherwise a `VariantError` that says how to make one. A plain
 * object (a variant read from JSON, received from a worker or written by hand) is refused here by name,
 * not somewhere deep in the engine: `parseVariant` checks it and gives back a variant core made.
 * @throws {@link VariantError} with field `variant`.
 */
export function madeVariant(value: unknown): Variant {
  if (isMadeVariant(value)) return value;
  const what = isRecord(value) ? 'an object core did not make' : show(value);
  throw new VariantError('variant',
    `expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got ${what}; pass plain data (a ` +
      `variant read from JSON, say) through parseVariant first`);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
