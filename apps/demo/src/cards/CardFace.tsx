/**
 * A card's face in SVG, on a 100 x 140 grid: large corner indices (rank over suit, readable on a phone even
 * where only the corner shows in a fan), the standard pip layouts for Ace to 10, and drawn Jacks, Queens and
 * Kings. Memoised per card: a face never changes.
 */
import { memo, type ReactNode } from 'react';
import type { Suit } from '@patience/core';
import { pipLayout } from './pips.js';
import { suitSymbolId } from './suits.js';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
// Pips keep clear of the corner indices, which take the card's outer 28 units on each side at the top and bottom.
const PIP_X = [37, 50, 63] as const;
const PIP_TOP = 27;
const PIP_SPAN = 86;
const PIP = 17;

function SuitMark({ suit, x, y, size, flipped = false }: { suit: Suit; x: number; y: number; size: number; flipped?: boolean }): ReactNode {
  return <use href={`#${suitSymbolId(suit)}`} x={x - size / 2} y={y - size / 2} width={size} height={size} transform={flipped ? `rotate(180 ${x} ${y})` : undefined} />;
}

function Corner({ text, suit, flipped }: { text: string; suit: Suit; flipped: boolean }): ReactNode {
  // Narrow "10" so the index keeps one width whatever the rank.
  return (
    <g transform={flipped ? 'rotate(180 50 70)' : undefined}>
      <text x="14" y="31" className="index" textLength={text.length > 1 ? 25 : undefined} lengthAdjust="spacingAndGlyphs">{text}</text>
      <SuitMark suit={suit} x={14} y={40} size={14} />
    </g>
  );
}

/** The crown, tiara and cap that tell a King, a Queen and a Jack apart in shape, not only by letter. */
const EMBLEMS: Readonly<Record<11 | 12 | 13, ReactNode>> = {
  11: <path d="M36 58c4-12 24-12 28 0l-3 5H39z M48 46l2-6 2 6" className="emblem" />,
  12: <path d="M35 60l4-14 6 8 5-12 5 12 6-8 4 14z" className="emblem" />,
  13: <path d="M33 60l3-18 8 9 6-13 6 13 8-9 3 18z" className="emblem" />,
};

function Court({ rank, suit }: { rank: 11 | 12 | 13; suit: Suit }): ReactNode {
  const letter = RANK_TEXT[rank - 1];
  return (
    <g>
      <rect x="29" y="14" width="42" height="112" rx="5" className="court-frame" />
      <g transform="translate(50 46) scale(0.8) translate(-50 -52)">{EMBLEMS[rank]}</g>
      <text x="50" y="88" className="court-letter">{letter}</text>
      <SuitMark suit={suit} x={50} y={106} size={14} />
      <SuitMark suit={suit} x={38} y={24} size={8} />
      <SuitMark suit={suit} x={62} y={24} size={8} />
    </g>
  );
}

/** The face of one card, by rank (1-13) and suit. */
export const CardFace = memo(function CardFace({ rank, suit }: { rank: number; suit: Suit }): ReactNode {
  const text = RANK_TEXT[rank - 1] ?? '?';
  return (
    <svg className="face" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <Corner text={text} suit={suit} flipped={false} />
      <Corner text={text} suit={suit} flipped />
      {rank > 10 ? <Court rank={rank as 11 | 12 | 13} suit={suit} />
        : rank === 1 ? <SuitMark suit={suit} x={50} y={70} size={44} />
        : pipLayout(rank).map((p, i) => <SuitMark key={i} suit={suit} x={PIP_X[p.col]} y={PIP_TOP + p.row * PIP_SPAN} size={PIP} flipped={p.flipped} />)}
    </svg>
  );
});
