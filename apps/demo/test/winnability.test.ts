import { describe, expect, it } from 'vitest';
import { winnabilityWords } from '../src/solver/winnability.js';

const done = (verdict: 'winnable' | 'lost' | 'unknown', thoughtful: boolean, gaveUp: string | null = null) => ({ status: 'done', verdict, thoughtful, gaveUp }) as const;
const text = (...args: Parameters<typeof winnabilityWords>): string | undefined => winnabilityWords(...args)?.text;

describe('the winnability note', () => {
  it('says still winnable, no longer winnable or unknown, and speaks of the deal before the first move', () => {
    expect(text(done('winnable', false), false)).toBe('Still winnable');
    expect(text(done('winnable', false), true)).toBe('Winnable deal');
    expect(text(done('lost', false), false)).toBe('No longer winnable');
    expect(text(done('lost', false), true)).toBe('This deal cannot be won');
    expect(text(done('unknown', false, 'time'), false)).toBe('Winnable: unknown (no answer after 4 s)');
    expect(text(done('unknown', true, 'max-states'), false)).toBe('Winnable: unknown (no answer after 300,000 positions)');
  });

  it('labels a verdict reached by seeing the hidden cards as thoughtful', () => {
    expect(text(done('winnable', true), false)).toBe('Still winnable, thoughtfully (seeing the hidden cards)');
    expect(text(done('lost', true), false)).toBe('No longer winnable, even seeing the hidden cards');
    expect(winnabilityWords(done('winnable', true), false)?.detail).toMatch(/^Thoughtful: the solver looked at the face-down cards and the stock/);
  });

  it('says it is checking, says nothing when off, and says when the solver is unavailable', () => {
    // Never the verdict of the position before: a check has no other words than these.
    expect(text({ status: 'checking' }, false)).toBe('Checking whether it can be won…');
    expect(winnabilityWords({ status: 'off' }, false)).toBeNull();
    expect(winnabilityWords({ status: 'error', message: 'The solver stopped.' }, false)).toEqual({ text: 'Winnable: unknown (the solver is unavailable)', detail: 'The solver stopped.' });
  });
});
