/**
 * The quiet note under the counters that says whether the game can still be won, in words. Where cards are
 * hidden the solver decides "thoughtfully" (seeing the hidden cards, as winnability studies do), and the
 * note says so: a win found that way is a win for a player who knew those cards, while a loss proven that
 * way is a loss for everyone.
 */
import type { Verdict } from './protocol.js';
import { WINNABLE_LIMITS } from './limits.js';

/** Where the check of the current position is. */
export type Winnability =
  | { readonly status: 'off' }
  /**
   * The position shown has no verdict yet. Never the verdict of the position before: a move that loses the
   * game must not read "Still winnable" while its own check runs.
   */
  | { readonly status: 'checking' }
  | { readonly status: 'done'; readonly verdict: Verdict; readonly thoughtful: boolean; readonly gaveUp: string | null }
  | { readonly status: 'error'; readonly message: string };

/** The note's text, and the longer explanation shown on hover and read by screen readers. */
export interface WinnabilityWords {
  readonly text: string;
  readonly detail: string;
}

const THOUGHTFUL = 'Thoughtful: the solver looked at the face-down cards and the stock, which a player cannot see.';

function gaveUpWords(reason: string | null): string {
  if (reason === 'max-states') return `after ${WINNABLE_LIMITS.maxStates.toLocaleString('en')} positions`;
  if (reason === 'time') return `after ${WINNABLE_LIMITS.timeMs / 1000} s`;
  return 'in time';
}

/**
 * The words for a check's state; `atStart` when no move has been played yet (the note then speaks of the
 * deal). Null when there is nothing to say (the check is off).
 * @example winnabilityWords({ status: 'done', verdict: 'lost', thoughtful: false, gaveUp: null }, false).text // "No longer winnable"
 */
export function winnabilityWords(state: Winnability, atStart: boolean): WinnabilityWords | null {
  switch (state.status) {
    case 'off':
      return null;
    case 'checking':
      return { text: 'Checking whether it can be won…', detail: 'The solver is searching in the background; play on.' };
    case 'error':
      return { text: 'Winnable: unknown (the solver is unavailable)', detail: state.message };
    case 'done':
      break;
  }
  const { verdict, thoughtful } = state;
  if (verdict === 'winnable') {
    const text = atStart ? 'Winnable deal' : 'Still winnable';
    return thoughtful
      ? { text: `${text}, thoughtfully (seeing the hidden cards)`, detail: `${THOUGHTFUL} It found a win for a player who knew them; without knowing them, a win is likely but not certain.` }
      : { text, detail: 'The solver found a way to win from here.' };
  }
  if (verdict === 'lost') {
    const text = atStart ? 'This deal cannot be won' : 'No longer winnable';
    return thoughtful
      ? { text: `${text}, even seeing the hidden cards`, detail: `${THOUGHTFUL} It tried every line and none wins, so none wins for anyone. Undo to get back to a winnable position.` }
      : { text, detail: 'The solver tried every line from here and none wins. Undo to get back to a winnable position.' };
  }
  return { text: `Winnable: unknown (no answer ${gaveUpWords(state.gaveUp)})`, detail: 'The solver could not decide within its budget; the game may or may not be winnable.' };
}
