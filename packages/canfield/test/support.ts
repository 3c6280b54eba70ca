/**
 * The test variant, and the shared table helpers (`@patience/test-support/table`): hand-built positions,
 * exact layouts, exact move lists in notation, and refusals as `code: message`.
 */
import type { Variant } from '@patience/core';
import { canfield as game } from '../src/index.js';

export { DEAL, layout, moveList, movesFrom, movesTo, mv, position, refusal } from '@patience/test-support/table';

export const canfield: Variant = game.variant();
