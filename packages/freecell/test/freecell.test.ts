/**
 * FreeCell, defined purely as data: golden deals, supermove limits and cells.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deal, isLegal, pileIds } from '@patience/core/engine';
import { freecell } from './support.js';
import { DEAL, layout, moveList, mv, position, refusal } from './support.js';

describe('FreeCell golden deals', () => {
  it('has eight columns, four foundations and four cells, and no stock', () => {
    expect(pileIds(freecell)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 'f1', 'f2', 'f3', 'f4', 'c1', 'c2', 'c3', 'c4']);
    expect(refusal(freecell, deal(freecell, 1), DEAL)).toBe('no-stock: FreeCell has no stock.');
  });

  it('deal 1: every card face up', () => {
    const state = deal(freecell, 1);
    expect(layout(freecell, state)).toEqual([
      't1: 9C KS TH 9S TS 7H JH',
      't2: AC 5C 6S 2D 8C 7C QH',
      't3: TC QD KH 6D 3S JS 7S',
      't4: 4C 6H JC KD 5H 4D 3D',
      't5: 8H AD 7D QS 9D 2S',
      't6: TD 6C AH 5D 3C KC',
      't7: 2C 9H 8D 8S 4H AS',
      't8: 5S JD 3H QC 4S 2H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1:',
      'c2:',
      'c3:',
      'c4:',
    ]);
    expect(moveList(freecell, state)).toBe(
      't1>c1 t1>c2 t1>c3 t1>c4 t2>t6 t2>c1 t2>c2 t2>c3 t2>c4 t3>c1 t3>c2 t3>c3 t3>c4 t4>c1 t4>c2 t4>c3 t4>c4 '
      + 't5>t4 t5>c1 t5>c2 t5>c3 t5>c4 t6>c1 t6>c2 t6>c3 t6>c4 t7>t8 t7>f4 t7>c1 t7>c2 t7>c3 t7>c4 t8>c1 t8>c2 t8>c3 t8>c4',
    );
  });

  it('deal 2', () => {
    const state = deal(freecell, 2);
    expect(layout(freecell, state)).toEqual([
      't1: TD JS 6S QS 9S 5H 3D',
      't2: JC QD 2C KD 2D 8S 2H',
      't3: QC 6C 3S JH 5D 7C 6H',
      't4: AS 4S 4H 7H KC AD TC',
      't5: AH 3H QH 8D TS 4C',
      't6: 5C 9C 2S 7D 8H 7S',
      't7: 9D 9H AC 3C KH 5S',
      't8: KS 4D JD 6D 8C TH',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1:',
      'c2:',
      'c3:',
      'c4:',
    ]);
    expect(moveList(freecell, state)).toBe(
      't1>t5 t1>c1 t1>c2 t1>c3 t1>c4 t2>c1 t2>c2 t2>c3 t2>c4 t3>t6 t3>c1 t3>c2 t3>c3 t3>c4 t4>c1 t4>c2 t4>c3 t4>c4 '
      + 't5>c1 t5>c2 t5>c3 t5>c4 t6>c1 t6>c2 t6>c3 t6>c4 t7>t3 t7>c1 t7>c2 t7>c3 t7>c4 t8>c1 t8>c2 t8>c3 t8>c4',
    );
  });
});

describe('FreeCell supermoves: (empty cells + 1) × 2^(empty columns not the destination)', () => {
  /** Cards on columns 4 to 8 that have nowhere to go but a cell or the empty column. */
  const STILL = { t4: '4C', t5: '4S', t6: '9D', t7: 'JC', t8: 'QS' };

  it('with 2 free cells and 1 empty column: 6 cards onto a card, 3 into the empty column', () => {
    const state = position(freecell, { ...STILL, t1: '8H 7C 6D 5C 4H 3S', t2: '9S', c1: 'KC', c2: 'KD' });
    expect(moveList(freecell, state)).toBe(
      't1>t2x6 t1>t3 t1>t3x2 t1>t3x3 t1>c3 t1>c4 t2>t3 t2>c3 t2>c4 t4>t3 t4>c3 t4>c4 t5>t3 t5>c3 t5>c4 '
      + 't6>t3 t6>c3 t6>c4 t7>t3 t7>c3 t7>c4 t8>t3 t8>c3 t8>c4 c1>t3 c1>c3 c1>c4 c2>t3 c2>c3 c2>c4',
    );
    expect(refusal(freecell, state, mv('t1', 't3', 4))).toBe(
      'run-too-long: You may move at most 3 cards at once now (2 empty cells, 0 other empty columns).',
    );
    const moved = applyMove(freecell, state, mv('t1', 't2', 6)).state;
    expect(layout(freecell, moved).slice(0, 3)).toEqual(['t1:', 't2: 9S 8H 7C 6D 5C 4H 3S', 't3:']);
  });

  it('refuses a seventh card with the same free spaces', () => {
    const state = position(freecell, { ...STILL, t1: '9S 8H 7C 6D 5C 4H 3S', t2: 'TD', c1: 'KC', c2: 'KD' });
    expect(refusal(freecell, state, mv('t1', 't2', 7))).toBe(
      'run-too-long: You may move at most 6 cards at once now (2 empty cells, 1 other empty column).',
    );
  });

  it('with 4 free cells and no empty column: 5 cards', () => {
    const state = position(freecell, { ...STILL, t1: '9S 8H 7C 6D 5C 4H', t2: 'TD', t3: 'KH' });
    expect(refusal(freecell, state, mv('t1', 't2', 6))).toBe(
      'run-too-long: You may move at most 5 cards at once now (4 empty cells, 0 other empty columns).',
    );
    expect(isLegal(freecell, position(freecell, { ...STILL, t1: '9S 8H 7C 6D 5C', t2: 'TD', t3: 'KH' }), mv('t1', 't2', 5))).toBe(true);
  });

  it('with no free cell and 2 empty columns: 4 cards onto a card, 2 into an empty column', () => {
    const cellsFull = { c1: 'KC', c2: 'KD', c3: 'KH', c4: 'KS' };
    const state = position(freecell, { ...STILL, ...cellsFull, t1: '9S 8H 7C 6D 5C', t3: 'KH', t7: 'TD', t8: '' });
    expect(refusal(freecell, state, mv('t1', 't7', 5))).toBe(
      'run-too-long: You may move at most 4 cards at once now (0 empty cells, 2 other empty columns).',
    );
    expect(movesFrom(state, 't1')).toBe('t1>t2 t1>t2x2 t1>t8 t1>t8x2');
    expect(refusal(freecell, state, mv('t1', 't2', 3))).toBe(
      'run-too-long: You may move at most 2 cards at once now (0 empty cells, 1 other empty column).',
    );
  });
});

/** The legal moves from one pile, in notation. */
function movesFrom(state: Parameters<typeof moveList>[1], from: string): string {
  return moveList(freecell, state).split(' ').filter((m) => m.startsWith(`${from}>`)).join(' ');
}

describe('FreeCell cells and columns', () => {
  it('a cell holds one card; cards leave a cell for a column, another cell or a foundation', () => {
    const state = position(freecell, {
      t1: '5D', t2: '7S', t3: '9H', t4: 'JC', t5: '4S', t6: '6C', t7: '8C', t8: 'TC', c1: 'AS', c2: '6H', c3: '3C', c4: '2D',
    });
    expect(moveList(freecell, state)).toBe('t1>t6 t3>t8 t5>t1 t7>t3 c1>f4 c2>t2');
    expect(refusal(freecell, state, mv('t1', 'c1'))).toBe('cell-occupied: Cell 1 already holds a card.');
  });

  it('an empty column takes any card', () => {
    const state = position(freecell, { t2: '7S', t3: '9H', t4: 'JC', t5: '4S', t6: '6C', t7: '8C', t8: 'TC', c1: 'QD', c2: '6H', c3: '3C', c4: '2D' });
    expect(movesFrom(state, 'c1')).toBe('c1>t1');
    expect(movesFrom(state, 'c4')).toBe('c4>t1');
    expect(movesFrom(state, 't5')).toBe('t5>t1');
  });

  it('cards on the foundations stay there', () => {
    const state = position(freecell, { t1: '3H', f1: 'AC 2C' });
    expect(refusal(freecell, state, mv('f1', 't1'))).toBe('foundation-locked: Cards on the foundations stay there.');
  });
});
