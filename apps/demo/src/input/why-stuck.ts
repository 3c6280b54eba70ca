/**
 * The words for cards that can go nowhere: the board (`@patience/board`) chooses where cards go; the page
 * says why, when they cannot go anywhere. Pure functions of the position.
 */
import type { PileId, Variant } from '@patience/core';
import { pileIds, pileName, whyIllegal, type GameState } from '@patience/core/engine';
import { cardName } from '@patience/core/cards';
import { pileOf } from './piles.js';

/** Whether cards are played onto the waste: a waste built on (Golf, TriPeaks), or a pair's partner (Pyramid). */
export function wasteTakesCards(variant: Variant): boolean {
  const { stock, foundations } = variant.rules;
  return stock.kind === 'draw-to-waste' && (stock.waste !== undefined || foundations.kind === 'pairs');
}

/**
 * Why the top `count` cards of a pile can go nowhere, as a sentence: the engine's reason when it refuses
 * every destination for the same reason (it will not lift those cards at all), else a sentence naming them.
 * @example whyStuck(variant, state, 't2', 3) // "Only a run built down in alternating colours moves as a unit, ..."
 */
export function whyStuck(variant: Variant, state: GameState, from: PileId, count: number): string {
  const source = pileOf(variant, state, from);
  const card = source?.cards[source.cards.length - count];
  const reasons = new Set<string>();
  for (const to of pileIds(variant)) {
    if (to === from || to === 'stock' || (to === 'waste' && !wasteTakesCards(variant))) continue;
    const refusal = whyIllegal(variant, state, { kind: 'move', from, to, count });
    if (refusal) reasons.add(refusal.message);
  }
  const [only] = reasons;
  if (reasons.size === 1 && only !== undefined) return only;
  if (card === undefined) return `There is no card on ${pileName(from, variant)}.`;
  const what = count > 1 ? `the ${cardName(card)} and the ${count === 2 ? 'card' : `${count - 1} cards`} on it` : `the ${cardName(card)}`;
  return `There is no legal move for ${what}.`;
}
