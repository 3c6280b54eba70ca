/**
 * A miniature as `@patience/board` reads it: the board's pile tables and a position, made from the manifest's
 * counts and card codes, so that the gallery draws each opening with the board and no engine code.
 */
import type { BoardPosition, BoardVariant } from '@patience/board';
import type { PileId, Rank, Suit } from '@patience/core';
import type { Miniature, MiniPile } from './manifest-types.js';

type Pile = BoardPosition['piles'][number];
type Card = Pile['cards'][number];

const RANKS = 'A23456789TJQK';
const SUITS: Readonly<Record<string, Suit>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** A face-up card from its code ("QH", "TC"); its id only tells it from the picture's other cards. */
function faceUp(code: string, id: number): Card {
  const rank = RANKS.indexOf(code.charAt(0)) + 1;
  const suit = SUITS[code.charAt(1)];
  if (rank < 1 || suit === undefined || code.length !== 2) throw new TypeError(`A miniature's card "${code}" is not a card code such as "QH"`);
  return { id, rank: rank as Rank, suit, faceUp: true };
}

/**
 * The board's view of a miniature: its piles in core's order (tableau, foundations, cells, reserve, stock,
 * waste), face-down cards without identity, as a player's view has them, and no moves.
 * @example miniBoard({ tableau: [{ down: 1, up: ['AS'] }], cells: [], foundations: 4, stock: 24 }).position.piles.length // 6
 */
export function miniBoard(mini: Miniature): { variant: BoardVariant; position: BoardPosition } {
  let nextId = 0;
  const pile = (id: PileId, kind: Pile['kind'], from: MiniPile): Pile => ({
    id, kind,
    cards: [
      ...Array.from({ length: from.down }, (): Card => ({ faceUp: false })),
      ...from.up.map((code) => faceUp(code, nextId++)),
    ],
  });
  const none: MiniPile = { down: 0, up: [] };
  const piles: Pile[] = [
    ...mini.tableau.map((p, i) => pile(`t${i + 1}`, 'tableau', p)),
    ...Array.from({ length: mini.foundations }, (_, i) => pile(`f${i + 1}`, 'foundation', mini.foundationCards?.[i] ?? none)),
    ...mini.cells.map((p, i) => pile(`c${i + 1}`, 'cell', p)),
    ...(mini.reserve ? [pile('reserve', 'reserve', mini.reserve)] : []),
    ...(mini.stock === null ? [] : [pile('stock', 'stock', { down: mini.stock, up: [] })]),
    ...(mini.waste ? [pile('waste', 'waste', mini.waste)] : []),
  ];
  const variant: BoardVariant = {
    layout: { tableau: mini.tableau.map((_, i) => {
      const over = mini.coveredBy?.[i] ?? [];
      return over.length > 0 ? { coveredBy: over } : {};
    }) },
    // A picture plays nothing, so the board needs none of the rules.
    rules: {},
  };
  // An opening's stock is full, so its empty-stock sign never shows: no redeal is claimed.
  return { variant, position: { piles, redealsLeft: 0, legalMoves: [] } };
}
