/**
 * The rule vocabulary: every rule a variant can state, as plain JSON-serialisable data.
 * A variant is one of these objects; the engine reads it and contains no game-specific code.
 */
import type { DeckSpec } from '../cards/deck.js';
import type { OptionValue } from './option-value.js';

/** Which way a tableau pile is built: each card one rank below (down) or above (up) the card it covers. */
export type BuildDirection = 'down' | 'up' | 'up-or-down' | 'none';

/** How a card's suit must relate to the card it is placed on. */
export type SuitMatch = 'alternate-colour' | 'same-suit' | 'any-suit' | 'same-colour' | 'other-suit';

/** How cards are built on a tableau pile. */
export interface BuildRule {
  readonly direction: BuildDirection;
  readonly match: SuitMatch;
  /**
   * Ranks go round the corner: building down, a King goes on an Ace; building up, an Ace goes on a King
   * (Canfield). Present only when true, so that a variant without it reads exactly as before.
   */
  readonly wrap?: boolean;
}

/**
 * What may be picked up from a tableau pile as one unit.
 * - `top-card`: only the top card.
 * - `run`: the top card, or several top cards that follow the build direction and the given match
 *   (Easthaven: alternate colours; Spider: one suit, though single cards build on any suit).
 * - `any-face-up`: any face-up card together with everything on top of it (Yukon).
 * - `top-or-whole-pile`: the top card, or the whole pile at once when every card of it is face up and it is
 *   one run that follows the build direction and the given match; never part of a pile (Canfield as Hoyle
 *   gives it: a column moves its top card or moves as a whole).
 */
export type PickUpRule =
  | { readonly kind: 'top-card' }
  | { readonly kind: 'run'; readonly match: SuitMatch }
  | { readonly kind: 'any-face-up' }
  | { readonly kind: 'top-or-whole-pile'; readonly match: SuitMatch };

/**
 * How many cards a run move may carry.
 * - `unlimited`: any run the pick-up rule allows.
 * - `free-spaces`: what single-card moves through empty cells and through empty tableau piles that may
 *   hold the intermediate cards could carry. If empty piles accept any card that is FreeCell's
 *   (empty cells + 1) × 2^(empty piles); if they take only Kings (or nothing), empty cells + 1.
 * - `doubling-per-empty-pile`: (empty cells + 1) × 2^(empty piles), whatever empty piles accept.
 * An empty pile that is the move's destination never counts.
 */
export type RunLimit = 'unlimited' | 'free-spaces' | 'doubling-per-empty-pile';

/**
 * What an empty tableau pile accepts: any card or run, only a King or a King-led run, nothing, or
 * (`below-base`) only the rank one below the foundations' base, round the corner, or a run it heads: where
 * the foundations start from the first card dealt and builds wrap, that rank heads every full run (Penguin).
 */
export type EmptyPileAccepts = 'any' | 'king' | 'none' | 'below-base';

/**
 * How the tableau's cards are gathered for a redeal (a {@link TableauRedeal}).
 * - `shuffled`: the cards still in the tableau are shuffled (La Belle Lucie, Trefoil); which order the shuffle
 *   gives is not known before the redeal is made.
 * - `in-order`: they are picked up pile by pile from the first, each pile from its bottom card up, keeping
 *   their order (Cruel).
 */
export type RedealGather = 'shuffled' | 'in-order';

/**
 * The tableau gathered and dealt again, `times` times in a game (or without limit): the player may redeal at
 * any point. The cards still in the tableau are gathered (`gather`) and dealt again from the first pile:
 * `perPile` cards to each, face up, the last pile taking whatever is left over; or, with `perPile: "as-dealt"`,
 * each pile as many cards, and as many of them face down, as the opening deal gave it (Fascination Fan's fans
 * of three with two face down, Grandfather's staircase), a pile the cards do not fill being short of face-down
 * cards first. The piles after the last dealt stay empty.
 * A redeal needs a card in the tableau, and an `in-order` one must change the layout (Cruel's "as often as
 * that changes something"): with every pile already holding the cards, and the face-down cards, it would deal
 * it, it would not. The move is `{ kind: 'redeal' }`, and it counts in `redealsUsed`, as the waste's turn over
 * does in a game with a stock; a game has one or the other. La Belle Lucie: `{ times: 2, gather: 'shuffled', perPile: 3 }`.
 * With `into: 'stock'` the gathered cards form the stock again instead, face down, to be dealt from a `deal-row`
 * stock as before, the first card gathered dealt first; the redeal is then made only once the stock is empty, and
 * `perPile` plays no part (Scuffle, Acquaintance). `into` is present only when `stock`.
 */
export interface TableauRedeal {
  readonly times: number | 'unlimited';
  readonly gather: RedealGather;
  readonly perPile: number | 'as-dealt';
  readonly into?: 'piles' | 'stock';
}

/** Rules for the tableau piles. `redeal` is present only when the tableau is gathered and dealt again. */
export interface TableauRules {
  readonly build: BuildRule;
  readonly pickUp: PickUpRule;
  readonly runLimit: RunLimit;
  readonly emptyAccepts: EmptyPileAccepts;
  readonly redeal?: TableauRedeal;
  /**
   * The most cards a tableau pile may hold: a move that would leave more on it is refused (Shamrocks: no fan
   * may hold more than three). The opening deal gives no pile more. Present only when there is a limit, so
   * that a variant without it reads exactly as before.
   */
  readonly maxCards?: number;
  /**
   * Where the columns take their cards from: `any-pile` (the default: wherever the build rule allows), or
   * `waste`: the columns are waste piles (Sir Tommy, Lady Betty), each taking any card played from the waste, on
   * whatever it holds, and no card from anywhere else, so no card moves between columns. Present only when
   * `waste`, so that a variant without it reads exactly as before.
   */
  readonly takesFrom?: 'any-pile' | 'waste';
  /**
   * The tableau is a grid of places whose order matters (Montana, Gaps, Red Moon, Blue Moon): see
   * {@link GridRules}. Present only in a grid game, so that a variant without it reads exactly as before.
   */
  readonly grid?: GridRules;
}

/**
 * Where a grid game's Aces go at the start.
 * - `in-deal`: they stay where the deal puts them, like every other card.
 * - `set-aside`: every place is dealt a card, then the Aces are set aside on the foundations, where nothing
 *   follows them, leaving a gap where each lay (Montana, Gaps).
 * - `to-row-starts`: before the deal they are taken out of the deck, in the deck's order, and laid on the first
 *   place of each row in turn; the other cards are dealt as the layout says (Red Moon).
 * - `moved-to-row-starts`: after the deal they move, in the order they lie row by row, to the first place of
 *   each row in turn, leaving a gap where each lay (Blue Moon).
 */
export type GridAces = 'in-deal' | 'moved-to-row-starts' | 'to-row-starts' | 'set-aside';


/**
 * A grid of places (Montana and its family). The tableau piles are the places, row by row, `columns` to a
 * row (`t1` to `t13` the first row of a thirteen-column grid); a place holds one card or none (a gap). The
 * only card move is a card from one place to a gap: a gap in the first column takes a card of the start rank
 * (`gridStartRank`: the Two when the Aces are set aside, else the Ace) of any suit; any other gap takes only
 * the card one rank above, in suit, the card to its left, so a gap right of a King or of another gap stays
 * empty. A row is in sequence from its start while it runs from a card of the start rank in the first column
 * up in one suit; the game is won (the win `rows-in-sequence`) when every row runs so to its King, which
 * leaves one gap at each row's end. `redeals` times in a game the player may gather the cards not in
 * sequence, shuffle them (from the position's own seed, as a shuffled tableau redeal does) and deal them
 * back, row by row, leaving one gap right after each row's sequence. A row holds its start rank to its King
 * and one gap: 13 places from the Two, 14 from the Ace. Gaps: `{ columns: 13, aces: 'set-aside', redeals: 2 }`.
 */
export interface GridRules {
  readonly columns: number;
  readonly aces: GridAces;
  readonly redeals: number;
}

/**
 * The foundations. There is one foundation for each set of thirteen cards (four per deck).
 * - `up-by-suit`: built up from Ace to King in one suit, one card at a time. Foundation `f1` takes the deck's
 *   first suit in {@link SUITS} order, `f2` the next, and so on round the deck's suits. `takeBack` lets the top
 *   card return to the tableau or a cell.
 * - `complete-runs`: each receives one complete King-to-Ace run lifted off the tableau (Spider); no card is
 *   ever played there by hand.
 */
export type FoundationRules =
  | UpBySuitFoundations
  | { readonly kind: 'complete-runs'; readonly match: SuitMatch }
  | PairsFoundation
  | SinglePileFoundation
  | { readonly kind: 'none' };

/**
 * One foundation, `f1`, for the whole deck (Black Hole, All in a Row): a free card goes on it when its rank is one
 * above or one below the rank of the top card, whatever the suit, and with `wrap` King and Ace are one rank apart;
 * an empty one takes any card (or the Ace `layout.acesToFoundations` places with `baseCardsPlaced: 1`). A free card
 * is the face-up top card of a pile nothing covers. `wrap` is present only when true.
 */
export interface SinglePileFoundation {
  readonly kind: 'single-pile';
  readonly wrap?: boolean;
}

/**
 * One foundation, a discard pile, that takes free cards in pairs whose ranks add up to `total` (Ace 1, Jack 11,
 * Queen 12, King 13), and a single card whose rank is the total by itself (Pyramid: 13, the King alone); or, with
 * `pairBy: "equal-rank"`, pairs of the same rank and no card alone (Nestor); or, with `pairBy: "higher-of-suit"`, no
 * pairs: a free card goes alone when a higher card of its suit (Ace high) is free on another pile (Aces Up).
 * A pair is one move: the card moved and the free card it is played onto both go to the foundation. A free
 * card is the face-up top card of a pile nothing covers: a column, a cell, the reserve or the waste.
 * The `none` kind has no foundations at all (Golf, TriPeaks), and needs the win `tableau-cleared`.
 */
export interface PairsFoundation {
  readonly kind: 'pairs';
  readonly total: number;
  /** How the two cards of a pair match: their ranks add up to `total` (the default), or they are of one rank. */
  readonly pairBy?: PairBy;
}

/** How the two cards of a pair match (`pairs` foundations): ranks adding up to the total, or equal ranks. */
export type PairBy = 'total' | 'equal-rank' | 'higher-of-suit';

/**
 * How the cards on a foundation follow each other (`up-by-suit` foundations).
 * - `suit-per-pile`: each foundation has its own suit, `f1` the deck's first, and so on (the default).
 * - `same-suit`: any empty foundation takes a base card of any suit; the rest follow its suit (Canfield).
 * - `same-colour`, `alternate-colour`, `any-suit`: the next card's suit relates to the top card's so.
 */
export type FoundationFollow = 'suit-per-pile' | 'same-suit' | 'same-colour' | 'alternate-colour' | 'any-suit';

/**
 * The rank a foundation starts from: a fixed rank (1 = Ace … 13 = King), or `first-card`: the first card
 * placed on any foundation, at the deal or in play, sets the base for all of them (Canfield).
 */
export type FoundationBase = number | 'first-card';

/**
 * Foundations built one card at a time (the kind's name is its default: up from the Ace in one suit). A
 * foundation holds thirteen cards, from its base stepping one rank in `direction`, going round the corner
 * from King to Ace (or Ace to King) when the base is not where the direction starts. The optional fields
 * are present only when they differ from their defaults (`direction` up, `base` Ace going up and King going
 * down, `follow` suit-per-pile, `baseChosen` false), so that a variant that does not use them reads exactly as before.
 */
export interface UpBySuitFoundations {
  readonly kind: 'up-by-suit';
  readonly takeBack: boolean;
  readonly direction?: 'up' | 'down';
  readonly base?: FoundationBase;
  readonly follow?: FoundationFollow;
  /**
   * The player chooses the `first-card` base (the Terrace family): until a foundation holds a card, the only move
   * is a column's top card to a foundation, and no deal; once it is made, each column the opening deal left empty
   * is dealt one card from the stock, face up, in order (Terrace's columns 5 to 9), and play goes on.
   */
  readonly baseChosen?: boolean;
  /**
   * Calculation's foundations: foundation n (1 to 4, and again from the fifth) starts from rank n and is built by
   * steps of n ranks, round the corner, to the King (A 2 3 …; 2 4 6 … Q A 3 …; 3 6 9 Q 2 …; 4 8 Q 3 …): thirteen cards
   * each. It needs the default `base` and `direction`. Present only when true.
   */
  readonly stepByPile?: boolean;
}

/**
 * How the waste is built on (Golf, TriPeaks): a {@link BuildRule}, and, with `closedByKing`, a King on top of the
 * waste takes no card until the stock covers it (Dead King Golf). `closedByKing` is present only when true, so
 * that a variant without it reads exactly as before.
 */
export interface WasteBuildRule extends BuildRule {
  readonly closedByKing?: boolean;
}

/** When a deal-row stock may deal while a tableau pile is empty. */
export type DealWithEmptyPiles =
  /** never: every pile must hold a card first (Spider, Easthaven). */
  | 'forbid'
  /** only when no legal move can fill the empty piles (no King can fill a gap). */
  | 'allow-if-unfillable'
  /** always (Spider "relaxed"). */
  | 'allow';

/**
 * Which tableau piles a deal-row stock's last deal reaches when it has fewer cards than there are piles: the
 * `leftmost`, or the `middle` ones, as many piles to the left of them as to the right, or one fewer (Irmgard's
 * last seven cards go to the middle seven of nine columns).
 */
export type ShortRow = 'leftmost' | 'middle';

/**
 * The stock.
 * - `none`: every card is dealt at the start.
 * - `deal-row`: a deal puts one face-up card on every tableau pile, left to right; a short last row goes
 *   to the leftmost piles, or, with `shortRow: 'middle'`, the middle ones. `emptyPiles` says whether it may deal
 *   while a pile is empty. `shortRow` is present only when not `leftmost`, so that a variant without it reads
 *   exactly as before.
 * - `draw-to-waste`: a deal turns `draw` cards onto the waste, whose top card is playable; when the stock
 *   is empty the waste may be turned over to form a new stock `redeals` times. With `waste`, the waste is
 *   also built on (Golf, TriPeaks): the top card of a column, a cell or the reserve may be played onto the
 *   waste's top card when it builds on it by this rule; an empty waste takes nothing. `waste` is present only
 *   when the waste is built on, so that a variant without it reads exactly as before.
 */
export type StockRules =
  | { readonly kind: 'none' }
  | { readonly kind: 'deal-row'; readonly emptyPiles: DealWithEmptyPiles; readonly shortRow?: ShortRow }
  | {
    readonly kind: 'draw-to-waste'; readonly draw: number; readonly redeals: number | 'unlimited'; readonly waste?: WasteBuildRule;
    /**
     * A card turned onto the waste must be played before the next is turned: the stock does not deal while the
     * waste holds a card (Sir Tommy). Present only when true.
     */
    readonly placeBeforeTurning?: boolean;
  };

/** Things that happen by themselves after every move and deal. */
export interface AutomaticEffects {
  /** A face-down card left on top of a tableau pile turns face up. */
  readonly turnUpExposed: boolean;
  /** A complete King-to-Ace run on top of a tableau pile is lifted to a `complete-runs` foundation. */
  readonly liftCompletedRuns: boolean;
  /**
   * An empty tableau pile is filled at once with the reserve's top card while the reserve has cards
   * (Canfield). Present only when true.
   */
  readonly fillFromReserve?: boolean;
  /**
   * Where an empty tableau pile is filled from at once, by itself (see {@link GapFillSource}). Present only when
   * gaps are filled so, so that a variant without it reads exactly as before.
   */
  readonly fillGapsFrom?: GapFillSource;
}

/**
 * Where an empty column takes its card by itself, after every move, deal and redeal, left to right, one card
 * each, face up, before the player moves again (Corona, Blockade):
 * - `stock`: the stock's top card, while the stock has cards (Blockade);
 * - `waste`: the waste's top card, whenever the waste has one: a card drawn onto an empty waste fills a gap
 *   left open at once;
 * - `waste-or-stock`: the waste's top card, or the stock's when the waste is empty (Corona, Courtyard).
 * A gap the source cannot fill takes what `tableau.emptyAccepts` says, from the player.
 */
export type GapFillSource = 'stock' | 'waste' | 'waste-or-stock';

/**
 * When the game is won. `all-on-foundations`: every card of the deck is on the foundations;
 * `tableau-cleared`: every tableau pile is empty, whatever is left in the stock or on the waste (Golf, TriPeaks);
 * `aces-left`: every card but the Aces is on the foundations (Aces Up, where nothing outranks an Ace);
 * `rows-in-sequence`: every row of a grid runs in one suit from its start to its King (see {@link GridRules}).
 */
export interface WinCondition {
  readonly kind: 'all-on-foundations' | 'tableau-cleared' | 'aces-left' | 'rows-in-sequence';
}

/**
 * Optional scoring: the score starts at `start`; every move and every deal adds `perMove`; every card
 * played to a foundation adds `perCardToFoundation` (and taking one back subtracts it, and adds
 * `perCardTakenBack` besides); every run lifted adds `perRunLifted`; every card played from the waste to the
 * tableau adds `perWasteToTableau`; every face-down tableau card turned up adds `perCardTurnedUp`; every redeal
 * after the first `freeRedeals` adds `perRedeal`. Every number left out is 0, so a scoring states only what
 * it counts. Spider's standard scoring is `{ start: 500, perMove: -1, perRunLifted: 100 }`; Klondike's
 * standard (Windows) scoring, draw one, is `{ perCardToFoundation: 10, perCardTakenBack: -5,
 * perWasteToTableau: 5, perCardTurnedUp: 5, perRedeal: -100 }`.
 */
export interface ScoringRules {
  readonly start: number;
  readonly perMove: number;
  readonly perCardToFoundation: number;
  readonly perRunLifted: number;
  readonly perWasteToTableau: number;
  readonly perCardTurnedUp: number;
  readonly perCardTakenBack: number;
  readonly perRedeal: number;
  readonly freeRedeals: number;
}

/** How many cards a pile receives in the opening deal, and how many of them are face down (the lowest). */
export interface PileLayout {
  readonly cards: number;
  readonly faceDown: number;
}

/**
 * A tableau pile's opening layout. `coveredBy` lists the tableau piles (numbered from 1, as `t1` is 1) that
 * cover this one: its cards may be played, and built on, only once every pile covering it is empty, and a
 * face-down card on it turns up only then (Pyramid and TriPeaks lay out one-card piles that cover each other
 * in rows). Present only when the pile is covered, so that a variant without it reads exactly as before.
 */
export interface TableauPileLayout extends PileLayout {
  readonly coveredBy?: readonly number[];
}

/**
 * The opening layout. Cards are dealt row by row, left to right across the tableau (as a person deals),
 * then one to each cell in order; whatever is left forms the stock.
 */
export interface Layout {
  readonly tableau: readonly TableauPileLayout[];
  /**
   * Before anything else is dealt, every Ace is taken out of the deck and put on the foundations
   * (Beleaguered Castle); the layout's piles share the other cards. Present only when true.
   */
  readonly acesToFoundations?: boolean;
  /**
   * The cards of the foundations' base rank start on the foundations, each on the first empty foundation
   * that takes its suit, and the piles share the other cards. With a fixed base every card of that rank is
   * taken out before anything is dealt (Storehouse's Twos); with a `first-card` base the first card dealt sets
   * the base and stays where it is dealt, and only its fellows, the other cards of its rank, are taken out
   * (Penguin). Present only when true.
   */
  readonly baseCardsToFoundations?: boolean;
  /**
   * How many of the cards `acesToFoundations` or `baseCardsToFoundations` takes out start the foundations: the
   * first that many the deal comes to, in the deck's order; the others of their rank are dealt with the rest
   * (Good Measure: two of the Aces). Present only when fewer than all of them.
   */
  readonly baseCardsPlaced?: number;
  /**
   * After the tableau is dealt, the Kings of each column are moved beneath its other cards, keeping the order
   * of each (Baker's Dozen). Present only when true.
   */
  readonly kingsUnder?: boolean;
  /**
   * Cards are played to the foundations while the tableau is dealt: each card the deal reaches that a foundation
   * takes at that moment goes to the first such foundation instead, and its pile gets no card in that row. In a
   * game with no stock the cards the layout's rows leave over are dealt in further rows across every pile, in the
   * same way, until none is left (Citadel). Present only when true.
   */
  readonly playDuringDeal?: boolean;
  /**
   * How many cards (0 or 1) are dealt to the foundations after the tableau and cells: with a `first-card`
   * base, this card sets the base rank of every foundation (Canfield). Present only when 1.
   */
  readonly foundationCards?: number;
  /**
   * How many cards (0 or 1) are turned from the top of the stock onto the waste once everything else is
   * dealt, to start a waste that is built on (Golf, TriPeaks). Present only when 1.
   */
  readonly wasteCards?: number;
  /**
   * The stock's cards lie face up, so every card of it is known from the start (Thoughtful games): a deal
   * still takes them from its top in order, and a redeal turns the waste back face up. Present only when true.
   */
  readonly stockFaceUp?: boolean;
  /**
   * A reserve: one pile dealt after the cells, whose top card may be played to a column or a foundation
   * and which never takes a card (Canfield's thirteen, the top one face up). Absent when there is none.
   */
  readonly reserve?: PileLayout;
  /** One entry per cell; a cell may be dealt one face-up card. */
  readonly cells: readonly PileLayout[];
  /**
   * What the game calls its cells, in lower case and singular, when it is not "cell": Seahaven Towers'
   * "tower". Rules text and refusals use it ("Tower 2 already holds a card."); pile ids stay `c1`, `c2`, ...
   */
  readonly cellName?: string;
}

/**
 * What the cells accept: `one-card` (the default), or `none`: the cells are a reserve of single cards, each
 * playable, that never take one back (Flower Garden's bouquet, King Albert's reserve). Empty cells that take
 * nothing add nothing to a run move.
 */
export interface CellRules {
  readonly accept: 'one-card' | 'none';
}

/**
 * Where the reserve's top card may be played: `anywhere` (the default: a column, a cell or a foundation), or
 * `foundations`: only to a foundation, never to the tableau or a cell (the Terrace family: Falling Star, Blondes
 * and Brunettes).
 */
export interface ReserveRules {
  readonly playsTo: 'anywhere' | 'foundations';
}

/** All the rules of a variant. */
export interface Rules {
  readonly tableau: TableauRules;
  /** Present only when the cells take no cards, so that a variant without it reads exactly as before. */
  readonly cells?: CellRules;
  /** Present only when the reserve plays to the foundations alone, so that a variant without it reads exactly as before. */
  readonly reserve?: ReserveRules;
  readonly foundations: FoundationRules;
  readonly stock: StockRules;
  readonly effects: AutomaticEffects;
  readonly win: WinCondition;
  readonly scoring: ScoringRules | null;
}

/** How hard a game is for a practised player. */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

export type { OptionValue } from './option-value.js';

/**
 * A complete, validated variant: metadata, deck, layout and rules, as plain data.
 * Make one with {@link defineVariant}, {@link extendVariant} or {@link parseVariant} (or take a game's): `Game` and
 * the engine take only variants core made, and refuse a plain object, such as one read from JSON, by name.
 */
export interface Variant {
  /** A stable id in lower-case kebab-case, such as `spider-2-suit`; saves refer to it. */
  readonly id: string;
  readonly name: string;
  /** The family the game belongs to, such as "Spider" or "FreeCell". */
  readonly family: string;
  readonly otherNames: readonly string[];
  readonly difficulty: Difficulty;
  /** One line that says what the game is. */
  readonly description: string;
  /** Changes whenever a rule changes, so that old saves are not replayed under new rules. */
  readonly rulesVersion: string;
  /** The named options this variant was built with; stored in saves. */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly deck: DeckSpec;
  readonly layout: Layout;
  readonly rules: Rules;
}
