import type { CardId } from '../cards/card.js';
import type { IllegalMoveError, Result } from '../errors/errors.js';
import type { AutomaticEffects, ScoringRules, SuitMatch, TableauRedeal, Variant } from '../rules/vocabulary.js';
import { isRecord } from '../rules/check.js';
import { isCompleteRun } from './building.js';
import { stockFaceDown } from './deal.js';
import { dealRowStart } from './deal-row.js';
import { foundationTaking } from './play-during-deal.js';
import { fillGaps } from './gap-fill.js';
import { baseToChoose, dealHeldColumns } from './base-chosen.js';
import { reasonIllegal, whyIllegal } from './legality.js';
import { isCovered, tableOf, type Table } from './table.js';
import { gridOf, redealtGrid } from './grid.js';
import { gatheredStock, redealtTableau } from './tableau-redeal.js';
import type { Effect, GameState, Move, MoveOutcome, PileId, PileState } from './types.js';

/**
 * Applies a move or deal to a position and returns the new position with the automatic effects that
 * followed (cards turned up, runs lifted). Pure: the given state is never changed.
 * @throws {@link IllegalMoveError} when the rules do not allow the move.
 * @example
 * const { state: next, effects } = applyMove(variant, state, { kind: 'move', from: 't1', to: 't4', count: 1 });
 */
export function applyMove(variant: Variant, state: GameState, move: Move): MoveOutcome {
  const checked = plainMove(move);
  const refusal = whyIllegal(variant, state, checked);
  if (refusal) throw refusal;
  return applyLegalMove(variant, state, checked);
}

/**
 * A caller's move read once into a plain object, so that the move checked is the move applied even when
 * the caller's object has getters that answer differently each time. Anything else is passed on for
 * {@link whyIllegal} to refuse.
 */
export function plainMove(move: Move): Move {
  // Typed as a Move, but it comes from callers in JavaScript and from parsed JSON too.
  const given: unknown = move;
  if (!isRecord(given)) return move;
  const kind = given.kind;
  if (kind !== 'move') return { kind } as Move;
  return { kind, from: given.from, to: given.to, count: given.count } as Move;
}

/**
 * {@link applyMove} that returns the refusal as a value instead of throwing it.
 * @example const r = tryApplyMove(variant, state, move); if (!r.ok) console.log(r.error.message);
 */
export function tryApplyMove(variant: Variant, state: GameState, move: Move): Result<MoveOutcome, IllegalMoveError> {
  const checked = plainMove(move);
  const refusal = whyIllegal(variant, state, checked);
  return refusal ? { ok: false, error: refusal } : { ok: true, value: applyLegalMove(variant, state, checked) };
}

/**
 * Applies a move already known to be legal (one from {@link legalMoves}), skipping the acceptance check.
 * For search and play-outs; anything else should call {@link applyMove}. It trusts the state and the move,
 * for speed: an illegal move or a malformed state gives a wrong position or a TypeError.
 */
export function applyLegalMove(given: Variant, state: GameState, move: Move): MoveOutcome {
  const table = tableOf(given);
  const variant = table.variant;
  const piles = state.piles.slice();
  const effects: Effect[] = [];
  const scoring = variant.rules.scoring;
  let score = state.score + (scoring?.perMove ?? 0);
  let redealsUsed = state.redealsUsed;
  let cards: CardId[];
  const touched: number[] = [];

  if (move.kind === 'move') {
    const choosingBase = baseToChoose(table, piles);
    const from = table.indexOf.get(move.from) ?? -1;
    const to = table.indexOf.get(move.to) ?? -1;
    const source = piles[from] as PileState;
    const target = piles[to] as PileState;
    const cut = source.cards.length - move.count;
    cards = source.cards.slice(cut);
    piles[from] = { cards: source.cards.slice(0, cut), faceDown: Math.min(source.faceDown, cut) };
    if (table.pairing !== 'none' && table.kinds[to] !== 'foundation' && target.cards.length > 0) {
      // A pair: the card and the partner it was played onto go to the foundation together.
      const left = target.cards.length - 1;
      cards = cards.concat(target.cards[left] as CardId);
      piles[to] = { cards: target.cards.slice(0, left), faceDown: Math.min(target.faceDown, left) };
      const home = piles[table.foundationStart] as PileState;
      piles[table.foundationStart] = { cards: appended(home.cards, cards), faceDown: 0 };
      if (scoring) score += 2 * scoring.perCardToFoundation;
    } else {
      piles[to] = { cards: appended(target.cards, cards), faceDown: target.faceDown };
      if (scoring) score += cardMoveScore(scoring, table, from, to, move.count);
    }
    touched.push(to, from);
    if (choosingBase) dealHeldColumns(table, piles, effects);
  } else if (move.kind === 'deal') {
    const stock = piles[table.stock] as PileState;
    const stockRules = variant.rules.stock;
    if (stockRules.kind === 'draw-to-waste') {
      const n = Math.min(stockRules.draw, stock.cards.length);
      // Drawn one by one, so the first card drawn ends up lowest on the waste.
      cards = stock.cards.slice(stock.cards.length - n).reverse();
      const left = stock.cards.length - n;
      piles[table.stock] = { cards: stock.cards.slice(0, left), faceDown: stockFaceDown(variant, left) };
      const waste = piles[table.waste] as PileState;
      piles[table.waste] = { cards: waste.cards.concat(cards), faceDown: 0 };
    } else {
      // One card to each tableau pile, left to right; a short last row reaches only the piles its rule names.
      const n = Math.min(table.tableauEnd - table.tableauStart, stock.cards.length);
      const first = table.tableauStart + dealRowStart(stockRules, table.tableauEnd - table.tableauStart, n);
      cards = [];
      for (let i = 0; i < n; i++) {
        const card = stock.cards[stock.cards.length - 1 - i] as CardId;
        cards.push(card);
        // Under playDuringDeal a card a foundation takes goes there, and its pile gets none.
        const home = variant.layout.playDuringDeal === true ? foundationTaking(variant, table.foundationSuit,
          piles.slice(table.foundationStart, table.foundationEnd).map((f) => f.cards), card) : -1;
        const p = home < 0 ? first + i : table.foundationStart + home;
        if (home >= 0 && scoring) score += scoring.perCardToFoundation;
        const pile = piles[p] as PileState;
        piles[p] = { cards: pile.cards.concat(card), faceDown: pile.faceDown };
        touched.push(p);
      }
      const left = stock.cards.length - n;
      piles[table.stock] = { cards: stock.cards.slice(0, left), faceDown: stockFaceDown(variant, left) };
    }
  } else {
    cards = redealInto(variant, table, piles, redealsUsed, touched);
    redealsUsed = countedOnce(redealsUsed);
    if (scoring && redealsUsed > scoring.freeRedeals) score += scoring.perRedeal;
  }

  score += settle(variant, table, piles, touched, effects);
  if (scoring && scoring.perCardTurnedUp !== 0) score += scoring.perCardTurnedUp * tableauTurnUps(table, effects);
  return { state: { piles, redealsUsed, score, movesMade: countedOnce(state.movesMade) }, cards, effects };
}

/**
 * Makes a redeal on `piles`: the tableau gathered and dealt again where the rules say so (its piles added to
 * `touched`), else the waste turned over into the stock. Returns the cards the redeal moved, in the order they
 * landed.
 */
function redealInto(variant: Variant, table: Table, piles: PileState[], redealsUsed: number, touched: number[]): CardId[] {
  const tableauRedeal = variant.rules.tableau.redeal;
  if (tableauRedeal?.into === 'stock') {
    const stock = gatheredStock(tableauRedeal, piles.slice(table.tableauStart, table.tableauEnd), redealsUsed);
    for (let t = table.tableauStart; t < table.tableauEnd; t++) {
      piles[t] = { cards: [], faceDown: 0 };
      touched.push(t);
    }
    piles[table.stock] = { cards: stock, faceDown: stockFaceDown(variant, stock.length) };
    return stock;
  }
  const grid = gridOf(table);
  if (tableauRedeal !== undefined || grid !== undefined) {
    const cards: CardId[] = [];
    const tableau = piles.slice(table.tableauStart, table.tableauEnd);
    const dealt = grid !== undefined ? redealtGrid(grid, tableau, redealsUsed)
      : redealtTableau(tableauRedeal as TableauRedeal, tableau, redealsUsed, variant.layout.tableau);
    dealt.forEach((pile, i) => {
      piles[table.tableauStart + i] = pile;
      cards.push(...pile.cards);
      touched.push(table.tableauStart + i);
    });
    return cards;
  }
  const waste = piles[table.waste] as PileState;
  const cards = waste.cards.slice().reverse();
  piles[table.stock] = { cards, faceDown: stockFaceDown(variant, cards.length) };
  piles[table.waste] = { cards: [], faceDown: 0 };
  return cards;
}

/**
 * What a card move from pile `from` to pile `to` scores: a card brought to a foundation earns its points, one
 * taken back loses them and pays the taking-back charge besides, a card from the waste to the tableau earns its own.
 */
function cardMoveScore(scoring: ScoringRules, table: Table, from: number, to: number, count: number): number {
  const fromKind = table.kinds[from];
  const toKind = table.kinds[to];
  let score = 0;
  if (toKind === 'foundation') score += scoring.perCardToFoundation * count;
  if (fromKind === 'foundation') score += (scoring.perCardTakenBack - scoring.perCardToFoundation) * count;
  if (fromKind === 'waste' && toKind === 'tableau') score += scoring.perWasteToTableau * count;
  return score;
}

/** How many of a move's effects turned up a tableau card (a reserve's card turning up is not one). */
function tableauTurnUps(table: Table, effects: readonly Effect[]): number {
  let n = 0;
  for (const effect of effects) {
    if (effect.kind === 'turned-up' && table.kinds[table.indexOf.get(effect.pile) ?? -1] === 'tableau') n++;
  }
  return n;
}

/**
 * A counter after one more: it saturates at the largest whole number a position may hold (what the state
 * and snapshot readers accept), so that every position the engine writes reads back.
 */
function countedOnce(count: number): number {
  return count < Number.MAX_SAFE_INTEGER ? count + 1 : count;
}

/**
 * Runs the automatic effects on the piles a move touched, in place: first completed runs are lifted,
 * then an exposed face-down card is turned up; last, gaps are filled from the reserve, or the stock or waste.
 * Returns the score they earned.
 */
function settle(variant: Variant, table: Table, piles: PileState[], touched: readonly number[], effects: Effect[]): number {
  const { effects: rules, foundations, scoring } = variant.rules;
  let score = 0;
  for (const p of touched) {
    if (p === table.reserve) {
      turnUp(rules, table, piles, p, effects);
      continue;
    }
    if (p < table.tableauStart || p >= table.tableauEnd) continue;
    if (rules.liftCompletedRuns && foundations.kind === 'complete-runs') {
      const pile = piles[p] as PileState;
      if (endsWithCompleteRun(pile, foundations.match)) {
        const slot = firstEmptyFoundation(table, piles);
        if (slot >= 0) {
          const cut = pile.cards.length - 13;
          const run = pile.cards.slice(cut);
          piles[p] = { cards: pile.cards.slice(0, cut), faceDown: Math.min(pile.faceDown, cut) };
          piles[slot] = { cards: run, faceDown: 0 };
          effects.push({ kind: 'run-lifted', from: table.ids[p] as PileId, to: table.ids[slot] as PileId, cards: run });
          score += scoring?.perRunLifted ?? 0;
        }
      }
    }
    turnUp(rules, table, piles, p, effects);
  }
  if (table.coveredBy !== null) turnUpUncovered(rules, table, piles, touched, effects);
  if (rules.fillFromReserve === true) fillFromReserve(rules, table, piles, effects);
  if (rules.fillGapsFrom !== undefined) fillGaps(variant, rules.fillGapsFrom, table, piles, effects);
  return score;
}

/** Turns up, in pile order, the face-down cards of the piles this move uncovered: those a touched pile covered. */
function turnUpUncovered(rules: AutomaticEffects, table: Table, piles: PileState[], touched: readonly number[], effects: Effect[]): void {
  const coveredBy = table.coveredBy ?? [];
  for (let p = table.tableauStart; p < table.tableauEnd; p++) {
    if ((coveredBy[p] ?? []).some((c) => touched.includes(c))) turnUp(rules, table, piles, p, effects);
  }
}

/** Turns up a face-down card left on top of pile `p`, when the rules say so and no pile covers it. */
function turnUp(rules: AutomaticEffects, table: Table, piles: PileState[], p: number, effects: Effect[]): void {
  const pile = piles[p] as PileState;
  if (rules.turnUpExposed && pile.faceDown > 0 && pile.faceDown === pile.cards.length && !isCovered(table, piles, p)) {
    piles[p] = { cards: pile.cards, faceDown: pile.faceDown - 1 };
    effects.push({ kind: 'turned-up', pile: table.ids[p] as PileId, card: pile.cards[pile.cards.length - 1] as CardId });
  }
}

/**
 * Fills each empty column, left to right, with the reserve's top card while the reserve has cards; the
 * card is played face up whether or not it lay face down, and the reserve's next card turns up as usual.
 */
function fillFromReserve(rules: AutomaticEffects, table: Table, piles: PileState[], effects: Effect[]): void {
  for (let t = table.tableauStart; t < table.tableauEnd; t++) {
    const reserve = piles[table.reserve] as PileState;
    if (reserve.cards.length === 0) return;
    if ((piles[t] as PileState).cards.length > 0) continue;
    const card = reserve.cards[reserve.cards.length - 1] as CardId;
    const left = reserve.cards.length - 1;
    piles[table.reserve] = { cards: reserve.cards.slice(0, left), faceDown: Math.min(reserve.faceDown, left) };
    piles[t] = { cards: [card], faceDown: 0 };
    effects.push({ kind: 'filled', from: 'reserve', to: table.ids[t] as PileId, cards: [card] });
    turnUp(rules, table, piles, table.reserve, effects);
  }
}

function endsWithCompleteRun(pile: PileState, match: SuitMatch): boolean {
  const len = pile.cards.length;
  return len - pile.faceDown >= 13 && isCompleteRun(pile.cards, len - 13, match);
}

function firstEmptyFoundation(table: Table, piles: readonly PileState[]): number {
  for (let i = table.foundationStart; i < table.foundationEnd; i++) if ((piles[i] as PileState).cards.length === 0) return i;
  return -1;
}

/** `base` followed by `extra`, as a new array; a plain loop beats `concat` on these short arrays. */
function appended(base: readonly CardId[], extra: readonly CardId[]): CardId[] {
  const out = base.slice();
  for (const card of extra) out.push(card);
  return out;
}

/** Whether a move is legal in a position. It trusts the state to be one the engine made (see {@link legalMoves}). */
export function isLegal(variant: Variant, state: GameState, move: Move): boolean {
  return reasonIllegal(variant, state, move) === null;
}
