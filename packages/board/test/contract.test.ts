import { afterEach, describe, expect, it } from 'vitest';
import { klondike } from '@patience/klondike';
import { freecell } from '@patience/freecell';
import { pyramid } from '@patience/pyramid';
import { cardCode } from '@patience/core/cards';
import { cardNode, mount, must, pileNode, pointer, startOf, tap } from './helpers.js';

afterEach(() => { document.body.replaceChildren(); });

/** A card's drawn top left in the board: its place in its pile plus its pile's place, plus any drag offset. */
function drawnAt(node: HTMLElement): { x: number; y: number } {
  const pile = must(node.parentElement);
  const place = must(/translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(node.style.transform));
  const [dx = '0', dy = '0'] = node.style.translate.split(' ').map((v) => v.replace('px', ''));
  return {
    x: parseFloat(pile.style.left) + Number(place[1]) + Number(dx),
    y: parseFloat(pile.style.top) + Number(place[2]) + Number(dy),
  };
}

function cardWidth(element: HTMLElement): number {
  return parseFloat(must(element.querySelector<HTMLElement>('.pb-board')).style.getPropertyValue('--pb-card-w'));
}

describe('the DOM a host reads', () => {
  it('each pile holds its cards, bottom to top; a face-up card names itself, a face-down one never does; the stock counts', () => {
    const variant = klondike.variant();
    const game = startOf(variant, 1);
    const { element } = mount(variant, game);
    const position = game.snapshot();
    const read = position.piles.map((p) => ({
      id: p.id,
      cards: [...pileNode(element, p.id).querySelectorAll<HTMLElement>(':scope > [data-face]')]
        .map((c) => (c.dataset['face'] === 'up' ? must(c.dataset['card']) : `## ${c.dataset['card'] ?? ''}`.trim())),
    }));
    expect(read).toEqual(position.piles.map((p) => ({
      id: p.id,
      cards: p.cards.map((c) => ('id' in c && c.faceUp ? cardCode(c.id) : '##')),
    })));
    expect(must(read.find((p) => p.id === 't7')).cards).toEqual(['##', '##', '##', '##', '##', '##', 'KD']);
    expect(pileNode(element, 'stock').dataset['count']).toBe('24');
    expect(element.querySelectorAll('[data-pile]').length).toBe(position.piles.length);
  });

  it('while cards are held, the piles they may go to are marked legal, and the pile they came from selected', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element } = mount(variant, game);
    pointer(cardNode(element, 't7', 5), 'pointerdown', 10, 10);
    pointer(window, 'pointermove', 40, 40);
    const legal = [...element.querySelectorAll<HTMLElement>('[data-target="legal"]')].map((n) => n.dataset['pile']);
    expect(legal.sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'f4', 't8']);
    expect(pileNode(element, 't7').dataset['selected']).toBe('true');
    pointer(window, 'pointercancel');
    expect(element.querySelectorAll('[data-target], [data-selected]').length).toBe(0);
  });
});

describe('dragging', () => {
  it('a resize in the middle of a drag keeps the held card under the pointer, where it was grabbed', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, board } = mount(variant, game);
    const ace = cardNode(element, 't7', 5);
    const start = drawnAt(ace);
    const before = cardWidth(element);
    pointer(ace, 'pointerdown', start.x + 10, start.y + 20);
    pointer(window, 'pointermove', 300, 200);
    pointer(window, 'pointermove', 320, 210);
    expect(drawnAt(ace)).toEqual({ x: 310, y: 190 });
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 400 });
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 700 });
    board.redraw();
    const after = cardWidth(element);
    expect(after).toBeLessThan(before / 1.5);
    const now = drawnAt(ace);
    expect(now.x + (10 / before) * after).toBeCloseTo(320, 6);
    expect(now.y + (20 / (before * 1.4)) * after * 1.4).toBeCloseTo(210, 6);
    expect(ace.classList.contains('pb-dragging')).toBe(true);
  });
});

describe('a game of pairs (Pyramid)', () => {
  it('marks the piles still covered; a first tap picks a free card, a second tap on its partner plays the pair', () => {
    const variant = pyramid.variant();
    const seed = must([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => startOf(variant, s).snapshot().legalMoves
      .some((m) => m.kind === 'move' && m.from.startsWith('t') && m.to.startsWith('t'))));
    const game = startOf(variant, seed);
    const pair = must(game.snapshot().legalMoves.find((m) => m.kind === 'move' && m.from.startsWith('t') && m.to.startsWith('t')));
    if (pair.kind !== 'move') throw new Error('a pair is a card move');
    const { element, events } = mount(variant, game);
    expect(pileNode(element, 't1').dataset['covered']).toBe('true');
    expect(pileNode(element, 't22').dataset['covered']).toBeUndefined();
    tap(cardNode(element, pair.from, 0));
    expect(pileNode(element, pair.from).dataset['selected']).toBe('true');
    tap(cardNode(element, pair.from, 0));
    expect(pileNode(element, pair.from).dataset['selected']).toBeUndefined();
    tap(cardNode(element, pair.from, 0));
    tap(cardNode(element, pair.to, 0));
    expect(events.filter(([name]) => name === 'move').map(([, m]) => m)).toEqual([{ kind: 'move', from: pair.from, to: pair.to, count: 1 }]);
  });
});

describe('screen readers', () => {
  it('every card is an image named by its label: "Queen of hearts", or "face-down card"', () => {
    const variant = klondike.variant();
    const game = startOf(variant, 1);
    const { element } = mount(variant, game);
    const cards = [...element.querySelectorAll<HTMLElement>('.pb-card')];
    expect(cards.every((c) => c.getAttribute('role') === 'img')).toBe(true);
    expect(cardNode(element, 't7', 6).getAttribute('aria-label')).toBe('King of diamonds');
    expect(cardNode(element, 't7', 0).getAttribute('aria-label')).toBe('face-down card');
    expect([...element.querySelectorAll('[data-pile]')].every((p) => p.getAttribute('role') === 'group')).toBe(true);
    expect(['t1', 't7', 'stock', 'waste', 'f1'].map((id) => pileNode(element, id).getAttribute('aria-label'))).toEqual([
      'column 1, 1 card, 9 of clubs on top', 'column 7, 7 cards, King of diamonds on top', 'stock, 24 cards', 'waste, empty', 'foundation 1, empty',
    ]);
  });
});

describe('a picture (interactive: false)', () => {
  it('draws the same cards from only the pile tables, takes no focus, and sends nothing on a tap, a drag or a key', () => {
    const variant = pyramid.variant();
    const game = startOf(variant, 1);
    const played = mount(variant, game);
    // The fields a picture needs, and no more: no rules of play, no legal moves.
    const picture = mount(variant, game, {
      variant: { layout: { tableau: variant.layout.tableau }, rules: {} },
      position: { piles: game.snapshot().piles, redealsLeft: 0, legalMoves: [] },
      interactive: false,
    });
    const drawn = (element: HTMLElement): string[] => [...element.querySelectorAll<HTMLElement>('.pb-pile')].map((p) =>
      `${p.dataset['pile'] ?? ''} ${p.style.left} ${p.style.top} ${[...p.querySelectorAll<HTMLElement>('.pb-card')].map((c) => c.dataset['card'] ?? 'down').join(',')}`);
    expect(drawn(picture.element)).toEqual(drawn(played.element));
    const board = must(picture.element.querySelector<HTMLElement>('.pb-board'));
    expect([board.tabIndex, board.getAttribute('role'), board.querySelector('[aria-live]')]).toEqual([-1, null, null]);
    const free = cardNode(picture.element, 't28', 0);
    tap(free);
    pointer(free, 'pointerdown', 10, 10);
    pointer(window, 'pointermove', 200, 10);
    pointer(window, 'pointerup', 200, 10);
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(picture.events).toEqual([]);
    expect(free.classList.contains('pb-dragging')).toBe(false);
  });
});
