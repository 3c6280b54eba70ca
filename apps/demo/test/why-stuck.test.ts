import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { whyStuck } from '../src/input/why-stuck.js';

const EASTHAVEN = easthaven.variant();
const at = (variant: Variant, piles: Record<string, string>): GameState => positionFromText(variant, piles);

describe('why cards can go nowhere', () => {
  it('repeats the engine when it refuses to lift the cards at all', () => {
    const state = at(EASTHAVEN, { t1: '5C | 9H', t2: 'TS' });
    expect(whyStuck(EASTHAVEN, state, 't1', 2)).toBe('You may not move a face-down card.');
  });

  it('names the card when every destination refuses for its own reason', () => {
    const state = at(EASTHAVEN, { t1: '9H', t2: '9S', t3: 'KC' });
    expect(whyStuck(EASTHAVEN, state, 't1', 1)).toBe('There is no legal move for the 9 of hearts.');
  });
});

