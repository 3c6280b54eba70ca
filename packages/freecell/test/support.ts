/**
 * The FreeCell family's test variants, and the shared table helpers (`@patience/test-support/table`):
 * hand-built positions, exact layouts, exact move lists in notation, and refusals as `code: message`.
 */
import type { Variant } from '@patience/core';
import { bakersGame as bakers, eightOff as eight, freecell as free } from '../src/index.js';

export { DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';

export const freecell: Variant = free.variant();
export const bakersGame: Variant = bakers.variant();
export const eightOff: Variant = eight.variant();
