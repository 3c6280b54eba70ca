/**
 * What each field of the vocabulary means, in words: the descriptions a JSON Schema, the docs' table and the
 * Variant Lab show. They are kept apart from the table validation reads (fields.ts), so that an app that
 * plays (every `Game` checks the variants it is given) does not carry sentences only an editor shows.
 */
import { FIELD_RULES, type FieldPath } from './fields.js';

/**
 * The description of each field of {@link FIELD_RULES}, by its path: one row for each of its rows, and no
 * other (its type refuses a missing row and an unknown path). Each is typed `string`, not its literal text: a
 * description is words to show, not a type to match.
 */
export const FIELD_DOCS: { readonly [P in FieldPath]: string } = {
  'difficulty': 'how hard the game is for a practised player',
  'deck.decks': 'how many 52-card decks are shuffled together',
  'deck.suits[]': 'the suits the cards take: 1, 2 or 4 distinct suits; default all four',
  'layout.tableau[].cards': 'how many cards the pile is dealt',
  'layout.tableau[].faceDown': 'how many of them, from the bottom, lie face down',
  'layout.tableau[].coveredBy[]': 'the piles (numbered from 1, left to right) that cover this one: its cards are free only when all of ' +
    'them are empty (Pyramid, TriPeaks); default none',
  'layout.acesToFoundations': 'every Ace starts on the foundations, and the piles share the other cards (needs foundations built up from ' +
    'the Ace)',
  'layout.baseCardsToFoundations': "the cards of the foundations' base rank start on them: every one with a fixed base (Storehouse's "
    + 'Twos); with a "first-card" base, the fellows of the first card dealt, which stays where it is dealt (Penguin)',
  'layout.baseCardsPlaced': 'how many of the Aces or base cards placed on the foundations start them: the first the deal comes to; '
    + 'the others are dealt with the rest (Good Measure: 2); default all',
  'layout.playDuringDeal': 'each card dealt to the tableau that a foundation takes goes there at once instead, its pile getting none '
    + 'in that row; with no stock, the cards left over are dealt in further rows (Citadel)',
  'layout.kingsUnder': "each column's Kings are moved beneath its other cards at the deal",
  'layout.foundationCards': 'cards dealt to the foundations after the tableau and cells; with a "first-card" base it sets the base rank',
  'layout.wasteCards': 'cards turned from the top of the stock onto the waste at the deal, to start a waste that is built on (needs a ' +
    'stock that draws to a waste)',
  'layout.stockFaceUp': "the stock's cards lie face up, every one known from the start (Thoughtful games; needs a stock)",
  'layout.reserve.cards': 'how many cards the reserve is dealt, a pile played from but never onto; leave out `reserve` for none',
  'layout.reserve.faceDown': 'how many of them, from the bottom, lie face down',
  'layout.cells[].cards': 'whether the cell is dealt a card',
  'layout.cells[].faceDown': 'cards in cells are face up',
  'rules.tableau.build.direction': 'which way a card builds on the card it covers',
  'rules.tableau.build.match': "how a card's suit relates to the card it covers",
  'rules.tableau.build.wrap': 'ranks go round the corner: a King builds on an Ace going down, an Ace on a King going up',
  'rules.tableau.pickUp.kind': 'what may be lifted off a pile as one unit',
  'rules.tableau.pickUp.match': 'how the suits of a run follow each other (run, and top-or-whole-pile for the whole pile); default the '
    + 'build match',
  'rules.tableau.runLimit': 'how many cards one run move may carry',
  'rules.tableau.emptyAccepts':
    'what may fill an empty tableau pile (below-base: only the rank one below the foundations\' base, or a run it heads)',
  'rules.tableau.maxCards': 'the most cards a tableau pile may hold (Shamrocks: three); a move that would leave more is refused; '
    + 'default no limit',
  'rules.tableau.takesFrom': 'where the columns take cards from: any pile the build rule allows, or only the waste, any card onto '
    + 'anything, when the columns are waste piles (Sir Tommy; needs a draw-to-waste stock and build direction "none")',
  'rules.tableau.redeal.times': 'how often the tableau may be gathered and dealt again, or "unlimited"; leave out `redeal` for a game '
    + 'that never redeals',
  'rules.tableau.redeal.gather': 'how the cards still in the tableau are gathered: shuffled, or picked up pile by pile in order',
  'rules.tableau.redeal.perPile': 'how many cards each pile is dealt again, face up, from the first, the last taking what is left; '
    + 'or "as-dealt": each pile as many cards, and as many face down, as the opening deal gave it, while the cards last',
  'rules.tableau.grid.columns': 'the places in each row of a grid (Montana: 13); the tableau piles are its places, row by row; leave '
    + 'out `grid` for a tableau of piles',
  'rules.tableau.grid.aces': 'where the Aces go at the start: where they are dealt, moved to the rows\' first places after the deal, '
    + 'dealt there before the rest, or set aside on the foundations (the rows then start from the Two, and hold 13 places, not 14)',
  'rules.tableau.grid.redeals': 'how often the cards not yet in sequence may be gathered, shuffled and dealt back',
  'rules.tableau.redeal.into': 'where the gathered cards go: dealt straight back onto the piles, or to form the stock again, once it is '
    + 'empty, to be dealt from as before (Scuffle); default the stock where a deal-row stock deals, else the piles',
  'rules.reserve.playsTo': 'where the reserve\'s top card may go: anywhere it fits (a column, a cell or a foundation), or to the ' +
    'foundations only (Falling Star); needs a reserve and foundations built card by card',
  'rules.cells.accept': 'what an empty cell takes: any one card, or none (the cells are then a reserve of single cards, each playable)',
  'rules.foundations.kind': 'how the foundations are built: "pairs" is one discard pile that takes free cards in pairs adding up to a ' +
    'total; "none" has no foundations (needs the win "tableau-cleared")',
  'rules.foundations.takeBack': 'whether a foundation\'s top card may come back (up-by-suit only)',
  'rules.foundations.direction': 'which way a foundation is built (up-by-suit only)',
  'rules.foundations.base': 'the rank a foundation starts from, 1 (Ace) to 13 (King), or "first-card": the first card placed on a ' +
    'foundation sets it for all; default the Ace going up, the King going down (up-by-suit only)',
  'rules.foundations.wrap': 'on a single-pile foundation, King and Ace count as one rank apart (Black Hole; single-pile only)',
  'rules.foundations.stepByPile': 'foundation n (1 to 4, then again) starts from rank n and is built by steps of n ranks, round the '
    + 'corner, to the King (Calculation; up-by-suit only)',
  'rules.foundations.baseChosen': 'the player chooses the base: the first move must play a column\'s card to a foundation, setting a ' +
    '"first-card" base, and only then is each column dealt no card given one from the stock (Terrace; up-by-suit only)',
  'rules.foundations.follow': 'how a foundation\'s cards follow each other: each foundation its own suit, or any base card followed in ' +
    'its suit, its colour, alternate colours or any suit (up-by-suit only)',
  'rules.foundations.match': 'how the suits of a lifted run follow each other (complete-runs only)',
  'rules.foundations.total': 'what the ranks of a pair add up to, Ace 1 to King 13; a card of that rank goes alone (pairs only)',
  'rules.foundations.pairBy': 'how the two cards of a pair match: their ranks add up to the total, or they are of the same rank, '
    + 'with no card going alone; or "higher-of-suit", no pairs: a card is discarded alone when a higher card of its suit (Ace high) '
    + 'is free on another pile (Aces Up) (pairs only)',
  'rules.stock.kind': 'what the stock does',
  'rules.stock.emptyPiles': 'whether a deal may be made while a pile is empty (deal-row only)',
  'rules.stock.shortRow': 'which piles a last deal too short for every pile reaches: the leftmost, or the middle ones (Irmgard: the '
    + 'middle seven of nine) (deal-row only)',
  'rules.stock.draw': 'how many cards a deal turns onto the waste (draw-to-waste only)',
  'rules.stock.redeals': 'how often the waste may be turned over, or "unlimited" (draw-to-waste only)',
  'rules.stock.placeBeforeTurning': 'a card turned onto the waste must be played before the next is turned (Sir Tommy; draw-to-waste only)',
  'rules.stock.waste.direction': 'which way the top card of a column, cell or reserve builds on the waste\'s top card; "none": the waste ' +
    'is not built on (draw-to-waste only)',
  'rules.stock.waste.match': "how a card's suit relates to the waste's top card (draw-to-waste only)",
  'rules.stock.waste.closedByKing': 'a King on top of the waste takes no card until the stock covers it (Dead King Golf; '
    + 'draw-to-waste only)',
  'rules.stock.waste.wrap': 'ranks go round the corner on the waste: King and Ace one rank apart (draw-to-waste only)',
  'rules.effects.turnUpExposed': 'a face-down card left on top turns face up by itself',
  'rules.effects.liftCompletedRuns': 'complete King-to-Ace runs are lifted off by themselves; default and must be: the foundations are ' +
    'complete-runs',
  'rules.effects.fillFromReserve': 'an empty column is filled at once with the reserve\'s top card while the reserve has cards (needs a ' +
    'reserve)',
  'rules.effects.fillGapsFrom': 'an empty column is filled at once with the top card of the stock (while it has cards), of the waste ' +
    '(whenever it has one), or of the waste and else the stock; "none": the player fills gaps (needs that stock or waste)',
  'rules.win.kind': 'when the game is won: every card on the foundations, every tableau pile empty, every card but the Aces on the '
    + 'foundations (with pairBy "higher-of-suit"), or every row of a grid in sequence (with a grid)',
  'rules.scoring.start': 'the score at the deal',
  'rules.scoring.perMove': 'added for every move, deal and redeal',
  'rules.scoring.perCardToFoundation': 'added for every card played to a foundation',
  'rules.scoring.perRunLifted': 'added for every completed run lifted',
  'rules.scoring.perWasteToTableau': 'added for every card played from the waste to the tableau',
  'rules.scoring.perCardTurnedUp': 'added for every face-down tableau card turned up',
  'rules.scoring.perCardTakenBack': 'added for every card taken back off a foundation, besides losing what playing it there gained',
  'rules.scoring.perRedeal': 'added for every redeal (the waste turned over) after the free ones',
  'rules.scoring.freeRedeals': 'how many redeals cost nothing before each one adds perRedeal',
};

/** The vocabulary's table with each field's description: the rows of {@link FIELD_RULES}, each with its `doc`. */
export type VocabularyFields = { readonly [P in FieldPath]: (typeof FIELD_RULES)[P] & { readonly doc: (typeof FIELD_DOCS)[P] } };

/**
 * Every field of a variant config with a fixed set of values or a range, keyed by its path, with what it
 * allows, its default and what it means (`doc`); `[]` stands for any index (`layout.tableau[].cards`). A
 * field without `default` must be written, or (for `kind`) is the kind its other fields imply. `max: 'cards'`
 * is the pile's own card count. Validation reads the same rows, so a schema or an editor's controls generated
 * from this table describe exactly what `parseVariant` accepts.
 * @example
 * VOCABULARY_FIELDS['rules.tableau.emptyAccepts']
 * // { type: 'choice', values: ['any', 'king', 'none'], default: 'any', doc: 'what may fill an empty tableau pile' }
 */
export const VOCABULARY_FIELDS: VocabularyFields = /* @__PURE__ */ withDocs();

function withDocs(): VocabularyFields {
  const rows = Object.entries(FIELD_RULES).map(([path, rule]) => [path, { ...rule, doc: FIELD_DOCS[path as FieldPath] }]);
  return Object.fromEntries(rows) as VocabularyFields;
}
