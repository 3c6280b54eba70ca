/**
 * The rules a player reads, generated from the rules as data.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, rulesMarkdown } from '@patience/core';
import { seahaven } from '../src/index.js';
import { doubling, relaxed, standard } from './support.js';

describe('Seahaven Towers rules text', () => {
  it('the default variant, in Markdown', () => {
    expect(rulesMarkdown(standard)).toBe([
      '# Seahaven Towers',
      '',
      'Every card in sight: ten columns built down in suit, four towers, and only Kings fill a gap.',
      '',
      '## Cards',
      '',
      '- One standard deck of 52 cards.',
      '',
      '## Layout',
      '',
      '- Deal ten columns of 5 cards (all face up).',
      '- There are four towers; tower 2 and tower 3 get one face-up card each at the start.',
      '- There are four foundations, empty at the start.',
      '',
      '## Tableau',
      '',
      '- Build down in suit: a card goes on a card one rank higher of the same suit.',
      '- A run of face-up cards built down in suit may move as a unit.',
      '- A run move may carry at most one card more than there are empty towers; empty columns, since they take only Kings, add nothing.',
      '- Only a King, or a run led by a King, may fill an empty column.',
      '',
      '## Towers',
      '',
      '- A tower holds one card. Any movable single card may go into an empty tower; a card in a tower may move to a column, a foundation or another tower.',
      '',
      '## Foundations',
      '',
      '- Each foundation is built up in one suit from Ace to King, one card at a time.',
      '- Cards on the foundations stay there.',
      '',
      '## Winning',
      '',
      '- The game is won when all 52 cards are on the foundations.',
      '',
    ].join('\n'));
  });

  it('no stock and no face-down cards, so no sentence about either', () => {
    const all = describeRules(standard).sections.flatMap((s) => s.rules).join(' ');
    expect(all).not.toMatch(/stock|face-down|turns face up/);
  });

  it('the presets share every section heading and title', () => {
    for (const variant of [doubling, relaxed]) {
      const d = describeRules(variant);
      expect(d.title).toBe('Seahaven Towers');
      expect(d.sections.map((s) => s.heading)).toEqual(['Cards', 'Layout', 'Tableau', 'Towers', 'Foundations', 'Winning']);
    }
    expect(seahaven.presets).toHaveLength(3);
  });
});
