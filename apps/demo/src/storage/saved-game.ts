/**
 * The game in progress, as stored under `patience:v1:game:<gameId>`:
 * `{ "version": 1, "options": {..}, "save": <Game.save()>, "elapsedMs": n, "steps": <game.stepSizes()>, "assisted": true }`
 * (`assisted` only once a solution was shown).
 * Entries written before core's play session carry the same numbers as `undoGroups`; both are read.
 * Only the shape is checked here; the engine's Game.load checks the save itself.
 */
import type { Game } from '@patience/core';
import type { DealerName } from '@patience/core/random';

/** A stored game in progress, shape-checked. */
export interface SavedGame {
  readonly version: 1;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly save: Readonly<Record<string, unknown>>;
  readonly elapsedMs: number;
  /**
   * How many moves each Undo takes back, oldest first (a move and the automatic moves it set off go
   * together), as `Game.stepSizes()` gives them and `Game.load(..., { steps })` takes them; read from
   * `steps`, or from `undoGroups` in older entries; absent or dropped when malformed (Undo then takes one
   * move at a time).
   */
  readonly steps?: readonly number[];
  /** A solution was shown for this deal, so that a reload does not forget it; absent otherwise (and in older entries). */
  readonly assisted?: true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The longest time kept (a year): anything longer is not a real game clock. */
const MAX_ELAPSED_MS = 366 * 24 * 3600 * 1000;

/**
 * Checks a stored value's shape; null when it is not a saved game (the caller discards it).
 * @example readSavedGame({ version: 1, options: {}, save: {...}, elapsedMs: 0 }) // the same object
 */
export function readSavedGame(value: unknown): SavedGame | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { options, save, elapsedMs } = value;
  if (!isRecord(options) || !isRecord(save)) return null;
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, v] of Object.entries(options)) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
    clean[key] = v;
  }
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0) return null;
  // An entry from before core's play session names its steps `undoGroups`.
  const given = value.steps ?? value.undoGroups;
  const steps = Array.isArray(given) && given.every((n) => Number.isSafeInteger(n) && (n as number) > 0) ? (given as number[]) : undefined;
  return {
    version: 1, options: clean, save, elapsedMs: Math.min(Math.round(elapsedMs), MAX_ELAPSED_MS), ...(steps ? { steps } : {}),
    ...(value.assisted === true ? { assisted: true as const } : {}),
  };
}

/**
 * The steps to hand `Game.load` for a save of `moves` moves: the stored ones when they add up to exactly
 * that many, otherwise undefined (each move its own step), so that a stored entry with wrong steps still
 * resumes instead of being refused by `Game.load`.
 * @example stepsFor([1, 3], 4) // [1, 3]
 */
export function stepsFor(stored: readonly number[] | undefined, moves: number): readonly number[] | undefined {
  return stored && stored.reduce((sum, n) => sum + n, 0) === moves ? stored : undefined;
}

/**
 * The stored entry of a game in progress (`assisted` once a solution was shown for it).
 * @example storedGame(game, { suits: 2 }, 61000) // { version: 1, options: { suits: 2 }, save: {...}, elapsedMs: 61000, steps: [1, 3] }
 */
export function storedGame(game: Game, options: SavedGame['options'], elapsedMs: number, assisted = false): SavedGame {
  return {
    version: 1, options, save: game.save() as unknown as Readonly<Record<string, unknown>>, elapsedMs: Math.round(elapsedMs), steps: game.stepSizes(),
    ...(assisted ? { assisted: true as const } : {}),
  };
}

/** The seed a save records, if it records one (a position save has none). */
export function savedSeed(saved: SavedGame): number | null {
  const seed = saved.save.seed;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 ? seed : null;
}

/** The dealer a save records: `microsoft` when it says so, otherwise ours (saves of our own deals name none). */
export function savedDealer(saved: SavedGame): DealerName {
  return saved.save.dealer === 'microsoft' ? 'microsoft' : 'patience';
}

/** How many moves a save records (its notation holds them separated by spaces). */
export function savedMoveCount(saved: SavedGame): number {
  const moves = saved.save.moves;
  return typeof moves === 'string' ? moves.split(/\s+/).filter(Boolean).length : 0;
}
