/**
 * "Nothing lost by accident": every way out of a game at stake (a move made, not won) that the play page
 * itself offers waits for the player's "Leave" in the leave dialog; a way out of a game not at stake is
 * taken at once. Links from elsewhere cannot be asked about: see OpenedGame.left.
 */
import { useCallback, useState } from 'react';
import type { TableSession } from './table-session.js';

/** The leave dialog's state and the guarded way out. */
export interface LeaveGuard {
  /** The dialog is open. */
  readonly leaving: boolean;
  /** Takes `go` at once when nothing is at stake, else after the player confirms. */
  readonly ask: (go: () => void) => void;
  /** Asks before `go` whatever the state (the caller knows the game is at stake). */
  readonly askAlways: (go: () => void) => void;
  /** The dialog's Leave: takes the way out chosen. */
  readonly confirm: () => void;
  /** The dialog's Stay (or Escape), and a new game opening: forgets the way out chosen. */
  readonly stay: () => void;
}

/** The guard for the game at the table, read when a way out is asked for. */
export function useLeaveGuard(session: TableSession | null): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // A function kept in state is set through an updater that returns it.
  const askAlways = useCallback((go: () => void) => { setPending(() => go); }, []);
  const ask = useCallback((go: () => void) => {
    if (session?.atStake) askAlways(go);
    else go();
  }, [session, askAlways]);
  const confirm = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  const stay = useCallback(() => { setPending(null); }, []);
  return { leaving: pending !== null, ask, askAlways, confirm, stay };
}
