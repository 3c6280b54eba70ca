/**
 * How the table looks: the card back, the table colour, the card faces and the size of their corner indices,
 * remembered between visits under their own key (apart from the play settings, so a stored value of either
 * kind can never spoil the other).
 */
import type { CardFace } from '@patience/board';
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local.js';

/** The key of the stored look. */
export const APPEARANCE_KEY = `${STORAGE_PREFIX}appearance`;

/** The card backs, by name as the menu shows them. */
export const BACKS = { navy: 'Navy lattice', crimson: 'Crimson lattice', forest: 'Forest lattice', plum: 'Plum lattice' } as const;
/** The table colours. */
export const TABLES = { green: 'Green baize', blue: 'Blue baize', burgundy: 'Burgundy', charcoal: 'Charcoal' } as const;

/**
 * The board's three card faces (see `CardFace` in `@patience/board`): the large-print face reads best on a
 * phone's smallest cards (ten columns), the pip face reads like a printed deck.
 */
export const FACES: Readonly<Record<CardFace, string>> = { standard: 'Standard', pips: 'Pips', large: 'Large print' };

/**
 * The size of the standard face's corner indices: a choice of its own, since large indices keep the face's look
 * while reading better. The large-print face has no corner indices to enlarge, and the pip face's pips lie
 * where larger indices would run into them, so neither takes it.
 */
export const CORNERS = { standard: 'Standard', large: 'Large' } as const;

export type Back = keyof typeof BACKS;
export type Corners = keyof typeof CORNERS;
export type Table = keyof typeof TABLES;

/** The player's chosen look. */
export interface Appearance {
  readonly back: Back;
  readonly table: Table;
  readonly face: CardFace;
  readonly corners: Corners;
}

/** The look of a first visit. */
export const DEFAULT_APPEARANCE: Appearance = { back: 'navy', table: 'green', face: 'standard', corners: 'standard' };

function oneOf<K extends string>(choices: Readonly<Record<K, string>>, value: unknown, fallback: K): K {
  return typeof value === 'string' && Object.hasOwn(choices, value) ? (value as K) : fallback;
}

/**
 * The face and corners of a stored look. A look stored before faces were offered has only `print`, whose
 * "Large" chose both the large-print face on the play board and large indices on any other standard face:
 * it reads as that same pair, so the table looks as it did.
 */
function faceAndCorners(v: Record<string, unknown>): Pick<Appearance, 'face' | 'corners'> {
  if (v.face === undefined && v.corners === undefined && v.print === 'large') return { face: 'large', corners: 'large' };
  return { face: oneOf(FACES, v.face, DEFAULT_APPEARANCE.face), corners: oneOf(CORNERS, v.corners, DEFAULT_APPEARANCE.corners) };
}

/** Reads a look from stored data of any shape (today's or the earlier `print` form), keeping each field that names a real choice. */
export function appearanceFrom(value: unknown): Appearance {
  if (typeof value !== 'object' || value === null) return DEFAULT_APPEARANCE;
  const v = value as Record<string, unknown>;
  return {
    back: oneOf(BACKS, v.back, DEFAULT_APPEARANCE.back),
    table: oneOf(TABLES, v.table, DEFAULT_APPEARANCE.table),
    ...faceAndCorners(v),
  };
}

/** The stored look, or the default. */
export function loadAppearance(): Appearance {
  const stored = readStored(APPEARANCE_KEY);
  return stored.kind === 'value' ? appearanceFrom(stored.value) : DEFAULT_APPEARANCE;
}

/**
 * Shows a look on the page, as attributes of the root element: the table colour and back for the CSS, the
 * corners for the boards' `--pb-index-scale`, the face for the play board (GameBoard follows `data-face`).
 */
export function applyAppearance(look: Appearance, root: HTMLElement = document.documentElement): void {
  root.dataset.table = look.table;
  root.dataset.back = look.back;
  root.dataset.face = look.face;
  root.dataset.corners = look.corners;
}

/** The face the root element's look names (the standard face when it names none). */
export function faceOf(root: HTMLElement = document.documentElement): CardFace {
  return oneOf(FACES, root.dataset.face, DEFAULT_APPEARANCE.face);
}

/** Stores and shows a look; false when storage refused it (it then lasts for this visit). */
export function saveAppearance(look: Appearance): boolean {
  applyAppearance(look);
  return writeStored(APPEARANCE_KEY, look);
}
