/** `patience list`: every shipped game and its variants (presets), with id, name, family and difficulty. */
import { GAMES, presetName } from '../games.js';

/** One row of `patience list --json`. */
export interface ListedGame {
  /** The name the commands take: `spider/2-suits`. */
  readonly id: string;
  readonly name: string;
  readonly family: string;
  readonly difficulty: string;
  /** The game this is a variant of (its own id for the standard game). */
  readonly game: string;
  readonly package: string;
}

export function listGames(): ListedGame[] {
  return GAMES.flatMap(({ game, pkg }) => game.presets.map((preset) => ({
    // Each preset's own variant says how hard it is: one-suit Spider is easy where the game at large is expert.
    id: presetName(game, preset), name: preset.name, family: game.family, difficulty: game.variant(preset.options).difficulty, game: game.id, package: pkg,
  })));
}

/** The list as a table. */
export function listText(): string {
  const rows = [['id', 'name', 'family', 'difficulty'], ...listGames().map((g) => [g.id, g.name, g.family, g.difficulty])];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((t, c) => (c < 3 ? t.padEnd(widths[c] ?? 0) : t)).join('  ')).join('\n');
}
