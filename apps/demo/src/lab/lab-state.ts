/**
 * The Lab's plain logic, apart from its page: checking the rules as they stand, where a refusal is shown,
 * the config it opens with, a config started from a game, and what a change did to the rules text.
 */
import { parseVariant, VariantError, type Variant } from '@patience/core';
import type { RulesDescription } from '@patience/core/rules';
import { checkCustomVariant, EXAMPLE_VARIANT, storedCustomText, type CustomGame } from '../custom/custom-game.js';
import type { Manifest } from '../gallery/manifest-types.js';
import type { PlacedProblem } from './controls/control-parts.js';
import { applies, controlForField, labControls, valueAt, type Config } from './lab-fields.js';
import { compactConfig, readShared } from './share-codec.js';

/** What the rules as they stand make: a game, or the refusal with the field it names. */
export type Checked =
  | { readonly ok: true; readonly variant: Variant; readonly game: CustomGame }
  | { readonly ok: false; readonly field: string; readonly message: string };

/** A config as the JSON view shows it. */
export function pretty(config: Config): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Whether JSON data is a config (an object), as a variant must be. */
export function isConfig(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rules as they stand, checked as `parseVariant` and the Lab's own rules (no shipped game's id) check them. */
export function check(config: Config, shippedIds: readonly string[]): Checked {
  try {
    parseVariant(config);
  } catch (error) {
    if (error instanceof VariantError) return { ok: false, field: error.field, message: error.message };
    return { ok: false, field: 'variant', message: error instanceof Error ? error.message : String(error) };
  }
  const checked = checkCustomVariant(pretty(config), shippedIds);
  if (!checked.ok) return { ok: false, field: 'id', message: checked.error };
  return { ok: true, variant: checked.game.variant, game: checked.game };
}

/** A lower-case kebab-case id for a name, never a shipped game's. */
export function idFor(name: string, shippedIds: readonly string[]): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').slice(0, 40).replace(/^-+|-+$/g, '') || 'my-variant';
  return shippedIds.includes(slug) ? `${slug}-mine` : slug;
}

/** The config the Lab opens with: a shared variant, else the one last composed, else FreeCell written as data. */
export function initialConfig(shared: string | null, shippedIds: readonly string[]): { config: Config; notice: string | null } {
  if (shared !== null) {
    const read = readShared(shared, shippedIds);
    if (read.ok) return { config: JSON.parse(read.game.text) as Config, notice: `Opened the shared variant ${read.game.variant.name}.` };
    return { config: JSON.parse(EXAMPLE_VARIANT) as Config, notice: read.message };
  }
  const stored = storedCustomText();
  if (stored !== null) {
    try {
      const data = JSON.parse(stored) as unknown;
      if (isConfig(data)) return { config: data, notice: null };
    } catch {
      // Text that is no longer JSON: start from the example instead.
    }
  }
  return { config: JSON.parse(EXAMPLE_VARIANT) as Config, notice: null };
}

/**
 * A game's rules as a composed game of its own, "My <preset>": its shortest config, with no named options
 * (the options it was made with are its rules now, and a save names its variant by id and options).
 */
export function startingConfig(variant: Variant, presetName: string, shippedIds: readonly string[]): Config {
  const base = compactConfig(variant);
  Reflect.deleteProperty(base, 'options');
  // Other names name the game started from ("Patience, Solitaire" for Klondike), not the author's game.
  Reflect.deleteProperty(base, 'otherNames');
  const name = `My ${presetName}`;
  return { ...base, id: idFor(name, shippedIds), name };
}

/**
 * The "Start from" choice (`<game id>|<preset id>`) that a config came from: the preset "My <preset>" names, else
 * the first preset of the game its family names; null when it names none (a variant composed from nothing).
 */
export function startChoice(config: Config, games: Manifest): string | null {
  const name = typeof config.name === 'string' ? config.name : '';
  const family = typeof config.family === 'string' ? config.family : name;
  for (const game of games) {
    const preset = game.presets.find((p) => `My ${p.name}` === name);
    if (preset) return `${game.id}|${preset.id}`;
  }
  // The game of that name first: a family holds several games (Easthaven is of Klondike's).
  const game = games.find((g) => g.name === family) ?? games.find((g) => g.family === family);
  const first = game?.presets[0];
  return game && first ? `${game.id}|${first.id}` : null;
}

/** The control a change was made with: the first whose value differs between the two configs, or null. */
export function changedControl(before: Config, after: Config): string | null {
  const differs = (path: string): boolean => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path));
  return labControls().find((c) => differs(c.path))?.path ?? null;
}

/**
 * Where a refusal is shown: at its control, or (an id, a name) beside the game's name. A refusal of a
 * whole part (`layout`: more cards dealt than the deck holds) is shown at the control of that part the
 * last change was made with, which caused it, rather than at the part's first control.
 */
export function placeProblem(checked: Checked, config: Config, lastChanged: string | null = null, causedByLast = false): PlacedProblem | null {
  if (checked.ok) return null;
  const problem = checked.message.startsWith(`${checked.field}: `) ? checked.message.slice(checked.field.length + 2) : checked.message;
  const last = lastChanged === null ? undefined : labControls().find((c) => c.path === lastChanged && applies(c, config));
  if (last && lastChanged?.startsWith(`${checked.field}.`)) return { path: last.path, row: null, text: problem };
  const placed = controlForField(checked.field, config);
  // A change that turned accepted rules into refused ones caused the refusal, wherever the refused field is:
  // it is explained at that change's control, naming the control of the rule it clashes with.
  if (last && causedByLast && placed && placed.control.path !== last.path) return { path: last.path, row: null, text: `${placed.control.label}: ${problem}` };
  if (!placed) return { path: checked.field, row: null, text: `${checked.field}: ${problem}` };
  const noun = placed.control.kind === 'rows' ? placed.control.noun : '';
  const row = placed.row === null || noun === '' ? '' : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${placed.row + 1}: `;
  return { path: placed.control.path, row: placed.row, text: `${row}${problem}` };
}

/** What a change did to the rules text: the sentences it brought in, and those it took out. */
export interface RulesChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

/** The rules sentences of `after` not in `before`, and of `before` not in `after`, each in its text's order. */
export function rulesChange(before: RulesDescription, after: RulesDescription): RulesChange {
  const sentences = (rules: RulesDescription): string[] => [rules.summary, ...rules.sections.flatMap((s) => s.rules)];
  const was = sentences(before);
  const now = sentences(after);
  return { added: now.filter((s) => !was.includes(s)), removed: was.filter((s) => !now.includes(s)) };
}
