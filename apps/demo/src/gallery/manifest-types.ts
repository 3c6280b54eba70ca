/**
 * The gallery manifest: what the first page needs to know about every game, computed from the engine at
 * build time (see game-manifest.ts), so the first load carries no engine code and no text can drift.
 */

/** An option value as the engine stores it. */
export type ManifestValue = string | number | boolean;

/** One choice of a rule option. */
export interface ManifestChoice {
  readonly value: ManifestValue;
  readonly label: string;
  readonly description: string;
}

/** A rule option of a game: its key (the URL parameter), label, default and choices. */
export interface ManifestOption {
  readonly key: string;
  readonly label: string;
  readonly default: ManifestValue;
  readonly choices: readonly ManifestChoice[];
}

/** A pile of a miniature: how many cards lie face down, and the codes of the face-up ones ("QH"). */
export interface MiniPile {
  readonly down: number;
  readonly up: readonly string[];
}

/**
 * The opening layout of a variant (deal 1), drawn small in the gallery by `@patience/board` without the engine.
 * The optional fields came later: a miniature kept in a browser before them draws without a waste, a reserve
 * or covered piles.
 */
export interface Miniature {
  readonly tableau: readonly MiniPile[];
  readonly cells: readonly MiniPile[];
  readonly foundations: number;
  /** Cards in the stock, or null when the game has none. */
  readonly stock: number | null;
  /** The foundations' cards, when the deal puts some there (Beleaguered Castle's Aces, Canfield's first card). */
  readonly foundationCards?: readonly MiniPile[];
  /** The waste, when the stock deals to one. */
  readonly waste?: MiniPile;
  /** The reserve (Canfield's), when the game has one. */
  readonly reserve?: MiniPile;
  /** For each tableau pile, the piles (numbered from 1) lying on it: Pyramid's and TriPeaks' shapes. */
  readonly coveredBy?: readonly (readonly number[])[];
}

/** A preset of a game: one gallery entry. */
export interface ManifestPreset {
  readonly id: string;
  readonly name: string;
  readonly options: Readonly<Record<string, ManifestValue>>;
  readonly difficulty: string;
  readonly description: string;
  readonly miniature: Miniature;
}

/** A lesson's title line, for the lessons list. */
export interface ManifestLesson {
  readonly id: string;
  readonly title: string;
  readonly goal: string;
}

/**
 * Which part of the gallery a game is shown in: the games the repository ships, "More games" (examples
 * written as data on top of them), or "Your variants" (composed by the player in this browser).
 */
export type ManifestGroup = 'shipped' | 'more' | 'yours';

/** A game: its facts, options, presets and lessons. */
export interface ManifestGame {
  readonly id: string;
  /** The gallery section the game is listed in. */
  readonly group: ManifestGroup;
  readonly name: string;
  readonly family: string;
  readonly otherNames: readonly string[];
  /** The dealers whose numbered deals the game offers (`patience`, and `microsoft` for FreeCell's numbers). */
  readonly dealers: readonly string[];
  readonly difficulty: string;
  readonly description: string;
  readonly options: readonly ManifestOption[];
  readonly presets: readonly ManifestPreset[];
  readonly lessons: readonly ManifestLesson[];
}

/** Every shipped game, in gallery order. */
export type Manifest = readonly ManifestGame[];
