import type { CardId } from '../cards/card.js';
import { foundationOrder } from '../rules/foundation-order.js';
import type { Variant } from '../rules/vocabulary.js';
import { foundationNeed, pileStep } from './foundations.js';

/**
 * Where a card dealt under `layout.playDuringDeal` goes: the first foundation, in pile order, that takes it as the
 * deal reaches it, or -1 for none (it goes to its pile). `foundations` are the foundations' cards so far and
 * `suits` the suit each takes under `suit-per-pile`. The opening deal and a deal-row stock's deals both ask it, in
 * core and in the solver's compact engine, so the rule has one reading. The foundations have a fixed base (the
 * vocabulary refuses a `first-card` base here).
 */
export function foundationTaking(variant: Variant, suits: readonly number[], foundations: readonly (readonly CardId[])[],
  card: CardId): number {
  const rules = variant.rules.foundations;
  if (rules.kind !== 'up-by-suit') return -1;
  const order = foundationOrder(rules);
  const base = order.base === 'first-card' ? 0 : order.base;
  return foundations.findIndex((cards, i) => {
    const own = pileStep(order, base, i);
    return foundationNeed(order, own.base, { cards, faceDown: 0 }, suits[i] ?? 0, card, own.step) === null;
  });
}
