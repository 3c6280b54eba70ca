/**
 * The player's settings, kept between visits. Only well-formed values are believed: anything else in
 * storage falls back to the default, field by field, so a hostile or stale entry can never break the table.
 */
import { readStored, STORAGE_PREFIX, writeStored } from './local.js';

/** The key of the settings. */
export const SETTINGS_KEY = `${STORAGE_PREFIX}settings`;

/** What the app remembers about how the player likes to play. */
export interface Settings {
  /** Safe cards go to the foundations by themselves after each move (on by default, as in the usual apps). */
  readonly autoMove: boolean;
  /** "New deal" deals only deals the solver has proven winnable. */
  readonly winnableOnly: boolean;
  /** The solver's quiet "still winnable / no longer winnable / unknown" note after each move. */
  readonly showWinnability: boolean;
  /** Short, quiet sounds for a move, a deal and a win (off unless the player turns them on). */
  readonly sound: boolean;
}

/** The settings of a first visit. */
// Safe cards go home by themselves unless the player turns it off; the winnability note is off on a first
// visit, so that a fresh deal does not open by telling the player it cannot be won.
// Sound is off until asked for: a page that makes noise unasked is one players close.
export const DEFAULT_SETTINGS: Settings = { autoMove: true, winnableOnly: false, showWinnability: false, sound: false };

/** Reads settings from stored data of any shape, keeping each field that is valid. */
export function settingsFrom(value: unknown): Settings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULT_SETTINGS;
  const stored = value as Partial<Record<keyof Settings, unknown>>;
  const flag = (key: keyof Settings): boolean => {
    const v = stored[key];
    return typeof v === 'boolean' ? v : DEFAULT_SETTINGS[key];
  };
  return { autoMove: flag('autoMove'), winnableOnly: flag('winnableOnly'), showWinnability: flag('showWinnability'), sound: flag('sound') };
}

/** The stored settings, or the defaults. */
export function loadSettings(): Settings {
  const stored = readStored(SETTINGS_KEY);
  return stored.kind === 'value' ? settingsFrom(stored.value) : DEFAULT_SETTINGS;
}

/**
 * Changes some settings and stores them all; false when storage refused them (the change then lasts for
 * this visit only). Reads the stored settings first, so that two open tabs do not undo each other's choices.
 */
export function updateSettings(change: Partial<Settings>): boolean {
  return writeStored(SETTINGS_KEY, { ...loadSettings(), ...change });
}
