import { afterEach, describe, expect, it } from 'vitest';
import type { Rank, Suit } from '@patience/core';
import { klondike } from '@patience/klondike';
import { faceSvg } from '../src/card.js';
import { cardNode, mount, must, nextFrame, startOf } from './helpers.js';

afterEach(() => { document.body.replaceChildren(); });

/** A face drawn into the document, to read its parts. */
function drawn(rank: Rank, suit: Suit, face: 'standard' | 'pips' | 'large'): SVGElement {
  const holder = document.createElement('div');
  holder.innerHTML = faceSvg(rank, suit, face);
  return must(holder.querySelector('svg'));
}

/** Each pip's place, as "x,y", and whether it is drawn upside down. */
function pips(svg: SVGElement): string[] {
  return [...svg.querySelectorAll('.pb-pips')].map((t) => `${t.getAttribute('x')},${t.getAttribute('y')}${t.hasAttribute('transform') ? ' turned' : ''}`);
}

describe('card faces', () => {
  it('the pip face lays out a number card\'s pips as a printed card does, those below the middle turned', () => {
    expect(pips(drawn(2, 'hearts', 'pips'))).toEqual(['50,32', '50,108 turned']);
    expect(pips(drawn(8, 'clubs', 'pips'))).toEqual(['40,32', '60,32', '40,70', '60,70', '40,108 turned', '60,108 turned', '50,51', '50,89 turned']);
    expect(pips(drawn(10, 'spades', 'pips'))).toEqual([
      '40,32', '60,32', '40,57', '60,57', '40,83 turned', '60,83 turned', '40,108 turned', '60,108 turned', '50,44', '50,96 turned',
    ]);
    for (let rank = 2; rank <= 10; rank++) expect(pips(drawn(rank as Rank, 'diamonds', 'pips')).length).toBe(rank);
    // An Ace keeps its one large suit; both corners carry the index.
    expect(pips(drawn(1, 'spades', 'pips'))).toEqual([]);
    expect(drawn(1, 'spades', 'pips').querySelectorAll('.pb-pip').length).toBe(1);
    expect(drawn(7, 'spades', 'pips').querySelectorAll('.pb-index').length).toBe(2);
  });

  it('the pip face frames a court card, its rank large over its suit', () => {
    const king = drawn(13, 'hearts', 'pips');
    expect(king.querySelectorAll('.pb-court').length).toBe(1);
    expect(king.querySelector('.pb-court-rank')?.textContent).toBe('K');
    expect(king.querySelector('.pb-court-suit')?.textContent).toBe('♥');
    expect(pips(king)).toEqual([]);
  });

  it('the large face is one big rank and suit within the third of the card a fan shows, with no corner index', () => {
    const ten = drawn(10, 'clubs', 'large');
    expect(ten.querySelector('.pb-large-rank')?.textContent).toBe('10');
    expect(ten.querySelector('.pb-large-suit')?.textContent).toBe('♣');
    expect(Number(ten.querySelector('.pb-large-rank')?.getAttribute('y'))).toBeLessThanOrEqual(140 * 0.34);
    expect(ten.querySelectorAll('.pb-index').length).toBe(0);
  });

  it('the standard face is unchanged: two corner indices and one large suit', () => {
    const queen = drawn(12, 'diamonds', 'standard');
    expect([...queen.querySelectorAll('.pb-rank')].map((t) => t.textContent)).toEqual(['Q', 'Q']);
    expect(queen.querySelectorAll('.pb-pip').length).toBe(1);
    expect(queen.querySelectorAll('.pb-court, .pb-pips').length).toBe(0);
  });

  it('set({ face }) redraws every face-up card in the same node; an unknown face is refused and changes nothing', async () => {
    const variant = klondike.variant();
    const { board, element } = mount(variant, startOf(variant, 1));
    const top = cardNode(element, 't7', 6);
    expect(top.querySelectorAll('.pb-index').length).toBe(2);
    board.set({ face: 'large' });
    await nextFrame();
    expect(cardNode(element, 't7', 6)).toBe(top);
    expect(top.querySelectorAll('.pb-large-rank').length).toBe(1);
    expect(element.querySelectorAll('.pb-large-rank').length).toBe(element.querySelectorAll('[data-face="up"]').length);
    expect(() => { board.set({ face: 'huge' as 'large' }); }).toThrow(new TypeError('@patience/board: face must be \'standard\', \'pips\' or \'large\'; got "huge"'));
    expect(board.config.face).toBe('large');
  });
});
