import type { Rank, Suit } from '@patience/core';

const RANK_LABEL = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_SYMBOL: Record<Suit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

/** A rank's corner index: `A`, `2` … `10`, `J`, `Q`, `K`. */
export function rankLabel(rank: Rank): string {
  return RANK_LABEL[rank];
}

/**
 * A card in two characters, rank then suit, as core's notation writes it ("QH", "TC"): the board's `data-card`.
 * Written from the card's rank and suit rather than imported, so that the board carries none of core's code.
 */
export function cardCode(rank: Rank, suit: Suit): string {
  return `${'A23456789TJQK'.charAt(rank - 1)}${suit.charAt(0).toUpperCase()}`;
}

/** A card's name for the aria-live region and labels, as core's `cardName` says it: "Queen of hearts", "8 of clubs". */
export function cardName(rank: Rank, suit: Suit): string {
  const name = rank === 1 ? 'Ace' : rank > 10 ? (['Jack', 'Queen', 'King'] as const)[rank - 11] : String(rank);
  return `${name} of ${suit}`;
}

/**
 * A face-up card as SVG on a 100×140 face: the rank and suit in two opposite corners (each a `pb-index` group,
 * which `--pb-index-scale` enlarges) and the suit large in the middle. Colours come from the CSS custom
 * properties in board.css, so a host themes cards without SVG.
 */
export function faceSvg(rank: Rank, suit: Suit): string {
  const colour = suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black';
  const index = `<g class="pb-index"><text x="8" y="26" class="pb-rank">${RANK_LABEL[rank]}</text><text x="8" y="48" class="pb-suit">${SUIT_SYMBOL[suit]}</text></g>`;
  return `<svg viewBox="0 0 100 140" class="pb-face pb-${colour}" aria-hidden="true">`
    + '<rect x="1" y="1" width="98" height="138" rx="8" class="pb-face-bg"/>'
    + index
    + `<g transform="rotate(180 50 70)">${index}</g>`
    + `<text x="50" y="88" text-anchor="middle" class="pb-pip">${SUIT_SYMBOL[suit]}</text></svg>`;
}

/** A face-down card's back as SVG: a border and a lattice, coloured by `--pb-back` and `--pb-back-line`. */
export function backSvg(): string {
  return '<svg viewBox="0 0 100 140" class="pb-back" aria-hidden="true">'
    + '<rect x="1" y="1" width="98" height="138" rx="8" class="pb-back-bg"/>'
    + '<rect x="9" y="9" width="82" height="122" rx="4" class="pb-back-line" fill="none"/>'
    + '<path d="M9 40L60 9M9 80L91 30M9 120L91 70M30 131L91 110M40 9L91 40M9 30L91 80M9 70L91 120M9 110L44 131" class="pb-back-line"/></svg>';
}
