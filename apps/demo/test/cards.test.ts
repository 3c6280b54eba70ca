import { describe, expect, it } from 'vitest';
import { pipLayout } from '../src/cards/pips.js';

const at = (rank: number): string[] => pipLayout(rank).map((p) => `${'LMR'[p.col]}${p.row.toFixed(2)}${p.flipped ? 'v' : ''}`);

describe('pip layouts of a standard deck', () => {
  it('gives each number card as many pips as its rank', () => {
    for (let rank = 1; rank <= 10; rank++) expect(pipLayout(rank)).toHaveLength(rank);
  });

  it('places the 3 in the middle column, top, centre and bottom, the bottom one upside down', () => {
    expect(at(3)).toEqual(['M0.00', 'M0.50', 'M1.00v']);
  });

  it('places the 7 as a 6 with one more pip between the top rows', () => {
    expect(at(7)).toEqual(['L0.00', 'R0.00', 'L1.00v', 'R1.00v', 'L0.50', 'R0.50', 'M0.25']);
  });

  it('places the 10 in four rows of two with two pips in the middle column', () => {
    expect(at(10)).toEqual(['L0.00', 'R0.00', 'L0.33', 'R0.33', 'L0.67v', 'R0.67v', 'L1.00v', 'R1.00v', 'M0.17', 'M0.83v']);
  });

  it('is symmetric, as printed cards are, save the 7 and its one pip above the middle', () => {
    for (const rank of [1, 2, 3, 4, 5, 6, 8, 9, 10]) {
      const spots = pipLayout(rank).map((p) => `${p.col}:${p.row.toFixed(3)}`).sort();
      const turned = pipLayout(rank).map((p) => `${2 - p.col}:${(1 - p.row).toFixed(3)}`).sort();
      expect(turned).toEqual(spots);
    }
  });

  it('refuses court cards and ranks out of range, naming the rank', () => {
    expect(() => pipLayout(11)).toThrow('Cards of rank 11 have no pip layout');
    expect(() => pipLayout(0)).toThrow(RangeError);
  });
});
