/**
 * The four suit shapes as SVG symbols, drawn once per page and used by every card (`<use href="#suit-hearts">`),
 * so that a board of 104 cards holds 104 small references instead of 104 copies of each path. Drawn as paths,
 * not font glyphs, so that every browser shows the same shapes.
 */
import type { ReactNode } from 'react';
import type { Suit } from '@patience/core';

const SHAPES: Readonly<Record<Suit, ReactNode>> = {
  hearts: <path d="M50 92C22 68 4 51 4 31 4 15 16 5 29 5c10 0 17 6 21 14 4-8 11-14 21-14 13 0 25 10 25 26 0 20-18 37-46 61z" />,
  diamonds: <path d="M50 2 86 50 50 98 14 50z" />,
  spades: <path d="M50 3C40 22 6 40 6 62c0 14 11 22 22 22 8 0 14-4 18-9-1 9-5 16-13 21h34c-8-5-12-12-13-21 4 5 10 9 18 9 11 0 22-8 22-22C94 40 60 22 50 3z" />,
  // Three leaves and a stem, each its own shape so that their overlaps stay filled.
  clubs: <><circle cx="50" cy="27" r="20" /><circle cx="26" cy="58" r="20" /><circle cx="74" cy="58" r="20" /><path d="M42 38h16v26H42z" /><path d="M46 58c0 16-4 28-14 38h36c-10-10-14-22-14-38z" /></>,
};

/** The id of a suit's symbol. */
export function suitSymbolId(suit: Suit): string {
  return `suit-${suit}`;
}

/** The hidden SVG that defines the suit symbols; render once, above any card. */
export function SuitDefs(): ReactNode {
  return (
    <svg className="suit-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {(Object.keys(SHAPES) as Suit[]).map((suit) => (
          <symbol key={suit} id={suitSymbolId(suit)} viewBox="0 0 100 100">{SHAPES[suit]}</symbol>
        ))}
      </defs>
    </svg>
  );
}
