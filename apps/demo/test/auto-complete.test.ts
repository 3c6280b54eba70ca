import { describe, expect, it } from 'vitest';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { certainFinish } from '../src/play/auto-complete.js';

const EASTHAVEN = easthaven.variant();
const upTo = (suit: string, last: number): string => 'A23456789TJQK'.slice(0, last).split('').map((r) => `${r}${suit}`).join(' ');

describe('auto-complete: offered once the rest of the game is certain', () => {
  it('plays every card left to the foundations, lowest first, when all are face up and the stock is empty', () => {
    const state = positionFromText(EASTHAVEN, {
      f1: upTo('C', 12), f2: upTo('D', 11), f3: upTo('H', 13), f4: upTo('S', 12),
      t1: 'KC', t2: 'KD QD', t3: 'KS',
    });
    expect(certainFinish(EASTHAVEN, state)).toEqual([
      { kind: 'move', from: 't1', to: 'f1', count: 1 },
      { kind: 'move', from: 't2', to: 'f2', count: 1 },
      { kind: 'move', from: 't2', to: 'f2', count: 1 },
      { kind: 'move', from: 't3', to: 'f4', count: 1 },
    ]);
  });

  it('is not offered while a card is face down, or while the foundations alone cannot finish', () => {
    const hidden = positionFromText(EASTHAVEN, { f1: upTo('C', 12), f2: upTo('D', 12), f3: upTo('H', 12), f4: upTo('S', 12), t1: 'KC | KD', t2: 'KH', t3: 'KS' });
    expect(certainFinish(EASTHAVEN, hidden)).toBeNull();
    const blocked = positionFromText(EASTHAVEN, { f1: upTo('C', 11), f2: upTo('D', 13), f3: upTo('H', 13), f4: upTo('S', 13), t1: 'QC KC' });
    expect(certainFinish(EASTHAVEN, blocked)).toBeNull();
  });
});
