/**
 * How the table looks: the card back and the table colour, remembered between visits under their own key
 * (apart from the play settings, so a stored value of either kind can never spoil the other).
 */
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local.js';

/** The key of the stored look. */
export const APPEARANCE_KEY = `${STORAGE_PREFIX}appearance`;

/** The card backs, by name as the menu shows them. */
export const BACKS = { navy: 'Navy lattice', crimson: 'Crimson lattice', forest: 'Forest lattice', plum: 'Plum lattice' } as const;
/** The table colours. */
export const TABLES = { green: 'Green baize', blue: 'Blue baize', burgundy: 'Burgundy', charcoal: 'Charcoal' } as const;

/** The size of the cards' corner indices: large print reads on a phone's smallest cards (ten columns). */
export const PRINTS = { standard: 'Standard', large: 'Large' } as const;

export type Back = keyof typeof BACKS;
export type Print = keyof typeof PRINTS;
export type Table = keyof typeof TABLES;

/** The player's chosen look. */
export interface Appearance {
  readonly back: Back;
  readonly table: Table;
  readonly print: Print;
}

/** The look of a first visit. */
export const DEFAULT_APPEARANCE: Appearance = { back: 'navy', table: 'green', print: 'standard' };

function oneOf<K extends string>(choices: Readonly<Record<K, string>>, value: unknown, fallback: K): K {
  return typeof value === 'string' && Object.hasOwn(choices, value) ? (value as K) : fallback;
}

/** Reads a look from stored data of any shape, keeping each field that names a real choice. */
export function appearanceFrom(value: unknown): Appearance {
  if (typeof value !== 'object' || value === null) return DEFAULT_APPEARANCE;
  const v = value as Record<string, unknown>;
  return {
    back: oneOf(BACKS, v.back, DEFAULT_APPEARANCE.back),
    table: oneOf(TABLES, v.table, DEFAULT_APPEARANCE.table),
    print: oneOf(PRINTS, v.print, DEFAULT_APPEARANCE.print),
  };
}

/** The stored look, or the default. */
export function loadAppearance(): Appearance {
  const stored = readStored(APPEARANCE_KEY);
  return stored.kind === 'value' ? appearanceFrom(stored.value) : DEFAULT_APPEARANCE;
}

/** Shows a look on the page: the table colour on the root element, the back and print on the board (through the root too). */
export function applyAppearance(look: Appearance, root: HTMLElement = document.documentElement): void {
  root.dataset.table = look.table;
  root.dataset.back = look.back;
  root.dataset.print = look.print;
}

/** Stores and shows a look; false when storage refused it (it then lasts for this visit). */
export function saveAppearance(look: Appearance): boolean {
  applyAppearance(look);
  return writeStored(APPEARANCE_KEY, look);
}
