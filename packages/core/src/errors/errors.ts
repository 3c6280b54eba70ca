/**
 * Every error the library raises is a {@link PatienceError} with a stable `code` and a message a player
 * or developer understands. Codes never change meaning between versions; messages may be reworded.
 */

/** Why a move or deal was refused. */
export type MoveRefusal =
  | 'unknown-move'
  | 'unknown-pile'
  | 'bad-count'
  | 'same-pile'
  | 'empty-source'
  | 'not-enough-cards'
  | 'face-down-card'
  | 'from-stock'
  | 'one-card-only'
  | 'not-a-run'
  | 'run-too-long'
  | 'foundation-locked'
  | 'foundation-to-foundation'
  | 'not-a-destination'
  | 'foundation-one-at-a-time'
  | 'foundation-order'
  | 'foundation-runs-only'
  | 'cell-occupied'
  | 'empty-pile-closed'
  | 'empty-pile-needs-king'
  | 'no-building'
  | 'face-down-target'
  | 'does-not-build'
  | 'no-stock'
  | 'stock-empty'
  | 'deal-with-empty-pile'
  | 'deal-while-gap-fillable'
  | 'stock-not-empty'
  | 'waste-empty'
  | 'no-redeals-left'
  | 'covered'
  | 'not-a-pair'
  | 'save-full';

/** Every error code: move refusals and refusals of bad input. */
export type ErrorCode =
  | MoveRefusal
  | 'invalid-variant'
  | 'invalid-seed'
  | 'invalid-notation'
  | 'invalid-save'
  | 'invalid-snapshot'
  | 'invalid-option'
  | 'invalid-card'
  | 'unknown-variant';

/** The base class of every error the library throws. */
export class PatienceError extends Error {
  /** A stable code naming what went wrong. */
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'PatienceError';
    this.code = code;
  }
}

/** A move or deal the rules do not allow. The game it was tried on is unchanged. */
export class IllegalMoveError extends PatienceError {
  declare readonly code: MoveRefusal;

  constructor(code: MoveRefusal, message: string) {
    super(code, message);
    this.name = 'IllegalMoveError';
  }
}

/** A variant config that breaks a rule of the vocabulary; `field` is the path of the offending field. */
export class VariantError extends PatienceError {
  /** The path of the offending field, such as `layout.tableau[3].faceDown`. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super('invalid-variant', `${field}: ${problem}`);
    this.name = 'VariantError';
    this.field = field;
  }
}

/** A refusal as a value, for the `try` forms of the API. */
export interface Refusal<E extends PatienceError = PatienceError> {
  readonly ok: false;
  readonly error: E;
}

/** A success as a value, for the `try` forms of the API. */
export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

/** The result of a `try` form: a value, or the error that would have been thrown. */
export type Result<T, E extends PatienceError = PatienceError> = Success<T> | Refusal<E>;
