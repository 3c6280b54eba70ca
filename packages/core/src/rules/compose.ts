import { VariantError } from '../errors/errors.js';
import { isRecord, show } from './check.js';
import { parseVariant } from './variant.js';
import type { VariantConfig, VariantOverrides } from './variant-config.js';
import { reader } from './variant-reader.js';
import type { OptionValue, Variant } from './vocabulary.js';

/**
 * Defines a variant from a config, filling defaults and validating every field.
 * @throws {@link VariantError} naming the offending field, such as
 *   `layout.tableau[3].faceDown: 7 is more than the pile's 5 cards`.
 * @example
 * const freecell = defineVariant({
 *   id: 'freecell', name: 'FreeCell',
 *   layout: { tableau: [7, 7, 7, 7, 6, 6, 6, 6].map((cards) => ({ cards, faceDown: 0 })),
 *             cells: [0, 0, 0, 0].map(() => ({ cards: 0, faceDown: 0 })) },
 *   rules: { tableau: { runLimit: 'free-spaces' } },
 * });
 */
export function defineVariant(config: VariantConfig): Variant {
  return parseVariant(config);
}

/**
 * A new variant made of an existing one and overrides: objects merge field by field, arrays and plain
 * values replace, and a rule whose `kind` changes is replaced whole. The base and the result are validated.
 * The result needs its own id, or at least options other than the base's, since a save names its variant by
 * id, rules version and options.
 * @throws {@link VariantError} naming the offending field; `id` when it is missing, or is the base's own id
 *   with the base's options.
 * @example
 * const relaxed = extendVariant(spider, { id: 'spider-relaxed', name: 'Spider (relaxed)',
 *   rules: { stock: { emptyPiles: 'allow' } } });
 */
export function extendVariant(base: Variant, overrides: VariantOverrides): Variant {
  const checked = checkedBase(base);
  const over = reader.record(overrides, 'overrides');
  if (over.id === undefined) reader.problem('id', `missing; a variant made from ${show(checked.id)} needs its own id`);
  const made = parseVariant(mergeDeep(withoutDerivedDefaults(checked), over));
  // A save names its variant by id, rules version and options: a variant with the base's id and options but
  // other rules would load the base's saves into different rules without a word.
  if (made.id === checked.id && sameOptionValues(made.options, checked.options)) {
    reader.problem('id', `${show(made.id)} is the id of the variant it is made from; a variant with other rules needs its own id (or ` +
      `other options), so that a save of one never loads into the other`);
  }
  return made;
}

function sameOptionValues(a: Readonly<Record<string, OptionValue>>, b: Readonly<Record<string, OptionValue>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/**
 * The base, checked as a variant before it is taken apart: a base that is not one (a hand-made object, a
 * damaged JSON file) is refused with its field named under `base`, such as `base.rules: expected an object`.
 */
function checkedBase(base: unknown): Variant {
  try {
    return parseVariant(base);
  } catch (error) {
    if (!(error instanceof VariantError)) throw error;
    const problem = error.message.slice(error.field.length + 2);
    throw new VariantError(error.field === 'variant' ? 'base' : `base.${error.field}`, problem);
  }
}

/**
 * The base variant with the fields that only hold their derived default taken out, so that they are
 * derived again from the merged rules: change Spider's build match and its pick-up follows, change its
 * foundations and the lifting of runs follows.
 */
function withoutDerivedDefaults(base: Variant): unknown {
  const { tableau, effects, foundations } = base.rules;
  const { pickUp, ...tableauRest } = tableau;
  const { liftCompletedRuns, ...effectsRest } = effects;
  const pickUpIsDefault = pickUp.kind === 'run' && pickUp.match === tableau.build.match;
  const liftIsDefault = liftCompletedRuns === (foundations.kind === 'complete-runs');
  return {
    ...base,
    rules: {
      ...base.rules,
      tableau: pickUpIsDefault ? tableauRest : tableau,
      effects: liftIsDefault ? effectsRest : effects,
    },
  };
}

function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isRecord(base) || !isRecord(over)) return over;
  if ('kind' in over && over.kind !== base.kind) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = mergeDeep(base[key], value);
  return out;
}
