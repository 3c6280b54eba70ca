/**
 * The game in progress, as stored under `patience:v1:game:<gameId>`:
 * `{ "version": 1, "options": {..}, "save": <Game.save()>, "elapsedMs": n, "undoGroups": [n, ..] }`.
 * Only the shape is checked here; the engine's Game.load checks the save itself.
 */

/** A stored game in progress, shape-checked. */
export interface SavedGame {
  readonly version: 1;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly save: Readonly<Record<string, unknown>>;
  readonly elapsedMs: number;
  /**
   * How many moves each Undo takes back, oldest first (a move and the automatic moves it set off go
   * together); absent in older entries, and dropped when malformed (Undo then takes one move at a time).
   */
  readonly undoGroups?: readonly number[];
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
  const groups = value.undoGroups;
  const undoGroups = Array.isArray(groups) && groups.every((n) => Number.isSafeInteger(n) && (n as number) > 0) ? (groups as number[]) : undefined;
  return { version: 1, options: clean, save, elapsedMs: Math.min(Math.round(elapsedMs), MAX_ELAPSED_MS), ...(undoGroups ? { undoGroups } : {}) };
}

/**
 * The Undo groups to resume with for a game of `moves` moves: the stored ones when they add up to exactly
 * that many, otherwise one move each.
 * @example undoGroupsFor([1, 3], 4) // [1, 3]
 */
export function undoGroupsFor(stored: readonly number[] | undefined, moves: number): number[] {
  if (stored && stored.reduce((sum, n) => sum + n, 0) === moves) return [...stored];
  return Array.from({ length: moves }, () => 1);
}

/** The seed a save records, if it records one (a position save has none). */
export function savedSeed(saved: SavedGame): number | null {
  const seed = saved.save.seed;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 ? seed : null;
}

/** How many moves a save records (its notation holds them separated by spaces). */
export function savedMoveCount(saved: SavedGame): number {
  const moves = saved.save.moves;
  return typeof moves === 'string' ? moves.split(/\s+/).filter(Boolean).length : 0;
}
