import { memo, type ReactNode } from 'react';
import type { Miniature as MiniatureData, MiniPile } from './manifest-types.js';

const W = 10;
const H = 14;
const GAP = 2;
const FAN_DOWN = 2;
const FAN_UP = 5;
const SUIT_SYMBOL: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function isRed(code: string): boolean {
  return code.endsWith('H') || code.endsWith('D');
}

function MiniColumn({ pile, x, y }: { readonly pile: MiniPile; readonly x: number; readonly y: number }): ReactNode {
  const cards: ReactNode[] = [];
  for (let i = 0; i < pile.down; i++) {
    cards.push(<rect key={`d${i}`} x={x} y={y + i * FAN_DOWN} width={W} height={H} rx={1.2} className="mini-back" />);
  }
  pile.up.forEach((code, j) => {
    const top = y + pile.down * FAN_DOWN + j * FAN_UP;
    cards.push(
      <g key={`u${j}`}>
        <rect x={x} y={top} width={W} height={H} rx={1.2} className="mini-face" />
        <text x={x + 0.8} y={top + 4} className={isRed(code) ? 'mini-red' : 'mini-black'}>
          {code.slice(0, -1).replace('T', '10')}{SUIT_SYMBOL[code.slice(-1)] ?? ''}
        </text>
      </g>,
    );
  });
  if (cards.length === 0) cards.push(<rect key="empty" x={x} y={y} width={W} height={H} rx={1.2} className="mini-slot" />);
  return <>{cards}</>;
}

/**
 * A small drawing of a variant's opening layout (deal 1): the stock, the foundations, the cells and the
 * fanned columns, face-down cards as backs. Decorative: the entry's text says what it shows.
 */
export const Miniature = memo(function Miniature({ data }: { readonly data: MiniatureData }): ReactNode {
  // As wide as the columns, or as the top row when its stock, cells and foundations need more (Canfield's
  // four columns under a stock and four foundations), so that no slot of the top row covers another.
  const columns = Math.max(data.tableau.length, (data.stock === null ? 0 : 1) + data.cells.length + Math.min(data.foundations, 4));
  const width = columns * (W + GAP) + GAP;
  const topRow: ReactNode[] = [];
  let slot = 0;
  const slotX = (i: number): number => GAP + i * (W + GAP);
  if (data.stock !== null) {
    topRow.push(<rect key="stock" x={slotX(slot)} y={GAP} width={W} height={H} rx={1.2} className="mini-back" />);
    slot++;
  }
  data.cells.forEach((cell, i) => {
    topRow.push(<MiniColumn key={`c${i}`} pile={cell} x={slotX(slot)} y={GAP} />);
    slot++;
  });
  // Foundations sit at the right end of the top row; eight Spider foundations may share a column's width.
  const fw = Math.min(W + GAP, (width - GAP - slotX(slot)) / Math.max(1, data.foundations));
  for (let i = 0; i < data.foundations; i++) {
    const x = width - GAP - W - (data.foundations - 1 - i) * fw;
    topRow.push(<rect key={`f${i}`} x={x} y={GAP} width={W} height={H} rx={1.2} className="mini-slot" />);
  }
  const tallest = Math.max(...data.tableau.map((p) => p.down * FAN_DOWN + Math.max(0, p.up.length - 1) * FAN_UP));
  const tableauY = GAP * 2 + H + 2;
  const height = tableauY + tallest + H + GAP;
  return (
    <svg className="miniature" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {topRow}
      {data.tableau.map((pile, i) => (
        <MiniColumn key={`t${i}`} pile={pile} x={slotX(i)} y={tableauY} />
      ))}
    </svg>
  );
});
