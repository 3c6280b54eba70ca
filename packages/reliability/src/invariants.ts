/**
 * The invariants every position and every step of every game must keep, checked from the outside through
 * the public API of `@patience/core`. Each check throws an {@link InvariantViolation} whose message says
 * what broke; the play-out (play-out.ts) adds the variant, the seed and the moves that led there.
 *
 * The checks restate the rules independently of the engine's own code where they can (the deck, which
 * foundation takes which suit, what a complete run is, how the score adds up), so that a defect in the
 * engine is not mirrored by the check.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CardId, Move, PileId, Variant } from '@patience/core';
import { isStuck, isWon, legalMoves, pileIds, tryApplyMove, whyIllegal, type GameState } from '@patience/core/engine';
import { cardName, deckCards, rankOf, SUITS, suitIndexOf } from '@patience/core/cards';
import { cardsPlacedOnFoundations, type PairsFoundation, type SuitMatch, type UpBySuitFoundations } from '@patience/core/rules';
import { formatMove, parseMove } from '@patience/core/notation';
import { checkGridPosition } from './grid-invariants.js';

/** A broken invariant: a defect in the engine, never a refused move. */
export class InvariantViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantViolation';
  }
}

function fail(message: string): never {
  throw new InvariantViolation(message);
}

/** Compact text of a value for a failure message. */
function brief(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** Fails unless two values are deep-equal, naming what was compared. */
export function expectDeepEqual(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected)) fail(`${what}: got ${brief(actual)}, expected ${brief(expected)}`);
}

type Kind = 'tableau' | 'foundation' | 'cell' | 'stock' | 'waste' | 'reserve';

function kindOf(id: PileId): Kind {
  if (id === 'stock' || id === 'waste' || id === 'reserve') return id;
  return id.startsWith('t') ? 'tableau' : id.startsWith('f') ? 'foundation' : 'cell';
}

function isRed(card: CardId): boolean {
  const s = suitIndexOf(card);
  return s === 1 || s === 2;
}

function matches(match: SuitMatch, upper: CardId, lower: CardId): boolean {
  switch (match) {
    case 'any-suit':
      return true;
    case 'same-suit':
      return suitIndexOf(upper) === suitIndexOf(lower);
    case 'other-suit':
      return suitIndexOf(upper) !== suitIndexOf(lower);
    case 'alternate-colour':
      return isRed(upper) !== isRed(lower);
    case 'same-colour':
      return isRed(upper) === isRed(lower);
  }
}

/** What a variant's invariants need, worked out once per variant. */
interface VariantFacts {
  readonly ids: readonly PileId[];
  readonly kinds: readonly Kind[];
  /** How many of each card id the deck holds (1 each: copies have their own ids). */
  readonly deck: readonly CardId[];
  readonly inDeck: Uint8Array;
  /** Suit index each up-by-suit foundation takes, by foundation number (from the docs' rule, not the engine). */
  readonly foundationSuit: readonly number[];
  /** Whether every non-empty tableau pile must show a face-up card (exposed cards turn up, and no layout pile starts all face down). */
  readonly topFaceUp: boolean;
}

const factsCache = new WeakMap<Variant, VariantFacts>();

function factsOf(variant: Variant): VariantFacts {
  let facts = factsCache.get(variant);
  if (facts) return facts;
  const ids = pileIds(variant);
  const deck = deckCards(variant.deck);
  const inDeck = new Uint8Array(Math.max(...deck) + 1);
  for (const card of deck) inDeck[card] = 1;
  // "Foundation f1 takes the deck's first suit in SUITS order, f2 the next, and so on round the deck's suits."
  const suits = variant.deck.suits.map((s) => SUITS.indexOf(s)).sort((a, b) => a - b);
  const foundations = ids.filter((id) => kindOf(id) === 'foundation').length;
  const foundationSuit = Array.from({ length: foundations }, (_, i) => suits[i % suits.length] ?? -1);
  const topFaceUp = variant.rules.effects.turnUpExposed && variant.layout.tableau.every((p) => p.cards === 0 || p.faceDown < p.cards);
  facts = { ids, kinds: ids.map(kindOf), deck, inDeck, foundationSuit, topFaceUp };
  factsCache.set(variant, facts);
  return facts;
}

/** A single foundation's cards, bottom to top, each one rank from the card below it, whatever the suit; King and Ace one apart with wrap. */
function checkSinglePile(wrap: boolean, id: string, cards: readonly CardId[]): void {
  for (let k = 1; k < cards.length; k++) {
    const gap = Math.abs(rankOf(cards[k] as CardId) - rankOf(cards[k - 1] as CardId));
    if (gap !== 1 && !(wrap && gap === 12)) fail(`${id}: the ${cardName(cards[k] as CardId)} lies on the ${cardName(cards[k - 1] as CardId)}, `
      + 'not one rank from it');
  }
}

/**
 * A pairs foundation holds the cards it took in the order they came: by a total (Pyramid), a card of the total's
 * rank alone ("a King alone") or two cards one after the other whose ranks add up to it; by rank (Nestor), two
 * cards one after the other of the same rank; discarded by suit (Aces Up), one card at a time and never an Ace.
 */
function checkPairs(rule: PairsFoundation, id: PileId, cards: readonly CardId[]): void {
  if (rule.pairBy === 'higher-of-suit') {
    cards.forEach((c, k) => {
      if (rankOf(c) === 1) fail(`${id}: the card in place ${k + 1} is an Ace, which no card outranks`);
    });
    return;
  }
  const byRank = rule.pairBy === 'equal-rank';
  for (let k = 0; k < cards.length; k++) {
    const rank = rankOf(cards[k] as CardId);
    if (!byRank && rank === rule.total) continue;
    const partner = cards[k + 1];
    if (partner === undefined || (byRank ? rankOf(partner) !== rank : rank + rankOf(partner) !== rule.total)) {
      fail(`${id}: the card in place ${k + 1} (rank ${rank}) is not paired with a card ${byRank ? 'of its rank' : `adding up to ${rule.total}`}`);
    }
    k++;
  }
}

const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

/**
 * The base rank of up-by-suit foundations in force (the docs' rule): the fixed base (the Ace going up, the King
 * going down, unless given), or for `first-card` the rank of the bottom card of the first foundation holding
 * one; 0 while every foundation is empty.
 */
function baseNow(f: UpBySuitFoundations, state: GameState, facts: VariantFacts): number {
  const base = f.base ?? ((f.direction ?? 'up') === 'up' ? 1 : 13);
  if (base !== 'first-card') return base;
  const first = state.piles.find((pile, i) => facts.kinds[i] === 'foundation' && pile.cards.length > 0);
  return first ? rankOf(first.cards[0] as CardId) : 0;
}

/**
 * An up-by-suit foundation holds at most thirteen cards from the base rank, each one rank on in its direction
 * round the corner, in its own suit (`suit-per-pile`) or following the card below by `follow`.
 */
function checkFoundationOrder(f: UpBySuitFoundations, id: PileId, cards: readonly CardId[], suit: number, base: number, step: number): void {
  const up = (f.direction ?? 'up') === 'up';
  const follow = f.follow ?? 'suit-per-pile';
  if (cards.length > 13) fail(`${id} holds ${cards.length} cards; a foundation holds 13`);
  cards.forEach((card, k) => {
    const rank = (((base - 1 + (up ? k : -k) * step) % 13) + 13) % 13 + 1;
    const below = cards[k - 1];
    const suitOk = follow === 'suit-per-pile' ? suitIndexOf(card) === suit
      : below === undefined || matches(follow === 'same-suit' || follow === 'same-colour' || follow === 'alternate-colour' ? follow : 'any-suit', card, below);
    if (rankOf(card) !== rank || !suitOk) {
      const from = `${up ? 'up' : 'down'} from the ${RANK_NAMES[base] ?? 'first card'}${step > 1 ? ` by ${step}` : ''}`;
      fail(`${id} holds card ${card} in place ${k + 1}; it is built ${from}${follow === 'suit-per-pile' ? ` of ${SUITS[suit] ?? '?'}` : `, following ${follow}`}`);
    }
  });
}

/**
 * Checks a position on its own:
 * - the cards are exactly the deck's cards, each once (copies in a multi-deck game have their own ids);
 * - face-down cards lie only in the tableau (never more than the layout dealt face down there) and in the
 *   stock (all of it); with exposed cards turning up, no tableau pile shows only face-down cards;
 * - a cell holds at most one card;
 * - up-by-suit foundations run Ace upwards in their own suit; complete-runs foundations each hold one
 *   complete King-to-Ace run of the variant's match, filled from the first foundation on;
 * - redeals used stay within the rules; the score is what the scoring rules give for this position and the
 *   moves made (`movesMade`, when given, is checked too).
 * With `fromDeal` false (a position read from a snapshot, which need not have been reached from a deal),
 * only what any valid position keeps is checked: the deck, where cards may lie face down, the cells and
 * the foundations' order, not the layout's limits, the order foundations fill in, the redeals or the score.
 */
export function checkPosition(variant: Variant, state: GameState, movesMade?: number, fromDeal = true): void {
  const facts = factsOf(variant);
  if (state.piles.length !== facts.ids.length) fail(`the position has ${state.piles.length} piles; ${variant.id} has ${facts.ids.length}`);
  const seen = new Uint8Array(facts.inDeck.length);
  let total = 0;
  let foundationCards = 0;
  let filledRunFoundations = 0;
  let emptyRunFoundationSeen = false;
  const rules = variant.rules;
  state.piles.forEach((pile, i) => {
    const id = facts.ids[i] as PileId;
    const kind = facts.kinds[i] as Kind;
    const cards = pile.cards;
    if (!Number.isInteger(pile.faceDown) || pile.faceDown < 0 || pile.faceDown > cards.length) {
      fail(`${id} has ${cards.length} cards but faceDown ${pile.faceDown}`);
    }
    for (const card of cards) {
      if (!Number.isInteger(card) || card < 0 || card >= facts.inDeck.length || facts.inDeck[card] !== 1) fail(`${id} holds card ${card}, which is not in the deck`);
      if (seen[card] === 1) fail(`card ${card} appears twice (again on ${id})`);
      seen[card] = 1;
      total++;
    }
    switch (kind) {
      case 'tableau': {
        const dealtDown = variant.layout.tableau[i]?.faceDown ?? 0;
        if (fromDeal && pile.faceDown > dealtDown) fail(`${id} has ${pile.faceDown} face-down cards; only ${dealtDown} were dealt face down there`);
        if (fromDeal && facts.topFaceUp && cards.length > 0 && pile.faceDown === cards.length) fail(`${id} shows only face-down cards, though exposed cards turn up`);
        break;
      }
      case 'stock': {
        // A stock you can see (layout.stockFaceUp) is all face up; any other all face down.
        const faceUp = variant.layout.stockFaceUp === true;
        if (!faceUp && pile.faceDown !== cards.length) fail(`the stock has ${cards.length - pile.faceDown} face-up cards`);
        if (faceUp && pile.faceDown !== 0) fail(`the stock has ${pile.faceDown} face-down cards, though its cards lie face up`);
        break;
      }
      case 'reserve': {
        const dealtDown = variant.layout.reserve?.faceDown ?? 0;
        if (fromDeal && pile.faceDown > dealtDown) fail(`the reserve has ${pile.faceDown} face-down cards; only ${dealtDown} were dealt face down`);
        if (fromDeal && facts.topFaceUp && cards.length > 0 && pile.faceDown === cards.length) fail('the reserve shows only face-down cards, though exposed cards turn up');
        break;
      }
      case 'cell':
        if (cards.length > 1) fail(`${id} holds ${cards.length} cards`);
        if (pile.faceDown !== 0) fail(`${id} holds a face-down card`);
        break;
      case 'waste':
        if (pile.faceDown !== 0) fail('the waste holds a face-down card');
        break;
      case 'foundation': {
        if (pile.faceDown !== 0) fail(`${id} holds a face-down card`);
        foundationCards += cards.length;
        const f = i - (facts.kinds.indexOf('foundation'));
        if (rules.foundations.kind === 'up-by-suit') {
          // Stepped by pile (Calculation), foundation f starts from rank f % 4 + 1 and steps by as many.
          const own = rules.foundations.stepByPile === true ? (f % 4) + 1 : 0;
          checkFoundationOrder(rules.foundations, id, cards, facts.foundationSuit[f] ?? -1, own || baseNow(rules.foundations, state, facts),
            own || 1);
        } else if (rules.foundations.kind === 'pairs') {
          checkPairs(rules.foundations, id, cards);
        } else if (rules.foundations.kind === 'single-pile') {
          checkSinglePile(rules.foundations.wrap === true, id, cards);
        } else if (rules.foundations.kind === 'none') {
          fail(`${id}: a variant without foundations has a foundation pile`);
        } else if (cards.length === 0) {
          emptyRunFoundationSeen = true;
        } else {
          const match = rules.foundations.match;
          if (cards.length !== 13) fail(`${id} holds ${cards.length} cards; a lifted run has 13`);
          cards.forEach((card, k) => {
            if (rankOf(card) !== 13 - k) fail(`${id}: the run has rank ${rankOf(card)} in place ${k + 1}; it runs King to Ace`);
            if (k > 0 && !matches(match, card, cards[k - 1] as CardId)) fail(`${id}: the lifted run breaks the ${match} match at place ${k + 1}`);
          });
          if (fromDeal && emptyRunFoundationSeen) fail(`${id} holds a run though an earlier foundation is empty`);
          filledRunFoundations++;
        }
        break;
      }
    }
  });
  if (total !== facts.deck.length) fail(`the position holds ${total} of the deck's ${facts.deck.length} cards`);
  if (!fromDeal) return;

  const stock = rules.stock;
  // A game redeals its tableau (rules.tableau.redeal) or turns its waste over, never both.
  const redealLimit = rules.tableau.redeal !== undefined ? rules.tableau.redeal.times : rules.tableau.grid !== undefined
    ? rules.tableau.grid.redeals : stock.kind === 'draw-to-waste' ? stock.redeals : 0;
  if (!Number.isInteger(state.redealsUsed) || state.redealsUsed < 0 || (redealLimit !== 'unlimited' && state.redealsUsed > redealLimit)) {
    fail(`redealsUsed is ${state.redealsUsed}; the rules allow ${String(redealLimit)}`);
  }
  if (movesMade !== undefined && state.movesMade !== movesMade) fail(`movesMade is ${state.movesMade} after ${movesMade} moves`);
  const scoring = rules.scoring;
  // Cards the deal puts on the foundations (Canfield's first card, Beleaguered Castle's Aces, Penguin's fellows) score nothing.
  const dealtHome = cardsPlacedOnFoundations(variant.deck, variant.layout, rules.foundations);
  const expected = scoring === null ? 0
    : scoring.start + scoring.perMove * state.movesMade
      + (rules.foundations.kind === 'complete-runs' ? scoring.perRunLifted * filledRunFoundations : scoring.perCardToFoundation * (foundationCards - dealtHome))
      + scoring.perCardTurnedUp * tableauTurnUps(variant, state)
      + scoring.perRedeal * Math.max(0, state.redealsUsed - scoring.freeRedeals);
  checkScore(variant, state, expected);

  const won = isWon(variant, state);
  if (rules.tableau.grid !== undefined) checkGridPosition(variant, state, won, fail);
  else if (rules.win.kind === 'tableau-cleared') {
    // "the win when every column is empty"
    const left = state.piles.reduce((n, pile, i) => n + (facts.kinds[i] === 'tableau' ? pile.cards.length : 0), 0);
    if (won !== (left === 0)) fail(`isWon says ${won} with ${left} cards left in the tableau`);
  } else if (won !== (foundationCards === facts.deck.length)) fail(`isWon says ${won} with ${foundationCards} of ${facts.deck.length} cards home`);
}

/**
 * How many face-down tableau cards have turned up since the deal: no rule puts a tableau card face down again or
 * moves one unseen, so each face-down card fewer than the layout dealt is one turned up.
 */
function tableauTurnUps(variant: Variant, state: GameState): number {
  const dealtDown = variant.layout.tableau.reduce((n, pile) => n + pile.faceDown, 0);
  const facts = factsOf(variant);
  const downNow = state.piles.reduce((n, pile, i) => n + (facts.kinds[i] === 'tableau' ? pile.faceDown : 0), 0);
  return dealtDown - downNow;
}

/**
 * The score against what the position gives (`expected`). The terms that depend on the way taken (cards played
 * from the waste to a column, cards taken back off a foundation) cannot be read from a position: where the
 * variant can earn just one of them, the rest must be a whole number of it, from none to one a move; where it
 * can earn both, at most one of the larger a move.
 */
function checkScore(variant: Variant, state: GameState, expected: number): void {
  const scoring = variant.rules.scoring;
  const rules = variant.rules;
  const steps = [
    rules.stock.kind === 'draw-to-waste' ? scoring?.perWasteToTableau ?? 0 : 0,
    rules.foundations.kind === 'up-by-suit' && rules.foundations.takeBack ? scoring?.perCardTakenBack ?? 0 : 0,
  ].filter((step) => step !== 0);
  const rest = state.score - expected;
  const fits = steps.length === 0 ? rest === 0
    : steps.length === 1 ? rest % (steps[0] as number) === 0 && rest / (steps[0] as number) >= 0 && rest / (steps[0] as number) <= state.movesMade
      : Math.abs(rest) <= Math.max(...steps.map(Math.abs)) * state.movesMade;
  if (!fits) fail(`the score is ${state.score}; the scoring rules give ${expected}${steps.length === 0 ? '' : ` and whole numbers of ${steps.join(' or ')}`}`);
}

/**
 * Every move a player could name in a position: every pair of piles (a pile with itself too), every count
 * from 1 to one more than the cards on the source, then a deal and a redeal.
 */
export function candidateMoves(variant: Variant, state: GameState): Move[] {
  const ids = factsOf(variant).ids;
  const out: Move[] = [];
  ids.forEach((from, i) => {
    const most = (state.piles[i]?.cards.length ?? 0) + 1;
    for (const to of ids) for (let count = 1; count <= most; count++) out.push({ kind: 'move', from, to, count });
  });
  out.push({ kind: 'deal' }, { kind: 'redeal' });
  return out;
}

function key(move: Move): string {
  return move.kind === 'move' ? `${move.from}>${move.to}x${move.count}` : move.kind;
}

/**
 * Checks the engine's one acceptance check against its move list, in both directions: the moves
 * `legalMoves` lists, with no duplicates, are exactly the candidates `whyIllegal` accepts, and
 * `tryApplyMove` refuses exactly those `whyIllegal` refuses, with the same code and message. Every listed
 * move formats to notation that parses back to it. Returns the legal moves.
 */
export function checkLegalMoves(variant: Variant, state: GameState): Move[] {
  const listed = legalMoves(variant, state);
  const listedKeys = new Set<string>();
  for (const move of listed) {
    const k = key(move);
    if (listedKeys.has(k)) fail(`legalMoves lists ${formatMove(move)} twice`);
    listedKeys.add(k);
    expectDeepEqual(parseMove(formatMove(move)), move, `parseMove(formatMove(${k}))`);
  }
  let accepted = 0;
  for (const move of candidateMoves(variant, state)) {
    const refusal = whyIllegal(variant, state, move);
    const isListed = listedKeys.has(key(move));
    if (refusal === null) {
      accepted++;
      if (!isListed) fail(`whyIllegal accepts ${formatMove(move)}, but legalMoves does not list it`);
    } else if (isListed) {
      fail(`legalMoves lists ${formatMove(move)}, but whyIllegal refuses it: ${refusal.code}: ${refusal.message}`);
    }
    const tried = tryApplyMove(variant, state, move);
    if (tried.ok !== (refusal === null)) fail(`tryApplyMove ${tried.ok ? 'accepts' : 'refuses'} ${formatMove(move)}, but whyIllegal ${refusal ? 'refuses' : 'accepts'} it`);
    if (!tried.ok && refusal && (tried.error.code !== refusal.code || tried.error.message !== refusal.message)) {
      fail(`tryApplyMove and whyIllegal refuse ${formatMove(move)} differently: ${tried.error.code} vs ${refusal.code}`);
    }
  }
  if (accepted !== listed.length) fail(`legalMoves lists ${listed.length} moves; whyIllegal accepts ${accepted} candidates`);
  const stuck = isStuck(variant, state);
  if (stuck !== (listed.length === 0 && !isWon(variant, state))) fail(`isStuck says ${stuck} with ${listed.length} legal moves`);
  return listed;
}

/** Freezes a position all the way down, so that any change to it throws (ES modules run in strict mode). */
export function deepFreeze(state: GameState): GameState {
  for (const pile of state.piles) {
    Object.freeze(pile.cards);
    Object.freeze(pile);
  }
  Object.freeze(state.piles);
  return Object.freeze(state);
}
