import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, extendVariant, rulesMarkdown, type Variant } from '../src/index.js';
import { deal, pileName } from '../src/entries/engine.js';
import type { RulesDescription } from '../src/entries/rules.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';
import { mv, position, refusal } from './support/engine-helpers.js';

/** The headings of a variant's rules, in order. */
function headings(variant: Variant): string[] {
  return describeRules(variant).sections.map((s) => s.heading);
}

/** The sentences of one section of a variant's rules; fails when the section is missing. */
function section(variant: Variant, heading: string): readonly string[] {
  const found = describeRules(variant).sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`${variant.name} has no "${heading}" section; it has ${headings(variant).join(', ')}`);
  return found.rules;
}

/** Seven columns of 1 to 7 cards, the top card of each face up. */
const klondikeColumns = [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 }));

/** Ten open columns of five, four cells of which two are dealt a card: a Seahaven shape. */
const seahavenLike = defineVariant({
  id: 'seahaven-like',
  name: 'Seahaven-like',
  layout: {
    tableau: Array.from({ length: 10 }, () => ({ cards: 5, faceDown: 0 })),
    cells: [{ cards: 0, faceDown: 0 }, { cards: 1, faceDown: 0 }, { cards: 1, faceDown: 0 }, { cards: 0, faceDown: 0 }],
  },
  rules: { tableau: { build: { direction: 'down', match: 'same-suit' }, runLimit: 'free-spaces', emptyAccepts: 'king' } },
});

describe('describeRules: "the rules text a player reads can be generated from them"', () => {
  it('writes Klondike out in full', () => {
    expect(describeRules(klondike)).toEqual<RulesDescription>({
      title: 'Klondike',
      summary: 'Seven columns built down in alternating colours, a stock turned one card at a time onto a waste.',
      sections: [
        { heading: 'Cards', rules: ['One standard deck of 52 cards.'] },
        {
          heading: 'Layout',
          rules: [
            'Deal seven columns of 1 to 7 cards, only the top card of each face up.',
            'The remaining 24 cards form the stock.',
            'There are four foundations, empty at the start.',
          ],
        },
        {
          heading: 'Tableau',
          rules: [
            'Build down in alternating colours: a card goes on a card one rank higher of the other colour.',
            'A run of face-up cards built down in alternating colours may move as a unit.',
            'There is no limit on how many cards a run move carries.',
            'Only a King, or a run led by a King, may fill an empty column.',
            'A face-down card left on top of a column turns face up by itself.',
          ],
        },
        {
          heading: 'Foundations',
          rules: ['Each foundation is built up in one suit from Ace to King, one card at a time.', 'Cards on the foundations stay there.'],
        },
        {
          heading: 'Stock and waste',
          rules: [
            'A deal turns one card from the stock onto the waste; only the top card of the waste may be played.',
            'When the stock is empty, the waste may be turned over to form a new stock as often as you like.',
          ],
        },
        { heading: 'Winning', rules: ['The game is won when all 52 cards are on the foundations.'] },
      ],
    });
  });

  it('says Klondike (draw 3) turns three cards', () => {
    expect(describeRules(klondikeDraw3).title).toBe('Klondike (draw 3)');
    expect(section(klondikeDraw3, 'Stock and waste')).toEqual([
      'A deal turns 3 cards from the stock onto the waste; only the top card of the waste may be played.',
      'When the stock is empty, the waste may be turned over to form a new stock as often as you like.',
    ]);
  });

  it('writes FreeCell with its cells and its supermove limit', () => {
    expect(headings(freecell)).toEqual(['Cards', 'Layout', 'Tableau', 'Cells', 'Foundations', 'Winning']);
    expect(describeRules(freecell).summary).toBe('Eight open columns, four cells; build down in alternating colours.');
    expect(section(freecell, 'Layout')).toEqual([
      'Deal four columns of 7 cards (all face up), then four columns of 6 cards (all face up).',
      'There are four cells, empty at the start.',
      'There are four foundations, empty at the start.',
    ]);
    expect(section(freecell, 'Tableau')).toEqual([
      'Build down in alternating colours: a card goes on a card one rank higher of the other colour.',
      'A run of face-up cards built down in alternating colours may move as a unit.',
      'A run move may carry as many cards as could be moved one at a time through the empty cells and empty columns: (empty cells + 1), doubled for each empty column that is not the destination.',
      'Any card or movable run may fill an empty column.',
    ]);
    expect(section(freecell, 'Cells')).toEqual([
      'A cell holds one card. Any movable single card may go into an empty cell; a card in a cell may move to a column, a foundation or another cell.',
    ]);
  });

  it('writes Yukon: any face-up card moves with what lies on it', () => {
    expect(headings(yukon)).toEqual(['Cards', 'Layout', 'Tableau', 'Foundations', 'Winning']);
    expect(section(yukon, 'Layout')).toEqual([
      'Deal one column of 1 card (all face up), then one column of 6 cards (1 face down and 5 face up), then one column of 7 cards (2 face down and 5 face up), then one column of 8 cards (3 face down and 5 face up), then one column of 9 cards (4 face down and 5 face up), then one column of 10 cards (5 face down and 5 face up), then one column of 11 cards (6 face down and 5 face up).',
      'There are four foundations, empty at the start.',
    ]);
    expect(section(yukon, 'Tableau')).toEqual([
      'Build down in alternating colours: a card goes on a card one rank higher of the other colour.',
      'Any face-up card may move, together with all the cards on top of it, whether or not they are in sequence.',
      'There is no limit on how many cards a run move carries.',
      'Only a King, or a run led by a King, may fill an empty column.',
      'A face-down card left on top of a column turns face up by itself.',
    ]);
  });

  it('writes the Spider-like fixture: two one-suit decks, lifted runs, a deal-row stock and scoring', () => {
    expect(headings(spiderLike)).toEqual(['Cards', 'Layout', 'Tableau', 'Foundations', 'Stock', 'Winning', 'Scoring']);
    expect(describeRules(spiderLike).summary).toBe('');
    expect(section(spiderLike, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, all spades (eight of each card).']);
    expect(section(spiderLike, 'Layout')).toEqual([
      'Deal four columns of 6 cards (the bottom five face down and the top one face up), then six columns of 5 cards (the bottom four face down and the top one face up).',
      'The remaining 50 cards form the stock.',
      'There are eight foundations, empty at the start.',
    ]);
    expect(section(spiderLike, 'Tableau')).toEqual([
      'Build down regardless of suit: a card goes on a card one rank higher, whatever its suit.',
      'Only a run built down in suit moves as a unit; other cards move one at a time.',
      'There is no limit on how many cards a run move carries.',
      'Any card or movable run may fill an empty column.',
      'A face-down card left on top of a column turns face up by itself.',
    ]);
    expect(section(spiderLike, 'Foundations')).toEqual([
      'A complete run from King down to Ace in one suit is lifted off the tableau to a foundation automatically.',
      'No card is played to the foundations by hand.',
    ]);
    expect(section(spiderLike, 'Stock')).toEqual([
      'A deal puts one face-up card from the stock on each column, left to right: five deals of 10.',
      'You may not deal while a column is empty.',
      'There is no redeal.',
    ]);
    expect(section(spiderLike, 'Winning')).toEqual(['The game is won when all eight complete runs are lifted off (all 104 cards).']);
    expect(section(spiderLike, 'Scoring')).toEqual([
      'The score starts at 500, loses 1 point for each move or deal and gains 100 points for each completed run.',
    ]);
  });

  it('writes the Easthaven-like stock: "four rows of 7, then a last row of 3 to the three leftmost columns"', () => {
    expect(section(easthavenLike, 'Layout')).toEqual([
      'Deal seven columns of 3 cards (the bottom two face down and the top one face up).',
      'The remaining 31 cards form the stock.',
      'There are four foundations, empty at the start.',
    ]);
    expect(section(easthavenLike, 'Stock')).toEqual([
      'A deal puts one face-up card from the stock on each column, left to right: four deals of 7, then a last deal of 3 to the three leftmost columns.',
      'You may not deal while a column is empty.',
      'There is no redeal.',
    ]);
  });
});

describe('describeRules follows each rule of the vocabulary', () => {
  it('names the cards of one- and two-suit decks', () => {
    const oneDeckOneSuit = extendVariant(easthavenLike, { id: 'one-suit', deck: { decks: 1, suits: ['spades'] } });
    const oneDeckTwoSuits = extendVariant(easthavenLike, { id: 'two-suit', deck: { decks: 1, suits: ['spades', 'hearts'] } });
    const twoDecksTwoSuits = extendVariant(spiderLike, { id: 'spider-like-2', deck: { suits: ['spades', 'hearts'] } });
    const twoDecksFourSuits = extendVariant(spiderLike, { id: 'spider-like-4', deck: { suits: ['clubs', 'diamonds', 'hearts', 'spades'] } });
    expect(section(oneDeckOneSuit, 'Cards')).toEqual(['One deck of 52 cards, all spades (four of each card).']);
    expect(section(oneDeckTwoSuits, 'Cards')).toEqual(['One deck of 52 cards, spades and hearts (two of each card).']);
    expect(section(twoDecksTwoSuits, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, spades and hearts (four of each card).']);
    expect(section(twoDecksFourSuits, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, all four suits (two of each card).']);
  });

  it('names the cells dealt a card', () => {
    expect(section(seahavenLike, 'Layout')).toEqual([
      'Deal ten columns of 5 cards (all face up).',
      'There are four cells; cell 2 and cell 3 get one face-up card each at the start.',
      'There are four foundations, empty at the start.',
    ]);
    const oneCell = extendVariant(seahavenLike, {
      id: 'one-cell',
      layout: { tableau: Array.from({ length: 17 }, () => ({ cards: 3, faceDown: 0 })), cells: [{ cards: 1, faceDown: 0 }] },
    });
    expect(section(oneCell, 'Layout')).toEqual([
      'Deal 17 columns of 3 cards (all face up).',
      'There is one cell; it gets one face-up card at the start.',
      'There are four foundations, empty at the start.',
    ]);
  });

  it('says run moves are limited by free cells alone when empty columns take only Kings (the Seahaven rule)', () => {
    expect(section(seahavenLike, 'Tableau')).toEqual([
      'Build down in suit: a card goes on a card one rank higher of the same suit.',
      'A run of face-up cards built down in suit may move as a unit.',
      'A run move may carry at most one card more than there are empty cells; empty columns, since they take only Kings, add nothing.',
      'Only a King, or a run led by a King, may fill an empty column.',
    ]);
  });

  it('says empty columns that take nothing add nothing, and stay empty', () => {
    const closed = extendVariant(seahavenLike, { id: 'closed', rules: { tableau: { emptyAccepts: 'none' } } });
    expect(section(closed, 'Tableau').slice(2)).toEqual([
      'A run move may carry at most one card more than there are empty cells; empty columns, since they take no cards, add nothing.',
      'An empty column stays empty.',
    ]);
  });

  it('offers a card taken back only to a column when there are no cells', () => {
    const v = extendVariant(klondike, { id: 'klondike-take-back', rules: { foundations: { kind: 'up-by-suit', takeBack: true } } });
    expect(section(v, 'Foundations')).toEqual([
      'Each foundation is built up in one suit from Ace to King, one card at a time.',
      'The top card of a foundation may be taken back to a column.',
    ]);
  });

  it('writes "up or down" in words', () => {
    const both = extendVariant(seahavenLike, { id: 'both-ways', rules: { tableau: { build: { direction: 'up-or-down' } } } });
    expect(section(both, 'Tableau').slice(0, 2)).toEqual([
      'Build up or down in suit: a card goes on a card one rank higher or lower of the same suit.',
      'A run of face-up cards built up or down in suit may move as a unit.',
    ]);
  });

  it('writes building up, other matches, the doubling limit and foundations that give cards back', () => {
    const v = extendVariant(freecell, {
      id: 'odd-freecell',
      rules: {
        tableau: { runLimit: 'doubling-per-empty-pile', build: { direction: 'up', match: 'same-colour' }, pickUp: { kind: 'run', match: 'other-suit' } },
        foundations: { kind: 'up-by-suit', takeBack: true },
      },
    });
    expect(section(v, 'Tableau')).toEqual([
      'Build up in the same colour: a card goes on a card one rank lower of the same colour.',
      'Only a run built up in any other suit moves as a unit; other cards move one at a time.',
      'A run move may carry up to (empty cells + 1) cards, doubled for each empty column that is not the destination.',
      'Any card or movable run may fill an empty column.',
    ]);
    expect(section(v, 'Foundations')).toEqual([
      'Each foundation is built up in one suit from Ace to King, one card at a time.',
      'The top card of a foundation may be taken back to a column or a cell.',
    ]);
  });

  it('writes a tableau where nothing builds and only top cards move, without a run limit', () => {
    const v = extendVariant(freecell, {
      id: 'no-building',
      rules: { tableau: { build: { direction: 'none', match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
    });
    expect(section(v, 'Tableau')).toEqual([
      'Nothing may be built on the columns.',
      'Only the top card of a column may move.',
      'An empty column stays empty.',
    ]);
  });

  it('counts the redeals of a waste', () => {
    const redeals = (n: number): readonly string[] => section(extendVariant(klondike, { id: `klondike-${n}`, rules: { stock: { redeals: n } } }), 'Stock and waste');
    expect(redeals(0)[1]).toBe('There is no redeal.');
    expect(redeals(1)[1]).toBe('When the stock is empty, the waste may be turned over to form a new stock once.');
    expect(redeals(2)[1]).toBe('When the stock is empty, the waste may be turned over to form a new stock 2 times.');
  });

  it('writes each policy for dealing onto an empty column', () => {
    const policy = (emptyPiles: 'allow' | 'allow-if-unfillable'): string | undefined =>
      section(extendVariant(spiderLike, { id: `spider-like-${emptyPiles}`, rules: { stock: { emptyPiles } } }), 'Stock')[1];
    expect(policy('allow')).toBe('You may deal even while a column is empty; an empty column gets a card like any other.');
    expect(policy('allow-if-unfillable')).toBe('You may deal while a column is empty only if no legal move can fill it.');
    const shortRow = extendVariant(easthavenLike, { id: 'easthaven-like-allow', rules: { stock: { emptyPiles: 'allow' } } });
    expect(section(shortRow, 'Stock')[1]).toBe(
      'You may deal even while a column is empty; an empty column gets a card like any other (the last deal reaches only the three leftmost columns).',
    );
    const kingGaps = extendVariant(easthavenLike, { id: 'easthaven-like-unfillable', rules: { stock: { emptyPiles: 'allow-if-unfillable' } } });
    expect(section(kingGaps, 'Stock')[1]).toBe('You may deal while a column is empty only if no legal move can fill it (no King can fill the gap).');
  });

  it('writes a one-deck Spider: complete runs of any suit, four runs to win, a short last deal', () => {
    const v = extendVariant(spiderLike, {
      id: 'spiderette-like',
      deck: { decks: 1, suits: ['spades'] },
      layout: { tableau: klondikeColumns },
      rules: { foundations: { match: 'any-suit' } },
    });
    expect(section(v, 'Foundations')[0]).toBe('A complete run from King down to Ace regardless of suit is lifted off the tableau to a foundation automatically.');
    expect(section(v, 'Stock')[0]).toBe(
      'A deal puts one face-up card from the stock on each column, left to right: three deals of 7, then a last deal of 3 to the three leftmost columns.',
    );
    expect(section(v, 'Winning')).toEqual(['The game is won when all four complete runs are lifted off (all 52 cards).']);
  });

  it('writes only the scoring terms that are not zero, with gains and losses', () => {
    const scored = (scoring: { start: number; perMove?: number; perCardToFoundation?: number; perRunLifted?: number }): readonly string[] =>
      section(extendVariant(klondike, { id: 'klondike-scored', rules: { scoring: { perMove: 0, perCardToFoundation: 0, perRunLifted: 0, ...scoring } } }), 'Scoring');
    expect(scored({ start: 0 })).toEqual(['The score starts at 0.']);
    expect(scored({ start: 0, perCardToFoundation: 10, perMove: 2 })).toEqual([
      'The score starts at 0, gains 2 points for each move or deal and gains 10 points for each card played to a foundation.',
    ]);
    expect(scored({ start: 500, perRunLifted: -5 })).toEqual(['The score starts at 500 and loses 5 points for each completed run.']);
    expect(scored({ start: 10, perCardToFoundation: -1 })).toEqual(['The score starts at 10 and loses 1 point for each card played to a foundation.']);
  });

  it('writes the standard scoring\'s terms, a card taken back costing what it earned and the charge besides', () => {
    const scoring = { perCardToFoundation: 10, perCardTakenBack: -5, perWasteToTableau: 5, perCardTurnedUp: 5, perRedeal: -20, freeRedeals: 2 };
    expect(section(extendVariant(klondike, { id: 'klondike-standard', rules: { scoring } }), 'Scoring')).toEqual([
      'The score starts at 0, gains 10 points for each card played to a foundation, loses 15 points for each card taken back off a foundation, '
      + 'gains 5 points for each card played from the waste to a column, gains 5 points for each face-down card turned up in a column and loses '
      + '20 points for each redeal after the first 2.',
    ]);
    expect(section(extendVariant(klondike, { id: 'klondike-redeal', rules: { scoring: { perRedeal: -100, freeRedeals: 1 } } }), 'Scoring')).toEqual([
      'The score starts at 0 and loses 100 points for each redeal after the first.',
    ]);
  });

  it('leaves out the scoring section when there is no scoring', () => {
    expect(headings(extendVariant(spiderLike, { id: 'spider-like-unscored', rules: { scoring: null } }))).toEqual([
      'Cards', 'Layout', 'Tableau', 'Foundations', 'Stock', 'Winning',
    ]);
  });

  it('says nothing of turning cards up when the layout has no face-down card, or the effect is off', () => {
    expect(section(freecell, 'Tableau')).not.toContain('A face-down card left on top of a column turns face up by itself.');
    const noTurn = extendVariant(klondike, { id: 'klondike-no-turn', rules: { effects: { turnUpExposed: false } } });
    expect(section(noTurn, 'Tableau')).not.toContain('A face-down card left on top of a column turns face up by itself.');
    expect(section(klondike, 'Tableau')).toContain('A face-down card left on top of a column turns face up by itself.');
  });

  it('follows the variant, so a changed rule changes its sentence', () => {
    const anyGap = extendVariant(klondike, { id: 'klondike-any-gap', rules: { tableau: { emptyAccepts: 'any' } } });
    expect(section(klondike, 'Tableau')[3]).toBe('Only a King, or a run led by a King, may fill an empty column.');
    expect(section(anyGap, 'Tableau')[3]).toBe('Any card or movable run may fill an empty column.');
  });
});

describe('rulesMarkdown', () => {
  it('writes a title, the summary and a bulleted section per part of the rules', () => {
    expect(rulesMarkdown(klondike)).toBe(
      [
        '# Klondike',
        '',
        'Seven columns built down in alternating colours, a stock turned one card at a time onto a waste.',
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
        '- Build down in alternating colours: a card goes on a card one rank higher of the other colour.',
        '- A run of face-up cards built down in alternating colours may move as a unit.',
        '- There is no limit on how many cards a run move carries.',
        '- Only a King, or a run led by a King, may fill an empty column.',
        '- A face-down card left on top of a column turns face up by itself.',
        '',
        '## Foundations',
        '',
        '- Each foundation is built up in one suit from Ace to King, one card at a time.',
        '- Cards on the foundations stay there.',
        '',
        '## Stock and waste',
        '',
        '- A deal turns one card from the stock onto the waste; only the top card of the waste may be played.',
        '- When the stock is empty, the waste may be turned over to form a new stock as often as you like.',
        '',
        '## Winning',
        '',
        '- The game is won when all 52 cards are on the foundations.',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the summary paragraph when there is none', () => {
    expect(rulesMarkdown(spiderLike).split('\n').slice(0, 5)).toEqual(['# Spider-like', '', '## Cards', '', '- Two decks shuffled together: 104 cards, all spades (eight of each card).']);
  });

  it('has one "## " heading per section, in order, for every fixture', () => {
    for (const v of [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike]) {
      const markdownHeadings = rulesMarkdown(v).split('\n').filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
      expect(markdownHeadings).toEqual(headings(v));
    }
  });
});

describe('a game that calls its cells by another name', () => {
  const towers = defineVariant({
    id: 'towers', name: 'Towers',
    layout: { tableau: Array.from({ length: 10 }, () => ({ cards: 5 })), cells: [{ cards: 0 }, { cards: 1 }, { cards: 1 }, { cards: 0 }], cellName: 'tower' },
    rules: { tableau: { build: { direction: 'down', match: 'same-suit' }, runLimit: 'free-spaces', emptyAccepts: 'king' } },
  });

  it('uses the name in the layout, the run limit and its own section', () => {
    const rules = describeRules(towers);
    expect(rules.sections.find((s) => s.heading === 'Layout')?.rules[1]).toBe('There are four towers; tower 2 and tower 3 get one face-up card each at the start.');
    expect(rules.sections.find((s) => s.heading === 'Tableau')?.rules[2]).toBe('A run move may carry at most one card more than there are empty towers; empty columns, since they take only Kings, add nothing.');
    expect(rules.sections.find((s) => s.heading === 'Towers')?.rules).toEqual([
      'A tower holds one card. Any movable single card may go into an empty tower; a card in a tower may move to a column, a foundation or another tower.',
    ]);
  });

  it('uses the name in refusals', () => {
    const state = position(towers, { t1: '9S 8S 7S 6S', t2: 'TS', t3: 'KH', c1: 'AC', c2: 'AD', c4: 'AH' });
    expect(refusal(towers, state, mv('t3', 'c1'))).toBe('cell-occupied: Tower 1 already holds a card.');
    expect(refusal(towers, state, mv('t1', 'c3', 2))).toBe('one-card-only: A tower holds one card.');
    expect(refusal(towers, state, mv('t1', 't2', 4))).toBe('run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).');
    expect(pileName('c3', towers)).toBe('tower 3');
    expect(pileName('c3')).toBe('cell 3');
  });
});

describe('the card that sets the foundations\' base is said where the deal puts it', () => {
  const withBase = (follow?: 'same-suit'): Variant => defineVariant({
    id: 'base-card', name: 'Base card', layout: { tableau: [{ cards: 51 }], foundationCards: 1 },
    rules: { foundations: { base: 'first-card', ...(follow ? { follow } : {}) } },
  });
  const foundationSentence = (variant: Variant): string | undefined => section(variant, 'Layout').find((r) => r.includes('foundation'));

  it('with a suit for each foundation (the default): "dealt to a foundation of its suit", and the deal puts it there', () => {
    const variant = withBase();
    expect(foundationSentence(variant)).toBe(
      'There are four foundations; one card is dealt to a foundation of its suit at the start, and its rank is the base of every foundation.');
    // f1 to f4 take clubs, diamonds, hearts, spades: seed 1 deals a card that is not a club, so it is not on the first.
    const piles = deal(variant, 1).piles.slice(1, 5);
    const home = piles.findIndex((p) => p.cards.length === 1);
    expect(home).toBeGreaterThan(0);
    expect(Math.floor((piles[home]?.cards[0] ?? 0) % 52 / 13)).toBe(home);
  });

  it('with foundations that take any suit first (Canfield): "dealt to the first of them", and the deal puts it there', () => {
    const variant = withBase('same-suit');
    expect(foundationSentence(variant)).toBe(
      'There are four foundations; one card is dealt to the first of them at the start, and its rank is the base of every foundation.');
    expect(deal(variant, 1).piles.slice(1, 5).map((p) => p.cards.length)).toEqual([1, 0, 0, 0]);
  });
});
