/** Pile lookups by id for the app, through core's pile table (cached per variant by core). */
import type { PileState, Variant } from '@patience/core';
import { pileTable, type GameState } from '@patience/core/engine';

/** A pile of a position by id, or undefined when the variant has no such pile. */
export function pileOf(variant: Variant, state: GameState, id: string): PileState | undefined {
  const index = pileTable(variant).indexOf.get(id);
  return index === undefined ? undefined : state.piles[index];
}
