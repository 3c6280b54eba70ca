/**
 * Each rule option, value by value: the same position, and what changes in the legal moves, the refusals and
 * the rules text a player reads.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, type Variant } from '@patience/core';
import { easthaven } from '../src/index.js';
import { layout, moveList, play, position, preset, refusal, standard } from './support.js';

/** The rule sentences of a variant, by section. */
function sentences(variant: Variant, heading: string): readonly string[] {
  return describeRules(variant).sections.find((s) => s.heading === heading)?.rules ?? [];
}

describe('option emptyColumns: what fills an empty column', () => {
  // Column 2 is empty; column 1 holds a King-led run on a face-down card.
  const gap = { t1: 'QC | KD QS JH', t3: '9C | QH', t4: '8D JS TD', t5: 'KH', t6: 'KS', t7: 'KC', stock: '2C' };

  it('"king" (default): a King or a King-led run, and nothing else', () => {
    const state = position(standard, gap);
    expect(moveList(standard, state)).toBe('t1>t2x3 t1>t5x2 t3>t6 t3>t7 t4>t3x2 t5>t2 t6>t2 t7>t2');
    expect(refusal(standard, state, 't3>t2')).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(standard, state, 't4>t2x2')).toBe('empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.');
    expect(sentences(standard, 'Tableau')).toContain('Only a King, or a run led by a King, may fill an empty column.');
  });

  it('"any": any card or run', () => {
    const any = easthaven.variant({ emptyColumns: 'any' });
    const state = position(any, gap);
    expect(moveList(any, state)).toBe('t1>t2 t1>t2x2 t1>t2x3 t1>t5x2 t3>t2 t3>t6 t3>t7 t4>t2 t4>t2x2 t4>t3x2 t5>t2 t6>t2 t7>t2');
    expect(layout(any, play(any, state, 't3>t2').state).slice(1, 3)).toEqual(['t2: QH', 't3: 9C']);
    expect(sentences(any, 'Tableau')).toContain('Any card or movable run may fill an empty column.');
    expect(sentences(any, 'Tableau')).not.toContain('Only a King, or a run led by a King, may fill an empty column.');
  });
});

describe('option dealWithEmptyColumns: dealing while a column is empty', () => {
  // Column 2 is empty. With a King-led run in column 3 (on a face-down 4 of clubs), or with only a Queen there.
  const withKing = { t1: '7C | 8D', t3: '4C | KH QS', t4: '6H', t5: '9D', t6: '2D', t7: '3D', stock: '5C 5D 5H 5S 6C 6D 6S' };
  const withoutKing = { ...withKing, t3: '4C | QS' };

  it('"forbid" (default, the 000 seed): never', () => {
    expect(moveList(standard, position(standard, withKing))).toBe('t3>t2x2');
    expect(moveList(standard, position(standard, withoutKing))).toBe('');
    expect(refusal(standard, position(standard, withoutKing), 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(sentences(standard, 'Stock')).toContain('You may not deal while a column is empty.');
  });

  it('"allow-if-unfillable" (the lenient-deals preset, the 001 seed): only when no legal move can fill the gap', () => {
    const lenient = easthaven.variant({ dealWithEmptyColumns: 'allow-if-unfillable' });
    expect(lenient).toBe(preset('lenient-deals'));
    expect(moveList(lenient, position(lenient, withKing))).toBe('t3>t2x2');
    expect(refusal(lenient, position(lenient, withKing), 'd')).toBe('deal-while-gap-fillable: A King can fill the empty column: make that move before dealing.');
    expect(moveList(lenient, position(lenient, withoutKing))).toBe('d');
    expect(layout(lenient, play(lenient, position(lenient, withoutKing), 'd').state)[1]).toBe('t2: 6D');
    expect(sentences(lenient, 'Stock')).toContain('You may deal while a column is empty only if no legal move can fill it (no King can fill the gap).');
  });

  it('"allow" (PySolFC): always, and an empty column gets a card like any other', () => {
    const allow = easthaven.variant({ dealWithEmptyColumns: 'allow' });
    expect(moveList(allow, position(allow, withKing))).toBe('t3>t2x2 d');
    expect(moveList(allow, position(allow, withoutKing))).toBe('d');
    expect(layout(allow, play(allow, position(allow, withKing), 'd').state).slice(0, 3)).toEqual(['t1: 7C | 8D 6S', 't2: 6D', 't3: 4C | KH QS 6C']);
    // A short last row still goes to the three leftmost columns, empty or not.
    expect(layout(allow, play(allow, position(allow, { stock: '5C 5D 5H' }), 'd').state).slice(0, 7)).toEqual([
      't1: 5H', 't2: 5D', 't3: 5C', 't4:', 't5:', 't6:', 't7:',
    ]);
    expect(sentences(allow, 'Stock')).toContain(
      'You may deal even while a column is empty; an empty column gets a card like any other (the last deal reaches only the three leftmost columns).',
    );
  });

  it('"allow-if-unfillable" with emptyColumns "any": any card that can move into the gap must go first', () => {
    const both = easthaven.variant({ emptyColumns: 'any', dealWithEmptyColumns: 'allow-if-unfillable' });
    const state = position(both, withoutKing);
    expect(moveList(both, state)).toBe('t1>t2 t3>t2 t4>t2 t5>t2 t6>t2 t7>t2');
    expect(refusal(both, state, 'd')).toBe('deal-while-gap-fillable: A card can fill the empty column: make that move before dealing.');
  });

  it('"allow-if-unfillable" with emptyColumns "any": the rules text does not say a King is needed', () => {
    const both = easthaven.variant({ emptyColumns: 'any', dealWithEmptyColumns: 'allow-if-unfillable' });
    expect(sentences(both, 'Stock')).toContain('You may deal while a column is empty only if no legal move can fill it.');
  });
});

describe('option foundationTakeBack: taking cards back from the foundations', () => {
  const table = { t1: 'AC', t2: 'KS', t3: 'KC', t4: '3S', t5: 'KD', t6: 'QS', t7: 'TC', f3: 'AH 2H', stock: '2C' };

  it('false (default): cards on the foundations stay there', () => {
    const state = position(standard, table);
    expect(moveList(standard, state)).toBe('t1>f1 t6>t5 d');
    expect(refusal(standard, state, 'f3>t4')).toBe('foundation-locked: Cards on the foundations stay there.');
    expect(sentences(standard, 'Foundations')).toContain('Cards on the foundations stay there.');
  });

  it('true (PySolFC): the top card may go back onto a column it builds on, and only there', () => {
    const takeBack = easthaven.variant({ foundationTakeBack: true });
    const state = position(takeBack, table);
    expect(moveList(takeBack, state)).toBe('t1>f1 t6>t5 f3>t4 d');
    const back = play(takeBack, state, 'f3>t4').state;
    expect(layout(takeBack, back).filter((l) => /^(t4|f3):/.test(l))).toEqual(['t4: 3S 2H', 'f3: AH']);
    expect(refusal(takeBack, state, 'f3>t5')).toBe('does-not-build: The 2 of hearts cannot go on the King of diamonds: build down in alternating colours.');
    expect(refusal(takeBack, state, 'f3>f1')).toBe(
      'foundation-to-foundation: A card taken back from a foundation goes to a column, not to another foundation.',
    );
    expect(refusal(takeBack, state, 'f3>t4x2')).toBe('one-card-only: Only one card at a time may move from foundation 3.');
    expect(sentences(takeBack, 'Foundations')).toContain('The top card of a foundation may be taken back to a column.');
  });

  it('true: a King taken back may fill an empty column', () => {
    const takeBack = easthaven.variant({ foundationTakeBack: true });
    const state = position(takeBack, { t1: '5D', f1: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC', stock: '2D' });
    expect(moveList(takeBack, state)).toBe('f1>t2 f1>t3 f1>t4 f1>t5 f1>t6 f1>t7');
  });
});

describe('presets', () => {
  it('pysol: any card fills a gap, the stock deals past gaps, foundation cards come back', () => {
    const pysol = preset('pysol');
    const state = position(pysol, { t1: '7C | 8D', t3: '4C | QS', t4: '6H', t5: '9D', t6: '2D', t7: '3D', f3: 'AH', stock: '5C 5D 5H 5S 6C 6D 6S' });
    expect(moveList(pysol, state)).toBe('t1>t2 t3>t2 t4>t2 t5>t2 t6>t2 t7>t2 f3>t2 d');
  });
});
