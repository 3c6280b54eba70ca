import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseVariant, type Game, type Move, type Variant } from '@patience/core';
import { klondike } from '@patience/klondike';
import { freecell } from '@patience/freecell';
import { pyramid } from '@patience/pyramid';
import { createBoard } from '../src/index.js';
import { cardNode, key, mount, must, nextFrame, pileNode, pointer, startOf, tap } from './helpers.js';

afterEach(() => { document.body.replaceChildren(); });

/** Drags the top `count` cards of `from` onto the centre of pile `to`. */
function drag(element: HTMLElement, game: Game, from: string, count: number, to: string): void {
  const pile = must(game.snapshot().piles.find((p) => p.id === from));
  const card = cardNode(element, from, pile.cards.length - count);
  const target = pileNode(element, to);
  const root = must(element.querySelector<HTMLElement>('.pb-board'));
  const width = parseFloat(root.style.getPropertyValue('--pb-card-w'));
  const x = parseFloat(target.style.left) + width / 2;
  const y = parseFloat(target.style.top) + width * 0.7;
  pointer(card, 'pointerdown', 0, 0);
  pointer(window, 'pointermove', x / 2, y / 2);
  pointer(window, 'pointermove', x, y);
  pointer(window, 'pointerup', x, y);
}

const moved = (events: [string, unknown][]): unknown[] => events.filter(([name]) => name === 'move').map(([, m]) => m);

describe('events for each move kind', () => {
  it('a drag of one card to a foundation, and of a run to a column (FreeCell)', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    drag(element, game, 't7', 1, 'f4');
    expect(moved(events)).toEqual([{ kind: 'move', from: 't7', to: 'f4', count: 1 }]);
    expect(events[0]).toEqual(['select', { pile: 't7', count: 1, cards: [{ id: 39, rank: 1, suit: 'spades', faceUp: true }] }]);
  });

  it('a run move: a drag of several cards finds the move with that count', () => {
    let found: { game: Game; move: Extract<Move, { kind: 'move' }> } | null = null;
    const variant = freecell.variant();
    for (let seed = 1; seed < 60 && !found; seed++) {
      const game = startOf(variant, seed);
      const move = game.moves().find((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && m.count > 1);
      if (move) found = { game, move };
    }
    expect(found).not.toBeNull();
    const { game, move } = must(found);
    const { element, events } = mount(variant, game);
    drag(element, game, move.from, move.count, move.to);
    expect(moved(events)).toEqual([move]);
  });

  it('a drop where no move goes is refused with the cards, and no move is sent', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    drag(element, game, 't1', 1, 't2');
    expect(moved(events)).toEqual([]);
    expect(events.at(-1)).toEqual(['refused', { from: 't1', to: 't2', cards: [{ id: 36, rank: 11, suit: 'hearts', faceUp: true }] }]);
  });

  it('cells: a drag to a cell; pairs: every Pyramid pair and single card played by drag', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    drag(element, game, 't1', 1, 'c2');
    expect(moved(events)).toEqual([{ kind: 'move', from: 't1', to: 'c2', count: 1 }]);
    const pv = pyramid.variant();
    const pg = startOf(pv, 3);
    const cardMoves = pg.moves().filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
    expect(cardMoves.length).toBeGreaterThan(0);
    for (const move of cardMoves) {
      const p = mount(pv, pg);
      drag(p.element, pg, move.from, move.count, move.to);
      expect(moved(p.events)).toEqual([move]);
      p.board.destroy();
    }
  });

  it('discards by suit: every Aces Up discard and move into a gap played by drag', () => {
    const variant = parseVariant({
      id: 'aces-up', name: 'Aces Up', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 1 }, { cards: 1 }] },
      rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } },
        foundations: { kind: 'pairs', pairBy: 'higher-of-suit' }, stock: { kind: 'deal-row', emptyPiles: 'allow' }, win: { kind: 'aces-left' } },
    });
    const game = startOf(variant, 3);
    // Deal 3 shows the 9 of hearts, 7 of clubs, 7 of spades and 2 of spades: the 2 of spades goes.
    expect(game.moves()).toEqual([{ kind: 'move', from: 't4', to: 'f1', count: 1 }, { kind: 'deal' }]);
    game.move({ kind: 'move', from: 't4', to: 'f1', count: 1 });
    const cardMoves = game.moves().filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
    expect(cardMoves.map((m) => `${m.from}>${m.to}`)).toEqual(['t1>t4', 't2>t4', 't3>t4']);
    for (const move of [...cardMoves]) {
      const p = mount(variant, game);
      drag(p.element, game, move.from, move.count, move.to);
      expect(moved(p.events)).toEqual([move]);
      p.board.destroy();
    }
  });

  it('deals: each quick tap on the stock is a deal once the host has played the last; redeal by `r` and by tap', async () => {
    const variant = klondike.variant();
    const game = startOf(variant, 1);
    const { element, events, board } = mount(variant, game, {});
    const onMove = (move: Move): void => { game.move(move); board.set({ position: game.snapshot() }); };
    board.set({ events: { move: onMove, refused: (r) => events.push(['refused', r]) } });
    for (let i = 0; i < 24; i++) tap(pileNode(element, 'stock'));
    expect(must(game.snapshot().piles.find((p) => p.id === 'stock')).cards.length).toBe(0);
    expect(game.history().length).toBe(24);
    key(element, 'r');
    expect(must(game.history().at(-1)).move).toEqual({ kind: 'redeal' });
    await nextFrame();
    expect(pileNode(element, 'stock').textContent).toBe('24');
    for (let i = 0; i < 24; i++) tap(pileNode(element, 'stock'));
    tap(pileNode(element, 'stock'));
    expect(must(game.history().at(-1)).move).toEqual({ kind: 'redeal' });
  });

  it('turning the waste over by drag: the waste dropped on the empty stock is a redeal, marked legal while held; refused with none left', async () => {
    const variant = klondike.variant({ redeals: 2 });
    const game = startOf(variant, 1);
    for (let i = 0; i < 24; i++) game.deal();
    const { element, events, board } = mount(variant, game);
    const onMove = (move: Move): void => { events.push(['move', move]); game.move(move); board.set({ position: game.snapshot() }); };
    board.set({ events: { move: onMove, refused: (r) => events.push(['refused', r]) } });
    pointer(cardNode(element, 'waste', 23), 'pointerdown', 0, 0);
    pointer(window, 'pointermove', 20, 20);
    expect(pileNode(element, 'stock').dataset['target']).toBe('legal');
    pointer(window, 'pointercancel');
    drag(element, game, 'waste', 1, 'stock');
    expect(moved(events)).toEqual([{ kind: 'redeal' }]);
    expect(must(element.querySelector('.pb-live')).textContent).toBe('Waste turned over');
    await nextFrame();
    expect(pileNode(element, 'stock').dataset['count']).toBe('24');
    // The last pass: 24 deals, the third redeal played by the host, 24 deals; none is left.
    for (let i = 0; i < 24; i++) game.deal();
    game.move({ kind: 'redeal' });
    for (let i = 0; i < 24; i++) game.deal();
    board.set({ position: game.snapshot() });
    await nextFrame();
    expect(game.moves().some((m) => m.kind === 'redeal')).toBe(false);
    drag(element, game, 'waste', 1, 'stock');
    expect(moved(events)).toEqual([{ kind: 'redeal' }]);
    expect(events.at(-1)).toEqual(['refused', { from: 'waste', to: 'stock', cards: [game.snapshot().piles.find((p) => p.id === 'waste')?.cards.at(-1)] }]);
  });

  it('the keyboard: one Tab stop; arrows, Enter to pick up, Enter to drop; announced', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    expect([...element.querySelectorAll('[tabindex]')].map((n) => n.getAttribute('tabindex'))).toEqual(['0']);
    for (let i = 0; i < 6; i++) key(element, 'ArrowRight');
    expect(must(element.querySelector('.pb-live')).textContent).toBe('Ace of spades on t7');
    key(element, 'Enter');
    for (let i = 0; i < 5; i++) key(element, 'ArrowRight');
    key(element, 'Enter');
    expect(moved(events)).toEqual([{ kind: 'move', from: 't7', to: 'f4', count: 1 }]);
    expect(must(element.querySelector('.pb-live')).textContent).toBe('Ace of spades on t7 to f4');
  });

  it('Home and End go to the first and last pile; Enter twice on one pile plays its best move, as a tap does', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    const live = (): string | null => must(element.querySelector('.pb-live')).textContent;
    key(element, 'End');
    expect([live(), pileNode(element, 'c4').dataset['focus']]).toEqual(['c4, empty', 'true']);
    key(element, 'Home');
    expect([live(), pileNode(element, 't1').dataset['focus']]).toEqual(['Jack of hearts on t1', 'true']);
    for (let i = 0; i < 6; i++) key(element, 'ArrowRight');
    key(element, 'Enter');
    key(element, 'Enter');
    expect(moved(events)).toEqual([{ kind: 'move', from: 't7', to: 'f4', count: 1 }]);
  });
});

describe('taps', () => {
  it('a tap plays the best destination; each further tap on the same card cycles to the next', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game);
    for (let i = 0; i < 7; i++) tap(cardNode(element, 't7', 5));
    expect(moved(events).map((m) => (m as { to: string }).to)).toEqual(['f4', 't8', 'c1', 'c2', 'c3', 'c4', 'f4']);
  });

  it('a tap on the card the hint names goes where the hint says', () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game, { hint: { move: { kind: 'move', from: 't7', to: 'c3', count: 1 } } });
    tap(cardNode(element, 't7', 5));
    expect(moved(events)).toEqual([{ kind: 'move', from: 't7', to: 'c3', count: 1 }]);
  });

  it('a tap on a card with no move is refused with the card', () => {
    const variant = klondike.variant();
    const game = startOf(variant, 1);
    const { element, events } = mount(variant, game, { moves: [] });
    tap(cardNode(element, 't1', 0));
    expect(events).toEqual([['refused', { from: 't1', cards: [must(game.snapshot().piles[0]).cards[0]] }]]);
  });
});

describe('drawing updates', () => {
  it('set() keeps every card node that stayed, moving only the cards that moved', async () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, board } = mount(variant, game);
    const before = new Map([...element.querySelectorAll<HTMLElement>('.pb-card')].map((n) => [n.dataset['key'], n]));
    const ace = must(before.get('c39'));
    const jack = must(before.get('c36'));
    const jackPlace = jack.style.transform;
    game.move('t7>f4');
    board.set({ position: game.snapshot() });
    expect(ace.parentElement?.dataset['pile']).toBe('t7');
    await nextFrame();
    const after = [...element.querySelectorAll<HTMLElement>('.pb-card')];
    expect(after.length).toBe(52);
    expect(after.every((n) => before.get(n.dataset['key']) === n)).toBe(true);
    expect(ace.parentElement?.dataset['pile']).toBe('f4');
    expect(jack.style.transform).toBe(jackPlace);
  });

  it('the hint marks its cards, its destination and an arrow; a refusal is shown beside its card', async () => {
    const variant = freecell.variant();
    const game = startOf(variant, 1);
    const { element, board } = mount(variant, game);
    board.set({ hint: { move: { kind: 'move', from: 't7', to: 'f4', count: 1 } }, refusal: { pile: 't1', message: 'Nothing goes there.' } });
    await nextFrame();
    expect([...element.querySelectorAll<HTMLElement>('.pb-hint-from')].map((n) => n.dataset['key'])).toEqual(['c39']);
    expect([...element.querySelectorAll<HTMLElement>('.pb-hint-to')].map((n) => n.dataset['pile'])).toEqual(['f4']);
    expect(element.querySelectorAll('.pb-arrow').length).toBe(1);
    const refusal = must(element.querySelector<HTMLElement>('.pb-refusal'));
    expect(refusal.hidden).toBe(false);
    expect(refusal.textContent).toBe('Nothing goes there.');
    board.set({ hint: null, refusal: null });
    await nextFrame();
    expect(element.querySelectorAll('.pb-hint-from, .pb-hint-to, .pb-arrow').length).toBe(0);
    expect(refusal.hidden).toBe(true);
  });

  it('destroy() removes every node and listener it added, and its ResizeObserver', () => {
    const variant: Variant = freecell.variant();
    const game = startOf(variant, 1);
    const element = document.createElement('div');
    document.body.append(element);
    const added: [string, string, unknown][] = [];
    const removed: [string, string, unknown][] = [];
    const record = (list: typeof added, where: string) => (type: string, listener: unknown): void => { list.push([where, type, listener]); };
    const spies = [
      vi.spyOn(window, 'addEventListener').mockImplementation(record(added, 'window')),
      vi.spyOn(window, 'removeEventListener').mockImplementation(record(removed, 'window')),
      vi.spyOn(HTMLDivElement.prototype, 'addEventListener').mockImplementation(record(added, 'div')),
      vi.spyOn(HTMLDivElement.prototype, 'removeEventListener').mockImplementation(record(removed, 'div')),
    ];
    const disconnect = vi.spyOn(ResizeObserver.prototype, 'disconnect');
    const board = createBoard(element, { variant, position: game.snapshot() });
    expect(added.map(([where, type]) => `${where} ${type}`)).toEqual(['div pointerdown', 'window pointermove', 'window pointerup', 'window pointercancel', 'div keydown', 'div focus', 'div blur']);
    board.destroy();
    expect(removed).toEqual(added);
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(element.childNodes.length).toBe(0);
    spies.forEach((spy) => { spy.mockRestore(); });
    disconnect.mockRestore();
  });
});
