/**
 * What the gallery shows, worked out from the manifest with no React: its sections (shipped games, "More
 * games", "Your variants"), one tile per game, and each preset as a chip with a short name and the line that
 * tells it from the others. A game whose family is another game of the same section (Spiderette, of the
 * Spider family) joins that game's tile, so that one tile holds a whole family.
 */
import { presetDifference } from './preset-words.js';
import type { Manifest, ManifestGame, ManifestGroup, ManifestPreset } from './manifest-types.js';

/** One preset of a tile: the link that opens it. */
export interface GalleryChip {
  readonly game: ManifestGame;
  readonly preset: ManifestPreset;
  /** The chip's words, short because the tile names the game: "Two suits", "Standard", "Spiderette". */
  readonly label: string;
  /** What sets it apart from the tile's other chips: "Suits: Two suits". */
  readonly line: string;
}

/** The chips of one game inside a tile (a tile holds one row per game of its family). */
export interface GalleryRow {
  readonly game: ManifestGame;
  readonly chips: readonly GalleryChip[];
}

/** A tile: a game, and any games of its family that joined it. */
export interface GalleryTile {
  /** The game the tile is named after (its first row). */
  readonly lead: ManifestGame;
  readonly rows: readonly GalleryRow[];
}

/** A section of the gallery: a heading and its tiles. */
export interface GallerySection {
  readonly group: ManifestGroup;
  readonly title: string;
  /** One sentence under the heading. */
  readonly blurb: string;
  readonly tiles: readonly GalleryTile[];
}

/** The sections in gallery order, with their headings; a section with no game is not shown. */
export const SECTION_HEADINGS: readonly { readonly group: ManifestGroup; readonly title: string; readonly blurb: string }[] = [
  { group: 'shipped', title: 'Games', blurb: 'The games this site ships, each with its variants.' },
  { group: 'more', title: 'More games', blurb: 'Further games written as data on the same rules engine.' },
  { group: 'yours', title: 'Your variants', blurb: 'Variants you composed in this browser.' },
];

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A preset's chip words: the part of its name after its game's name ("Spider (two suits)" → "Two suits"), the
 * game's own name for the standard preset of a game that joined another's tile, else "Standard".
 * @example chipLabel(spider, spider.presets[2], false) // "Two suits"
 */
export function chipLabel(game: ManifestGame, preset: ManifestPreset, joined: boolean): string {
  const name = preset.name.trim();
  if (name === game.name) return joined ? game.name : 'Standard';
  const inner = name.startsWith(`${game.name} (`) && name.endsWith(')') ? name.slice(game.name.length + 2, -1).trim() : null;
  if (inner === null || inner === '') return name;
  return joined ? `${game.name}, ${inner}` : capitalised(inner);
}

/**
 * The line that tells a preset from the others of its game: the options it sets away from the defaults, and
 * for the standard preset the defaults of the options the other presets change ("The standard rules —
 * Suits: Four suits"), so that no two chips read the same.
 */
export function presetLine(game: ManifestGame, preset: ManifestPreset): string {
  const changed = presetDifference(game, preset.options);
  if (game.options.some((o) => preset.options[o.key] !== undefined && preset.options[o.key] !== o.default)) return changed;
  const varied = game.options.filter((o) => game.presets.some((p) => p.options[o.key] !== undefined && p.options[o.key] !== o.default));
  const words = varied.map((o) => `${o.label}: ${o.choices.find((c) => c.value === o.default)?.label ?? String(o.default)}`);
  return words.length > 0 ? `${changed} — ${words.join('; ')}` : changed;
}

function row(game: ManifestGame, joined: boolean): GalleryRow {
  return { game, chips: game.presets.map((preset) => ({ game, preset, label: chipLabel(game, preset, joined), line: presetLine(game, preset) })) };
}

/**
 * The tiles of a list of games, in its order: a game joins the tile of the game its family is named after,
 * when that game is in the list (Spiderette, family "Spider", joins Spider); every other game has its own.
 */
export function galleryTiles(games: readonly ManifestGame[]): GalleryTile[] {
  const leadOf = (game: ManifestGame): ManifestGame | undefined =>
    games.find((g) => g !== game && g.name === game.family && g.family === game.family);
  return games.filter((game) => leadOf(game) === undefined).map((lead) => ({
    lead,
    rows: [row(lead, false), ...games.filter((g) => leadOf(g) === lead).map((g) => row(g, true))],
  }));
}

/**
 * The gallery's sections, in order (shipped games, "More games", "Your variants"), each with the tiles of its
 * games; `yours` are the player's own variants, listed last. Sections with no game are left out.
 * @example gallerySections(manifest).map((s) => s.title) // ["Games"] until there are more
 */
export function gallerySections(manifest: Manifest, yours: readonly ManifestGame[] = []): GallerySection[] {
  const all = [...manifest, ...yours.map((g) => (g.group === 'yours' ? g : { ...g, group: 'yours' as const }))];
  return SECTION_HEADINGS.flatMap((heading) => {
    const games = all.filter((g) => g.group === heading.group);
    return games.length === 0 ? [] : [{ ...heading, tiles: galleryTiles(games) }];
  });
}
