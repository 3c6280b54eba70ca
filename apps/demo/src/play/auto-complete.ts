/**
 * Auto-complete: once the rest of a game is certain, the page offers to play it out. Pure, so it is tested
 * without a browser.
 */
import type { Move, Variant } from '@patience/core';
import { applyLegalMove, isWon, legalMoves, pileKind, pileTable, type GameState } from '@patience/core/engine';

/**
 * The moves that finish the game, when its rest is certain: every card is face up, the stock and waste are
 * empty, and playing cards to the foundations alone wins. Then no choice is left that could matter, so the
 * player is offered the finish instead of playing every last card by hand. Null when the rest is not certain,
 * or the game is already won.
 * @example certainFinish(variant, state) // [{ kind: 'move', from: 't3', to: 'f1', count: 1 }, …]
 */
export function certainFinish(variant: Variant, state: GameState): Move[] | null {
  if (isWon(variant, state)) return null;
  const { indexOf } = pileTable(variant);
  const undealt = (['stock', 'waste'] as const).some((id) => (state.piles[indexOf.get(id) ?? -1]?.cards.length ?? 0) > 0);
  if (undealt || state.piles.some((pile) => pile.faceDown > 0)) return null;
  const finish: Move[] = [];
  let now = state;
  // Each move sends a card home, so the loop ends after at most one move a card.
  for (;;) {
    if (isWon(variant, now)) return finish;
    const home = legalMoves(variant, now).find((m) => m.kind === 'move' && pileKind(m.to) === 'foundation');
    if (!home) return null;
    finish.push(home);
    now = applyLegalMove(variant, now, home).state;
  }
}
