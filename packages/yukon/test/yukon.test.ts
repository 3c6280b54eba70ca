/**
 * Yukon, defined purely as data: golden deals, and any face-up card moving with everything on top of it.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deal, pileIds } from '@patience/core/engine';
import { yukon } from './support.js';
import { card, DEAL, layout, moveList, mv, position, refusal } from './support.js';

describe('Yukon golden deals', () => {
  it('has seven columns and four foundations, and no stock', () => {
    expect(pileIds(yukon)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1', 'f2', 'f3', 'f4']);
    expect(refusal(yukon, deal(yukon, 1), DEAL)).toBe('no-stock: Yukon has no stock.');
  });

  it('deal 1', () => {
    const state = deal(yukon, 1);
    expect(layout(yukon, state)).toEqual([
      't1: 9C',
      't2: AC | 5S 6C JC 2D QC',
      't3: TC KS | 9H 7D 6D TS 3C',
      't4: 4C 5C JD | AH KD 8C 4H JS',
      't5: 8H QD TH 8D | QS 3S 4S 4D AS',
      't6: TD 6H 6S 3H 5D | 5H 7H 2S 2H QH',
      't7: 2C AD KH 9S 8S 9D | 7C KC JH 7S 3D',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
    ]);
    expect(moveList(yukon, state)).toBe('t2>t3x2 t2>t6x3 t4>t6 t5>f4 t6>t3x2 t6>t7x3 t7>t2x3');
  });

  it('deal 2', () => {
    const state = deal(yukon, 2);
    expect(layout(yukon, state)).toEqual([
      't1: TD',
      't2: JC | KS 9C 4H KD 6D',
      't3: QC JS | 9H QH JH 9S 8H',
      't4: AS QD 4D | 2S 7H 2D KH 7C',
      't5: AH 6C 6S AC | 8D 5D 8C AD 5S',
      't6: 5C 4S 2C JD 7D | KC 5H 4C TH 2H',
      't7: 9D 3H 3S QS 3C TS | 8S 7S 3D 6H TC',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
    ]);
    expect(moveList(yukon, state)).toBe('t2>t1x4 t2>t4 t2>t5x3 t3>t1x2 t3>t7x5 t4>t3 t5>t2 t7>t3x4 t7>t4x2');
  });
});

describe('Yukon rules', () => {
  it('any face-up card moves with all the cards on top of it, in whatever order they lie', () => {
    const state = position(yukon, { t1: 'QC | 4D 9S 2H', t2: '5S', t3: 'TH', t4: '2C', t5: '2S', t6: '3H', t7: 'KD' });
    expect(moveList(yukon, state)).toBe('t1>t2x3 t1>t3x2 t4>t6 t5>t6');
    const outcome = applyMove(yukon, state, mv('t1', 't2', 3));
    expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('QC') }]);
    expect(layout(yukon, outcome.state).slice(0, 2)).toEqual(['t1: QC', 't2: 5S 4D 9S 2H']);
    expect(refusal(yukon, state, mv('t1', 't2', 4))).toBe('face-down-card: You may not move a face-down card.');
    expect(refusal(yukon, state, mv('t1', 't3', 3))).toBe(
      'does-not-build: The 4 of diamonds cannot go on the 10 of hearts: build down in alternating colours.',
    );
  });

  it('a King with anything on it fills a gap; nothing else does', () => {
    const state = position(yukon, { t1: '5D | KH 3C 8S', t3: '2C', t4: '2S', t5: '2H', t6: '2D', t7: '4C' });
    expect(moveList(yukon, state)).toBe('t1>t2x3');
    expect(refusal(yukon, state, mv('t1', 't2', 2))).toBe(
      'empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.',
    );
  });

  it('moves any number of cards at once', () => {
    const long = '9C 2D 3H 4S 5C 6D 7H 8S 9D TH JS QC';
    const state = position(yukon, { t1: `AS | ${long}`, t2: 'TD', t3: '2C', t4: '2S', t5: '2H', t6: '2D', t7: '4H' });
    expect(applyMove(yukon, state, mv('t1', 't2', 12)).state.piles[1]?.cards.length).toBe(13);
  });
});
