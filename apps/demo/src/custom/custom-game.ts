/**
 * A variant the player composed on the compose page: JSON in core's rule vocabulary, checked with
 * `parseVariant` and played as a game of its own, under its own id. It is kept in this browser's storage,
 * so `#/play/<its id>` and `#/rules/<its id>` open it again after a reload.
 */
import { defineGame, parseVariant, type GameDefinition, type Variant } from '@patience/core';
import { gameManifest } from '../gallery/game-manifest.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
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

/**
 * The composed game of this id, when the stored variant has it and is still valid; else null. A shipped id is
 * not refused here: the compose page refuses to store one, and the app looks a shipped game up first.
 */
export function storedCustomGame(id: string): CustomGame | null {
  const text = storedCustomText();
  if (text === null) return null;
  if (lastRead?.text !== text) {
    const checked = checkCustomVariant(text, []);
    lastRead = { text, game: checked.ok ? checked.game : null };
  }
  return lastRead.game?.variant.id === id ? lastRead.game : null;
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
