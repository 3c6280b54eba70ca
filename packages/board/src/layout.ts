import type { PileId } from '@patience/core';
import type { PileKind } from '@patience/core/engine';
import type { BoardPosition, BoardVariant } from './types.js';

/** Where one pile is drawn, in CSS pixels from the board's top left, and how its cards spread. */
export interface PileBox {
  readonly id: PileId;
  readonly kind: PileKind;
  readonly x: number;
  readonly y: number;
  /** Vertical step per face-up card, and per face-down card (tableau fans); 0 for stacked piles. */
  readonly faceUpStep: number;
  readonly faceDownStep: number;
  /** Horizontal step per card among the top `fanCount` cards (a waste that draws several). */
  readonly sideStep: number;
  readonly fanCount: number;
  /** The box a drop lands in: the pile's whole drawn area. */
  readonly height: number;
}

/** The whole board's geometry for one position and one element size. */
export interface BoardLayout {
  readonly cardWidth: number;
  readonly cardHeight: number;
  readonly piles: ReadonlyMap<PileId, PileBox>;
  /**
   * Where the redeal button goes in a game whose tableau is dealt again and that has no stock: the first of the
   * side places, where a stock would lie, a card in size; null in any other game.
   */
  readonly redealSlot: { readonly x: number; readonly y: number } | null;
}

/** A card is 7:5 tall, as a playing card; the gap between piles is a tenth of a card's width. */
const CARD_RATIO = 1.4;
const GAP = 0.1;
/**
 * On a narrow element in portrait (a phone), the columns' width sets the cards' size and every pixel of a card
 * is read, so the gap narrows to this share of a card: still a clear line between piles, the rest given to the
 * cards. A wide element, or one whose height sets the size, keeps the usual gap.
 */
const NARROW_GAP = 0.06;
/** A card narrower than this at the usual gap is a narrow element's (ten columns or seven on a phone). */
const NARROW_CARD_WIDTH = 64;
/** A face-up card in a fan shows at least its whole corner index (rank and suit), a third of the card's height. */
const FAN_STEP = 0.34;
/**
 * With height to spare (a phone in portrait, where the columns' width sets the cards' size), a fan opens up to
 * half a card a step, so that more of each card shows; past half, a fan stops reading as one pile.
 */
const OPEN_FAN_STEP = 0.5;
/**
 * The fan an open step is sized for, in face-up steps: a whole King-to-Ace run (12 steps) on a few face-down
 * cards. Sized from the element alone, never from the position, so that a move never re-spaces other columns.
 */
const OPEN_FAN_STEPS = 14;
/**
 * A card narrower than this shows its corner index too small to read at a glance. Where one row of columns would
 * make the cards narrower (House in the Wood's thirty-five fans, or La Belle Lucie's eighteen, on a phone), the
 * tableau wraps into as many rows as make them widest; any board whose cards are wider keeps its one row, exactly
 * as before (Baker's Dozen's thirteen columns on a phone, 28.2 pixels).
 */
const MIN_LEGIBLE_CARD_WIDTH = 28;
/** The most rows a wrapped tableau takes. */
const MAX_TABLEAU_ROWS = 6;

/** Each covered pile's row (0 for the piles nothing covers) and column, in card widths, from the variant's table. */
function coveredGrid(variant: BoardVariant, tableau: readonly PileId[]): Map<PileId, { row: number; column: number }> {
  const table = variant.layout.tableau;
  const grid = new Map<PileId, { row: number; column: number }>();
  let next = 0;
  const place = (index: number): { row: number; column: number } => {
    const id = tableau[index];
    if (id === undefined) throw new TypeError(`@patience/board: the variant's tableau pile ${index + 1} is not in the position`);
    const known = grid.get(id);
    if (known) return known;
    const over = table[index]?.coveredBy ?? [];
    let spot: { row: number; column: number };
    if (over.length === 0) spot = { row: 0, column: next++ };
    else {
      const cover = over.map((n) => place(n - 1));
      spot = {
        row: Math.max(...cover.map((c) => c.row)) + 1,
        column: cover.reduce((sum, c) => sum + c.column, 0) / cover.length,
      };
    }
    grid.set(id, spot);
    return spot;
  };
  // The uncovered piles are laid left to right first, so their order fixes every column above them.
  table.forEach((pile, index) => { if (!pile.coveredBy) place(index); });
  table.forEach((_, index) => place(index));
  return grid;
}

function isCovered(variant: BoardVariant): boolean {
  return variant.layout.tableau.some((pile) => pile.coveredBy !== undefined);
}

/** The side piles (stock, waste, reserve, cells, foundations) in the order they are drawn. */
function sidePiles(position: BoardPosition): BoardPosition['piles'] {
  const order: PileKind[] = ['stock', 'waste', 'reserve', 'cell', 'foundation'];
  return order.flatMap((kind) => position.piles.filter((p) => p.kind === kind));
}

/**
 * Lays the position out in an element of `width` by `height` CSS pixels: the side piles in a row above the
 * tableau (portrait) or a column beside it (landscape); the tableau as columns fanned down, compressed so the
 * longest fits, or, when its piles cover each other, as the shape they make; the whole centred across. Piles
 * are a tenth of a card apart, or {@link NARROW_GAP} of one on a narrow portrait element.
 */
export function layoutBoard(
  variant: BoardVariant, position: BoardPosition, width: number, height: number,
  options: { readonly orientation: 'auto' | 'portrait' | 'landscape'; readonly maxCardWidth: number },
): BoardLayout {
  const tableau = position.piles.filter((p) => p.kind === 'tableau');
  const side = sidePiles(position);
  // A tableau dealt again has no stock to tap: its button takes the stock's place, first of the side places.
  const gridColumns = variant.rules.tableau?.grid?.columns;
  const redeals = variant.rules.tableau?.redeal !== undefined || (variant.rules.tableau?.grid?.redeals ?? 0) > 0;
  const hasRedealSlot = redeals && !position.piles.some((p) => p.kind === 'stock');
  const before = hasRedealSlot ? 1 : 0;
  const sidePlaces = side.length + before;
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && width > height * 1.25);
  const covered = isCovered(variant);
  const grid = covered ? coveredGrid(variant, tableau.map((p) => p.id)) : null;
  const coveredRows = grid ? Math.max(...[...grid.values()].map((g) => g.row)) + 1 : 0;
  // Landscape: the side piles take two columns at the left; portrait: a row on top (wrapping when wider).
  const sideColumns = landscape ? 2 : 0;
  // The tableau's least height in card heights: a covered shape's rows overlap by half; a fan wants room for ~4; a
  // grid's place holds one card.
  const tableauCards = grid ? (coveredRows - 1) * 0.5 + 1 : gridColumns !== undefined ? 1 : 3;
  /** The card size, and what it is read from, with the tableau's columns in `tableauRows` rows. */
  const sized = (tableauRows: number) => {
    const tableauColumns = grid ? Math.max(...[...grid.values()].map((g) => g.column)) + 1 : gridColumns ?? Math.ceil(tableau.length / tableauRows);
    const columns = Math.max(landscape ? tableauColumns + sideColumns : Math.max(tableauColumns, sidePlaces), 1);
    const sideRows = landscape ? 0 : Math.ceil(sidePlaces / columns);
    const rowsInCards = landscape ? Math.max(tableauCards * tableauRows, Math.ceil(sidePlaces / sideColumns))
      : sideRows + tableauCards * tableauRows;
    const byWidth = (gap: number): number => width / (columns * (1 + gap) + gap);
    const byHeight = (gap: number): number => height / (CARD_RATIO * rowsInCards * (1 + gap) + gap);
    const narrow = !landscape && byWidth(GAP) < Math.min(byHeight(GAP), options.maxCardWidth, NARROW_CARD_WIDTH);
    const gap = narrow ? NARROW_GAP : GAP;
    return { tableauRows, tableauColumns, columns, sideRows, gap, cardWidth: Math.max(8, Math.min(options.maxCardWidth, byWidth(gap), byHeight(gap))) };
  };
  // A grid keeps its own rows, as a covered shape does.
  const { tableauRows, tableauColumns, columns, sideRows, gap, cardWidth } = gridColumns !== undefined
    ? sized(Math.ceil(tableau.length / gridColumns)) : tableauLayout(sized, grid === null);
  const cardHeight = cardWidth * CARD_RATIO;
  const step = cardWidth * (1 + gap);
  const margin = cardWidth * gap;
  const piles = new Map<PileId, PileBox>();
  const drawOf = variant.rules.stock?.kind === 'draw-to-waste' ? variant.rules.stock.draw ?? 1 : 1;
  // The board is centred across the element: what the columns leave over is shared on both sides.
  const centre = Math.max(0, (width - columns * step - margin) / 2);
  const sidePlace = (i: number): { x: number; y: number } => {
    const column = landscape ? i % sideColumns : i % columns;
    const row = landscape ? Math.floor(i / sideColumns) : Math.floor(i / columns);
    return { x: centre + margin + column * step, y: margin + row * (cardHeight + margin) };
  };
  side.forEach((pile, i) => {
    const fan = pile.kind === 'waste' && drawOf > 1 ? Math.min(drawOf, 3) : 1;
    piles.set(pile.id, {
      id: pile.id, kind: pile.kind, ...sidePlace(i + before),
      faceUpStep: 0, faceDownStep: 0, sideStep: fan > 1 ? cardWidth * 0.22 : 0, fanCount: fan, height: cardHeight,
    });
  });
  const left = centre + margin + (landscape ? sideColumns * step + margin : 0);
  const top = margin + (landscape ? 0 : sideRows * (cardHeight + margin));
  // A wrapped tableau shares the height left among its rows, a gap apart.
  const room = (height - top - margin - (tableauRows - 1) * margin) / tableauRows;
  if (grid) {
    tableau.forEach((pile) => {
      const spot = grid.get(pile.id) ?? { row: 0, column: 0 };
      const row = coveredRows - 1 - spot.row;
      piles.set(pile.id, {
        id: pile.id, kind: 'tableau', x: left + spot.column * step, y: top + row * cardHeight * 0.5,
        faceUpStep: 0, faceDownStep: 0, sideStep: 0, fanCount: 1, height: cardHeight,
      });
    });
  } else if (gridColumns !== undefined) {
    // A grid's places: one card each, in rows a gap apart, a gap drawn as an empty place to drop on.
    tableau.forEach((pile, i) => {
      piles.set(pile.id, {
        id: pile.id, kind: 'tableau', x: left + (i % gridColumns) * step, y: top + Math.floor(i / gridColumns) * (cardHeight + margin),
        faceUpStep: 0, faceDownStep: 0, sideStep: 0, fanCount: 1, height: cardHeight,
      });
    });
  } else {
    const openStep = fanStep(room, cardHeight);
    tableau.forEach((pile, i) => {
      const down = pile.cards.filter((c) => !c.faceUp).length;
      const up = pile.cards.length - down;
      // Fans compress only when they must: face-down and face-up steps shrink together until the pile fits.
      const downStep = cardHeight * FAN_STEP / 3;
      const wanted = down * downStep + Math.max(up - 1, 0) * openStep;
      const scale = wanted > 0 ? Math.min(1, Math.max(room - cardHeight, 0) / wanted) : 1;
      const row = Math.floor(i / tableauColumns);
      piles.set(pile.id, {
        id: pile.id, kind: 'tableau', x: left + (i % tableauColumns) * step, y: top + row * (room + margin), faceUpStep: openStep * scale,
        faceDownStep: downStep * scale, sideStep: 0, fanCount: 1, height: Math.max(room, cardHeight),
      });
    });
  }
  return { cardWidth, cardHeight, piles, redealSlot: hasRedealSlot ? sidePlace(0) : null };
}

/**
 * How many rows the tableau's columns take: one, unless its cards would then be too narrow to read (see
 * {@link MIN_LEGIBLE_CARD_WIDTH}) and the columns may wrap (a covered shape keeps its own rows); then the number of
 * rows, up to {@link MAX_TABLEAU_ROWS}, that makes the cards widest, the fewest of equals.
 */
function tableauLayout<T extends { readonly cardWidth: number }>(sized: (rows: number) => T, mayWrap: boolean): T {
  let best = sized(1);
  if (!mayWrap || best.cardWidth >= MIN_LEGIBLE_CARD_WIDTH) return best;
  for (let rows = 2; rows <= MAX_TABLEAU_ROWS; rows++) {
    const option = sized(rows);
    if (option.cardWidth > best.cardWidth) best = option;
  }
  return best;
}

/**
 * The face-up step of a fan in a tableau `room` pixels tall: the corner index's third of a card, opened towards
 * half a card as far as a fan of `OPEN_FAN_STEPS` steps still fits.
 */
function fanStep(room: number, cardHeight: number): number {
  const fits = (room - cardHeight) / OPEN_FAN_STEPS / cardHeight;
  return cardHeight * Math.min(OPEN_FAN_STEP, Math.max(FAN_STEP, fits));
}

/** Where the card at `index` of a pile of `cards` lies, relative to the pile's box. */
export function cardOffset(box: PileBox, faceUps: readonly boolean[], index: number): { x: number; y: number } {
  let y = 0;
  for (let i = 0; i < index; i++) y += faceUps[i] ? box.faceUpStep : box.faceDownStep;
  const fromTop = faceUps.length - 1 - index;
  const x = fromTop < box.fanCount ? (Math.min(box.fanCount, faceUps.length) - 1 - fromTop) * box.sideStep : 0;
  return { x, y };
}
