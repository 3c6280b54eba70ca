/**
 * A variant the player composed in the Variant Lab (or opened from a shared link): JSON in core's rule
 * vocabulary, checked with `parseVariant` and played as a game of its own, under its own id. The one last
 * composed and every variant kept under "Your variants" stay in this browser's storage, so `#/play/<its id>`
 * and `#/rules/<its id>` open them again after a reload.
 */
import { defineGame, parseVariant, type GameDefinition, type Variant } from '@patience/core';
import { gameManifest } from '../gallery/game-manifest.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { idOfText, keptVariants, MAX_YOUR_VARIANTS, YOUR_VARIANTS_KEY, type KeptVariant } from './kept-variants.js';

export { idOfText, keptVariants, MAX_VARIANT_TEXT, MAX_YOUR_VARIANTS, YOUR_VARIANTS_KEY, type KeptVariant } from './kept-variants.js';
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local.js';

/** Where the composed variant's text is kept. */
export const CUSTOM_VARIANT_KEY = `${STORAGE_PREFIX}custom-variant`;


/** A composed variant, ready to play: its text, the variant, a game with no options, and its manifest entry. */
export interface CustomGame {
  readonly text: string;
  readonly variant: Variant;
  readonly definition: GameDefinition;
  readonly info: ManifestGame;
}

/** What checking a composed variant found: the game, or the sentence saying what is wrong. */
export type CustomCheck = { readonly ok: true; readonly game: CustomGame } | { readonly ok: false; readonly error: string };

/**
 * Checks the text of a composed variant: JSON, a variant `parseVariant` accepts (a refusal names the
 * field), and an id that is not a shipped game's (the id is the variant's address in the app).
 * @example checkCustomVariant('{"id": "x"}', []).ok // false: "name: expected a string, got nothing"
 */
export function checkCustomVariant(text: string, shippedIds: readonly string[]): CustomCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `This is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    const variant = parseVariant(data);
    if (shippedIds.includes(variant.id)) {
      return { ok: false, error: `id: "${variant.id}" is a shipped game's id; give your variant an id of its own.` };
    }
    const definition = defineGame({
      id: variant.id, name: variant.name, family: variant.family, otherNames: variant.otherNames,
      description: variant.description, difficulty: variant.difficulty, options: {}, build: () => variant,
    });
    return { ok: true, game: { text, variant, definition, info: gameManifest(definition) } };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Keeps a composed variant's text; false when storage refused it. */
export function storeCustomVariant(text: string): boolean {
  return writeStored(CUSTOM_VARIANT_KEY, text);
}

/** The text last composed, or null. */
export function storedCustomText(): string | null {
  const stored = readStored(CUSTOM_VARIANT_KEY);
  return stored.kind === 'value' && typeof stored.value === 'string' ? stored.value : null;
}

// The stored text last read, and the game it made. A composed game's page and its definition's loader both
// read it: they get the same game (one variant object, so the engine compiles its table once), checked once.
let lastRead: { readonly text: string; readonly game: CustomGame | null } | null = null;

/** Keeps a checked game under "Your variants" (first; one of the same id is replaced); false when storage refused. */
export function keepVariant(game: CustomGame): boolean {
  const others = keptVariants().filter((k) => idOfText(k.text) !== game.variant.id);
  const entry: KeptVariant = { text: game.text, miniature: game.info.presets[0]?.miniature ?? { tableau: [], cells: [], foundations: 0, stock: null } };
  return writeStored(YOUR_VARIANTS_KEY, [entry, ...others].slice(0, MAX_YOUR_VARIANTS));
}

/** Takes the variant of this id out of "Your variants". */
export function forgetVariant(id: string): void {
  writeStored(YOUR_VARIANTS_KEY, keptVariants().filter((k) => idOfText(k.text) !== id));
}

// Each text checked once: a page and the loader of its definition get the same game (one variant object,
// so the engine compiles its table once).
const checkedTexts = new Map<string, CustomGame | null>();

function gameOfText(text: string): CustomGame | null {
  let game = checkedTexts.get(text);
  if (game === undefined) {
    const checked = checkCustomVariant(text, []);
    game = checked.ok ? checked.game : null;
    if (checkedTexts.size > 64) checkedTexts.clear();
    checkedTexts.set(text, game);
  }
  return game;
}

/**
 * The composed game of this id: the variant last composed, else one of "Your variants", when its text is
 * still valid; else null. A shipped id is not refused here: the Lab refuses to store one, and the app looks
 * a shipped game up first.
 */
export function storedCustomGame(id: string): CustomGame | null {
  const text = storedCustomText();
  if (text !== null) {
    if (lastRead?.text !== text) lastRead = { text, game: gameOfText(text) };
    if (lastRead.game?.variant.id === id) return lastRead.game;
  }
  const kept = keptVariants().find((k) => idOfText(k.text) === id);
  return kept ? gameOfText(kept.text) : null;
}

/** A composed variant to start from: FreeCell, written as data. */
export const EXAMPLE_VARIANT = `{
  "id": "my-freecell",
  "name": "My FreeCell",
  "family": "FreeCell",
  "difficulty": "easy",
  "description": "Eight open columns and four cells; build down in alternating colours.",
  "layout": {
    "tableau": [
      { "cards": 7, "faceDown": 0 }, { "cards": 7, "faceDown": 0 }, { "cards": 7, "faceDown": 0 }, { "cards": 7, "faceDown": 0 },
      { "cards": 6, "faceDown": 0 }, { "cards": 6, "faceDown": 0 }, { "cards": 6, "faceDown": 0 }, { "cards": 6, "faceDown": 0 }
    ],
    "cells": [
      { "cards": 0, "faceDown": 0 }, { "cards": 0, "faceDown": 0 }, { "cards": 0, "faceDown": 0 }, { "cards": 0, "faceDown": 0 }
    ]
  },
  "rules": {
    "tableau": {
      "build": { "direction": "down", "match": "alternate-colour" },
      "runLimit": "free-spaces",
      "emptyAccepts": "any"
    }
  }
}
`;
