import { describe, expect, it } from 'vitest';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { boardLayout } from '../src/board/layout.js';
import { isFocusKey, nextFocus } from '../src/input/focus-model.js';

describe('the table layout', () => {
  it('puts the stock left and the foundations right above the columns', () => {
    const layout = boardLayout(easthaven.variant());
    expect(layout.columns).toBe(7);
    expect(layout.top).toEqual([
      { id: 'stock', x: 0 }, { id: 'f1', x: 3 }, { id: 'f2', x: 4 }, { id: 'f3', x: 5 }, { id: 'f4', x: 6 },
    ]);
    expect(layout.tableau.map((p) => p.id)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7']);
  });

  it('fits Spider\'s eight foundations beside the stock', () => {
    const layout = boardLayout(spider.variant());
    expect(layout.columns).toBe(10);
    expect(layout.top.map((p) => `${p.id}@${p.x}`).join(' ')).toBe('stock@0 f1@2 f2@3 f3@4 f4@5 f5@6 f6@7 f7@8 f8@9');
  });

  it('puts Seahaven\'s towers left and foundations right', () => {
    const layout = boardLayout(seahaven.variant());
    expect(layout.top.map((p) => `${p.id}@${p.x}`).join(' ')).toBe('c1@0 c2@1 c3@2 c4@3 f1@6 f2@7 f3@8 f4@9');
  });
});

describe('keyboard focus between piles', () => {
  const layout = boardLayout(easthaven.variant());

  it('moves along a row with Left and Right, stopping at the ends', () => {
    expect(nextFocus(layout, 't1', 'ArrowRight')).toBe('t2');
    expect(nextFocus(layout, 't2', 'ArrowLeft')).toBe('t1');
    expect(nextFocus(layout, 't1', 'ArrowLeft')).toBe('t1');
    expect(nextFocus(layout, 't7', 'ArrowRight')).toBe('t7');
    expect(nextFocus(layout, 'stock', 'ArrowRight')).toBe('f1');
  });

  it('moves between rows with Up and Down to the pile above or below', () => {
    expect(nextFocus(layout, 't1', 'ArrowUp')).toBe('stock');
    expect(nextFocus(layout, 't4', 'ArrowUp')).toBe('f1');
    expect(nextFocus(layout, 't7', 'ArrowUp')).toBe('f4');
    expect(nextFocus(layout, 'f2', 'ArrowDown')).toBe('t5');
    expect(nextFocus(layout, 't3', 'ArrowDown')).toBe('t3');
    expect(nextFocus(layout, 'stock', 'ArrowUp')).toBe('stock');
  });

  it('goes to the ends of a row with Home and End', () => {
    expect(nextFocus(layout, 't4', 'Home')).toBe('t1');
    expect(nextFocus(layout, 't4', 'End')).toBe('t7');
    expect(nextFocus(layout, 'f2', 'End')).toBe('f4');
  });

  it('knows which keys move focus', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'a'].map(isFocusKey)).toEqual([true, true, true, true, true, true, false, false]);
  });
});
