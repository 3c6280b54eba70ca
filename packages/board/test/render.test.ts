import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import { klondike } from '@patience/klondike';
import { freecell } from '@patience/freecell';
import { pyramid } from '@patience/pyramid';
import { golf, tripeaks } from '@patience/golf';
import { spider } from '@patience/spider';
import { seahaven } from '@patience/seahaven';
import { mount, must, pileNode, cardNode, startOf, nextFrame } from './helpers.js';

afterEach(() => { document.body.replaceChildren(); });

const games: [string, Variant][] = [
  ['klondike', klondike.variant()], ['freecell', freecell.variant()], ['spider', spider.variant()],
  ['pyramid', pyramid.variant()], ['tripeaks', tripeaks.variant()], ['golf', golf.variant()], ['seahaven', seahaven.variant()],
];

describe('rendering every pile kind on real positions', () => {
  it.each(games)('%s: one node per pile and per card, the cards face up or down as the position says', (_, variant) => {
    const game = startOf(variant, 1);
    const { element } = mount(variant, game);
    const position = game.snapshot();
    const piles = [...element.querySelectorAll<HTMLElement>('.pb-pile')].map((n) => n.dataset['pile']).sort();
    expect(piles).toEqual(position.piles.map((p) => p.id).sort());
    const cards = position.piles.reduce((n, p) => n + p.cards.length, 0);
    expect(element.querySelectorAll('.pb-card').length).toBe(cards);
    const down = position.piles.reduce((n, p) => n + p.cards.filter((c) => !c.faceUp).length, 0);
    expect(element.querySelectorAll('.pb-card.pb-down').length).toBe(down);
    expect(element.querySelectorAll('.pb-card svg.pb-back').length).toBe(down);
  });

  it('Klondike: the stock shows its count, ↻ when empty with a redeal left, ✕ when none is left', async () => {
    const variant = klondike.variant({ redeals: 0 });
    const game = startOf(variant, 1);
    const { element, board } = mount(variant, game);
    expect(pileNode(element, 'stock').textContent).toBe('24');
    for (let i = 0; i < 24; i++) game.deal();
    board.set({ position: game.snapshot() });
    await nextFrame();
    expect(pileNode(element, 'stock').textContent).toBe('✕');
    expect(pileNode(element, 'stock').classList.contains('pb-no-redeal')).toBe(true);
    const unlimited = klondike.variant();
    const again = startOf(unlimited, 1);
    for (let i = 0; i < 24; i++) again.deal();
    const second = mount(unlimited, again);
    expect(pileNode(second.element, 'stock').textContent).toBe('↻');
  });

  it('Spider, which has no redeal: its empty stock shows ✕, never ↻ (the defect Easthaven showed)', async () => {
    const variant = spider.variant();
    const game = startOf(variant, 1);
    const { element, board } = mount(variant, game);
    expect(pileNode(element, 'stock').textContent).toBe('50');
    for (let i = 0; i < 5; i++) game.deal();
    board.set({ position: game.snapshot() });
    await nextFrame();
    expect(pileNode(element, 'stock').textContent).toBe('✕');
    expect(pileNode(element, 'stock').classList.contains('pb-no-redeal')).toBe(true);
  });

  it('FreeCell: foundations show their suit; Pyramid and TriPeaks lay piles as their shape', () => {
    const fc = mount(freecell.variant(), startOf(freecell.variant(), 1));
    expect(['f1', 'f2', 'f3', 'f4'].map((f) => pileNode(fc.element, f).textContent)).toEqual(['♣', '♦', '♥', '♠']);
    const variant = pyramid.variant();
    const { element } = mount(variant, startOf(variant, 1));
    const at = (id: string): [number, number] => [parseFloat(pileNode(element, id).style.left), parseFloat(pileNode(element, id).style.top)];
    // Row by row: t1 on top, centred over t2 and t3, which sit half a card lower.
    const [x1, y1] = at('t1');
    const [x2, y2] = at('t2');
    const [x3, y3] = at('t3');
    expect(y2).toBe(y3);
    expect(y2).toBeGreaterThan(y1);
    expect(x1).toBeCloseTo((x2 + x3) / 2, 6);
    // The bottom row (t22…t28) is one row, evenly spaced.
    const bottom = ['t22', 't23', 't24', 't25', 't26', 't27', 't28'].map(at);
    expect(new Set(bottom.map(([, y]) => y)).size).toBe(1);
    const tp = mount(tripeaks.variant(), startOf(tripeaks.variant(), 1));
    const tops = ['t1', 't2', 't3'].map((id) => parseFloat(pileNode(tp.element, id).style.top));
    expect(new Set(tops).size).toBe(1);
  });

  it('a card is drawn with its rank and suit in its corners', () => {
    const variant = freecell.variant();
    const { element } = mount(variant, startOf(variant, 1));
    const jack = cardNode(element, 't1', 6);
    expect(jack.getAttribute('aria-label')).toBe('Jack of hearts');
    expect([...jack.querySelectorAll('.pb-rank')].map((n) => n.textContent)).toEqual(['J', 'J']);
    expect(must(jack.querySelector('svg')).classList.contains('pb-red')).toBe(true);
  });

  it('each corner index is one group of rank and suit, which large print (--pb-index-scale) enlarges and board.css scales', () => {
    const variant = freecell.variant();
    const { element } = mount(variant, startOf(variant, 1));
    const indexes = [...cardNode(element, 't1', 6).querySelectorAll('.pb-index')];
    expect(indexes.map((g) => [...g.children].map((t) => `${t.getAttribute('class') ?? ''} ${t.textContent}`))).toEqual([
      ['pb-rank J', 'pb-suit ♥'], ['pb-rank J', 'pb-suit ♥'],
    ]);
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/board.css'), 'utf8');
    expect(css).toContain('.pb-index { transform: scale(var(--pb-index-scale, 1)); }');
  });
});
