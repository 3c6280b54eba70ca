/** Games in progress for the fuzz tests: a subject's deal after some random legal moves. */
import fc from 'fast-check';
import { Game } from '@patience/core';
import { MAX_SEED, mulberry32, randomBelow } from '@patience/core/random';
import { allSubjects, type Subject } from '../../src/subjects.js';

export const SUBJECTS: readonly Subject[] = allSubjects();

/** Deal `seed` of a subject after `steps` random legal moves (fewer if the game ends first). */
export function gameAfter(subject: Subject, seed: number, steps: number): Game {
  const game = new Game(subject.variant, { seed });
  const next = mulberry32(seed ^ 0x5eed);
  for (let i = 0; i < steps; i++) {
    const moves = game.moves();
    const move = moves[moves.length === 0 ? 0 : randomBelow(next, moves.length)];
    if (!move) break;
    game.move(move);
  }
  return game;
}

/** A subject, a game of it in progress, and how it was made (for the failure message). */
export const gameInProgress = fc
  .record({ subject: fc.constantFrom(...SUBJECTS), seed: fc.integer({ min: 0, max: MAX_SEED }), steps: fc.nat({ max: 60 }) })
  .map(({ subject, seed, steps }) => ({
    subject,
    game: gameAfter(subject, seed, steps),
    // How fast-check prints it in a counterexample: enough to make the same game again.
    [fc.toStringMethod]: () => `${subject.label}, deal ${seed} after ${steps} random moves`,
  }));
