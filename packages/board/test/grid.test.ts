/**
 * A grid of places (`rules.tableau.grid`, Montana) is drawn as a grid: rows of thirteen places, a card each, a gap an
 * empty place to drop on; every move into a gap can be played by drag, and the redeal by its button.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Game, parseVariant, type Move } from '@patience/core';
import { layoutBoard } from '../src/layout.js';
import { cardNode, mount, must, pileNode, pointer } from './helpers.js';

const AUTO = { orientation: 'auto', maxCardWidth: 120 } as const;
const montana = parseVariant({
  id: 'montana', name: 'Montana', layout: { tableau: Array.from({ length: 52 }, () => ({ cards: 1 })) },
  rules: { tableau: { grid: { columns: 13, aces: 'set-aside', redeals: 2 } }, foundations: { kind: 'up-by-suit' },
    win: { kind: 'rows-in-sequence' } },
});

afterEach(() => { document.body.innerHTML = ''; });

describe('a grid drawn as a grid', () => {
  it.each([[1366, 850], [390, 844]] as const)('at %ix%i: four rows of thirteen places, each a card high, a gap apart', (width, height) => {
    const layout = layoutBoard(montana, new Game(montana, { seed: 1 }).snapshot(), width, height, AUTO);
    const place = (id: 't1' | 't2' | 't13' | 't14' | 't40') => must(layout.piles.get(id));
    const [t1, t2, t13, t14, t40] = [place('t1'), place('t2'), place('t13'), place('t14'), place('t40')];
    expect(t13.y).toBe(t1.y);
    expect(t13.x - t1.x).toBeCloseTo(12 * (t2.x - t1.x), 6);
    expect(t14.x).toBe(t1.x);
    expect(t14.y).toBeGreaterThan(t1.y + layout.cardHeight);
    expect(t40.x).toBe(t1.x);
    expect(t40.y - t1.y).toBeCloseTo(3 * (t14.y - t1.y), 6);
    expect(t1.height).toBe(layout.cardHeight);
    // The whole grid fits the element.
    expect(t40.y + layout.cardHeight).toBeLessThanOrEqual(height);
    expect(t13.x + layout.cardWidth).toBeLessThanOrEqual(width);
  });

  it('plays every move into a gap by drag, and offers the redeal as a button', () => {
    const game = new Game(montana, { seed: 1 });
    const cardMoves = game.moves().filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
    expect(cardMoves.map((m) => `${m.from}>${m.to}`)).toEqual(['t3>t2', 't23>t22', 't41>t13']);
    for (const move of cardMoves) {
      const { element, events, board } = mount(montana, game);
      const card = cardNode(element, move.from, 0);
      const target = pileNode(element, move.to);
      const root = must(element.querySelector<HTMLElement>('.pb-board'));
      const width = parseFloat(root.style.getPropertyValue('--pb-card-w'));
      const x = parseFloat(target.style.left) + width / 2;
      const y = parseFloat(target.style.top) + width * 0.7;
      pointer(card, 'pointerdown', 0, 0);
      pointer(window, 'pointermove', x / 2, y / 2);
      pointer(window, 'pointermove', x, y);
      pointer(window, 'pointerup', x, y);
      expect(events.filter(([name]) => name === 'move').map(([, m]) => m)).toEqual([move]);
      expect(must(element.querySelector<HTMLButtonElement>('.pb-redeal')).hidden).toBe(false);
      board.destroy();
    }
  });
});
