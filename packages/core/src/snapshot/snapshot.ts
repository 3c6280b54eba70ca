import { CARD_ID_LIMIT, rankOf, suitOf, SUITS, type CardId, type Rank, type Suit } from '../cards/card.js';
import { deckCards } from '../cards/deck.js';
import { PatienceError } from '../errors/errors.js';
import { isRecord, Reader, show } from '../rules/check.js';
import type { OptionValue, Variant } from '../rules/vocabulary.js';
import { isCompleteRun } from '../engine/building.js';
import { legalMoves, maxRedealsUsed, redealsLeft } from '../engine/legality.js';
import { dealsLeft, isStuck, isWon } from '../engine/status.js';
import { checkedState } from '../engine/state-check.js';
import { baseRankNow, foundationCardsProblem, foundationOrder, pileStep } from '../engine/foundations.js';
import { stockFaceDown } from '../engine/deal.js';
import { tableOf } from '../engine/table.js';
import type { GameState, Move, PileId, PileKind, PileState } from '../engine/types.js';
import { formatMove } from '../notation/notation.js';

/** A card in a snapshot. */
export interface SnapshotCard {
  readonly id: CardId;
  readonly rank: Rank;
  readonly suit: Suit;
  readonly faceUp: boolean;
}

/** A face-down card in a player's view of a position ({@link SnapshotOptions.hideFaceDown}): nothing shows. */
export interface HiddenCard {
  readonly faceUp: false;
}

/** A pile in a snapshot: cards from bottom to top. */
export interface SnapshotPile {
  readonly id: PileId;
  readonly kind: PileKind;
  /** The suit an up-by-suit foundation takes; absent for other piles. */
  readonly suit?: Suit;
  readonly cards: readonly (SnapshotCard | HiddenCard)[];
}

/** Options for {@link snapshot}. */
export interface SnapshotOptions {
  /**
   * Show only what a player sees: face-down cards (in the tableau and the stock) carry no id, rank or suit.
   * For sending positions to players online, and for tools that must not peek. Such a snapshot cannot be
   * read back with {@link stateFromSnapshot}.
   */
  readonly hideFaceDown?: boolean;
}

/** A legal move in a snapshot: the move with its notation. */
export type SnapshotMove = Move & { readonly notation: string };

/**
 * The stable, documented JSON view of a position (format `patience-position`, version 1), for other tools
 * to read and check. See docs/snapshot.md. Fields are only ever added in a new version, never changed.
 */
export interface PositionSnapshot {
  readonly format: 'patience-position';
  readonly version: 1;
  /**
   * `"full"`: every card shows its id, rank and suit. `"player"`: made with `hideFaceDown`, so face-down
   * cards are {@link HiddenCard}s with only `faceUp: false`; readers that need every card must check this.
   */
  readonly view: 'full' | 'player';
  readonly variant: { readonly id: string; readonly name: string; readonly rulesVersion: string; readonly options: Readonly<Record<string,
    OptionValue>> };
  /** Every pile in pile order: tableau, foundations, cells, stock, waste. */
  readonly piles: readonly SnapshotPile[];
  /** How many more times the stock can deal (rows, or draws to the waste). */
  readonly dealsLeft: number;
  /** How many more times the waste may be turned over, or the tableau dealt again: a number, or "unlimited". */
  readonly redealsLeft: number | 'unlimited';
  readonly redealsUsed: number;
  readonly score: number;
  readonly movesMade: number;
  readonly won: boolean;
  /** No legal move and no deal, and not won. */
  readonly stuck: boolean;
  readonly legalMoves: readonly SnapshotMove[];
}

/**
 * The JSON snapshot of a position, with every card; or, with `hideFaceDown`, the view a player has.
 * @throws {@link PatienceError} `invalid-option` when the options are not an object whose `hideFaceDown` is
 *   `true`, `false` or absent: the option guards hidden cards, so a mistake fails closed.
 * @example JSON.stringify(snapshot(variant, state), null, 2)
 */
export function snapshot(input: Variant, state: GameState, options?: SnapshotOptions): PositionSnapshot {
  const table = tableOf(input);
  const variant = table.variant;
  // A foundation has a suit of its own only when each foundation takes its own suit.
  const f = variant.rules.foundations;
  const upBySuit = f.kind === 'up-by-suit' && (f.follow ?? 'suit-per-pile') === 'suit-per-pile';
  checkedState(table, state);
  const hide = hidesFaceDown(options);
  const piles = state.piles.map((pile, i): SnapshotPile => {
    const kind = table.kinds[i] as PileKind;
    const cards = pile.cards.map((id, j): SnapshotCard | HiddenCard => {
      const faceUp = j >= pile.faceDown;
      return !faceUp && hide ? { faceUp } : { id, rank: rankOf(id), suit: suitOf(id), faceUp };
    });
    const base = { id: table.ids[i] as PileId, kind };
    return kind === 'foundation' && upBySuit
      ? { ...base, suit: SUITS[table.foundationSuit[i - table.foundationStart] ?? 0], cards }
      : { ...base, cards };
  });
  const redeals = redealsLeft(variant, state);
  return {
    format: 'patience-position',
    version: 1,
    view: hide ? 'player' : 'full',
    variant: { id: variant.id, name: variant.name, rulesVersion: variant.rulesVersion, options: variant.options },
    piles,
    dealsLeft: dealsLeft(variant, state),
    redealsLeft: redeals === Number.POSITIVE_INFINITY ? 'unlimited' : redeals,
    redealsUsed: state.redealsUsed,
    score: state.score,
    movesMade: state.movesMade,
    won: isWon(variant, state),
    stuck: isStuck(variant, state),
    legalMoves: legalMoves(variant, state).map((m) => ({ ...m, notation: formatMove(m) })),
  };
}

/**
 * Whether the options ask for the player's view. The option guards hidden cards, so it fails closed: it is
 * read only from an object (or nothing) whose `hideFaceDown` is `true`, `false` or absent; anything else, the
 * string "true" a query string gives, `1`, `null`, is refused rather than read as "show every card".
 */
function hidesFaceDown(options: unknown): boolean {
  if (options === undefined) return false;
  if (!isRecord(options)) throw new PatienceError('invalid-option',
    `The options of a snapshot are an object such as { hideFaceDown: true }; got ${show(options)}.`);
  for (const key of Object.keys(options)) {
    if (key !== 'hideFaceDown') throw new PatienceError('invalid-option',
      `${show(key)} is not an option of a snapshot; its one option is hideFaceDown.`);
  }
  const hide = options.hideFaceDown;
  if (hide === undefined || typeof hide === 'boolean') return hide === true;
  throw new PatienceError('invalid-option', `The option hideFaceDown of a snapshot must be true or false; got ${show(hide)}.`);
}

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new PatienceError('invalid-snapshot', `The position is not valid: ${path}: ${problem}.`);
});

/**
 * Reads a position back from a snapshot, or from the compact form `{ piles: [{ cards: [ids], faceDown }] }`
 * that {@link GameState} itself has, checking it against the variant:
 * the piles are the variant's, each card of the deck appears exactly once, face-down cards lie only
 * under face-up ones in the tableau and stock, and foundations are in order. Derived fields (legal
 * moves, won, stuck, deals left) are ignored. Use it to set up puzzles, lessons and test positions.
 * @throws {@link PatienceError} with code `invalid-snapshot`, naming what is wrong.
 */
export function stateFromSnapshot(given: Variant, input: unknown): GameState {
  const r = reader;
  const table = tableOf(given);
  const variant = table.variant;
  const root = r.record(input, 'position');
  if (root.format !== undefined && root.format !== 'patience-position') r.problem('format', 'expected "patience-position"');
  // Later versions only add fields, so any version from 1 up reads as version 1; unknown fields are ignored.
  if (root.version !== undefined) r.integer(root.version, 'version', 1, Number.MAX_SAFE_INTEGER);
  const rawPiles = r.array(root.piles, 'piles', table.ids.length);
  if (rawPiles.length !== table.ids.length) {
    r.problem('piles', `${variant.name} has ${table.ids.length} piles (${table.ids.join(', ')}); got ${rawPiles.length}`);
  }
  const expected = new Map<CardId, number>();
  for (const id of deckCards(variant.deck)) expected.set(id, 1);
  const seen = new Set<CardId>();
  const piles = rawPiles.map((raw, i): PileState => {
    const path = `piles[${i}]`;
    const obj = r.record(raw, path);
    const id = table.ids[i] as PileId;
    if (obj.id !== undefined && obj.id !== id) r.problem(`${path}.id`, `expected "${id}" in this place, got ${show(obj.id)}`);
    const cardsRaw = r.array(obj.cards, `${path}.cards`, table.totalCards);
    // The compact form gives card ids and a face-down count instead of card objects.
    const compactFaceDown = obj.faceDown === undefined ? undefined : r.integer(obj.faceDown, `${path}.faceDown`, 0, cardsRaw.length);
    let faceDown = 0;
    const cards = cardsRaw.map((c, j): CardId => {
      const cpath = `${path}.cards[${j}]`;
      const card = compactFaceDown === undefined ? r.record(c, cpath) : { id: c, faceUp: j >= compactFaceDown };
      if (card.id === undefined && card.faceUp === false) r.problem(`${cpath}.id`,
        'a hidden card (from a player\'s view) cannot be read back');
      const cid = r.integer(card.id, `${cpath}.id`, 0, CARD_ID_LIMIT - 1);
      if (!expected.has(cid)) r.problem(`${cpath}.id`, `card ${cid} is not in this variant's deck`);
      if (seen.has(cid)) r.problem(`${cpath}.id`, `card ${cid} appears twice`);
      seen.add(cid);
      if (card.rank !== undefined && card.rank !== rankOf(cid)) r.problem(`${cpath}.rank`, `card ${cid} has rank ${rankOf(cid)}`);
      if (card.suit !== undefined && card.suit !== suitOf(cid)) r.problem(`${cpath}.suit`, `card ${cid} is a ${suitOf(cid)} card`);
      const faceUp = card.faceUp === undefined ? true : r.boolean(card.faceUp, `${cpath}.faceUp`);
      if (!faceUp) {
        if (faceDown !== j) r.problem(`${cpath}.faceUp`, 'a face-down card cannot lie on a face-up card');
        faceDown++;
      }
      return cid;
    });
    const kind = table.kinds[i];
    if (faceDown > 0 && kind !== 'tableau' && kind !== 'stock' && kind !== 'reserve') r.problem(`${path}.cards`, `cards on a ${kind
      ?? 'pile'} are face up`);
    if (kind === 'stock' && faceDown !== stockFaceDown(variant, cards.length)) {
      r.problem(`${path}.cards`, variant.layout.stockFaceUp === true ? 'cards in this stock are face up'
        : 'cards in the stock are face down');
    }
    if (kind === 'cell' && cards.length > 1) r.problem(`${path}.cards`, 'a cell holds one card');
    if (kind === 'foundation') checkFoundation(variant, cards, i - table.foundationStart, `${path}.cards`);
    return { cards, faceDown };
  });
  if (!table.classicFoundations) checkOrderedFoundations(variant, piles);
  if (seen.size !== expected.size) r.problem('piles', `hold ${seen.size} of the deck's ${expected.size} cards`);
  const redealsUsed = root.redealsUsed === undefined ? 0 : r.integer(root.redealsUsed, 'redealsUsed', 0, maxRedealsUsed(variant));
  const score = root.score === undefined ? (variant.rules.scoring?.start ?? 0) : r.number(root.score, 'score');
  const movesMade = root.movesMade === undefined ? 0 : r.integer(root.movesMade, 'movesMade', 0, Number.MAX_SAFE_INTEGER);
  return { piles, redealsUsed, score, movesMade };
}

/** Foundations built in another order than up from the Ace: each a legal build from the base in force. */
function checkOrderedFoundations(variant: Variant, piles: readonly PileState[]): void {
  const f = variant.rules.foundations;
  if (f.kind !== 'up-by-suit') return;
  const table = tableOf(variant);
  const order = foundationOrder(f);
  const base = baseRankNow(order, piles, table.foundationStart, table.foundationEnd);
  for (let i = table.foundationStart; i < table.foundationEnd; i++) {
    const own = pileStep(order, base, i - table.foundationStart);
    const problem = foundationCardsProblem(order, own.base, (piles[i] as PileState).cards, table.foundationSuit[i - table.foundationStart]
      ?? 0, own.step);
    if (problem !== null) reader.problem(`piles[${i}].cards`, `foundation ${i - table.foundationStart
      + 1} is not built in order (${problem})`);
  }
}

function checkFoundation(variant: Variant, cards: readonly CardId[], index: number, path: string): void {
  const f = variant.rules.foundations;
  if (cards.length === 0) return;
  if (f.kind === 'up-by-suit') {
    // Other orders are checked across all foundations at once, since a "first-card" base is shared.
    if (!tableOf(variant).classicFoundations) return;
    const suit = tableOf(variant).foundationSuit[index] ?? 0;
    cards.forEach((c, k) => {
      if (rankOf(c) !== k + 1 || SUITS.indexOf(suitOf(c)) !== suit) {
        reader.problem(`${path}[${k}]`, `foundation ${index + 1} is built up from the Ace of ${SUITS[suit] ?? ''}`);
      }
    });
  } else if (f.kind === 'pairs') {
    // Removed alone (a card whose rank is the total) or in pairs that make it, or in pairs of one rank: read two by two.
    const byRank = f.pairBy === 'equal-rank';
    // Discarded by suit, one card at a time: any card but an Ace, which nothing outranks.
    if (f.pairBy === 'higher-of-suit') cards.forEach((c, k) => {
      if (rankOf(c) === 1) {
        reader.problem(`${path}[${k}]`, 'the foundation holds cards discarded by a higher card of their suit, never an Ace');
      }
    });
    else for (let k = 0; k < cards.length;) {
      const rank = rankOf(cards[k] as CardId);
      const next = k + 1 < cards.length ? rankOf(cards[k + 1] as CardId) : 0;
      if (!byRank && rank === f.total) k++;
      else if (next !== 0 && (byRank ? rank === next : rank + next === f.total)) k += 2;
      else reader.problem(`${path}[${k}]`, byRank ? 'the foundation holds cards removed in pairs of the same rank'
        : `the foundation holds cards removed alone when their rank is ${f.total}, or in pairs that add up to ${f.total}`);
    }
  } else if (f.kind === 'complete-runs' && (cards.length !== 13 || !isCompleteRun(cards, 0, f.match))) {
    reader.problem(path, 'a foundation holds one complete King-to-Ace run');
  }
}
