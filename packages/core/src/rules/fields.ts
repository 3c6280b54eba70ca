/**
 * The vocabulary's fields in one table: for each field an author may write, what it allows and what it is
 * when left out. Validation reads its choices, ranges and defaults from here, so that the docs, a JSON
 * Schema or an editor's controls generated from this table describe exactly what `parseVariant` accepts.
 */
import { SUITS } from '../cards/card.js';
import { MAX_DECKS } from '../cards/deck.js';

/** The largest number of tableau piles, or of cells. */
export const MAX_PILES = 32;
/** The largest number of 52-card decks shuffled together (the deck's own bound). */
export { MAX_DECKS };
/** The largest scoring value, either way. */
export const MAX_SCORE_STEP = 1_000_000;
/** The largest number of redeals a variant may state as a number (more is `"unlimited"`). */
export const MAX_REDEALS = 1000;

/** What one field of the vocabulary allows. */
export type FieldSpec =
  | { readonly type: 'choice'; readonly values: readonly string[]; readonly default?: string; readonly doc: string }
  | { readonly type: 'integer'; readonly min: number; readonly max: number | 'cards'; readonly default?: number; readonly doc: string }
  | { readonly type: 'boolean'; readonly default?: boolean; readonly doc: string }
  | { readonly type: 'text'; readonly default?: string; readonly doc: string };

/**
 * Every field of a variant config with a fixed set of values or a range, keyed by its path; `[]` stands for
 * any index (`layout.tableau[].cards`). A field without `default` must be written, or (for `kind`) is the kind
 * its other fields imply. `max: 'cards'` is the pile's own card count.
 * @example VOCABULARY_FIELDS['rules.tableau.emptyAccepts'] // { type: 'choice', values: ['any', 'king', 'none'], default: 'any', ... }
 */
export const VOCABULARY_FIELDS = {
  'difficulty': { type: 'choice', values: ['easy', 'medium', 'hard', 'expert'], default: 'medium', doc: 'how hard the game is for a practised player' },
  'deck.decks': { type: 'integer', min: 1, max: MAX_DECKS, default: 1, doc: 'how many 52-card decks are shuffled together' },
  'deck.suits[]': { type: 'choice', values: SUITS, doc: 'the suits the cards take: 1, 2 or 4 distinct suits; default all four' },
  'layout.tableau[].cards': { type: 'integer', min: 0, max: 52 * MAX_DECKS, doc: 'how many cards the pile is dealt' },
  'layout.tableau[].faceDown': { type: 'integer', min: 0, max: 'cards', default: 0, doc: 'how many of them, from the bottom, lie face down' },
  'layout.tableau[].coveredBy[]': { type: 'integer', min: 1, max: MAX_PILES, doc: 'the piles (numbered from 1, left to right) that cover this one: its cards are free only when all of them are empty (Pyramid, TriPeaks); default none' },
  'layout.acesToFoundations': { type: 'boolean', default: false, doc: 'every Ace starts on the foundations, and the piles share the other cards (needs foundations built up from the Ace)' },
  'layout.kingsUnder': { type: 'boolean', default: false, doc: "each column's Kings are moved beneath its other cards at the deal" },
  'layout.foundationCards': { type: 'integer', min: 0, max: 1, default: 0, doc: 'cards dealt to the foundations after the tableau and cells; with a "first-card" base it sets the base rank' },
  'layout.wasteCards': { type: 'integer', min: 0, max: 1, default: 0, doc: 'cards turned from the top of the stock onto the waste at the deal, to start a waste that is built on (needs a stock that draws to a waste)' },
  'layout.reserve.cards': { type: 'integer', min: 0, max: 52 * MAX_DECKS, doc: 'how many cards the reserve is dealt, a pile played from but never onto; leave out `reserve` for none' },
  'layout.reserve.faceDown': { type: 'integer', min: 0, max: 'cards', default: 0, doc: 'how many of them, from the bottom, lie face down' },
  'layout.cells[].cards': { type: 'integer', min: 0, max: 1, doc: 'whether the cell is dealt a card' },
  'layout.cells[].faceDown': { type: 'integer', min: 0, max: 0, default: 0, doc: 'cards in cells are face up' },
  'rules.tableau.build.direction': { type: 'choice', values: ['down', 'up', 'up-or-down', 'none'], default: 'down', doc: 'which way a card builds on the card it covers' },
  'rules.tableau.build.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'], default: 'alternate-colour', doc: "how a card's suit relates to the card it covers" },
  'rules.tableau.build.wrap': { type: 'boolean', default: false, doc: 'ranks go round the corner: a King builds on an Ace going down, an Ace on a King going up' },
  'rules.tableau.pickUp.kind': { type: 'choice', values: ['top-card', 'run', 'any-face-up'], default: 'run', doc: 'what may be lifted off a pile as one unit' },
  'rules.tableau.pickUp.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'], doc: 'how the suits of a run follow each other (run only); default the build match' },
  'rules.tableau.runLimit': { type: 'choice', values: ['unlimited', 'free-spaces', 'doubling-per-empty-pile'], default: 'unlimited', doc: 'how many cards one run move may carry' },
  'rules.tableau.emptyAccepts': { type: 'choice', values: ['any', 'king', 'none'], default: 'any', doc: 'what may fill an empty tableau pile' },
  'rules.cells.accept': { type: 'choice', values: ['one-card', 'none'], default: 'one-card', doc: 'what an empty cell takes: any one card, or none (the cells are then a reserve of single cards, each playable)' },
  'rules.foundations.kind': { type: 'choice', values: ['up-by-suit', 'complete-runs', 'pairs', 'none'], default: 'up-by-suit', doc: 'how the foundations are built: "pairs" is one discard pile that takes free cards in pairs adding up to a total; "none" has no foundations (needs the win "tableau-cleared")' },
  'rules.foundations.takeBack': { type: 'boolean', default: false, doc: 'whether a foundation\'s top card may come back (up-by-suit only)' },
  'rules.foundations.direction': { type: 'choice', values: ['up', 'down'], default: 'up', doc: 'which way a foundation is built (up-by-suit only)' },
  'rules.foundations.base': { type: 'integer', min: 1, max: 13, doc: 'the rank a foundation starts from, 1 (Ace) to 13 (King), or "first-card": the first card placed on a foundation sets it for all; default the Ace going up, the King going down (up-by-suit only)' },
  'rules.foundations.follow': { type: 'choice', values: ['suit-per-pile', 'same-suit', 'same-colour', 'alternate-colour', 'any-suit'], default: 'suit-per-pile', doc: 'how a foundation\'s cards follow each other: each foundation its own suit, or any base card followed in its suit, its colour, alternate colours or any suit (up-by-suit only)' },
  'rules.foundations.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'], default: 'same-suit', doc: 'how the suits of a lifted run follow each other (complete-runs only)' },
  'rules.foundations.total': { type: 'integer', min: 2, max: 26, default: 13, doc: 'what the ranks of a pair add up to, Ace 1 to King 13; a card of that rank goes alone (pairs only)' },
  'rules.stock.kind': { type: 'choice', values: ['none', 'deal-row', 'draw-to-waste'], default: 'none', doc: 'what the stock does' },
  'rules.stock.emptyPiles': { type: 'choice', values: ['forbid', 'allow-if-unfillable', 'allow'], default: 'forbid', doc: 'whether a deal may be made while a pile is empty (deal-row only)' },
  'rules.stock.draw': { type: 'integer', min: 1, max: 52 * MAX_DECKS, default: 1, doc: 'how many cards a deal turns onto the waste (draw-to-waste only)' },
  'rules.stock.redeals': { type: 'integer', min: 0, max: MAX_REDEALS, default: 0, doc: 'how often the waste may be turned over, or "unlimited" (draw-to-waste only)' },
  'rules.stock.waste.direction': { type: 'choice', values: ['down', 'up', 'up-or-down', 'none'], default: 'none', doc: 'which way the top card of a column, cell or reserve builds on the waste\'s top card; "none": the waste is not built on (draw-to-waste only)' },
  'rules.stock.waste.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'], default: 'any-suit', doc: "how a card's suit relates to the waste's top card (draw-to-waste only)" },
  'rules.stock.waste.wrap': { type: 'boolean', default: false, doc: 'ranks go round the corner on the waste: King and Ace one rank apart (draw-to-waste only)' },
  'rules.effects.turnUpExposed': { type: 'boolean', default: true, doc: 'a face-down card left on top turns face up by itself' },
  'rules.effects.liftCompletedRuns': { type: 'boolean', doc: 'complete King-to-Ace runs are lifted off by themselves; default and must be: the foundations are complete-runs' },
  'rules.effects.fillFromReserve': { type: 'boolean', default: false, doc: 'an empty column is filled at once with the reserve\'s top card while the reserve has cards (needs a reserve)' },
  'rules.win.kind': { type: 'choice', values: ['all-on-foundations', 'tableau-cleared'], default: 'all-on-foundations', doc: 'when the game is won: every card on the foundations, or every tableau pile empty' },
  'rules.scoring.start': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0, doc: 'the score at the deal' },
  'rules.scoring.perMove': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0, doc: 'added for every move, deal and redeal' },
  'rules.scoring.perCardToFoundation': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0, doc: 'added for every card played to a foundation' },
  'rules.scoring.perRunLifted': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0, doc: 'added for every completed run lifted' },
} as const satisfies Record<string, FieldSpec>;

/** A path of {@link VOCABULARY_FIELDS}. */
export type FieldPath = keyof typeof VOCABULARY_FIELDS;

/** The fields each kind of a rule takes besides `kind`, so that a field of another kind can be named as such. */
export const KIND_FIELDS = {
  'rules.tableau.pickUp': { 'top-card': [], 'run': ['match'], 'any-face-up': [] },
  'rules.foundations': { 'up-by-suit': ['takeBack', 'direction', 'base', 'follow'], 'complete-runs': ['match'], 'pairs': ['total'], 'none': [] },
  'rules.stock': { 'none': [], 'deal-row': ['emptyPiles'], 'draw-to-waste': ['draw', 'redeals', 'waste'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

/** The choices of a choice field. */
export function choicesOf<P extends FieldPath>(path: P): (typeof VOCABULARY_FIELDS)[P] extends { values: readonly (infer V)[] } ? readonly V[] : never {
  const spec: FieldSpec = VOCABULARY_FIELDS[path];
  if (spec.type !== 'choice') throw new Error(`${path} is not a choice field`);
  return spec.values as never;
}

