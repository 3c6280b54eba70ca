/**
 * Builds the gallery manifest from the game definitions: in Node at build time for the shipped games (the
 * app imports the result as the virtual module "virtual:patience-manifest"), and in the browser for a
 * variant the player composed. Names, difficulties, descriptions, options and opening layouts therefore
 * always come from the engine that plays them.
 */
import type { GameDefinition, Variant } from '@patience/core';
import { deal, pileIds, pileKind, type GameState, type PileKind } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import type { Manifest, ManifestGame, ManifestGroup, Miniature, MiniPile } from './manifest-types.js';

/** The deal drawn as every variant's miniature. */
export const MINIATURE_SEED = 1;

function miniPile(state: GameState, index: number): MiniPile {
  const pile = state.piles[index];
  if (!pile) return { down: 0, up: [] };
  return { down: pile.faceDown, up: pile.cards.slice(pile.faceDown).map(cardCode) };
}

/**
 * The opening layout of a variant, as counts of face-down cards and codes of face-up ones.
 * @example miniature(spider.variant()).tableau.length // 10
 */
export function miniature(variant: Variant, seed = MINIATURE_SEED): Miniature {
  const state = deal(variant, seed);
  const ids = pileIds(variant);
  const indexes = (kind: PileKind): number[] => ids.flatMap((id, i) => (pileKind(id) === kind ? [i] : []));
  const stock = ids.indexOf('stock');
  const waste = ids.indexOf('waste');
  const reserve = ids.indexOf('reserve');
  const covered = variant.layout.tableau.some((p) => p.coveredBy !== undefined);
  const foundations = indexes('foundation').map((i) => miniPile(state, i));
  return {
    tableau: indexes('tableau').map((i) => miniPile(state, i)),
    cells: indexes('cell').map((i) => miniPile(state, i)),
    foundations: foundations.length,
    stock: stock < 0 ? null : (state.piles[stock]?.cards.length ?? 0),
    ...(foundations.some((p) => p.up.length > 0) ? { foundationCards: foundations } : {}),
    ...(waste < 0 ? {} : { waste: miniPile(state, waste) }),
    ...(reserve < 0 ? {} : { reserve: miniPile(state, reserve) }),
    ...(covered ? { coveredBy: variant.layout.tableau.map((p) => [...(p.coveredBy ?? [])]) } : {}),
  };
}

/**
 * The manifest entry of one game: its facts, options, and each preset with the variant's own difficulty,
 * description and miniature; `group` says which gallery section lists it (a shipped game unless told).
 * @example gameManifest(spider).presets.map((p) => p.id) // ["standard", "1-suit", "2-suits", "relaxed"]
 */
export function gameManifest(definition: GameDefinition, group: ManifestGroup = 'shipped'): ManifestGame {
  return {
    id: definition.id,
    group,
    name: definition.name,
    family: definition.family,
    otherNames: [...definition.otherNames],
    dealers: [...definition.dealers],
    difficulty: definition.difficulty,
    description: definition.description,
    options: definition.options.map((o) => ({
      key: o.key,
      label: o.label,
      default: o.default,
      choices: o.choices.map((c) => ({ value: c.value, label: c.label, description: c.description })),
    })),
    presets: definition.presets.map((preset) => {
      const variant = definition.variant(preset.options);
      return {
        id: preset.id,
        name: preset.name,
        options: { ...preset.options } as Record<string, string | number | boolean>,
        difficulty: variant.difficulty,
        description: variant.description,
        miniature: miniature(variant),
      };
    }),
    lessons: definition.lessons.map((l) => ({ id: l.id, title: l.title, goal: l.goal })),
  };
}

/**
 * The manifest of every game given, in order, all in one gallery group (shipped games unless told).
 * @example buildManifest([easthaven, spider]).map((g) => g.id) // ["easthaven", "spider"]
 */
export function buildManifest(definitions: readonly GameDefinition[], group: ManifestGroup = 'shipped'): Manifest {
  return definitions.map((definition) => gameManifest(definition, group));
}
