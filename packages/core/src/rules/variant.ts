import { TEXT_LIMITS, show } from './check.js';
import { choicesOf } from './fields.js';
import { isMadeVariant, registerVariant } from './made.js';
import { readDeck, readLayout } from './read-layout.js';
import { readRules } from './read-rules.js';
import { checkBaseCardsPlaced } from './base-cards-placed.js';
import { checkCardCount } from './variant-checks.js';
import { F, reader } from './variant-reader.js';
import type { Difficulty, Variant } from './vocabulary.js';

const DIFFICULTIES: readonly Difficulty[] = /* @__PURE__ */ choicesOf('difficulty');

/**
 * Validates untrusted data (a parsed JSON config, say) as a variant config, fills its defaults and returns
 * the frozen variant.
 * @throws {@link VariantError} naming the offending field.
 */
export function parseVariant(input: unknown): Variant {
  const r = reader;
  const root = r.record(input, 'variant');
  // An editor's pointer to the JSON Schema (variantSchema) may head a variant file: read as text, then set
  // aside, so that it is not among the fields a typo's message lists.
  const { $schema, ...fields } = root;
  if ($schema !== undefined) r.string($schema, '$schema');
  r.onlyKeys(fields, '', [
    'id', 'name', 'family', 'otherNames', 'difficulty', 'description', 'rulesVersion', 'options', 'deck', 'layout', 'rules',
  ]);
  const id = r.text(root.id, 'id', TEXT_LIMITS.id);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) r.problem('id', `${show(id)} is not lower-case kebab-case, such as "spider-2-suit"`);
  const name = r.text(root.name, 'name', TEXT_LIMITS.name);
  if (name.trim() === '') r.problem('name', 'must not be empty');
  const family = root.family === undefined ? name : r.text(root.family, 'family', TEXT_LIMITS.family);
  const otherNames = root.otherNames === undefined ? []
    : r.array(root.otherNames, 'otherNames', 32).map((n, i) => r.text(n, `otherNames[${i}]`, TEXT_LIMITS.otherName));
  const difficulty = root.difficulty === undefined ? F.difficulty.default : r.oneOf(root.difficulty, 'difficulty', DIFFICULTIES);
  const description = root.description === undefined ? '' : r.text(root.description, 'description', TEXT_LIMITS.description);
  const rulesVersion = root.rulesVersion === undefined ? '1' : r.text(root.rulesVersion, 'rulesVersion', TEXT_LIMITS.rulesVersion);
  const options = root.options === undefined ? {} : r.options(root.options, 'options');
  const deck = readDeck(root.deck);
  const layout = readLayout(root.layout);
  const rules = readRules(root.rules, layout, deck.decks);
  checkBaseCardsPlaced(deck, layout, rules.foundations);
  checkCardCount(deck, layout, rules);
  const variant: Variant = {
    id, name, family, otherNames, difficulty, description, rulesVersion, options, deck, layout, rules,
  };
  return registerVariant(variant);
}

/**
 * The checked, frozen copy of each other object given as a variant (a hand-made one, a parsed JSON file),
 * made the first time it is checked: the copy, not the caller's object, is what the engine then reads, so a
 * later change to the caller's object changes nothing, and every default is filled in.
 */
const copies = new WeakMap<object, Variant>();

/**
 * The value as a variant: itself when core made it (`defineVariant`, `extendVariant`, `parseVariant`, a
 * game's `variant()`); otherwise its checked, frozen copy with every default filled in, made once per
 * object. For code that takes variants from elsewhere and hands them to the engine (which takes only
 * variants core made): a hand-made or damaged object is refused by name, and since the copy is what is
 * handed on, changing the object after its first use has no effect.
 * @throws {@link VariantError} naming the offending field, under `variant`.
 */
export function checkedVariant(value: unknown): Variant {
  if (typeof value !== 'object' || value === null) return parseVariant(value);
  if (isMadeVariant(value)) return value;
  let copy = copies.get(value);
  if (!copy) {
    copy = parseVariant(value);
    copies.set(value, copy);
  }
  return copy;
}
