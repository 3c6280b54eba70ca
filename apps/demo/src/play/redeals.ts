import type { Variant } from '@patience/core';

/** Whether the variant ever turns its waste over into a new stock (Klondike does; Easthaven never does). */
export function hasRedeals(variant: Variant): boolean {
  const stock = variant.rules.stock;
  return stock.kind === 'draw-to-waste' && stock.redeals !== 0;
}
