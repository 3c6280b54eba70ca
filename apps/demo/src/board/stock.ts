import type { Move, Variant } from '@patience/core';

/**
 * What a tap, click or Enter on the stock does now: the deal core lists, or, once the stock is empty, the
 * turning over of the waste. With neither listed it is a deal, which the game refuses saying why, so the
 * player hears the reason rather than nothing.
 */
export function stockMove(moves: readonly Move[]): Move {
  return moves.find((m) => m.kind === 'deal' || m.kind === 'redeal') ?? { kind: 'deal' };
}

/** Whether the variant ever turns its waste over into a new stock (Klondike does; Easthaven never does). */
export function hasRedeals(variant: Variant): boolean {
  const stock = variant.rules.stock;
  return stock.kind === 'draw-to-waste' && stock.redeals !== 0;
}
