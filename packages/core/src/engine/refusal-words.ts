import { singlePileNeed } from './single-pile.js';
import { cardName, rankName, rankOf, type CardId } from '../cards/card.js';
import type { MoveRefusal } from '../errors/errors.js';
import { anA, buildWords, capitalise, cellWord, plural } from '../text/words.js';
import { faceUpCount, runMoveLimit } from './building.js';
import { rankBelowBase } from './foundations.js';
import { gridOf, gridReason } from './grid.js';
import { isCovered, pileName, type Table } from './table.js';
import { ownNeed, runLimitOnto, takesBack, type Position } from './transfer.js';
import type { PileState } from './types.js';
import { refuse, type Reason } from './reason.js';

/**
 * The words of a card move's refusal. The decision is taken in `transfer.ts`; these functions only say it,
 * for the one refusal a player reads, so that building sentences costs nothing while moves are listed.
 */

export { refuse, type Reason } from './reason.js';

/**
 * Why `count` cards may not be picked up from pile `s`, for a count above its `pickUpLimit`: the first
 * limit the count passes, in the order a player meets them.
 */
export function pickUpReason(table: Table, piles: readonly PileState[], s: number, count: number): Reason {
  const variant = table.variant;
  const source = piles[s] as PileState;
  const name = pileName(table.ids[s] as string, variant);
  const kind = table.kinds[s];
  if (kind === 'stock') return refuse('from-stock', 'Cards in the stock are dealt, not moved.');
  if (source.cards.length === 0) return refuse('empty-source', `There is no card on ${name}.`);
  if (kind === 'tableau' && table.coveredBy !== null && isCovered(table, piles, s)) return coveredReason(table, piles, s);
  if (count > source.cards.length) return refuse('not-enough-cards',
    `${capitalise(name)} has only ${plural(source.cards.length, 'card')}.`);
  if (count > faceUpCount(source)) return refuse('face-down-card', 'You may not move a face-down card.');
  if (kind === 'foundation' && !takesBack(table)) return refuse('foundation-locked', 'Cards on the foundations stay there.');
  if (kind !== 'tableau') return refuse('one-card-only', `Only one card at a time may move from ${name}.`);
  const pickUp = variant.rules.tableau.pickUp;
  if (pickUp.kind === 'top-or-whole-pile') return wholePileReason(table, s, count, source.cards.length);
  if (pickUp.kind !== 'run') return refuse('one-card-only', 'Only the top card of a column may move.');
  const built = buildWords({ direction: variant.rules.tableau.build.direction, match: pickUp.match }).replace(/^build/, 'built');
  return refuse('not-a-run', `Only a run ${built} moves as a unit, and the top ${count} cards of ${name} are not one.`);
}

/**
 * Why `count` cards of tableau pile `s`, `length` cards high, may not move under `top-or-whole-pile`: part of a
 * pile never moves, and a whole pile only when it is one run.
 */
function wholePileReason(table: Table, s: number, count: number, length: number): Reason {
  const variant = table.variant;
  const name = pileName(table.ids[s] as string, variant);
  if (count < length) return refuse('whole-pile-only',
    `Only the top card of a column or the whole column may move, not the top ${count} of the ${length} cards of ${name}.`);
  const pickUp = variant.rules.tableau.pickUp;
  const match = 'match' in pickUp ? pickUp.match : variant.rules.tableau.build.match;
  const built = buildWords({ direction: variant.rules.tableau.build.direction, match }).replace(/^build/, 'built');
  return refuse('not-a-run', `A whole column moves only when it is one run ${built}, and ${name} is not.`);
}

/** A covered pile, with the piles that still cover it: "Column 1 is covered: clear column 2 and column 3 first." */
export function coveredReason(table: Table, piles: readonly PileState[], index: number): Reason {
  const variant = table.variant;
  const still = (table.coveredBy?.[index] ?? []).filter((c) => (piles[c] as PileState).cards.length > 0);
  const names = still.map((c) => pileName(table.ids[c] as string, variant));
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  return refuse('covered', `${capitalise(pileName(table.ids[index] as string, variant))} is covered: clear ${list} first.`);
}

/** The words of a `dropRefusal` code for the top `count` cards of pile `s` onto pile `d`. */
export function dropReason(position: Position, s: number, d: number, count: number, code: MoveRefusal): Reason {
  const { table, piles } = position;
  const grid = gridOf(table);
  if (grid !== undefined) return gridReason(grid, table, piles, d, code);
  const variant = table.variant;
  const source = piles[s] as PileState;
  const moving = source.cards[source.cards.length - count] as CardId;
  const target = piles[d] as PileState;
  const top = target.cards[target.cards.length - 1] as CardId;
  const name = pileName(table.ids[d] as string, variant);
  const kind = table.kinds[d];
  const pairing = table.pairing !== 'none' && target.cards.length > 0 && kind !== 'foundation' && kind !== 'stock';
  switch (code) {
    case 'covered':
      return coveredReason(table, piles, d);
    case 'face-down-target':
      return refuse(code, pairing ? 'A face-down card cannot be paired.' : 'You may not build on a face-down card.');
    case 'not-a-pair':
      return pairing ? notAPairReason(table, moving, top) : notAloneReason(table, moving);
    case 'not-outranked':
      return refuse(code, `No higher card of the ${cardName(moving).replace(/^.* of /, '')} (Ace high) is the top card of another pile.`);
    case 'one-card-only':
      return refuse(code, pairing ? 'A pair is two cards: play one card onto its partner.'
        : kind === 'waste' ? 'Cards go onto the waste one at a time.' : `A ${cellWord(variant.layout)} holds one card.`);
    case 'not-a-destination':
      return refuse(code, notADestinationWords(table, s, d));
    case 'base-not-chosen':
      return refuse(code, BASE_FIRST);
    case 'waste-pile':
      return refuse(code, `${capitalise(name)} is a waste pile: it takes cards only from the waste.`);
    case 'reserve-home-only':
      return refuse(code, `The ${cardName(moving)} is on the reserve, whose cards go only to the foundations.`);
    case 'waste-empty':
      return refuse(code, 'The waste is empty: deal a card onto it first.');
    case 'does-not-build':
      if (kind === 'waste' && kingClosesWaste(variant) && rankOf(top) === 13) return refuse(code,
        `Nothing may be played onto the ${cardName(top)} on the waste: a King stays until a deal from the stock covers it.`);
      return kind === 'waste' && variant.rules.stock.kind === 'draw-to-waste' && variant.rules.stock.waste !== undefined
        ? refuse(code, `The ${cardName(moving)} cannot go on the ${cardName(top)}: ${buildWords(variant.rules.stock.waste)} on the waste.`)
        : refuse(code, `The ${cardName(moving)} cannot go on the ${cardName(top)}: ${buildWords(variant.rules.tableau.build)}.`);
    case 'foundation-to-foundation':
      return refuse(code, `A card taken back from a foundation goes to a column${table.cellEnd > table.cellStart
        ? ` or a ${cellWord(variant.layout)}` : ''}, not to another foundation.`);
    case 'foundation-runs-only':
      return refuse(code, 'Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.');
    case 'foundation-one-at-a-time':
      return refuse(code, 'Cards go to a foundation one at a time.');
    case 'foundation-order':
      return refuse(code, `The ${cardName(moving)} cannot go on ${name}: ${foundationNeedWords(position, d, moving)}.`);
    case 'cell-occupied':
      return refuse(code, `${capitalise(name)} already holds a card.`);
    case 'empty-pile-closed':
      return refuse(code, 'No card may fill an empty column.');
    case 'empty-pile-needs-king':
      return refuse(code, count > 1 ? 'Only a King or a run led by a King may fill an empty column.'
        : 'Only a King may fill an empty column.');
    case 'empty-pile-needs-rank':
      return refuse(code, gapRankWords(position.base, count));
    case 'no-building':
      return refuse(code, 'Nothing may be built on the columns.');
    case 'whole-pile-only':
      return wholePileReason(table, s, count, source.cards.length);
    case 'pile-full':
      return refuse(code, pileFullWords(name, target.cards.length, variant.rules.tableau.maxCards ?? 0));
    case 'run-too-long':
      return refuse(code, `You may move at most ${plural(runLimitOnto(position, d), 'card')} at once now (${spacesWords(position, d)}).`);
    default:
      return refuse(code, `Cards cannot be put on ${name}.`);
  }
}

/** Why nothing but the base's choice may be played yet (`rules.foundations.baseChosen`). */
export const BASE_FIRST = 'First choose the foundations\' base: play the top card of a column to a foundation.';

/** Why a move would leave a column past `rules.tableau.maxCards`: "Column 2 holds 2 cards, and a column may hold at most 3: …". */
function pileFullWords(name: string, holds: number, limit: number): string {
  const room = limit - holds;
  return `${capitalise(name)} holds ${plural(holds, 'card')}, and a column may hold at most ${limit}${room > 0
    ? `: there is room for ${room} more` : ''}.`;
}

/** Whether a King on the waste takes no card (`rules.stock.waste.closedByKing`). */
function kingClosesWaste(variant: Table['variant']): boolean {
  return variant.rules.stock.kind === 'draw-to-waste' && variant.rules.stock.waste?.closedByKing === true;
}

function notADestinationWords(table: Table, s: number, d: number): string {
  const variant = table.variant;
  switch (table.kinds[d]) {
    case 'waste':
      return table.kinds[s] === 'foundation' && table.wasteBuilds !== null ? 'A card on a foundation cannot go to the waste.'
        : 'Cards cannot be put on the waste.';
    case 'reserve':
      return 'Cards are played from the reserve, never onto it.';
    case 'foundation':
      return `${variant.name} has no foundations.`;
    case 'cell':
      return `Cards are played from the ${cellWord(variant.layout)}s, never into them.`;
    default:
      return `Cards cannot be put on ${pileName(table.ids[d] as string, variant)}.`;
  }
}

/** What foundation `d` takes next, for a card it refuses: "it takes the 2♠ next". */
function foundationNeedWords(position: Position, d: number, moving: CardId): string {
  const { table, piles } = position;
  const target = piles[d] as PileState;
  const suit = table.foundationSuit[d - table.foundationStart] ?? 0;
  const foundations = table.variant.rules.foundations;
  if (foundations.kind === 'single-pile') return singlePileNeed(foundations, target);
  if (!table.classicFoundations) return ownNeed(position, d, moving) ?? '';
  const needRank = target.cards.length + 1;
  return needRank > 13 ? 'it is complete' : `it takes the ${cardName(suit * 13 + needRank - 1)} ${needRank === 1 ? 'first' : 'next'}`;
}

/** Why a card may not go to a pairs foundation by itself: only a card whose rank is the total does. */
function notAPairReason(table: Table, moving: CardId, top: CardId): Reason {
  if (table.pairing === 'higher-of-suit') {
    return refuse('not-a-pair', `Cards are discarded one at a time; the ${cardName(moving)} cannot be played onto the ${cardName(top)}.`);
  }
  return refuse('not-a-pair', table.pairing === 'equal-rank'
    ? `The ${cardName(moving)} and the ${cardName(top)} are not of the same rank.`
    : `The ${cardName(moving)} and the ${cardName(top)} add up to ${rankOf(moving) + rankOf(top)}, not ${table.pairTotal}.`);
}

function notAloneReason(table: Table, moving: CardId): Reason {
  const total = table.pairTotal;
  if (table.pairing === 'equal-rank') {
    return refuse('not-a-pair', `No card goes to the foundation alone; play the ${cardName(moving)} onto a free card of the same rank.`);
  }
  return refuse('not-a-pair', total <= 13
    ? `Only ${anA(rankName(total))} goes to the foundation alone; play the ${cardName(moving)} onto a free card that makes ${total} `
      + 'with it.'
    : `Cards go to the foundation in pairs that add up to ${total}: play the ${cardName(moving)} onto a free card that makes ${total} ` +
      `with it.`);
}

/**
 * The free spaces behind a run-move limit onto pile `d`, in words: "1 empty cell, 2 other empty columns",
 * leaving out the empty columns when they cannot raise the limit (they take only Kings, say), so the player
 * is not told of spaces that do not count.
 */
function spacesWords(position: Position, d: number): string {
  const { table, piles } = position;
  const variant = table.variant;
  const intoEmpty = d < table.tableauEnd && (piles[d] as PileState).cards.length === 0;
  const free = { cells: position.emptyCells, piles: intoEmpty ? position.emptyPiles - 1 : position.emptyPiles };
  const cells = plural(free.cells, `empty ${cellWord(variant.layout)}`);
  const tableau = variant.rules.tableau;
  const columnsCount = runMoveLimit(tableau, free.cells, 1) > runMoveLimit(tableau, free.cells, 0);
  if (columnsCount) return `${cells}, ${plural(free.piles, 'other empty column')}`;
  if (free.piles === 0) return cells;
  const why = tableau.emptyAccepts === 'king' ? 'which take only Kings'
    : tableau.emptyAccepts === 'below-base' ? 'which take only the rank below the base' : 'which take no cards';
  return `${cells}; empty columns, ${why}, do not count`;
}

/** Why a `below-base` gap refused a card: the rank it takes, or that no rank may fill it before the base is known. */
function gapRankWords(base: number, count: number): string {
  const rank = rankBelowBase(base);
  if (rank === 0) return 'No card may fill an empty column until a foundation is started: the rank below the base fills it.';
  const name = rankName(rank);
  // "an 8", "an Ace": the article follows the sound of the rank's name.
  const article = name === '8' || name === 'Ace' ? 'an' : 'a';
  return count > 1 ? `Only ${article} ${name} (one below the foundations' base) or a run led by one may fill an empty column.`
    : `Only ${article} ${name} (one below the foundations' base) may fill an empty column.`;
}
