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
 * How a face is drawn: `standard`, a corner index in two corners and the suit large in the middle; `pips`, the
 * same corners with the pips of a real card for 2 to 10 and a framed court (J, Q, K); `large`, one big rank and
 * suit across the top, the part of a card a fan shows, for a player who reads the smallest cards badly.
 */
export type CardFace = 'standard' | 'pips' | 'large';

/** The centre column's pips of 2 to 10 on the 100×140 face, by their heights, as a real card lays them out. */
const CENTRE_PIPS: Readonly<Partial<Record<Rank, readonly number[]>>> = {
  2: [32, 108], 3: [32, 70, 108], 5: [70], 7: [51], 8: [51, 89], 9: [70], 10: [44, 96],
};

/** Where a number card's pips lie: its side columns (two, three or four rows a side) and its centre pips. */
function pipSpots(rank: Rank): [number, number][] {
  const sides = rank >= 9 ? [32, 57, 83, 108] : rank >= 6 ? [32, 70, 108] : rank >= 4 ? [32, 108] : [];
  // The side columns keep clear of the corner indices' strip (x up to about 35), as a printed card's pips do.
  return [
    ...sides.flatMap((y): [number, number][] => [[40, y], [60, y]]),
    ...(CENTRE_PIPS[rank] ?? []).map((y): [number, number] => [50, y]),
  ];
}

/** A number card's pips, those below the middle upside down, as printed cards turn them. */
function pipsSvg(rank: Rank, suit: Suit): string {
  return pipSpots(rank).map(([x, y]) => `<text x="${x}" y="${y}" class="pb-pips"${y > 70 ? ` transform="rotate(180 ${x} ${y})"` : ''}>${SUIT_SYMBOL[suit]}</text>`).join('');
}

/** A court card's frame, its rank large inside it over its suit; `--pb-court` and `--pb-court-line` colour it. */
function courtSvg(rank: Rank, suit: Suit): string {
  return '<rect x="24" y="20" width="52" height="100" rx="4" class="pb-court"/>'
    + `<text x="50" y="72" class="pb-court-rank">${RANK_LABEL[rank]}</text><text x="50" y="104" class="pb-court-suit">${SUIT_SYMBOL[suit]}</text>`;
}

/** The middle of a face: pips for 2 to 10, a frame for a court card, one large suit for an Ace or a standard face. */
function middleSvg(rank: Rank, suit: Suit, face: CardFace): string {
  if (face === 'pips' && rank > 10) return courtSvg(rank, suit);
  if (face === 'pips' && rank > 1) return pipsSvg(rank, suit);
  return `<text x="50" y="88" text-anchor="middle" class="pb-pip">${SUIT_SYMBOL[suit]}</text>`;
}

/**
 * A face-up card as SVG on a 100×140 face, drawn as `face` says (see {@link CardFace}). The standard and pip faces
 * have the rank and suit in two opposite corners (each a `pb-index` group, which `--pb-index-scale` enlarges);
 * the large face has one big rank and suit across its top, within the third a fan shows, and the suit below.
 * Colours come from the CSS custom properties in board.css, so a host themes cards without SVG.
 */
export function faceSvg(rank: Rank, suit: Suit, face: CardFace = 'standard'): string {
  const colour = suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black';
  const open = `<svg viewBox="0 0 100 140" class="pb-face pb-${colour}" aria-hidden="true"><rect x="1" y="1" width="98" height="138" rx="8" class="pb-face-bg"/>`;
  if (face === 'large') {
    // "10" is squeezed into the width of two narrow glyphs, so that it never runs into the suit beside it.
    const squeeze = rank === 10 ? ' textLength="52" lengthAdjust="spacingAndGlyphs"' : '';
    return `${open}<text x="5" y="44" class="pb-large-rank"${squeeze}>${RANK_LABEL[rank]}</text>`
      + `<text x="96" y="44" text-anchor="end" class="pb-large-suit">${SUIT_SYMBOL[suit]}</text>`
      + `<text x="50" y="118" text-anchor="middle" class="pb-pip">${SUIT_SYMBOL[suit]}</text></svg>`;
  }
  const index = `<g class="pb-index"><text x="8" y="26" class="pb-rank">${RANK_LABEL[rank]}</text><text x="8" y="48" class="pb-suit">${SUIT_SYMBOL[suit]}</text></g>`;
  return `${open}${index}<g transform="rotate(180 50 70)">${index}</g>${middleSvg(rank, suit, face)}</svg>`;
}

/** A face-down card's back as SVG: a border and a lattice, coloured by `--pb-back` and `--pb-back-line`. */
export function backSvg(): string {
  return '<svg viewBox="0 0 100 140" class="pb-back" aria-hidden="true">'
    + '<rect x="1" y="1" width="98" height="138" rx="8" class="pb-back-bg"/>'
    + '<rect x="9" y="9" width="82" height="122" rx="4" class="pb-back-line" fill="none"/>'
    + '<path d="M9 40L60 9M9 80L91 30M9 120L91 70M30 131L91 110M40 9L91 40M9 30L91 80M9 70L91 120M9 110L44 131" class="pb-back-line"/></svg>';
}
