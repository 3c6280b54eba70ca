/**
 * A variant in a link: its JSON, made as short as its rules allow (fields that hold their default are left
 * out), compressed with lz-string into the characters a URL carries as they are. A link is untrusted input:
 * it is refused when too long before or after decompressing, when it does not decompress to JSON (damaged
 * or tampered with), or when `parseVariant` refuses what it holds, and each refusal says which in words.
 */
import { parseVariant, type Variant } from '@patience/core';
import { STANDARD_DECK } from '@patience/core/cards';
import { VOCABULARY_FIELDS, type FieldSpec } from '@patience/core/rules';
// lz-string is CommonJS: its default export is the module, in the browser build and in Node alike.
import LZString from 'lz-string';
import { checkCustomVariant, MAX_VARIANT_TEXT, type CustomGame } from '../custom/custom-game.js';
import { playHash } from '../routes/route.js';

/**
 * The longest payload a link may carry, in characters. Every shipped game's is well under 1,000; the limit
 * also bounds what decompressing can make (lz-string's output grows at most quadratically with its input).
 */
export const MAX_LINK_PAYLOAD = 4_000;

/** Why a shared variant was refused. */
export type RefusalKind = 'oversized' | 'tampered' | 'not-a-variant';

/** What reading a shared variant found: the game, or why it was refused, in words. */
export type SharedRead =
  | { readonly ok: true; readonly game: CustomGame }
  | { readonly ok: false; readonly kind: RefusalKind; readonly message: string };

const PAYLOAD_CHARS = /^[A-Za-z0-9+\-$]*$/;

function refuse(kind: RefusalKind, message: string): SharedRead {
  return { ok: false, kind, message };
}

/**
 * Reads a link's payload as a variant, checked as the Lab checks one (a shipped game's id is refused too).
 * @example readShared('garbage!', []).ok // false: tampered
 */
export function readShared(payload: string, shippedIds: readonly string[]): SharedRead {
  // A query string reads "+" as a space; the payload's alphabet has no space, so this undoes only that.
  const text = payload.replace(/ /g, '+');
  if (text.length > MAX_LINK_PAYLOAD) {
    return refuse('oversized', `This link carries ${text.length.toLocaleString('en')} characters of variant; a shared variant is at most ${MAX_LINK_PAYLOAD.toLocaleString('en')}, so it was not opened.`);
  }
  if (text === '' || !PAYLOAD_CHARS.test(text)) return refuse('tampered', 'This link is damaged or was changed: its variant has characters a shared variant never has, so it was not opened.');
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(text);
  } catch {
    json = null;
  }
  if (json === null || json === '') return refuse('tampered', 'This link is damaged or was changed: its variant does not decompress, so it was not opened.');
  if (json.length > MAX_VARIANT_TEXT) {
    return refuse('oversized', `This link's variant unpacks to ${json.length.toLocaleString('en')} characters; a variant is at most ${MAX_VARIANT_TEXT.toLocaleString('en')}, so it was not opened.`);
  }
  try {
    JSON.parse(json);
  } catch {
    return refuse('tampered', 'This link is damaged or was changed: what it carries is not a variant written as JSON, so it was not opened.');
  }
  const checked = checkCustomVariant(json, shippedIds);
  if (!checked.ok) return refuse('not-a-variant', `This link does not hold a variant the rules engine accepts (${checked.error}), so it was not opened.`);
  return { ok: true, game: checked.game };
}

/** A variant's text compressed for a link. */
export function encodeShared(text: string): string {
  return LZString.compressToEncodedURIComponent(text);
}

/**
 * The hash of a play link that carries the variant itself, so that it opens this game at this deal in a
 * browser that has never seen it: `#/play/<id>?seed=<n>&v=<its shortest config, compressed>`.
 * @example sharedPlayHash(variant, 5) // "#/play/open-towers?seed=5&v=N4Ig…"
 */
export function sharedPlayHash(variant: Variant, seed: number): string {
  return `${playHash(variant.id, seed)}&v=${encodeShared(JSON.stringify(compactConfig(variant)))}`;
}

const FIELDS = VOCABULARY_FIELDS as Readonly<Record<string, FieldSpec>>;

/** Metadata that holds its default, as parseVariant fills it in. */
function metadataDefaults(variant: Variant): Readonly<Record<string, unknown>> {
  return { family: variant.name, otherNames: [], description: '', rulesVersion: '1', options: {} };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Removes, inside `node` at `path`, every field of the table that holds its default, and objects left empty. */
function stripDefaults(node: unknown, path: string): void {
  if (Array.isArray(node)) {
    node.forEach((item) => { stripDefaults(item, `${path}[]`); });
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = path === '' ? key : `${path}.${key}`;
    const spec = FIELDS[child];
    if (spec?.default !== undefined && same(record[key], spec.default)) Reflect.deleteProperty(record, key);
    else {
      stripDefaults(record[key], child);
      const value = record[key];
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0) Reflect.deleteProperty(record, key);
    }
  }
}

/**
 * The shortest config of a variant this module can make: the variant with every field that holds its
 * default left out. It is kept only when `parseVariant` reads it back as exactly the same variant (a default
 * that follows another field, such as a run's match, may not be left out); otherwise the variant is given whole.
 */
export function compactConfig(variant: Variant): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(variant)) as Record<string, unknown>;
  for (const [key, value] of Object.entries(metadataDefaults(variant))) if (same(copy[key], value)) Reflect.deleteProperty(copy, key);
  if (same(copy.deck, STANDARD_DECK)) Reflect.deleteProperty(copy, 'deck');
  const rules = copy.rules as Record<string, unknown> | undefined;
  if (rules?.scoring === null) Reflect.deleteProperty(rules, 'scoring');
  stripDefaults(copy, '');
  const layout = copy.layout as Record<string, unknown> | undefined;
  if (Array.isArray(layout?.cells) && layout.cells.length === 0) Reflect.deleteProperty(layout, 'cells');
  try {
    if (same(parseVariant(copy), variant)) return copy;
  } catch {
    // Not the same variant: give it whole.
  }
  return JSON.parse(JSON.stringify(variant)) as Record<string, unknown>;
}
