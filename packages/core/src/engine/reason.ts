import type { MoveRefusal } from '../errors/errors.js';

/*
 * A refusal's code and words, in a module of their own: the words of each kind of refusal (refusal-words.ts, and a
 * grid's in grid.ts) build them, and the move rules those words read must not import the words back.
 */

/** A refusal before it becomes an error: building an Error captures a stack, too slow for move generation. */
export interface Reason {
  readonly code: MoveRefusal;
  readonly message: string;
}

export function refuse(code: MoveRefusal, message: string): Reason {
  return { code, message };
}
