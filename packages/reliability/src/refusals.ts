/**
 * What a clear refusal is: a {@link PatienceError} (never a `TypeError` or a bare `Error`) with a known
 * code and a message that says what was wrong; and, for a method of a {@link Game}, a game left exactly as
 * it was. The fuzz tests hold every public entry point to these.
 */
import { isDeepStrictEqual } from 'node:util';
import { PatienceError, VariantError, type ErrorCode, type Game } from '@patience/core';
import { InvariantViolation } from './invariants.js';

/** Every code core documents (docs/engine.md); a refusal with any other code is a defect. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'unknown-move', 'unknown-pile', 'bad-count', 'same-pile', 'empty-source', 'not-enough-cards', 'face-down-card', 'from-stock',
  'one-card-only', 'not-a-run', 'run-too-long', 'foundation-locked', 'foundation-to-foundation', 'not-a-destination',
  'foundation-one-at-a-time', 'foundation-order', 'foundation-runs-only', 'cell-occupied', 'empty-pile-closed',
  'empty-pile-needs-king', 'empty-pile-needs-rank', 'no-building', 'face-down-target', 'does-not-build', 'no-stock', 'stock-empty', 'deal-with-empty-pile',
  'deal-while-gap-fillable', 'stock-not-empty', 'waste-empty', 'no-redeals-left', 'nothing-to-redeal', 'invalid-variant', 'invalid-seed',
  'invalid-notation', 'invalid-save', 'invalid-snapshot', 'invalid-option', 'invalid-card', 'unknown-variant', 'covered', 'not-a-pair', 'move-limit',
];

/**
 * Fails unless `error` is a clear refusal: a PatienceError with a documented code (one of `codes`, when
 * given) and a message that is a sentence: it starts with a capital letter or a field path and ends with a
 * full stop; a {@link VariantError}'s message starts with the path of its offending field.
 */
export function expectClearRefusal(error: unknown, codes?: readonly ErrorCode[]): PatienceError {
  if (!(error instanceof PatienceError)) {
    const shown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new InvariantViolation(`expected a PatienceError, got ${shown}`);
  }
  if (!ERROR_CODES.includes(error.code)) throw new InvariantViolation(`unknown error code ${JSON.stringify(error.code)}: ${error.message}`);
  if (codes && !codes.includes(error.code)) throw new InvariantViolation(`expected a refusal coded ${codes.join(' or ')}, got ${error.code}: ${error.message}`);
  const message = error.message;
  if (error instanceof VariantError) {
    if (error.field === '' || !message.startsWith(`${error.field}: `) || message.length <= error.field.length + 4) {
      throw new InvariantViolation(`a VariantError's message names its field, then the problem; got ${JSON.stringify(message)}`);
    }
  } else if (!/^[A-Z"]/.test(message) || !/[.]$/.test(message) || message.length < 12) {
    throw new InvariantViolation(`a refusal's message is a sentence; got ${JSON.stringify(message)}`);
  }
  return error;
}

/** Runs `fn`, which must throw a clear refusal, and returns it. */
export function refusalOf(fn: () => unknown, codes?: readonly ErrorCode[]): PatienceError {
  try {
    fn();
  } catch (error) {
    return expectClearRefusal(error, codes);
  }
  throw new InvariantViolation('expected a refusal, but nothing was thrown');
}

/** Everything observable about a game: its save, its full snapshot, its history and what can be redone. */
export function observe(game: Game): unknown {
  return {
    save: game.save(),
    snapshot: game.snapshot(),
    history: game.history().map((r) => r.notation),
    canRedo: game.canRedo(),
    state: game.state,
  };
}

/** Fails unless a game looks exactly as it did. */
export function expectUnchanged(game: Game, before: unknown, what: string): void {
  if (!isDeepStrictEqual(observe(game), before)) throw new InvariantViolation(`${what} changed the game`);
}
