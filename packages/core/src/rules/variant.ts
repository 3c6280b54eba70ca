import { SUITS } from '../cards/card.js';
import { deckSize, STANDARD_DECK, type DeckSpec } from '../cards/deck.js';
import { VariantError } from '../errors/errors.js';
import { isRecord, Reader, show, TEXT_LIMITS } from './check.js';
import { isMadeVariant, registerVariant } from './made.js';
import { choicesOf, FIELD_RULES, KIND_FIELDS, MAX_DECKS, MAX_PILES, MAX_REDEALS, MAX_SCORE_STEP } from './fields.js';
import type {
  AutomaticEffects,
  DealWithEmptyPiles,
  SuitMatch,
  BuildRule,
  CellRules,
  Difficulty,
  FoundationBase,
  FoundationRules,
  UpBySuitFoundations,
  Layout,
  PileLayout,
  OptionValue,
  PickUpRule,
  Rules,
  ScoringRules,
  StockRules,
  TableauPileLayout,
  TableauRules,
  Variant,
} from './vocabulary.js';

/** Makes every field optional, all the way down; arrays are replaced whole. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly U[]
  : T extends object
    ? { -readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * What an author writes to define a variant. Only the id, the name and the tableau layout are required;
 * every other field has a default that carries the common case, and inside every rule object each field
 * its kind does not need said is filled in (the full table is {@link FIELD_RULES}):
 * one 52-card deck; no cells; build down in alternating colours; pick up runs that follow the build, of any
 * length; empty piles take any card; foundations up by suit; no stock; exposed cards turn up; no scoring.
 */
export interface VariantConfig {
  /** The JSON Schema the file follows (`variantSchema`), for editors; read as a string and ignored. */
  readonly $schema?: string;
  readonly id: string;
  readonly name: string;
  readonly family?: string;
  readonly otherNames?: readonly string[];
  readonly difficulty?: Difficulty;
  readonly description?: string;
  readonly rulesVersion?: string;
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Default one deck of four suits; `decks` defaults to 1 and `suits` to all four. */
  readonly deck?: Partial<DeckSpec>;
  /** Per pile: how many cards it is dealt, and how many of them lie face down (default 0). */
  readonly layout: {
    readonly tableau: readonly TableauPileLayoutConfig[];
    readonly cells?: readonly PileLayoutConfig[];
    readonly cellName?: string;
    /** Default false: every Ace starts on the foundations (Beleaguered Castle). */
    readonly acesToFoundations?: boolean;
    /** Default false: each column's Kings go beneath its other cards (Baker's Dozen). */
    readonly kingsUnder?: boolean;
    /** Default 0: one card dealt to the foundations sets a `first-card` base (Canfield). */
    readonly foundationCards?: number;
    /** Default none: a pile played from but never onto, dealt after the cells (Canfield's 13). */
    readonly reserve?: PileLayoutConfig;
    /** Default 0: one card turned from the stock onto the waste at the deal (Golf, TriPeaks). */
    readonly wasteCards?: number;
  };
  readonly rules?: {
    readonly tableau?: {
      /** Default `{ direction: 'down', match: 'alternate-colour' }`; either field may be given alone. */
      readonly build?: Partial<BuildRule>;
      /** Default `{ kind: 'run' }`, whose `match` defaults to the build's match. */
      readonly pickUp?: PickUpConfig;
      /** Default `'unlimited'`. One card at a time is `pickUp: { kind: 'top-card' }`, not a run limit. */
      readonly runLimit?: TableauRules['runLimit'];
      /** Default `'any'`. */
      readonly emptyAccepts?: TableauRules['emptyAccepts'];
    };
    /** Default `{ accept: 'one-card' }`; `'none'` makes the cells a reserve of single playable cards. */
    readonly cells?: Partial<CellRules>;
    /** Default `{ kind: 'up-by-suit', takeBack: false }`. */
    readonly foundations?: FoundationConfig;
    /** Default `{ kind: 'none' }`: needed only when the layout leaves cards undealt. */
    readonly stock?: StockConfig;
    /** Default `turnUpExposed: true`; `liftCompletedRuns` follows the foundations. */
    readonly effects?: Partial<AutomaticEffects>;
    /** Default `{ kind: 'all-on-foundations' }`. */
    readonly win?: Partial<Rules['win']>;
    /** Default `null` (no score); inside a scoring object a missing number is 0. */
    readonly scoring?: Partial<ScoringRules> | null;
  };
}

/**
 * A pick-up rule as an author writes it: a run's `match` defaults to the build's match. `kind` may be left
 * out when `match` says it is a run (and defaults to `'run'`).
 */
export type PickUpConfig =
  | { readonly kind?: 'run'; readonly match?: SuitMatch }
  | { readonly kind: 'top-card' }
  | { readonly kind: 'any-face-up' };

/**
 * Foundations as an author writes them: `takeBack` defaults to false, `direction` to "up", `base` to the
 * Ace going up and the King going down, `follow` to "suit-per-pile", `match` to "same-suit". `kind` may be
 * left out when the other fields say it (`match` is complete-runs), and defaults to `'up-by-suit'`.
 */
export type FoundationConfig =
  | {
    readonly kind?: 'up-by-suit';
    readonly takeBack?: boolean;
    readonly direction?: 'up' | 'down';
    readonly base?: FoundationBase;
    readonly follow?: UpBySuitFoundations['follow'];
  }
  | { readonly kind?: 'complete-runs'; readonly match?: SuitMatch }
  | { readonly kind?: 'pairs'; readonly total?: number }
  | { readonly kind: 'none' };

/**
 * A stock as an author writes it: `emptyPiles` defaults to "forbid", `draw` to 1, `redeals` to 0. `kind` may
 * be left out when the other fields say it (`draw` or `redeals`: draw-to-waste; `emptyPiles`: deal-row).
 */
export type StockConfig =
  | { readonly kind: 'none' }
  | { readonly kind?: 'deal-row'; readonly emptyPiles?: DealWithEmptyPiles }
  | { readonly kind?: 'draw-to-waste'; readonly draw?: number; readonly redeals?: number | 'unlimited'; readonly waste?: Partial<BuildRule> };

/** A pile's opening layout as an author writes it; `faceDown` defaults to 0. */
export interface PileLayoutConfig {
  readonly cards: number;
  readonly faceDown?: number;
}

/** A tableau pile's opening layout as an author writes it; `coveredBy` defaults to none. */
export interface TableauPileLayoutConfig extends PileLayoutConfig {
  readonly coveredBy?: readonly number[];
}

/** The overrides {@link extendVariant} takes: any part of a variant, plus the new variant's own id. */
export type VariantOverrides = DeepPartial<Omit<Variant, 'id'>> & { readonly id: string };

const DIFFICULTIES: readonly Difficulty[] = /* @__PURE__ */ choicesOf('difficulty');
const DIRECTIONS = /* @__PURE__ */ choicesOf('rules.tableau.build.direction');
const MATCHES = /* @__PURE__ */ choicesOf('rules.tableau.build.match');
const F = FIELD_RULES;

/**
 * Defines a variant from a config, filling defaults and validating every field.
 * @throws {@link VariantError} naming the offending field, such as
 *   `layout.tableau[3].faceDown: 7 is more than the pile's 5 cards`.
 * @example
 * const freecell = defineVariant({
 *   id: 'freecell', name: 'FreeCell',
 *   layout: { tableau: [7, 7, 7, 7, 6, 6, 6, 6].map((cards) => ({ cards, faceDown: 0 })),
 *             cells: [0, 0, 0, 0].map(() => ({ cards: 0, faceDown: 0 })) },
 *   rules: { tableau: { runLimit: 'free-spaces' } },
 * });
 */
export function defineVariant(config: VariantConfig): Variant {
  return parseVariant(config);
}

/**
 * A new variant made of an existing one and overrides: objects merge field by field, arrays and plain
 * values replace, and a rule whose `kind` changes is replaced whole. The base and the result are validated.
 * The result needs its own id, or at least options other than the base's, since a save names its variant by
 * id, rules version and options.
 * @throws {@link VariantError} naming the offending field; `id` when it is missing, or is the base's own id
 *   with the base's options.
 * @example
 * const relaxed = extendVariant(spider, { id: 'spider-relaxed', name: 'Spider (relaxed)',
 *   rules: { stock: { emptyPiles: 'allow' } } });
 */
export function extendVariant(base: Variant, overrides: VariantOverrides): Variant {
  const checked = checkedBase(base);
  const over = reader.record(overrides, 'overrides');
  if (over.id === undefined) reader.problem('id', `missing; a variant made from ${show(checked.id)} needs its own id`);
  const made = parseVariant(mergeDeep(withoutDerivedDefaults(checked), over));
  // A save names its variant by id, rules version and options: a variant with the base's id and options but
  // other rules would load the base's saves into different rules without a word.
  if (made.id === checked.id && sameOptionValues(made.options, checked.options)) {
    reader.problem('id', `${show(made.id)} is the id of the variant it is made from; a variant with other rules needs its own id (or other options), so that a save of one never loads into the other`);
  }
  return made;
}

function sameOptionValues(a: Readonly<Record<string, OptionValue>>, b: Readonly<Record<string, OptionValue>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/**
 * The base, checked as a variant before it is taken apart: a base that is not one (a hand-made object, a
 * damaged JSON file) is refused with its field named under `base`, such as `base.rules: expected an object`.
 */
function checkedBase(base: unknown): Variant {
  try {
    return parseVariant(base);
  } catch (error) {
    if (!(error instanceof VariantError)) throw error;
    const problem = error.message.slice(error.field.length + 2);
    throw new VariantError(error.field === 'variant' ? 'base' : `base.${error.field}`, problem);
  }
}

/**
 * The base variant with the fields that only hold their derived default taken out, so that they are
 * derived again from the merged rules: change Spider's build match and its pick-up follows, change its
 * foundations and the lifting of runs follows.
 */
function withoutDerivedDefaults(base: Variant): unknown {
  const { tableau, effects, foundations } = base.rules;
  const { pickUp, ...tableauRest } = tableau;
  const { liftCompletedRuns, ...effectsRest } = effects;
  const pickUpIsDefault = pickUp.kind === 'run' && pickUp.match === tableau.build.match;
  const liftIsDefault = liftCompletedRuns === (foundations.kind === 'complete-runs');
  return {
    ...base,
    rules: {
      ...base.rules,
      tableau: pickUpIsDefault ? tableauRest : tableau,
      effects: liftIsDefault ? effectsRest : effects,
    },
  };
}

function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isRecord(base) || !isRecord(over)) return over;
  if ('kind' in over && over.kind !== base.kind) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = mergeDeep(base[key], value);
  return out;
}

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new VariantError(path, problem);
});

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
  const otherNames = root.otherNames === undefined ? [] : r.array(root.otherNames, 'otherNames', 32).map((n, i) => r.text(n, `otherNames[${i}]`, TEXT_LIMITS.otherName));
  const difficulty = root.difficulty === undefined ? F.difficulty.default : r.oneOf(root.difficulty, 'difficulty', DIFFICULTIES);
  const description = root.description === undefined ? '' : r.text(root.description, 'description', TEXT_LIMITS.description);
  const rulesVersion = root.rulesVersion === undefined ? '1' : r.text(root.rulesVersion, 'rulesVersion', TEXT_LIMITS.rulesVersion);
  const options = root.options === undefined ? {} : r.options(root.options, 'options');
  const deck = readDeck(root.deck);
  const layout = readLayout(root.layout);
  const rules = readRules(root.rules, layout);
  checkCardCount(deck, layout, rules);
  const variant: Variant = {
    id, name, family, otherNames, difficulty, description, rulesVersion, options, deck, layout, rules,
  };
  return registerVariant(variant);
}

function readDeck(value: unknown): DeckSpec {
  if (value === undefined) return STANDARD_DECK;
  const r = reader;
  const obj = r.record(value, 'deck');
  r.onlyKeys(obj, 'deck', ['decks', 'suits']);
  const decks = obj.decks === undefined ? F['deck.decks'].default : r.integer(obj.decks, 'deck.decks', 1, MAX_DECKS);
  if (obj.suits === undefined) return { decks, suits: SUITS };
  const suits = r.array(obj.suits, 'deck.suits', 4).map((s, i) => r.oneOf(s, `deck.suits[${i}]`, SUITS, suitHint));
  if (![1, 2, 4].includes(suits.length)) r.problem('deck.suits', `has ${suits.length} suits; a deck is spread over 1, 2 or 4 suits`);
  if (new Set(suits).size !== suits.length) r.problem('deck.suits', 'names a suit twice');
  return { decks, suits: suits };
}

/** A kind of pile, as the table names its fields. */
type PileKind = 'layout.tableau[]' | 'layout.cells[]' | 'layout.reserve';

function readPileLayout(value: unknown, path: string, kind: PileKind, maxCards: number, otherKeys: readonly string[] = []): PileLayout {
  const r = reader;
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['cards', 'faceDown', ...otherKeys]);
  const cards = r.integer(obj.cards, `${path}.cards`, 0, maxCards);
  if (obj.faceDown === undefined) return { cards, faceDown: F[`${kind}.faceDown`].default };
  if (typeof obj.faceDown === 'number' && Number.isInteger(obj.faceDown) && obj.faceDown > cards) {
    r.problem(`${path}.faceDown`, `${obj.faceDown} is more than the pile's ${cards} cards`);
  }
  // The range a person would write: from none to every card of this pile.
  const faceDown = r.integer(obj.faceDown, `${path}.faceDown`, 0, cards);
  return { cards, faceDown };
}

function readLayout(value: unknown): Layout {
  const r = reader;
  const obj = r.record(value, 'layout');
  r.onlyKeys(obj, 'layout', ['tableau', 'cells', 'cellName', 'reserve', 'acesToFoundations', 'kingsUnder', 'foundationCards', 'wasteCards']);
  const tableauRaw = r.array(obj.tableau, 'layout.tableau', MAX_PILES);
  if (tableauRaw.length === 0) r.problem('layout.tableau', 'needs at least one pile');
  const tableau = readCovers(tableauRaw.map((p, i) => {
    const path = `layout.tableau[${i}]`;
    return { pile: readPileLayout(p, path, 'layout.tableau[]', 52 * MAX_DECKS, ['coveredBy']), coveredBy: r.record(p, path).coveredBy };
  }));
  const cells = obj.cells === undefined ? [] : r.array(obj.cells, 'layout.cells', MAX_PILES).map((p, i) => {
    const pile = readPileLayout(p, `layout.cells[${i}]`, 'layout.cells[]', 1);
    if (pile.faceDown > 0) r.problem(`layout.cells[${i}].faceDown`, 'cards in a cell are face up');
    return pile;
  });
  const placement = readPlacement(obj);
  const reserve = obj.reserve === undefined ? {} : { reserve: readPileLayout(obj.reserve, 'layout.reserve', 'layout.reserve', 52 * MAX_DECKS) };
  if (obj.cellName === undefined) return { tableau, ...placement, cells, ...reserve };
  const cellName = r.string(obj.cellName, 'layout.cellName');
  if (!/^[a-z]+( [a-z]+)?$/.test(cellName) || cellName.length > 24) {
    r.problem('layout.cellName', `${show(cellName)} is not a name in lower case, singular, such as "tower" or "free cell"`);
  }
  if (cells.length === 0) r.problem('layout.cellName', 'names the cells, but the layout has none');
  return { tableau, ...placement, cells, ...reserve, cellName };
}

/**
 * The tableau piles with the piles that cover each, written only when there are some: every pile named is
 * another tableau pile, named once, and no pile covers itself through others (it could never be freed).
 */
function readCovers(piles: readonly { pile: PileLayout; coveredBy: unknown }[]): TableauPileLayout[] {
  const r = reader;
  const covers = piles.map(({ coveredBy }, i) => {
    const path = `layout.tableau[${i}].coveredBy`;
    if (coveredBy === undefined) return [];
    const list = r.array(coveredBy, path, MAX_PILES).map((n, j) => r.integer(n, `${path}[${j}]`, 1, F['layout.tableau[].coveredBy[]'].max));
    list.forEach((n, j) => {
      if (n > piles.length) r.problem(path, `names pile ${n}, but the tableau has ${piles.length} piles`);
      if (n === i + 1) r.problem(path, `names pile ${n}, the pile itself; a pile is covered by other piles`);
      if (list.indexOf(n) !== j) r.problem(path, `names pile ${n} twice`);
    });
    return list;
  });
  // A pile reached again while following what covers it is covered, through others, by itself.
  const state = covers.map(() => 0);
  const visit = (i: number, trail: readonly number[]): void => {
    if (state[i] === 2) return;
    if (state[i] === 1) {
      const loop = [...trail.slice(trail.indexOf(i)), i].map((p) => p + 1).join(' by ');
      r.problem(`layout.tableau[${i}].coveredBy`, `pile ${i + 1} is covered, through other piles, by itself (${loop}), so its cards could never be freed`);
    }
    state[i] = 1;
    for (const n of covers[i] ?? []) visit(n - 1, [...trail, i]);
    state[i] = 2;
  };
  covers.forEach((_, i) => {
    visit(i, []);
  });
  return piles.map(({ pile }, i) => ((covers[i] ?? []).length > 0 ? { ...pile, coveredBy: covers[i] } : pile));
}

/** The cards placed at the deal, each field written only when it is not the default. */
function readPlacement(obj: Record<string, unknown>): Pick<Layout, 'acesToFoundations' | 'kingsUnder' | 'foundationCards' | 'wasteCards'> {
  const r = reader;
  const aces = obj.acesToFoundations === undefined ? F['layout.acesToFoundations'].default : r.boolean(obj.acesToFoundations, 'layout.acesToFoundations');
  const kings = obj.kingsUnder === undefined ? F['layout.kingsUnder'].default : r.boolean(obj.kingsUnder, 'layout.kingsUnder');
  const toFoundations = obj.foundationCards === undefined ? F['layout.foundationCards'].default : r.integer(obj.foundationCards, 'layout.foundationCards', 0, F['layout.foundationCards'].max);
  const toWaste = obj.wasteCards === undefined ? F['layout.wasteCards'].default : r.integer(obj.wasteCards, 'layout.wasteCards', 0, F['layout.wasteCards'].max);
  return {
    ...(aces ? { acesToFoundations: true } : {}),
    ...(kings ? { kingsUnder: true } : {}),
    ...(toFoundations > 0 ? { foundationCards: toFoundations } : {}),
    ...(toWaste > 0 ? { wasteCards: toWaste } : {}),
  };
}

/** A suit written in the singular or in capitals is a near miss; say so. */
function suitHint(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const plural = `${value.toLowerCase().replace(/s$/, '')}s`;
  return (SUITS as readonly string[]).includes(plural) ? `did you mean "${plural}"?` : undefined;
}

/**
 * The rule's kind: as written, or, when left out, the one kind whose fields it uses (the default kind when
 * it uses none). A field that belongs to another kind is refused by naming that kind.
 */
function readKind<K extends string>(obj: Record<string, unknown>, path: keyof typeof KIND_FIELDS, noun: string, fallback: K): K {
  const r = reader;
  const kinds = KIND_FIELDS[path] as Record<K, readonly string[]>;
  const names = Object.keys(kinds) as K[];
  let kind: K;
  if (obj.kind === undefined) {
    const used = names.filter((k) => kinds[k].some((f) => f in obj));
    kind = used.length === 1 && used[0] !== undefined ? used[0] : fallback;
  } else kind = r.oneOf(obj.kind, `${path}.kind`, names);
  r.onlyKeys(obj, path, ['kind', ...kinds[kind]], (key) => {
    const owner = names.find((k) => kinds[k].includes(key));
    return owner === undefined ? undefined : `\`${key}\` belongs to ${/^[aeiou]/.test(owner) ? 'an' : 'a'} "${owner}" ${noun}, and this one is "${kind}"`;
  });
  return kind;
}

function readBuild(value: unknown, path: string): BuildRule {
  const r = reader;
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['direction', 'match', 'wrap']);
  const direction = obj.direction === undefined ? F['rules.tableau.build.direction'].default : r.oneOf(obj.direction, `${path}.direction`, DIRECTIONS);
  const match = obj.match === undefined ? F['rules.tableau.build.match'].default : r.oneOf(obj.match, `${path}.match`, MATCHES);
  const wrap = obj.wrap === undefined ? F['rules.tableau.build.wrap'].default : r.boolean(obj.wrap, `${path}.wrap`);
  if (wrap && direction === 'none') r.problem(`${path}.wrap`, 'ranks can only go round the corner when cards build on each other; this build direction is "none"');
  // Written only when true, so that variants without it stay exactly as they were (saves, links, docs).
  return wrap ? { direction, match, wrap } : { direction, match };
}

function readPickUp(value: unknown, path: 'rules.tableau.pickUp', build: BuildRule): PickUpRule {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, path);
  const kind = readKind<PickUpRule['kind']>(obj, path, 'pick-up rule', F['rules.tableau.pickUp.kind'].default);
  if (kind === 'run') return { kind, match: obj.match === undefined ? build.match : r.oneOf(obj.match, `${path}.match`, MATCHES) };
  return { kind };
}

/** A run limit written as a number is nearly always "one card at a time", which is a pick-up rule. */
function runLimitHint(value: unknown): string | undefined {
  if (value === 1) return "one card at a time is `pickUp: { kind: 'top-card' }`";
  if (typeof value === 'number') return 'a fixed number of cards is not a run limit the vocabulary has; "free-spaces" counts empty cells and columns as FreeCell does';
  return undefined;
}

function readTableauRules(value: unknown): TableauRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.tableau');
  r.onlyKeys(obj, 'rules.tableau', ['build', 'pickUp', 'runLimit', 'emptyAccepts']);
  const build = readBuild(obj.build === undefined ? {} : obj.build, 'rules.tableau.build');
  const pickUp = readPickUp(obj.pickUp, 'rules.tableau.pickUp', build);
  if (pickUp.kind === 'run' && build.direction === 'none') {
    r.problem('rules.tableau.pickUp', 'a run needs a build direction; use "top-card" or "any-face-up" when nothing builds');
  }
  const runLimit = obj.runLimit === undefined ? F['rules.tableau.runLimit'].default : r.oneOf(obj.runLimit, 'rules.tableau.runLimit', choicesOf('rules.tableau.runLimit'), runLimitHint);
  const emptyAccepts = obj.emptyAccepts === undefined ? F['rules.tableau.emptyAccepts'].default : r.oneOf(obj.emptyAccepts, 'rules.tableau.emptyAccepts', choicesOf('rules.tableau.emptyAccepts'), (v) => (v === 'kings' || v === 'King' ? 'did you mean "king"?' : undefined));
  return { build, pickUp, runLimit, emptyAccepts };
}

function readFoundations(value: unknown): FoundationRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.foundations');
  const kind = readKind<FoundationRules['kind']>(obj, 'rules.foundations', 'foundation rule', F['rules.foundations.kind'].default);
  if (kind === 'up-by-suit') {
    const takeBack = obj.takeBack === undefined ? F['rules.foundations.takeBack'].default : r.boolean(obj.takeBack, 'rules.foundations.takeBack');
    return { kind, takeBack, ...readFoundationOrder(obj) };
  }
  if (kind === 'pairs') return { kind, total: obj.total === undefined ? F['rules.foundations.total'].default : r.integer(obj.total, 'rules.foundations.total', F['rules.foundations.total'].min, F['rules.foundations.total'].max) };
  if (kind === 'none') return { kind };
  return { kind, match: obj.match === undefined ? F['rules.foundations.match'].default : r.oneOf(obj.match, 'rules.foundations.match', MATCHES) };
}

/**
 * A foundation's direction, base and follow rule, each written only when it is not the default, so that
 * foundations that do not use them read exactly as before.
 */
function readFoundationOrder(obj: Record<string, unknown>): Pick<UpBySuitFoundations, 'direction' | 'base' | 'follow'> {
  const r = reader;
  const direction = obj.direction === undefined ? F['rules.foundations.direction'].default
    : r.oneOf(obj.direction, 'rules.foundations.direction', choicesOf('rules.foundations.direction'));
  const start = direction === 'up' ? 1 : 13;
  const follow = obj.follow === undefined ? F['rules.foundations.follow'].default
    : r.oneOf(obj.follow, 'rules.foundations.follow', choicesOf('rules.foundations.follow'), (v) => (v === 'alternate-color' || v === 'same-color' ? `did you mean "${v.replace('color', 'colour')}"?` : v === 'suit' ? 'did you mean "same-suit"?' : undefined));
  const base = readFoundationBase(obj.base);
  return {
    ...(direction !== F['rules.foundations.direction'].default ? { direction } : {}),
    ...(base !== undefined && base !== start ? { base } : {}),
    ...(follow !== F['rules.foundations.follow'].default ? { follow } : {}),
  };
}

const RANK_WORDS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];

function readFoundationBase(value: unknown): FoundationBase | undefined {
  const r = reader;
  const path = 'rules.foundations.base';
  if (value === undefined || value === 'first-card') return value;
  // A rank written as a word ("Ace", "K") is a near miss: say the number.
  if (typeof value === 'string') {
    const word = value.toLowerCase();
    const rank = RANK_WORDS.indexOf(word) + 1 || ['a', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'j', 'q', 'k'].indexOf(word) + 1;
    return r.problem(path, `expected a rank from 1 (Ace) to 13 (King) or "first-card", got ${show(value)}${rank > 0 ? `; did you mean ${rank}?` : word.startsWith('first') ? '; did you mean "first-card"?' : ''}`);
  }
  return r.integer(value, path, 1, 13);
}

function readStock(value: unknown): StockRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.stock');
  const kind = readKind<StockRules['kind']>(obj, 'rules.stock', 'stock', F['rules.stock.kind'].default);
  switch (kind) {
    case 'none':
      return { kind };
    case 'deal-row':
      return {
        kind,
        emptyPiles: obj.emptyPiles === undefined ? F['rules.stock.emptyPiles'].default : r.oneOf(obj.emptyPiles, 'rules.stock.emptyPiles', choicesOf('rules.stock.emptyPiles')),
      };
    case 'draw-to-waste': {
      const draw = obj.draw === undefined ? F['rules.stock.draw'].default : r.integer(obj.draw, 'rules.stock.draw', 1, F['rules.stock.draw'].max);
      const waste = readWasteBuild(obj.waste);
      return waste === undefined ? { kind, draw, redeals: readRedeals(obj.redeals) } : { kind, draw, redeals: readRedeals(obj.redeals), waste };
    }
  }
}

function readRedeals(value: unknown): number | 'unlimited' {
  const r = reader;
  if (value === undefined) return F['rules.stock.redeals'].default;
  if (value === 'unlimited') return value;
  // Infinity is what redealsLeft() reports for an unlimited stock, so an author may well write it.
  if (value === Infinity) return r.problem('rules.stock.redeals', 'got Infinity; no limit is written "unlimited"');
  if (typeof value === 'number' && Number.isInteger(value) && value > MAX_REDEALS) {
    return r.problem('rules.stock.redeals', `${value} is outside 0 to ${MAX_REDEALS}; more redeals than that is written "unlimited"`);
  }
  if (typeof value === 'number') return r.integer(value, 'rules.stock.redeals', 0, MAX_REDEALS);
  // Name both accepted forms, so that a typo such as "Unlimited" is not told to be a number.
  const guess = typeof value === 'string' && value.toLowerCase() === 'unlimited' ? '; did you mean "unlimited"?' : '';
  return r.problem('rules.stock.redeals', `expected a whole number from 0 to ${MAX_REDEALS} or "unlimited", got ${show(value)}${guess}`);
}

/** How the waste is built on (a draw-to-waste stock's `waste`), or undefined when it is not. */
function readWasteBuild(value: unknown): BuildRule | undefined {
  const r = reader;
  if (value === undefined) return undefined;
  const path = 'rules.stock.waste';
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['direction', 'match', 'wrap']);
  const direction = obj.direction === undefined ? F['rules.stock.waste.direction'].default : r.oneOf(obj.direction, `${path}.direction`, DIRECTIONS);
  const match = obj.match === undefined ? F['rules.stock.waste.match'].default : r.oneOf(obj.match, `${path}.match`, MATCHES);
  const wrap = obj.wrap === undefined ? F['rules.stock.waste.wrap'].default : r.boolean(obj.wrap, `${path}.wrap`);
  if (wrap && direction === 'none') r.problem(`${path}.wrap`, 'ranks can only go round the corner when cards build on the waste; its direction is "none"');
  if (direction === 'none') return undefined;
  return wrap ? { direction, match, wrap } : { direction, match };
}

/** The cells' rule, written only when the cells take no cards. */
function readCellRules(value: unknown, layout: Layout): Pick<Rules, 'cells'> {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.cells');
  r.onlyKeys(obj, 'rules.cells', ['accept']);
  const accept = obj.accept === undefined ? F['rules.cells.accept'].default : r.oneOf(obj.accept, 'rules.cells.accept', choicesOf('rules.cells.accept'));
  if (accept === 'none' && layout.cells.length === 0 && value !== undefined) r.problem('rules.cells.accept', 'the layout has no cells for this rule to apply to');
  return accept === 'none' ? { cells: { accept } } : {};
}

/** `fillFromReserve`, written only when true; it needs a reserve to fill from. */
function readFill(value: unknown, layout: Layout): Pick<AutomaticEffects, 'fillFromReserve'> {
  const fill = value === undefined ? F['rules.effects.fillFromReserve'].default : reader.boolean(value, 'rules.effects.fillFromReserve');
  if (fill && layout.reserve === undefined) reader.problem('rules.effects.fillFromReserve', 'needs a reserve to fill from: add `layout.reserve: { cards: 13, faceDown: 12 }`, say');
  return fill ? { fillFromReserve: true } : {};
}

function readScoring(value: unknown): ScoringRules | null {
  const r = reader;
  if (value === undefined || value === null) return null;
  const obj = r.record(value, 'rules.scoring');
  r.onlyKeys(obj, 'rules.scoring', ['start', 'perMove', 'perCardToFoundation', 'perRunLifted']);
  // Whole numbers in a modest range, so that a score adds up exactly and stays finite in any game.
  const num = (key: 'start' | 'perMove' | 'perCardToFoundation' | 'perRunLifted'): number => (obj[key] === undefined ? F[`rules.scoring.${key}`].default : r.integer(obj[key], `rules.scoring.${key}`, -MAX_SCORE_STEP, MAX_SCORE_STEP));
  return { start: num('start'), perMove: num('perMove'), perCardToFoundation: num('perCardToFoundation'), perRunLifted: num('perRunLifted') };
}

function readRules(value: unknown, layout: Layout): Rules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules');
  r.onlyKeys(obj, 'rules', ['tableau', 'cells', 'foundations', 'stock', 'effects', 'win', 'scoring']);
  const tableau = readTableauRules(obj.tableau);
  const cells = readCellRules(obj.cells, layout);
  const foundations = readFoundations(obj.foundations);
  const stock = readStock(obj.stock);
  const effectsObj = obj.effects === undefined ? {} : r.record(obj.effects, 'rules.effects');
  r.onlyKeys(effectsObj, 'rules.effects', ['turnUpExposed', 'liftCompletedRuns', 'fillFromReserve']);
  const lifts = foundations.kind === 'complete-runs';
  const effects: AutomaticEffects = {
    turnUpExposed: effectsObj.turnUpExposed === undefined ? F['rules.effects.turnUpExposed'].default : r.boolean(effectsObj.turnUpExposed, 'rules.effects.turnUpExposed'),
    liftCompletedRuns: effectsObj.liftCompletedRuns === undefined ? lifts : r.boolean(effectsObj.liftCompletedRuns, 'rules.effects.liftCompletedRuns'),
    ...readFill(effectsObj.fillFromReserve, layout),
  };
  if (effects.liftCompletedRuns !== lifts) {
    r.problem('rules.effects.liftCompletedRuns', lifts
      ? 'must be true: "complete-runs" foundations receive cards only by lifting completed runs'
      : 'needs "complete-runs" foundations to lift runs to');
  }
  const winObj = obj.win === undefined ? {} : r.record(obj.win, 'rules.win');
  r.onlyKeys(winObj, 'rules.win', ['kind']);
  const win = { kind: winObj.kind === undefined ? F['rules.win.kind'].default : r.oneOf(winObj.kind, 'rules.win.kind', choicesOf('rules.win.kind')) };
  const scoring = readScoring(obj.scoring);
  if (stock.kind === 'deal-row' && layout.tableau.length === 0) r.problem('rules.stock', 'a deal-row stock needs tableau piles');
  checkPlacement(layout, foundations);
  checkPairsAndWin(tableau, foundations, win, layout, stock);
  return { tableau, ...cells, foundations, stock, effects, win, scoring };
}

/**
 * The rules the new kinds need of the others: a pair is played onto its partner, so nothing else may build
 * where pairs are made; a game without foundations is won by clearing the tableau; a card dealt to the waste
 * needs a waste.
 */
function checkPairsAndWin(tableau: TableauRules, foundations: FoundationRules, win: Rules['win'], layout: Layout, stock: StockRules): void {
  const r = reader;
  if (foundations.kind === 'pairs') {
    if (tableau.build.direction !== 'none' || tableau.pickUp.kind !== 'top-card') {
      r.problem('rules.foundations', 'a card is paired by playing it onto its partner, so nothing else may build on the columns: set `rules.tableau: { build: { direction: "none" }, pickUp: { kind: "top-card" } }`');
    }
    if (stock.kind === 'draw-to-waste' && stock.waste !== undefined) r.problem('rules.foundations', 'a card is paired by playing it onto its partner, so the waste may not be built on as well: leave out `rules.stock.waste`');
  }
  if (foundations.kind === 'none' && win.kind !== 'tableau-cleared') {
    r.problem('rules.win.kind', 'with no foundations, no card can reach one: set `rules.win: { kind: "tableau-cleared" }`');
  }
  if (layout.wasteCards !== undefined && stock.kind !== 'draw-to-waste') {
    r.problem('layout.wasteCards', 'a card turned onto the waste needs a waste: add `rules.stock: { kind: "draw-to-waste" }`');
  }
}

/** Cards placed on the foundations at the deal need foundations that take them. */
function checkPlacement(layout: Layout, foundations: FoundationRules): void {
  const r = reader;
  if (layout.acesToFoundations) {
    if (foundations.kind !== 'up-by-suit') r.problem('layout.acesToFoundations', 'needs foundations built card by card ("up-by-suit"); these take only complete runs');
    else if ((foundations.direction ?? 'up') !== 'up' || (foundations.base ?? 1) !== 1) {
      r.problem('layout.acesToFoundations', 'needs foundations built up from the Ace; these start elsewhere (leave out `rules.foundations.direction` and `base`)');
    }
  }
  if (layout.foundationCards !== undefined) {
    if (foundations.kind !== 'up-by-suit' || foundations.base !== 'first-card') {
      r.problem('layout.foundationCards', 'a card dealt to the foundations must set their base: it needs `rules.foundations: { base: "first-card" }`');
    }
    if (layout.acesToFoundations) r.problem('layout.foundationCards', 'the Aces already start the foundations; leave out one of `acesToFoundations` and `foundationCards`');
  }
}

/** How many cards the deal places on the foundations. */
export function cardsPlacedOnFoundations(deck: DeckSpec, layout: Layout): number {
  return (layout.acesToFoundations ? deck.decks * 4 : 0) + (layout.foundationCards ?? 0);
}

function checkCardCount(deck: DeckSpec, layout: Layout, rules: Rules): void {
  const total = deckSize(deck);
  const dealt = [...layout.tableau, ...layout.cells].reduce((sum, p) => sum + p.cards, 0) + (layout.reserve?.cards ?? 0) + cardsPlacedOnFoundations(deck, layout) + (layout.wasteCards ?? 0);
  if (dealt > total) {
    const placed = cardsPlacedOnFoundations(deck, layout);
    reader.problem('layout', `deals ${dealt} cards${placed > 0 ? ` (${placed} of them to the foundations)` : ''} but the deck has only ${total}`);
  }
  if (dealt < total && rules.stock.kind === 'none') {
    reader.problem('rules.stock', `the layout deals ${dealt} of the deck's ${total} cards, so the other ${total - dealt} need a stock`);
  }
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
