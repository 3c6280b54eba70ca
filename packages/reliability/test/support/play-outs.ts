/**
 * The play-out property, described once for a list of subjects: fast-check picks a deal and a sequence of
 * legal moves (deals included), and the game is played through the `Game` facade to its end (won, or no
 * legal move left) or to the step cap, checking every invariant of src/invariants.ts and src/play-out.ts
 * along the way. A failure names the variant, the deal and the moves in notation; fast-check shrinks it
 * and prints the seed and path that replay it (docs/reliability.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pileIds } from '@patience/core/engine';
import { MAX_SEED, mulberry32 } from '@patience/core/random';
import { budget } from '../../src/budget.js';
import { finishingPlayer, listThen, playOut, type PlayResult } from '../../src/play-out.js';
import type { Subject } from '../../src/subjects.js';

/** The most moves a play-out makes; games that cycle stop here. */
export const STEP_CAP = 300;
/**
 * The exhaustive legalMoves ⇔ whyIllegal check: each of a game's first 10 steps, then every 50th, and the end.
 * It asks about thousands of candidate moves a position and is most of a play-out's time; the soak plays
 * many more games at the same schedule (docs/reliability.md).
 */
const fullCheck = (step: number): boolean => step < 10 || step % 50 === 0;
/** Save then load, and the snapshot read back: each of the first 20 steps, then every 10th, and the end. */
const saveCheck = (step: number): boolean => step < 20 || step % 10 === 0;

/** Describes the play-out property for each subject, `runs` deals each at the default budget. */
export function describePlayOuts(subjects: readonly Subject[], runs = 2): void {
  describe.each(subjects.map((s) => [s.label, s] as const))('%s', (_, subject) => {
    const pileIndex = new Map(pileIds(subject.variant).map((id, i) => [id as string, i]));
    it('random deals played to the end keep every invariant at every step', () => {
      const outcomes: PlayResult['outcome'][] = [];
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: MAX_SEED }),
          // Indexes into the legal moves (modulo their number); after them a seeded random player finishes the game.
          fc.array(fc.nat({ max: 1000 }), { maxLength: STEP_CAP, size: 'max' }),
          fc.integer({ min: 0, max: MAX_SEED }),
          (seed, choices, player) => {
            const chooser = listThen(choices, finishingPlayer(mulberry32(player), pileIndex));
            outcomes.push(playOut(subject, seed, chooser, { stepCap: STEP_CAP, fullCheck, saveCheck }).outcome);
          },
        ),
        budget(runs),
      );
      expect(outcomes.length).toBeGreaterThanOrEqual(runs);
    });
  });
}
