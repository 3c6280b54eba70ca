import { choicesOf } from './fields.js';
import { F, reader } from './variant-reader.js';
import type { AutomaticEffects, FoundationRules, Layout, Rules } from './vocabulary.js';

/*
 * Where the reserve's top card may be played (`rules.reserve.playsTo`). A reserve that plays to the foundations
 * only (the Terrace family) is a store the player empties home, card by card: it needs foundations that take
 * single cards in order, and it cannot be the source gaps fill from, which would be a play to the tableau.
 */

/** The reserve's rule, written only when it plays to the foundations alone. */
export function readReserveRules(value: unknown, layout: Layout, foundations: FoundationRules,
  effects: AutomaticEffects): Pick<Rules, 'reserve'> {
  const r = reader;
  const path = 'rules.reserve';
  const obj = value === undefined ? {} : r.record(value, path);
  r.onlyKeys(obj, path, ['playsTo']);
  const playsTo = obj.playsTo === undefined ? F['rules.reserve.playsTo'].default
    : r.oneOf(obj.playsTo, `${path}.playsTo`, choicesOf('rules.reserve.playsTo'));
  if (playsTo === 'anywhere') return {};
  const field = `${path}.playsTo`;
  if (layout.reserve === undefined) r.problem(field, 'the layout has no reserve for this rule to apply to: add `layout.reserve: '
    + '{ cards: 11 }`, say');
  if (foundations.kind !== 'up-by-suit') r.problem(field, `the reserve plays home card by card, which needs "up-by-suit" foundations; `
    + `these are "${foundations.kind}"`);
  if (effects.fillFromReserve === true) r.problem(field, 'a reserve that plays to the foundations only cannot fill the columns\' '
    + 'gaps: leave out one of `playsTo` and `rules.effects.fillFromReserve`');
  return { reserve: { playsTo } };
}
