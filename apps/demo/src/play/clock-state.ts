/** The game clock as data, apart from its display (Clock.tsx), so the play rules can be tested without React. */

/** The game clock: time played so far, and since when it has been running (null when stopped). */
export interface ClockState {
  readonly baseMs: number;
  readonly startedAt: number | null;
}

/** Milliseconds on a clock at `now`. */
export function clockTime(clock: ClockState, now: number): number {
  return clock.baseMs + (clock.startedAt === null ? 0 : Math.max(0, now - clock.startedAt));
}
