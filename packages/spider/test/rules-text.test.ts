/**
 * The rules text a player reads, generated from the rules: the exact Markdown of the default Spider and
 * Spiderette, and the sentences that the options change.
 */
import { describeRules, rulesMarkdown } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';

describe('rules text', () => {
  it('Spider: the whole Markdown page', () => {
    expect(rulesMarkdown(spider.variant()).split('\n')).toEqual([
      '# Spider',
      '',
      'Two decks on ten columns; build down on any suit, clear eight King-to-Ace runs of one suit.',
      '',
      '## Cards',
      '',
      '- Two decks shuffled together: 104 cards, all four suits (two of each card).',
      '',
      '## Layout',
      '',
      '- Deal four columns of 6 cards (the bottom five face down and the top one face up), then six columns of 5 cards (the bottom four face down and the top one face up).',
      '- The remaining 50 cards form the stock.',
      '- There are eight foundations, empty at the start.',
      '',
      '## Tableau',
      '',
      '- Build down regardless of suit: a card goes on a card one rank higher, whatever its suit.',
      '- Only a run built down in suit moves as a unit; other cards move one at a time.',
      '- There is no limit on how many cards a run move carries.',
      '- Any card or movable run may fill an empty column.',
      '- A face-down card left on top of a column turns face up by itself.',
      '',
      '## Foundations',
      '',
      '- A complete run from King down to Ace in one suit is lifted off the tableau to a foundation automatically.',
      '- No card is played to the foundations by hand.',
      '',
      '## Stock',
      '',
      '- A deal puts one face-up card from the stock on each column, left to right: five deals of 10.',
      '- You may not deal while a column is empty.',
      '- There is no redeal.',
      '',
      '## Winning',
      '',
      '- The game is won when all eight complete runs are lifted off (all 104 cards).',
      '',
      '## Scoring',
      '',
      '- The score starts at 500, loses 1 point for each move or deal and gains 100 points for each completed run.',
      '',
    ]);
  });

  it('Spiderette: the whole Markdown page', () => {
    expect(rulesMarkdown(spiderette.variant()).split('\n')).toEqual([
      '# Spiderette',
      '',
      'One-deck Spider on seven Klondike-style columns; clear four King-to-Ace runs of one suit.',
      '',
      '## Cards',
      '',
      '- One standard deck of 52 cards.',
      '',
      '## Layout',
      '',
      '- Deal seven columns of 1 to 7 cards, only the top card of each face up.',
      '- The remaining 24 cards form the stock.',
      '- There are four foundations, empty at the start.',
      '',
      '## Tableau',
      '',
      '- Build down regardless of suit: a card goes on a card one rank higher, whatever its suit.',
      '- Only a run built down in suit moves as a unit; other cards move one at a time.',
      '- There is no limit on how many cards a run move carries.',
      '- Any card or movable run may fill an empty column.',
      '- A face-down card left on top of a column turns face up by itself.',
      '',
      '## Foundations',
      '',
      '- A complete run from King down to Ace in one suit is lifted off the tableau to a foundation automatically.',
      '- No card is played to the foundations by hand.',
      '',
      '## Stock',
      '',
      '- A deal puts one face-up card from the stock on each column, left to right: three deals of 7, then a last deal of 3 to the three leftmost columns.',
      '- You may not deal while a column is empty.',
      '- There is no redeal.',
      '',
      '## Winning',
      '',
      '- The game is won when all four complete runs are lifted off (all 52 cards).',
      '',
      '## Scoring',
      '',
      '- The score starts at 500, loses 1 point for each move or deal and gains 100 points for each completed run.',
      '',
    ]);
  });

});

describe('rules text by options', () => {
  /** One section's sentences. */
  function rules(variant: ReturnType<typeof spider.variant>, heading: string): readonly string[] {
    return describeRules(variant).sections.find((s) => s.heading === heading)?.rules ?? [];
  }

  it('names the variant in the title', () => {
    expect(describeRules(spider.variant({ suits: 2, dealWithEmptyColumns: 'allow' })).title).toBe('Spider (two suits, relaxed)');
    expect(describeRules(spiderette.variant({ suits: 1 })).title).toBe('Spiderette (one suit)');
  });

  it('the Cards section follows the suits', () => {
    expect(rules(spider.variant({ suits: 1 }), 'Cards')).toEqual(['Two decks shuffled together: 104 cards, all spades (eight of each card).']);
    expect(rules(spider.variant({ suits: 2 }), 'Cards')).toEqual(['Two decks shuffled together: 104 cards, spades and hearts (four of each card).']);
    expect(rules(spiderette.variant({ suits: 1 }), 'Cards')).toEqual(['One deck of 52 cards, all spades (four of each card).']);
    expect(rules(spiderette.variant({ suits: 2 }), 'Cards')).toEqual(['One deck of 52 cards, spades and hearts (two of each card).']);
  });

  it('the Stock section follows the relaxed rule; nothing else changes', () => {
    const strict = describeRules(spider.variant());
    const loose = describeRules(spider.variant({ dealWithEmptyColumns: 'allow' }));
    expect(loose.sections.find((s) => s.heading === 'Stock')?.rules[1]).toBe('You may deal even while a column is empty; an empty column gets a card like any other.');
    expect(loose.sections.filter((s) => s.heading !== 'Stock')).toEqual(strict.sections.filter((s) => s.heading !== 'Stock'));
  });
});

describe('Spiderette relaxed: the short last deal', () => {
  // The last row of three reaches only columns 1 to 3, so an empty column 4 to 7 stays empty
  // (test/options.test.ts shows the play); the rules text says so.
  it('does not promise a card to an empty column the last deal does not reach', () => {
    const stock = describeRules(spiderette.variant({ dealWithEmptyColumns: 'allow' })).sections.find((s) => s.heading === 'Stock');
    expect(stock?.rules).toEqual([
      'A deal puts one face-up card from the stock on each column, left to right: three deals of 7, then a last deal of 3 to the three leftmost columns.',
      'You may deal even while a column is empty; an empty column gets a card like any other (the last deal reaches only the three leftmost columns).',
      'There is no redeal.',
    ]);
  });
});
