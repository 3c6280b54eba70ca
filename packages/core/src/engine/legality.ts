import { cardName, rankName, rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import { IllegalMoveError, type MoveRefusal } from '../errors/errors.js';
import { isRecord, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';
import { buildWords, capitalise, cellWord, plural } from '../text/words.js';
import { buildsOn, faceOf, faceUpCount, pickUpDepth, runDepth, runMoveLimit } from './building.js';
import { baseRankNow, CLASSIC_ORDER, foundationNeed, foundationOrder } from './foundations.js';
import { checkedState } from './state-check.js';
import { DEAL, internedMove, isCovered, pileName, REDEAL, tableOf, type Table } from './table.js';
import type { GameState, Move, PileState } from './types.js';

/** A refusal before it becomes an error: building an Error captures a stack, too slow for move generation. */
export interface Reason {
  readonly code: MoveRefusal;
  readonly message: string;
}

function refuse(code: MoveRefusal, message: string): Reason {
  return { code, message };
}

/**
 * The free spaces behind a run-move limit, in words: "1 empty cell, 2 other empty columns", leaving out the
 * empty columns when they cannot raise the limit (they take only Kings, say), so the player is not told of
 * spaces that do not count.
 */
function spacesWords(variant: Variant, free: { cells: number; piles: number }): string {
  const cells = plural(free.cells, `empty ${cellWord(variant.layout)}`);
  const tableau = variant.rules.tableau;
  const columnsCount = runMoveLimit(tableau, free.cells, 1) > runMoveLimit(tableau, free.cells, 0);
  if (columnsCount) return `${cells}, ${plural(free.piles, 'other empty column')}`;
  if (free.piles === 0) return cells;
  const why = tableau.emptyAccepts === 'king' ? 'which take only Kings' : 'which take no cards';
  return `${cells}; empty columns, ${why}, do not count`;
}

/** Empty cells, and empty tableau piles other than `exceptIndex`. */
export function freeSpaces(table: Table, state: GameState, exceptIndex: number): { cells: number; piles: number } {
  let cells = 0;
  let piles = 0;
  // Cells that take no cards are no free space.
  if (table.variant.rules.cells?.accept !== 'none') for (let i = table.cellStart; i < table.cellEnd; i++) if ((state.piles[i] as PileState).cards.length === 0) cells++;
  // A covered pile takes no cards, so it is no free space either.
  for (let i = table.tableauStart; i < table.tableauEnd; i++) {
    if (i !== exceptIndex && (state.piles[i] as PileState).cards.length === 0 && !isCovered(table, state.piles, i)) piles++;
  }
  return { cells, piles };
}

/**
 * Why a move or deal is not legal in a position, or `null` when it is. This is the engine's one acceptance
 * check: {@link applyMove} refuses exactly what it refuses, and {@link legalMoves} lists exactly what it accepts.
 */
export function whyIllegal(variant: Variant, state: GameState, move: Move): IllegalMoveError | null {
  checkedState(tableOf(variant), state);
  const reason = reasonIllegal(variant, state, move);
  return reason ? new IllegalMoveError(reason.code, reason.message) : null;
}

/**
 * {@link whyIllegal}'s reason (a code and a message), without the error: for callers that only ask whether a
 * move is legal, many times over (a solver's search), where building an `Error` and its stack would cost.
 * It trusts the state to be one the engine made (see {@link legalMoves}).
 */
export function reasonIllegal(given: Variant, state: GameState, move: Move): Reason | null {
  const table = tableOf(given);
  const variant = table.variant;
  if (!isRecord(move)) return refuse('unknown-move', `A move is an object such as { kind: 'move', from: 't1', to: 't2', count: 1 }; got ${show(move)}.`);
  switch (move.kind) {
    case 'move':
      return whyIllegalTransfer(variant, table, state, move.from, move.to, move.count);
    case 'deal':
      return whyNoDeal(variant, table, state);
    case 'redeal':
      return whyNoRedeal(variant, table, state);
    default:
      return refuse('unknown-move', `Unknown kind of move: ${show((move as { kind: unknown }).kind)}.`);
  }
}

function whyIllegalTransfer(variant: Variant, table: Table, state: GameState, from: unknown, to: unknown, count: unknown): Reason | null {
  if (from === undefined) return refuse('unknown-pile', 'A card move names the pile it takes cards from, as `from`, such as "t1"; this one has none.');
  if (to === undefined) return refuse('unknown-pile', 'A card move names the pile it puts cards on, as `to`, such as "t2"; this one has none.');
  const fromIndex = typeof from === 'string' ? table.indexOf.get(from) : undefined;
  if (fromIndex === undefined) return refuse('unknown-pile', `There is no pile ${show(from)} in ${variant.name}.`);
  const toIndex = typeof to === 'string' ? table.indexOf.get(to) : undefined;
  if (toIndex === undefined) return refuse('unknown-pile', `There is no pile ${show(to)} in ${variant.name}.`);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return refuse('bad-count', `A move carries a whole number of cards, at least 1; got ${show(count)}.`);
  }
  const fromId = table.ids[fromIndex] as string;
  const toId = table.ids[toIndex] as string;
  if (fromIndex === toIndex) return refuse('same-pile', 'Cards cannot move onto the pile they are on.');
  const source = state.piles[fromIndex] as PileState;
  const fromKind = table.kinds[fromIndex];
  const rules = variant.rules;
  if (fromKind === 'stock') return refuse('from-stock', 'Cards in the stock are dealt, not moved.');
  if (source.cards.length === 0) return refuse('empty-source', `There is no card on ${pileName(fromId, variant)}.`);
  if (fromKind === 'tableau' && table.coveredBy !== null && isCovered(table, state.piles, fromIndex)) return coveredRefusal(variant, table, state, fromIndex);
  if (count > source.cards.length) {
    return refuse('not-enough-cards', `${capitalise(pileName(fromId, variant))} has only ${plural(source.cards.length, 'card')}.`);
  }
  if (count > faceUpCount(source)) return refuse('face-down-card', 'You may not move a face-down card.');
  if (fromKind === 'foundation' && !(rules.foundations.kind === 'up-by-suit' && rules.foundations.takeBack)) {
    return refuse('foundation-locked', 'Cards on the foundations stay there.');
  }
  if (fromKind !== 'tableau' && count > 1) {
    return refuse('one-card-only', `Only one card at a time may move from ${pileName(fromId, variant)}.`);
  }
  if (fromKind === 'tableau') {
    const depth = pickUpDepth(source, rules.tableau.pickUp, rules.tableau.build.direction, rules.tableau.build.wrap === true);
    if (count > depth) {
      const pickUp = rules.tableau.pickUp;
      return pickUp.kind === 'top-card'
        ? refuse('one-card-only', 'Only the top card of a column may move.')
        : refuse('not-a-run', `Only a run ${pickUp.kind === 'run' ? buildWords({ direction: rules.tableau.build.direction, match: pickUp.match }).replace(/^build/, 'built') : ''} moves as a unit, and the top ${count} cards of ${pileName(fromId, variant)} are not one.`);
    }
  }
  const moving = source.cards[source.cards.length - count] as CardId;
  const target = state.piles[toIndex] as PileState;
  // With pairs foundations a card played onto a card is played onto its partner: both go to the foundation.
  if (table.pairTotal > 0 && target.cards.length > 0 && table.kinds[toIndex] !== 'foundation' && table.kinds[toIndex] !== 'stock') {
    return whyNoPair(variant, table, state, toIndex, moving);
  }
  switch (table.kinds[toIndex]) {
    case 'stock':
      return refuse('not-a-destination', `Cards cannot be put on ${pileName(toId, variant)}.`);
    case 'waste':
      return whyNotOnWaste(variant, table, target, fromKind, count, moving);
    case 'reserve':
      return refuse('not-a-destination', 'Cards are played from the reserve, never onto it.');
    case 'foundation': {
      if (fromKind === 'foundation') {
        return refuse('foundation-to-foundation', `A card taken back from a foundation goes to a column${table.cellEnd > table.cellStart ? ` or a ${cellWord(variant.layout)}` : ''}, not to another foundation.`);
      }
      if (rules.foundations.kind === 'complete-runs') {
        return refuse('foundation-runs-only', 'Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.');
      }
      if (count > 1) return refuse('foundation-one-at-a-time', 'Cards go to a foundation one at a time.');
      if (rules.foundations.kind === 'pairs') return whyNotAlone(rules.foundations.total, moving);
      // A variant without foundations has no foundation pile to name; this keeps the types exact.
      if (rules.foundations.kind === 'none') return refuse('not-a-destination', `${variant.name} has no foundations.`);
      const suit = table.foundationSuit[toIndex - table.foundationStart] ?? 0;
      if (!table.classicFoundations) {
        const order = foundationOrder(rules.foundations);
        const need = foundationNeed(order, baseRankNow(order, state.piles, table.foundationStart, table.foundationEnd), target, suit, moving);
        return need === null ? null : refuse('foundation-order', `The ${cardName(moving)} cannot go on ${pileName(toId, variant)}: ${need}.`);
      }
      const needRank = target.cards.length + 1;
      if (suitIndexOf(moving) !== suit || rankOf(moving) !== needRank) {
        const needed = needRank > 13 ? 'it is complete' : `it takes the ${cardName(suit * 13 + needRank - 1)} ${needRank === 1 ? 'first' : 'next'}`;
        return refuse('foundation-order', `The ${cardName(moving)} cannot go on ${pileName(toId, variant)}: ${needed}.`);
      }
      return null;
    }
    case 'cell':
      if (rules.cells?.accept === 'none') return refuse('not-a-destination', `Cards are played from the ${cellWord(variant.layout)}s, never into them.`);
      if (target.cards.length > 0) return refuse('cell-occupied', `${capitalise(pileName(toId, variant))} already holds a card.`);
      if (count > 1) return refuse('one-card-only', `A ${cellWord(variant.layout)} holds one card.`);
      return null;
    case 'tableau': {
      if (table.coveredBy !== null && isCovered(table, state.piles, toIndex)) return coveredRefusal(variant, table, state, toIndex);
      if (target.cards.length === 0) {
        const accepts = rules.tableau.emptyAccepts;
        if (accepts === 'none') return refuse('empty-pile-closed', 'No card may fill an empty column.');
        if (accepts === 'king' && rankOf(moving) !== 13) {
          return refuse('empty-pile-needs-king', count > 1 ? 'Only a King or a run led by a King may fill an empty column.' : 'Only a King may fill an empty column.');
        }
      } else {
        if (rules.tableau.build.direction === 'none') return refuse('no-building', 'Nothing may be built on the columns.');
        if (target.faceDown === target.cards.length) return refuse('face-down-target', 'You may not build on a face-down card.');
        const top = target.cards[target.cards.length - 1] as CardId;
        if (!buildsOn(rules.tableau.build, moving, top)) {
          return refuse('does-not-build', `The ${cardName(moving)} cannot go on the ${cardName(top)}: ${buildWords(rules.tableau.build)}.`);
        }
      }
      if (count > 1) {
        const free = freeSpaces(table, state, toIndex);
        const limit = runMoveLimit(rules.tableau, free.cells, free.piles);
        if (count > limit) {
          return refuse('run-too-long', `You may move at most ${plural(limit, 'card')} at once now (${spacesWords(variant, free)}).`);
        }
      }
      return null;
    }
    default:
      return refuse('not-a-destination', `Cards cannot be put on ${pileName(toId, variant)}.`);
  }
}

/** A covered pile, with the piles that still cover it: "Column 1 is covered: clear column 2 and column 3 first." */
function coveredRefusal(variant: Variant, table: Table, state: GameState, index: number): Reason {
  const still = (table.coveredBy?.[index] ?? []).filter((c) => (state.piles[c] as PileState).cards.length > 0);
  const names = still.map((c) => pileName(table.ids[c] as string, variant));
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  return refuse('covered', `${capitalise(pileName(table.ids[index] as string, variant))} is covered: clear ${list} first.`);
}

/** Why a free card may not be paired with the top card of pile `toIndex` (pairs foundations), or `null`. */
function whyNoPair(variant: Variant, table: Table, state: GameState, toIndex: number, moving: CardId): Reason | null {
  const target = state.piles[toIndex] as PileState;
  if (table.kinds[toIndex] === 'tableau' && isCovered(table, state.piles, toIndex)) return coveredRefusal(variant, table, state, toIndex);
  if (target.faceDown >= target.cards.length) return refuse('face-down-target', 'A face-down card cannot be paired.');
  const partner = target.cards[target.cards.length - 1] as CardId;
  const sum = rankOf(moving) + rankOf(partner);
  return sum === table.pairTotal ? null
    : refuse('not-a-pair', `The ${cardName(moving)} and the ${cardName(partner)} add up to ${sum}, not ${table.pairTotal}.`);
}

/** Why a card may not go to a pairs foundation by itself, or `null`: only a card whose rank is the total does. */
function whyNotAlone(total: number, moving: CardId): Reason | null {
  if (rankOf(moving) === total) return null;
  return refuse('not-a-pair', total <= 13
    ? `Only ${/^(Ace|8)/.test(rankName(total)) ? 'an' : 'a'} ${rankName(total)} goes to the foundation alone; play the ${cardName(moving)} onto a free card that makes ${total} with it.`
    : `Cards go to the foundation in pairs that add up to ${total}: play the ${cardName(moving)} onto a free card that makes ${total} with it.`);
}

/** Why a card may not be played onto the waste, or `null` when the waste is built on and it builds. */
function whyNotOnWaste(variant: Variant, table: Table, target: PileState, fromKind: Table['kinds'][number] | undefined, count: number, moving: CardId): Reason | null {
  const stock = variant.rules.stock;
  const rule = stock.kind === 'draw-to-waste' ? stock.waste : undefined;
  if (rule === undefined || table.wasteBuilds === null) return refuse('not-a-destination', 'Cards cannot be put on the waste.');
  if (fromKind === 'foundation') return refuse('not-a-destination', 'A card on a foundation cannot go to the waste.');
  if (count > 1) return refuse('one-card-only', 'Cards go onto the waste one at a time.');
  const top = target.cards[target.cards.length - 1];
  if (top === undefined) return refuse('waste-empty', 'The waste is empty: deal a card onto it first.');
  return buildsOn(rule, moving, top) ? null
    : refuse('does-not-build', `The ${cardName(moving)} cannot go on the ${cardName(top)}: ${buildWords(rule)} on the waste.`);
}

function whyNoDeal(variant: Variant, table: Table, state: GameState): Reason | null {
  const stockRules = variant.rules.stock;
  if (stockRules.kind === 'none' || table.stock < 0) return refuse('no-stock', `${variant.name} has no stock.`);
  const stock = state.piles[table.stock] as PileState;
  if (stock.cards.length === 0) {
    // Only suggest a redeal that would be legal: the waste must hold cards to turn over.
    const canRedeal = stockRules.kind === 'draw-to-waste' && redealsLeft(variant, state) > 0
      && (state.piles[table.waste] as PileState).cards.length > 0;
    return refuse('stock-empty', canRedeal
      ? 'The stock is empty: turn the waste over to redeal.'
      : 'The stock is empty.');
  }
  if (stockRules.kind === 'deal-row' && stockRules.emptyPiles !== 'allow' && hasEmptyTableauPile(table, state)) {
    if (stockRules.emptyPiles === 'forbid') return refuse('deal-with-empty-pile', 'You may not deal while a column is empty.');
    if (canFillEmptyPile(variant, table, state)) {
      return refuse('deal-while-gap-fillable', variant.rules.tableau.emptyAccepts === 'king'
        ? 'A King can fill the empty column: make that move before dealing.'
        : 'A card can fill the empty column: make that move before dealing.');
    }
  }
  return null;
}

function whyNoRedeal(variant: Variant, table: Table, state: GameState): Reason | null {
  if (variant.rules.stock.kind !== 'draw-to-waste' || table.waste < 0) {
    return refuse('no-stock', `${variant.name} has no waste to turn over.`);
  }
  if ((state.piles[table.stock] as PileState).cards.length > 0) {
    return refuse('stock-not-empty', 'You may turn the waste over only when the stock is empty.');
  }
  if ((state.piles[table.waste] as PileState).cards.length === 0) return refuse('waste-empty', 'The waste is empty.');
  if (redealsLeftOf(variant, state) <= 0) return refuse('no-redeals-left', 'There are no redeals left.');
  return null;
}

/**
 * The most redeals a position of the variant can have used: its rule's number, none without a waste, and no
 * bound but the largest safe integer when redeals are unlimited. Positions read back are checked against it,
 * so that every position the engine produces can be read back.
 */
export function maxRedealsUsed(variant: Variant): number {
  const stock = tableOf(variant).variant.rules.stock;
  if (stock.kind !== 'draw-to-waste') return 0;
  return stock.redeals === 'unlimited' ? Number.MAX_SAFE_INTEGER : stock.redeals;
}

/**
 * How many more times the waste may be turned over (Infinity when unlimited, 0 without a waste).
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant.
 */
export function redealsLeft(variant: Variant, state: GameState): number {
  const table = tableOf(variant);
  return redealsLeftOf(table.variant, checkedState(table, state));
}

/** {@link redealsLeft} for a checked variant and a state the engine made: move generation asks it. */
function redealsLeftOf(variant: Variant, state: GameState): number {
  const stock = variant.rules.stock;
  if (stock.kind !== 'draw-to-waste') return 0;
  return stock.redeals === 'unlimited' ? Number.POSITIVE_INFINITY : Math.max(0, stock.redeals - state.redealsUsed);
}

function hasEmptyTableauPile(table: Table, state: GameState): boolean {
  for (let i = table.tableauStart; i < table.tableauEnd; i++) {
    if ((state.piles[i] as PileState).cards.length === 0) return true;
  }
  return false;
}

function canFillEmptyPile(variant: Variant, table: Table, state: GameState): boolean {
  const moves: Move[] = [];
  collectTransfers(variant, table, state, moves);
  return moves.some((m) => {
    if (m.kind !== 'move') return false;
    const to = table.indexOf.get(m.to) ?? -1;
    if (table.kinds[to] !== 'tableau' || (state.piles[to] as PileState).cards.length > 0) return false;
    // Moving a whole column into a gap only moves the gap elsewhere: it fills nothing.
    const from = table.indexOf.get(m.from) ?? -1;
    return !(table.kinds[from] === 'tableau' && m.count === (state.piles[from] as PileState).cards.length);
  });
}

/**
 * Every legal move and deal in a position, in a fixed order: card moves by source pile (in pile order),
 * then destination pile (in pile order), fewer cards first; then the deal; then the redeal.
 * For speed it trusts the state to be one the engine made ({@link deal}, {@link applyMove},
 * `stateFromSnapshot`) or one of that shape: a malformed state may throw a TypeError. Check a state from
 * elsewhere with `stateFromSnapshot` first.
 * @example legalMoves(variant, state).filter((m) => m.kind === 'move' && m.to.startsWith('f'))
 */
export function legalMoves(given: Variant, state: GameState): Move[] {
  const table = tableOf(given);
  const variant = table.variant;
  const moves: Move[] = [];
  collectTransfers(variant, table, state, moves);
  if (table.stock >= 0 && whyNoDeal(variant, table, state) === null) moves.push(DEAL);
  if (table.waste >= 0 && whyNoRedeal(variant, table, state) === null) moves.push(REDEAL);
  return moves;
}

/**
 * The card moves of a position. Kept in step with {@link whyIllegalTransfer}: each condition here is one
 * of its checks, computed once per source instead of once per move.
 */
function collectTransfers(variant: Variant, table: Table, state: GameState, out: Move[]): void {
  if (table.pairTotal > 0) {
    collectPairs(variant, table, state, out);
    return;
  }
  const rules = variant.rules;
  const tableau = rules.tableau;
  const build = tableau.build;
  const piles = state.piles;
  const takeBack = rules.foundations.kind === 'up-by-suit' && rules.foundations.takeBack;
  const toFoundations = rules.foundations.kind === 'up-by-suit';
  // Foundations built other than up from the Ace in their own suit ask the foundations module per card.
  const classic = table.classicFoundations;
  const order = rules.foundations.kind === 'up-by-suit' ? foundationOrder(rules.foundations) : CLASSIC_ORDER;
  const base = classic ? 1 : baseRankNow(order, piles, table.foundationStart, table.foundationEnd);
  const building = build.direction !== 'none';
  const { tableauStart, tableauEnd, foundationStart, foundationEnd, cellStart, cellEnd } = table;

  // What each tableau pile offers as a destination, worked out once rather than once per source:
  // the rank of its top card, or EMPTY, or BLOCKED (nothing builds on it).
  // Also, as bit masks over the tableau, which piles show each top rank and which are empty: a source then
  // visits only the piles whose rank it could build on, in pile order, instead of every pile.
  const ontoRank = scratch(tableauEnd);
  const pilesByRank = rankMasks;
  pilesByRank.fill(0);
  let emptyMask = 0;
  let emptyPiles = 0;
  const covers = table.coveredBy !== null;
  for (let d = tableauStart; d < tableauEnd; d++) {
    const pile = piles[d] as PileState;
    const len = pile.cards.length;
    // A covered pile takes nothing, empty or not.
    if (covers && isCovered(table, piles, d)) ontoRank[d] = BLOCKED;
    else if (len === 0) {
      ontoRank[d] = EMPTY;
      emptyMask |= 1 << (d - tableauStart);
      emptyPiles++;
    } else {
      const rank = building && pile.faceDown < len ? rankOf(pile.cards[len - 1] as CardId) : BLOCKED;
      ontoRank[d] = rank;
      if (rank > 0) pilesByRank[rank] = (pilesByRank[rank] as number) | (1 << (d - tableauStart));
    }
  }
  let emptyCells = 0;
  if (rules.cells?.accept !== 'none') for (let i = cellStart; i < cellEnd; i++) if ((piles[i] as PileState).cards.length === 0) emptyCells++;
  const limitOnto = runMoveLimit(tableau, emptyCells, emptyPiles);
  const limitIntoEmpty = emptyPiles > 0 ? runMoveLimit(tableau, emptyCells, emptyPiles - 1) : 0;
  // Round the corner a run's ranks do not step to a single depth per target rank: wrapping builds take the
  // general path, which tries each depth against the compiled build table.
  const directional = (build.direction === 'down' || build.direction === 'up') && build.wrap !== true;
  const runsStepByRank = directional && tableau.pickUp.kind !== 'any-face-up';
  const down = build.direction === 'down';
  const step = down ? 1 : -1;
  const emptyAccepts = tableau.emptyAccepts;
  const builds = table.builds;
  const wasteBuilds = table.wasteBuilds;
  const wasteTop = wasteBuilds === null ? undefined : (piles[table.waste] as PileState).cards.at(-1);

  for (let s = 0; s < piles.length; s++) {
    const source = piles[s] as PileState;
    const cards = source.cards;
    const len = cards.length;
    if (len === 0 || s === table.stock) continue;
    if (covers && s < tableauEnd && isCovered(table, piles, s)) continue;
    // A reserve whose top card lies face down (exposed cards do not turn up) offers nothing.
    if (s === table.reserve && source.faceDown >= len) continue;
    let depth: number;
    if (s < tableauEnd) depth = tableau.pickUp.kind === 'run' ? runDepth(source, table.runLinks) : pickUpDepth(source, tableau.pickUp, build.direction, build.wrap === true);
    else if (s < foundationEnd) depth = takeBack ? 1 : 0;
    else depth = 1;
    if (depth === 0) continue;
    const top = cards[len - 1] as CardId;
    const topRank = rankOf(top);
    const maxOnto = depth < limitOnto ? depth : limitOnto;
    const maxIntoEmpty = depth < limitIntoEmpty ? depth : limitIntoEmpty;
    // Within a run ranks step by one, so only one depth can bring the right rank onto a given target.
    const rankedRuns = (s < tableauEnd && runsStepByRank) || (directional && depth === 1);

    // Destinations in pile order: tableau, foundations, cells.
    if (rankedRuns) {
      // Only piles topped by a rank this source can reach, and empty piles, in pile order.
      let candidates = 0;
      for (let k = 1; k <= maxOnto; k++) {
        const rank = topRank + k * step;
        if (rank < 1 || rank > 13) break;
        candidates |= pilesByRank[rank] as number;
      }
      if (maxIntoEmpty > 0 && emptyAccepts !== 'none') candidates |= emptyMask;
      if (s < tableauEnd) candidates &= ~(1 << (s - tableauStart));
      while (candidates !== 0) {
        const lowest = candidates & -candidates;
        candidates ^= lowest;
        const d = tableauStart + 31 - Math.clz32(lowest);
        const targetRank = ontoRank[d] as number;
        if (targetRank > 0) {
          const k = (targetRank - topRank) * step;
          if (fits(builds, cards[len - k] as CardId, piles[d] as PileState)) out.push(internedMove(table, s, d, k));
        } else {
          for (let k = 1; k <= maxIntoEmpty; k++) {
            if (emptyAccepts === 'any' || rankOf(cards[len - k] as CardId) === 13) out.push(internedMove(table, s, d, k));
          }
        }
      }
    } else {
      for (let d = tableauStart; d < tableauEnd; d++) {
        const targetRank = ontoRank[d] as number;
        if (targetRank > 0) {
          if (d !== s) {
            // Any face-up group (Yukon) or up-or-down building: try each depth, ranks first.
            const target = piles[d] as PileState;
            for (let k = 1; k <= maxOnto; k++) {
              const card = cards[len - k] as CardId;
              if ((rankOf(card) - targetRank) * step === -1 || !directional) {
                if (fits(builds, card, target)) out.push(internedMove(table, s, d, k));
              }
            }
          }
        } else if (targetRank === EMPTY && emptyAccepts !== 'none' && d !== s) {
          for (let k = 1; k <= maxIntoEmpty; k++) {
            if (emptyAccepts === 'any' || rankOf(cards[len - k] as CardId) === 13) out.push(internedMove(table, s, d, k));
          }
        }
      }
    }
    if (toFoundations && !classic && !(s >= foundationStart && s < foundationEnd)) {
      for (let f = foundationStart; f < foundationEnd; f++) {
        if (foundationNeed(order, base, piles[f] as PileState, table.foundationSuit[f - foundationStart] ?? 0, top) === null) out.push(internedMove(table, s, f, 1));
      }
    }
    if (toFoundations && classic && !(s >= foundationStart && s < foundationEnd)) {
      const homes = table.foundationsBySuit[suitIndexOf(top)] as readonly number[];
      for (let i = 0; i < homes.length; i++) {
        const f = homes[i] as number;
        if (topRank === (piles[f] as PileState).cards.length + 1) out.push(internedMove(table, s, f, 1));
      }
    }
    if (emptyCells > 0) {
      for (let c = cellStart; c < cellEnd; c++) {
        if (c !== s && (piles[c] as PileState).cards.length === 0) out.push(internedMove(table, s, c, 1));
      }
    }
    // The waste comes last in pile order; it takes single cards from any pile but a foundation.
    if (wasteBuilds !== null && wasteTop !== undefined && s !== table.waste && !(s >= foundationStart && s < foundationEnd)
      && wasteBuilds[faceOf(top) * 52 + faceOf(wasteTop)] === 1) out.push(internedMove(table, s, table.waste, 1));
  }
}

/**
 * The card moves of a position with pairs foundations, in pile order: a free card (the face-up top card of
 * a pile nothing covers, but the stock's and the foundation's) onto another free card that makes the total
 * with it, to the foundation alone when its rank is the total, or into an empty column or cell that takes it.
 * Kept in step with {@link whyIllegalTransfer}, as {@link collectTransfers} is.
 */
function collectPairs(variant: Variant, table: Table, state: GameState, out: Move[]): void {
  const piles = state.piles;
  const total = table.pairTotal;
  const emptyAccepts = variant.rules.tableau.emptyAccepts;
  const cellsTake = variant.rules.cells?.accept !== 'none';
  const free = scratch(piles.length);
  for (let i = 0; i < piles.length; i++) {
    const pile = piles[i] as PileState;
    const len = pile.cards.length;
    const kind = table.kinds[i];
    free[i] = len === 0 || pile.faceDown >= len || kind === 'stock' || kind === 'foundation' || isCovered(table, piles, i) ? 0 : rankOf(pile.cards[len - 1] as CardId);
  }
  for (let s = 0; s < piles.length; s++) {
    const rank = free[s] as number;
    if (rank === 0) continue;
    for (let d = 0; d < piles.length; d++) {
      if (d === s) continue;
      const kind = table.kinds[d];
      if (kind === 'foundation') {
        if (rank === total) out.push(internedMove(table, s, d, 1));
      } else if ((piles[d] as PileState).cards.length > 0) {
        if (kind !== 'stock' && rank + (free[d] as number) === total && (free[d] as number) > 0) out.push(internedMove(table, s, d, 1));
      } else if (kind === 'tableau') {
        if (!isCovered(table, piles, d) && (emptyAccepts === 'any' || (emptyAccepts === 'king' && rank === 13))) out.push(internedMove(table, s, d, 1));
      } else if (kind === 'cell' && cellsTake) out.push(internedMove(table, s, d, 1));
    }
  }
}

/** Whether `card` may lie on the top card of `target`, read from the compiled build rule. */
function fits(builds: Uint8Array, card: CardId, target: PileState): boolean {
  return builds[faceOf(card) * 52 + faceOf(target.cards[target.cards.length - 1] as CardId)] === 1;
}

const EMPTY = -1;
const BLOCKED = -2;
let scratchBuffer = new Int32Array(64);
/** Per rank (1 to 13), the tableau piles topped by that rank, as a bit mask; reused by every call. */
const rankMasks = new Int32Array(14);

/** A reused buffer of at least `size` entries, so that move generation allocates nothing per call. */
function scratch(size: number): Int32Array {
  if (scratchBuffer.length < size) scratchBuffer = new Int32Array(size * 2);
  return scratchBuffer;
}
