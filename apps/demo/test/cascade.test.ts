import { describe, expect, it } from 'vitest';
import { BOUNCE, fly, hasLeft, launch, launchInterval, launchOrder, MAX_CASCADE_MS, type FlyingCard } from '../src/play/cascade.js';

describe('the win cascade', () => {
  it('launches the top card of each foundation in turn, then the ones under them', () => {
    const order = launchOrder([{ x: 0, y: 0, cards: [1, 2, 3] }, { x: 0, y: 0, cards: [14, 15] }, { x: 0, y: 0, cards: [] }]);
    expect(order).toEqual([
      { card: 3, from: 0 }, { card: 15, from: 1 }, { card: 2, from: 0 }, { card: 14, from: 1 }, { card: 1, from: 0 },
    ]);
    expect(launchOrder([])).toEqual([]);
  });

  it('launches every card within the cascade: 52 cards 69 ms apart, 104 cards about 35 ms apart, few cards 140 ms apart', () => {
    expect(launchInterval(52)).toBeCloseTo(69.23, 2);
    expect(launchInterval(104) * 104).toBeCloseTo(MAX_CASCADE_MS * 0.6, 6);
    expect(launchInterval(4)).toBe(140);
    expect(launchInterval(0)).toBe(0);
  });

  it('sends a card sideways and a little up, towards the wider side more often', () => {
    const seq = (...values: number[]): (() => number) => () => values.shift() ?? 0;
    const right = launch(7, { x: 100, y: 20, cards: [7] }, 1000, seq(0.5, 0, 0.5));
    expect(right).toEqual({ card: 7, x: 100, y: 20, vx: 0.2, vy: -0.3 });
    const left = launch(7, { x: 900, y: 20, cards: [7] }, 1000, seq(0.5, 1, 0));
    expect(left.vx).toBeCloseTo(-0.5, 10);
    expect(left.vy === 0).toBe(true);
  });

  it('falls under gravity and bounces at the floor, keeping a share of its speed', () => {
    const start: FlyingCard = { card: 1, x: 0, y: 0, vx: 0.3, vy: 0 };
    const a = fly(start, 10, 500);
    expect(a.x).toBeCloseTo(3, 10);
    expect(a.vy).toBeGreaterThan(0);
    // Just above the floor, falling fast: it comes back up, slower.
    const b = fly({ card: 1, x: 0, y: 495, vx: 0.3, vy: 1 }, 10, 500);
    expect(b.y).toBeLessThanOrEqual(500);
    expect(b.vy).toBeCloseTo(-(1 + 0.022) * BOUNCE, 10);
  });

  it('leaves the window at a side, and a card flown long enough has left', () => {
    expect(hasLeft({ card: 1, x: -81, y: 0, vx: -1, vy: 0 }, 1000, 80)).toBe(true);
    expect(hasLeft({ card: 1, x: -79, y: 0, vx: -1, vy: 0 }, 1000, 80)).toBe(false);
    expect(hasLeft({ card: 1, x: 1001, y: 0, vx: 1, vy: 0 }, 1000, 80)).toBe(true);
    let c: FlyingCard = { card: 1, x: 500, y: 0, vx: 0.2, vy: 0 };
    for (let t = 0; t < MAX_CASCADE_MS; t += 16) {
      c = fly(c, 16, 700);
      expect(c.y).toBeLessThanOrEqual(700);
    }
    expect(hasLeft(c, 1366, 80)).toBe(true);
  });
});
