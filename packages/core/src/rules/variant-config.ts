import type { DeckSpec } from '../cards/deck.js';
import type {
  AutomaticEffects, BuildRule, CellRules, DealWithEmptyPiles, Difficulty, FoundationBase, GridRules,
  OptionValue, ReserveRules, Rules, ScoringRules,
  SuitMatch, TableauRedeal, TableauRules, UpBySuitFoundations, ShortRow, Variant, WasteBuildRule,
} from './vocabulary.js';

/*
 * What an author writes: the config types that defineVariant and extendVariant take, each field optional
 * where the field table gives it a default.
 */

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
    /**
     * Default false: the cards of the foundations' base rank start on them (Storehouse's Twos); with a
     * `first-card` base, the three fellows of the first card dealt (Penguin).
     */
    readonly baseCardsToFoundations?: boolean;
    /** Default all: how many of the Aces or base cards placed start the foundations (Good Measure: 2). */
    readonly baseCardsPlaced?: number;
    /** Default false: each card dealt that a foundation takes goes there instead (Citadel). */
    readonly playDuringDeal?: boolean;
    /** Default false: each column's Kings go beneath its other cards (Baker's Dozen). */
    readonly kingsUnder?: boolean;
    /** Default false: the stock lies face down. True: its cards lie face up, every one known (Thoughtful games). */
    readonly stockFaceUp?: boolean;
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
      /** Default none: the tableau is never dealt again. Given, `{ times: 2, gather: 'shuffled', perPile: 3 }` (La Belle Lucie). */
      readonly redeal?: Partial<TableauRedeal>;
      /** Default none: a pile may hold any number of cards. Shamrocks: 3. */
      readonly maxCards?: number;
      /** Default `'any-pile'`; `'waste'` makes the columns waste piles fed from the waste alone (Sir Tommy). */
      readonly takesFrom?: TableauRules['takesFrom'];
      /** Default none: a tableau of piles. Given, the places of a grid (Gaps: `{ columns: 13, aces: 'set-aside', redeals: 2 }`). */
      readonly grid?: Partial<GridRules> & { readonly columns: number };
    };
    /** Default `{ accept: 'one-card' }`; `'none'` makes the cells a reserve of single playable cards. */
    readonly cells?: Partial<CellRules>;
    /** Default `{ playsTo: 'anywhere' }`; `'foundations'` lets the reserve's top card go to a foundation only. */
    readonly reserve?: Partial<ReserveRules>;
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
 * A pick-up rule as an author writes it: a run's `match` (and a whole pile's, under `top-or-whole-pile`)
 * defaults to the build's match. `kind` may be left out when `match` says it is a run (and defaults to `'run'`).
 */
export type PickUpConfig =
  | { readonly kind?: 'run'; readonly match?: SuitMatch }
  | { readonly kind: 'top-card' }
  | { readonly kind: 'any-face-up' }
  | { readonly kind: 'top-or-whole-pile'; readonly match?: SuitMatch };

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
    /** Default false; true: the player's first move, a column's card to a foundation, sets a "first-card" base. */
    readonly baseChosen?: boolean;
    /** Default false; true: foundation n starts from rank n and is built by steps of n (Calculation). */
    readonly stepByPile?: boolean;
  }
  | { readonly kind?: 'complete-runs'; readonly match?: SuitMatch }
  | { readonly kind?: 'pairs'; readonly total?: number; readonly pairBy?: 'total' | 'equal-rank' | 'higher-of-suit' }
  | { readonly kind: 'single-pile'; readonly wrap?: boolean }
  | { readonly kind: 'none' };

/**
 * A stock as an author writes it: `emptyPiles` defaults to "forbid", `draw` to 1, `redeals` to 0. `kind` may
 * be left out when the other fields say it (`draw` or `redeals`: draw-to-waste; `emptyPiles`: deal-row).
 */
export type StockConfig =
  | { readonly kind: 'none' }
  | { readonly kind?: 'deal-row'; readonly emptyPiles?: DealWithEmptyPiles; readonly shortRow?: ShortRow }
  | {
    readonly kind?: 'draw-to-waste';
    readonly draw?: number;
    readonly redeals?: number | 'unlimited';
    readonly waste?: Partial<WasteBuildRule>;
    /** Default false; true: a turned card must be played before the next is turned (Sir Tommy). */
    readonly placeBeforeTurning?: boolean;
  };

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
