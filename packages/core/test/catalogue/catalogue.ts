/**
 * The catalogue of classic games tried in the vocabulary: one JSON file per game in `games/`, each with the
 * facts of its rules (in our own words, from public rule descriptions such as PySolFC's rules pages and
 * Parlett's and Morehead and Mott-Smith's books), how far the vocabulary says them, and, when it says them
 * at all, the variant. Read by the catalogue test, which keeps docs/composing-variants.md's table true.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FieldSpec } from '../../src/rules/fields.js';

/** How far the vocabulary says a game's rules. */
export type Reach = 'exact' | 'approximate' | 'not-expressible';

/** One game of the catalogue, as its JSON file holds it. */
export interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly family: string;
  readonly status: Reach;
  /** The game's rules in brief, in our own words. */
  readonly facts: string;
  /** The rules the vocabulary cannot yet say (keys of {@link MISSING_RULES}); none for an exact game. */
  readonly missing?: readonly string[];
  /** The variant config: the game exactly, or as near as the vocabulary comes; none when it cannot be said. */
  readonly variant?: unknown;
}

/**
 * Every rule a catalogued game needs that the vocabulary cannot yet say, with what it is. The docs' list of
 * what cannot be said is written from this, and the test checks each is needed by some game.
 */
export const MISSING_RULES: Readonly<Record<string, string>> = {
  'cards-placed-at-deal': 'cards of different ranks placed at the deal: the Aces of two suits and the Kings of the other two (every card of one rank, or the first few of them the deal comes to, can be said)',
  'reserve-refuses-cards': 'several reserve piles beside cells or fed from the stock, or a reserve dealt afresh from the stock (one reserve pile played from its top, single cards each playable, and piles of face-up cards that take nothing, written as columns, can be said)',
  'foundation-base-rank': 'foundations that each start from a rank of their own other than Calculation\'s Ace, Two, Three and Four (Betsy Ross\'s Two, Four, Six and Eight), or from given cards in given suits',
  'foundations-build-down': 'foundations of both directions at once: up from the Aces and down from the Kings to meet',
  'foundations-by-step': 'foundations built by steps other than Calculation\'s (foundation n by n from rank n), or a tableau built down by each suit\'s step (Abacus)',
  'foundations-any-order': 'foundations that take cards in any order of rank',
  'free-waste-piles': 'waste piles fed other than by playing the waste\'s card: each turned card dealt straight onto one of them, or piles fed from the reserves (columns that take any card from the waste can be said)',
  'remove-pairs': 'removing cards by comparison (four of a rank at once; pairs whose ranks add to a total, pairs of equal rank, and a card discarded by a higher card of its suit, can be said)',
  'grid-layout': 'a layout whose places matter, with moves by position: a clock face, a single row, or neighbours in a grid paired off (a grid whose gaps take the card after the left neighbour in suit can be said)',
  'play-during-deal': 'cards played to the foundations while a reserve is dealt, each in turn as it is dealt (while the tableau is dealt, at the start or from a deal-row stock, can be said)',
  'waiving': 'a card or run set aside once the stock is empty, to be played back before another is set aside',
  'foundation-direction-chosen': 'foundations that all build up or all build down, as the first card played on them decides',
  'open-reserve': 'a reserve pile that takes any card played to it, without limit',
  'build-same-rank': 'building a card on one of the same rank',
};

const here = fileURLToPath(new URL('./games/', import.meta.url));

/** Every game of the catalogue, in file-name order. */
export function readCatalogue(): CatalogueEntry[] {
  return readdirSync(here).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(readFileSync(`${here}${f}`, 'utf8')) as CatalogueEntry);
}

const STATUS_WORDS: Record<Reach, string> = { 'exact': 'exact', 'approximate': 'approximate', 'not-expressible': 'not expressible' };

/** The docs' table of the catalogue: one row per game, exact games first, then by name. */
export function catalogueTable(entries: readonly CatalogueEntry[]): string {
  const order: Reach[] = ['exact', 'approximate', 'not-expressible'];
  const rows = [...entries].sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.name.localeCompare(b.name));
  const counts = order.map((s) => `${entries.filter((e) => e.status === s).length} ${STATUS_WORDS[s]}`);
  return [
    `${entries.length} games: ${counts.join(', ')}.`,
    '',
    '| game | family | in the vocabulary | what is missing |',
    '|---|---|---|---|',
    ...rows.map((e) => `| ${e.name} | ${e.family} | ${STATUS_WORDS[e.status]} | ${(e.missing ?? []).map((m) => `\`${m}\``).join(', ')} |`),
  ].join('\n');
}

/** The docs' list of what cannot be said yet: each missing rule, what it is, and the games that need it. */
export function missingRulesList(entries: readonly CatalogueEntry[]): string {
  return Object.entries(MISSING_RULES).map(([key, what]) => {
    const games = entries.filter((e) => e.missing?.includes(key)).map((e) => e.name);
    return `- \`${key}\`: ${what}. Needed by ${games.join(', ')}.`;
  }).join('\n');
}

/** The docs' table of the vocabulary's fields, one row per field of {@link VOCABULARY_FIELDS}, in its order. */
export function fieldsTable(fields: Readonly<Record<string, FieldSpec>>): string {
  const allowed = (spec: FieldSpec): string => {
    switch (spec.type) {
      case 'choice':
        return spec.values.map((v) => `\`${v}\``).join(', ');
      case 'integer':
        return `${spec.min} to ${spec.max === 'cards' ? "the pile's cards" : spec.max}`;
      case 'boolean':
        return '`true`, `false`';
      case 'text':
        return 'text';
    }
  };
  const fallback = (spec: FieldSpec): string => (spec.default === undefined ? '—' : `\`${typeof spec.default === 'string' ? `'${spec.default}'` : String(spec.default)}\``);
  return [
    '| field | allowed | default | what it says |',
    '|---|---|---|---|',
    ...Object.entries(fields).map(([path, spec]) => `| \`${path}\` | ${allowed(spec)} | ${fallback(spec)} | ${spec.doc} |`),
  ].join('\n');
}
