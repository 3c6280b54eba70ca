/**
 * Klondike's test variants, and the shared table helpers (`@patience/test-support/table`): hand-built
 * positions, exact layouts, exact move lists in notation, and refusals as `code: message`.
 */
import type { Move, Variant } from '@patience/core';
import { klondike as game } from '../src/index.js';

export { DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';
export { parseCard as card } from '@patience/core/snapshot';

/** Turning the waste over into a new stock. */
export const REDEAL: Move = { kind: 'redeal' };

/** Draw one, unlimited passes, the standard score: the default options. */
export const klondike: Variant = game.variant();
/** Draw three, unlimited passes. */
export const klondikeDraw3: Variant = game.variant({ draw: 3 });
/** Vegas: draw one, a single pass, bought for 52 and paid 5 a card. */
export const vegas: Variant = game.variant({ redeals: 0, vegasScoring: true });
