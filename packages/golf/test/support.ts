/** Golf's and TriPeaks' test fixtures, and the shared table helpers (`@patience/test-support/table`). */
import type { Variant } from '@patience/core';
import { golf, tripeaks } from '../src/index.js';

export { caught, DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';

/** Golf as it is played. */
export const standardGolf: Variant = golf.variant();
/** TriPeaks as it is played: King and Ace are neighbours on the waste. */
export const standardTriPeaks: Variant = tripeaks.variant();
/** TriPeaks with ranks that stop at the Ace and the King. */
export const tripeaksNoWrap: Variant = tripeaks.variant({ wrap: false });
