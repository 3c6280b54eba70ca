/** Pyramid's test fixtures, and the shared table helpers (`@patience/test-support/table`). */
import type { Variant } from '@patience/core';
import { pyramid } from '../src/index.js';

export { caught, DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';

/** Pyramid as it is played: every card must be removed. */
export const standard: Variant = pyramid.variant();
/** Relaxed Pyramid: clearing the pyramid wins. */
export const relaxed: Variant = pyramid.variant({ win: 'pyramid' });
