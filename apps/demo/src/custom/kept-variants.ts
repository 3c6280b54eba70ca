/**
 * "Your variants" as stored, read without the engine, so that the gallery (the first page) can list them:
 * each entry's text and the miniature drawn when it was kept. Stored data may be anything: entries of the
 * wrong shape are dropped, and a text is checked by the engine (custom-game.ts) when it opens.
 */
import type { Miniature } from '../gallery/manifest-types.js';
import { readStored, STORAGE_PREFIX } from '../storage/local.js';

/** Where "Your variants" are kept: `[{ "text": <the variant's JSON>, "miniature": <its deal 1> }, ...]`. */
export const YOUR_VARIANTS_KEY = `${STORAGE_PREFIX}your-variants`;

/** The most variants kept under "Your variants"; keeping one more drops the oldest. */
export const MAX_YOUR_VARIANTS = 24;

/** The longest variant text the app keeps or reads from a link (a variant of 32 piles is a few KB). */
export const MAX_VARIANT_TEXT = 32_000;

/** A variant kept under "Your variants": its text, and the miniature the gallery draws without the engine. */
export interface KeptVariant {
  readonly text: string;
  readonly miniature: Miniature;
}

function isMiniPileList(value: unknown): boolean {
  return Array.isArray(value) && value.length <= 64 && value.every((p: unknown) => typeof p === 'object' && p !== null
    && Number.isInteger((p as { down?: unknown }).down) && Array.isArray((p as { up?: unknown }).up)
    && ((p as { up: unknown[] }).up).every((c) => typeof c === 'string' && c.length <= 3));
}

/** A stored miniature of the right shape (stored data may be anything; the gallery draws only this). */
export function isMiniature(value: unknown): value is Miniature {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return isMiniPileList(m.tableau) && isMiniPileList(m.cells) && Number.isInteger(m.foundations)
    && (m.stock === null || Number.isInteger(m.stock));
}

/**
 * The variants kept under "Your variants", newest first: entries of the wrong shape are dropped one by one.
 * Their texts are checked again with `parseVariant` whenever one is opened.
 */
export function keptVariants(): KeptVariant[] {
  const stored = readStored(YOUR_VARIANTS_KEY);
  if (stored.kind !== 'value' || !Array.isArray(stored.value)) return [];
  return stored.value.flatMap((entry: unknown): KeptVariant[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { text, miniature } = entry as Record<string, unknown>;
    return typeof text === 'string' && text.length <= MAX_VARIANT_TEXT && isMiniature(miniature) ? [{ text, miniature }] : [];
  }).slice(0, MAX_YOUR_VARIANTS);
}


/** The id a variant's text gives itself, read without the engine (for the gallery); null if it has none. */
export function idOfText(text: string): string | null {
  try {
    const data = JSON.parse(text) as unknown;
    const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

