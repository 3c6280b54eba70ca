import { VariantError } from '../errors/errors.js';
import { show } from '../rules/check.js';
import { parseVariant } from '../rules/variant.js';
import type { Variant } from '../rules/vocabulary.js';
import { variantConfig, type GameDefinition } from './game-definition.js';
import { checkLessonIds } from './lesson-spec.js';
import { optionCombinations } from './option-combinations.js';
import { precheckedSpec } from './prechecked.js';
import { checkGameSpec } from './spec-check.js';

/**
 * Checks a game's spec and every one of its variants, one per combination of option values, with the full
 * checker, and returns how many variants it checked: what a game made by {@link definePrecheckedGame} skips
 * at run time, so its package's tests call this. For such a game each variant must also be exactly the one
 * `parseVariant` makes of its config, field by field. For a game made by `defineGame` it makes every variant
 * (each is checked as it is made).
 * @throws {@link VariantError} naming the field and the options, such as
 *   `layout.tableau[3].faceDown: 7 is more than the pile's 5 cards (options {"suits":2})`.
 */
export function checkEveryVariant(game: GameDefinition): number {
  const spec = precheckedSpec(game);
  if (spec) {
    checkGameSpec(spec);
    checkLessonIds(spec.id, spec.lessons ?? []);
  }
  let count = 0;
  for (const options of optionCombinations(game)) {
    const made = game.variant(options);
    if (spec) {
      const said = ` (options ${JSON.stringify(options)})`;
      let checked: Variant;
      try {
        checked = parseVariant(variantConfig(spec, spec.config, options));
      } catch (error) {
        if (!(error instanceof VariantError)) throw error;
        throw new VariantError(error.field, `${error.message.slice(error.field.length + 2)}${said}`);
      }
      const difference = firstDifference(made, checked, '');
      if (difference !== undefined) {
        throw new VariantError(difference.path || 'variant',
          `the game makes ${difference.made} where parseVariant makes ${difference.checked}${said}`);
      }
    }
    count++;
  }
  return count;
}

/** The first field, in `parseVariant`'s order, where two variants differ in value or in key order. */
function firstDifference(made: unknown, checked: unknown, path: string): { path: string; made: string; checked: string } | undefined {
  if (typeof made !== 'object' || made === null || typeof checked !== 'object' || checked === null) {
    return Object.is(made, checked) ? undefined : { path, made: show(made), checked: show(checked) };
  }
  const madeKeys = Object.keys(made);
  const checkedKeys = Object.keys(checked);
  if (madeKeys.join() !== checkedKeys.join()) {
    return { path, made: `the fields ${madeKeys.join(', ')}`, checked: `the fields ${checkedKeys.join(', ')}` };
  }
  for (const key of checkedKeys) {
    const found = firstDifference((made as Record<string, unknown>)[key], (checked as Record<string, unknown>)[key], Array.isArray(checked)
      ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
