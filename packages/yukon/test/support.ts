/**
 * The Yukon family's test variants, and the shared table helpers (`@patience/test-support/table`):
 * hand-built positions, exact layouts, exact move lists in notation, and refusals as `code: message`.
 */
import type { Variant } from '@patience/core';
import { russianSolitaire as russian, yukon as game } from '../src/index.js';

export { DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';
export { parseCard as card } from '@patience/core/snapshot';

export const yukon: Variant = game.variant();
export const russianSolitaire: Variant = russian.variant();
