/**
 * The player's settings, kept between visits. Only well-formed values are believed: anything else in
 * storage falls back to the default, so a hostile or stale entry can never break the table.
 */
import { readStored, STORAGE_PREFIX, writeStored } from './local.js';

/** The key of the settings. */
export const SETTINGS_KEY = `${STORAGE_PREFIX}settings`;

/** What the app remembers about how the player likes to play. */
export interface Settings {
  /** Safe cards go to the foundations by themselves after each move. */
  readonly autoMove: boolean;
}

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: Settings = { autoMove: false };

/** Reads settings from stored data of any shape, keeping each field that is valid. */
export function settingsFrom(value: unknown): Settings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const autoMove = (value as { autoMove?: unknown }).autoMove;
  return { autoMove: typeof autoMove === 'boolean' ? autoMove : DEFAULT_SETTINGS.autoMove };
}

/** The stored settings, or the defaults. */
export function loadSettings(): Settings {
  const stored = readStored(SETTINGS_KEY);
  return stored.kind === 'value' ? settingsFrom(stored.value) : DEFAULT_SETTINGS;
}

/** Stores the settings; false when storage refused them (the setting then lasts for this visit only). */
export function storeSettings(settings: Settings): boolean {
  return writeStored(SETTINGS_KEY, settings);
}
