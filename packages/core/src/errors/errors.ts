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
  | 'whole-pile-only'
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
  | 'empty-pile-needs-rank'
  | 'no-building'
  | 'face-down-target'
  | 'does-not-build'
  | 'pile-full'
  | 'no-stock'
  | 'stock-empty'
  | 'deal-with-empty-pile'
  | 'deal-while-gap-fillable'
  | 'stock-not-empty'
  | 'waste-empty'
  | 'no-redeals-left'
  | 'nothing-to-redeal'
  | 'covered'
  | 'not-a-pair'
  | 'not-outranked'
  | 'not-a-gap'
  | 'gap-closed'
  | 'gap-takes-start'
  | 'not-the-successor'
  | 'reserve-home-only'
  | 'base-not-chosen'
  | 'waste-pile'
  | 'card-waiting'
  | 'move-limit';

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

/**
 * The brand every error of the library carries, keyed by `Symbol.for` so that it is the same symbol in every
 * copy of the library a process loads (the ESM and the CommonJS build, or two versions side by side): the
 * names of the classes it is an instance of, most general first.
 */
const BRAND: unique symbol = Symbol.for('@patience/core:error-classes') as never;
/** The symbol under which each class of the library keeps the name its instances are branded with. */
const CLASS_NAME: unique symbol = Symbol.for('@patience/core:error-class') as never;

/** The class names an error of the library is branded with, or none for anything else. */
function brandsOf(value: unknown): readonly string[] {
  if (typeof value !== 'object' || value === null) return [];
  const brands: unknown = (value as Record<symbol, unknown>)[BRAND];
  return Array.isArray(brands) ? (brands as string[]) : [];
}

/** Adds a class's name to an error's brand, kept off `JSON.stringify` and enumeration. */
function brand(error: Error, className: string): void {
  const brands = brandsOf(error);
  Object.defineProperty(error, BRAND, { value: [...brands, className], configurable: true });
}

/**
 * The base class of every error the library throws.
 *
 * `instanceof` works across copies of the library: an app that loads both the ESM and the CommonJS build
 * (the dual-package hazard) gets errors from either copy, and `error instanceof PatienceError` (or
 * `IllegalMoveError`, `VariantError`) answers by the error's brand, not by which copy made it. Use
 * {@link isPatienceError} where a type guard function reads better.
 */
export class PatienceError extends Error {
  static readonly [CLASS_NAME]: string = 'PatienceError';

  /** A stable code naming what went wrong. */
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'PatienceError';
    this.code = code;
    brand(this, 'PatienceError');
  }

  /**
   * Whether `value` is an instance of this class: by the prototype chain, or by the brand an error of any
   * copy of the library carries (for the library's own classes only: a subclass an app writes answers by
   * its prototype chain alone).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    if (!Object.hasOwn(this, CLASS_NAME)) return false;
    return brandsOf(value).includes((this as unknown as Record<symbol, string>)[CLASS_NAME] as string);
  }
}

/**
 * Whether `value` is an error of the library, from any copy of it (ESM or CommonJS build, or another
 * version): the type guard form of `value instanceof PatienceError`.
 * @example
 * try { game.move('t1>t9'); } catch (e) { if (isPatienceError(e)) console.log(e.code); }
 */
export function isPatienceError(value: unknown): value is PatienceError {
  return brandsOf(value).includes('PatienceError');
}

/** A move or deal the rules do not allow. The game it was tried on is unchanged. */
export class IllegalMoveError extends PatienceError {
  static override readonly [CLASS_NAME]: string = 'IllegalMoveError';
  declare readonly code: MoveRefusal;

  constructor(code: MoveRefusal, message: string) {
    super(code, message);
    this.name = 'IllegalMoveError';
    brand(this, 'IllegalMoveError');
  }
}

/** A variant config that breaks a rule of the vocabulary; `field` is the path of the offending field. */
export class VariantError extends PatienceError {
  static override readonly [CLASS_NAME]: string = 'VariantError';
  /** The path of the offending field, such as `layout.tableau[3].faceDown`. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super('invalid-variant', `${field}: ${problem}`);
    this.name = 'VariantError';
    this.field = field;
    brand(this, 'VariantError');
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
