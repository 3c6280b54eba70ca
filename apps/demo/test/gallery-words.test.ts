import { describe, expect, it } from 'vitest';
import { presetDifference } from '../src/gallery/preset-words.js';
import type { ManifestGame } from '../src/gallery/manifest-types.js';

const game = {
  options: [
    { key: 'suits', label: 'Suits', default: 4, choices: [{ value: 1, label: 'One suit', description: '' }, { value: 2, label: 'Two suits', description: '' }, { value: 4, label: 'Four suits', description: '' }] },
    { key: 'deal', label: 'Deal with empty columns', default: 'forbid', choices: [{ value: 'forbid', label: 'Never', description: '' }, { value: 'allow', label: 'Always', description: '' }] },
  ],
} as unknown as ManifestGame;

describe('the line that tells variants apart', () => {
  it('names each option set away from its default', () => {
    expect(presetDifference(game, { suits: 2, deal: 'allow' })).toBe('Suits: Two suits; Deal with empty columns: Always');
  });
  it('calls the defaults the standard rules', () => {
    expect(presetDifference(game, { suits: 4 })).toBe('The standard rules');
    expect(presetDifference(game, {})).toBe('The standard rules');
  });
});
