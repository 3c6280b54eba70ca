import type { Variant } from '@patience/core';

/**
 * Whether the variant ever deals its cards again: a waste turned over into a new stock (Klondike; Easthaven never
 * does), or the tableau gathered and dealt again (La Belle Lucie, Cruel). Both count in the game's redeals left.
 */
export function hasRedeals(variant: Variant): boolean {
  const { stock, tableau } = variant.rules;
  const wasteTurned = stock.kind === 'draw-to-waste' && stock.redeals !== 0;
  return wasteTurned || tableau.redeal !== undefined;
}
