/**
 * `rules.tableau.grid`: the tableau as a grid of places (Montana, Gaps, Red Moon, Blue Moon). Montana's rules: "a
 * gap takes the card one rank above, in suit, of the card to its left; a gap right of a King stays empty; a Two only
 * in the first column"; "twice, the cards not yet in sequence are gathered, shuffled and dealt again", leaving a gap
 * right of each row's sequence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, Game, parseVariant, VariantError, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, isWon, legalMoves, type GameState } from '../src/entries/engine.js';
import { cardCode, rankOf, suitIndexOf, type CardId } from '../src/cards/card.js';

const places = (pattern: readonly number[]): { cards: number }[] => pattern.map((cards) => ({ cards }));
const montanaConfig: VariantConfig = {
  id: 'montana', name: 'Montana', layout: { tableau: places(Array.from({ length: 52 }, () => 1)) },
  rules: { tableau: { grid: { columns: 13, aces: 'set-aside', redeals: 2 } }, foundations: { kind: 'up-by-suit' },
    win: { kind: 'rows-in-sequence' } },
};
const montana = defineVariant(montanaConfig);
const moonRules = (aces: 'to-row-starts' | 'moved-to-row-starts'): VariantConfig['rules'] => ({
  tableau: { grid: { columns: 14, aces, redeals: 2 } }, foundations: { kind: 'none' }, win: { kind: 'rows-in-sequence' },
});
const redMoon = defineVariant({ id: 'red-moon', name: 'Red Moon', layout: { tableau: places(Array.from({ length: 56 },
  (_, i) => (i % 14 < 2 ? 0 : 1))) }, rules: moonRules('to-row-starts') });
const blueMoon = defineVariant({ id: 'blue-moon', name: 'Blue Moon', layout: { tableau: places(Array.from({ length: 56 },
  (_, i) => (i % 14 < 1 ? 0 : 1))) }, rules: moonRules('moved-to-row-starts') });

const REDEAL: Move = { kind: 'redeal' };
const mv = (from: string, to: string): Move => ({ kind: 'move', from: from as never, to: to as never, count: 1 });

/** The grid's rows as card codes, `--` for a gap. */
function rows(state: GameState, columns: number): string[] {
  return Array.from({ length: 4 }, (_, r) => state.piles.slice(r * columns, (r + 1) * columns)
    .map((p) => (p.cards[0] === undefined ? '--' : cardCode(p.cards[0]))).join(' '));
}

describe('the opening deal', () => {
  it('Montana: every place dealt, then the Aces set aside on the foundations, leaving four gaps where they lay', () => {
    const state = deal(montana, 1);
    expect(rows(state, 13)).toEqual([
      '9C -- TC 4C 8H TD 2C 5S KS 5C QD 6H --',
      '6C 9H JD TH 6S KH JC 7D -- 8D 3H 9S 2D',
      '6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H',
      '4S 7H 7C JS 4D 2S KC -- 2H JH QH 7S 3D',
    ]);
    expect(state.piles.slice(52).map((p) => p.cards.map(cardCode))).toEqual([['AC'], ['AD'], ['AH'], ['AS']]);
  });

  it('Red Moon: the Aces dealt to the first place of each row, the other cards to places 3 to 14', () => {
    expect(rows(deal(redMoon, 1), 14)).toEqual([
      'AC -- 9C TC 4C 8H TD 2C 5S KS 5C QD 6H 6C',
      'AD -- 9H JD TH 6S KH JC 7D 8D 3H 9S 2D 6D',
      'AH -- KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H',
      'AS -- 4S 7H 7C JS 4D 2S KC 2H JH QH 7S 3D',
    ]);
  });

  it('Blue Moon: the cards dealt to places 2 to 14, then the Aces moved to the rows\' first places, leaving gaps', () => {
    expect(rows(deal(blueMoon, 1), 14)).toEqual([
      'AC 9C -- TC 4C 8H TD 2C 5S KS 5C QD 6H --',
      'AD 6C 9H JD TH 6S KH JC 7D -- 8D 3H 9S 2D',
      'AH 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H',
      'AS 4S 7H 7C JS 4D 2S KC -- 2H JH QH 7S 3D',
    ]);
  });
});

describe('a card to a gap', () => {
  it('lists exactly the card after each gap\'s left neighbour, in suit, and any Two for a gap in the first column', () => {
    // Gaps at t2 (right of 9C: TC), t13 (right of 6H: 7H), t22 (right of 7D: 8D), t47 (right of KC: none).
    expect(legalMoves(montana, deal(montana, 1))).toEqual([mv('t3', 't2'), mv('t23', 't22'), mv('t41', 't13'), REDEAL]);
  });

  it('plays through Game: a move, its undo, and a save read back give the same positions', () => {
    const game = new Game(montana, { seed: 1 });
    const start = game.state;
    game.move('t3>t2');
    expect(rows(game.state, 13)[0]).toBe('9C TC -- 4C 8H TD 2C 5S KS 5C QD 6H --');
    game.move('r');
    const after = game.state;
    expect(Game.load(game.save(), montana).state).toEqual(after);
    game.undo();
    game.undo();
    expect(game.state).toEqual(start);
  });
});

describe('the redeal of the cards not in sequence', () => {
  it('keeps each row\'s sequence, leaves a gap right after it and deals the other cards back, the same way every time', () => {
    const game = new Game(montana, { seed: 1 });
    game.move('t3>t2');
    game.move('r');
    expect(rows(game.state, 13)).toEqual([
      '-- 8S TD TC 4C 8H JS 4S 4H 4D QC 7S 5D',
      '-- 5S 9C JC 5C 5H 2S 2D TS 2C 7H 3H 9D',
      '-- TH 2H JD JH 6D 3C 7C KH 6C QH KD QD',
      '-- 8D KS 9S QS 3D 7D 8C 6S 6H KC 3S 9H',
    ]);
    game.move('t20>t1');
    const before = game.state;
    game.move('r');
    // Row 1's sequence, the 2 of spades, stays; the gap goes right after it, the other rows' gaps to their first places.
    expect(rows(game.state, 13)).toEqual([
      '2S -- TC 8D QS 3H KD 6H 9D 6S KH 5D QH',
      '-- 7S 7C TD KC KS 7D 9S 8S QD 4H 8H 5C',
      '-- 9H 6D 2D JC 3S 3D 2C 5S TH 3C QC 4C',
      '-- JS 8C TS 9C 6C 2H JH 5H 7H 4D JD 4S',
    ]);
    expect(applyMove(montana, before, REDEAL).state).toEqual(game.state);
    expect(game.state.redealsUsed).toBe(2);
  });

  it('is refused after two, and when every card is in sequence', () => {
    const twice = applyMove(montana, applyMove(montana, deal(montana, 1), REDEAL).state, REDEAL).state;
    expect(() => applyMove(montana, twice, REDEAL)).toThrow('There are no redeals left.');
    expect(legalMoves(montana, twice)).not.toContainEqual(REDEAL);
  });
});

/** The cards of a row's sequence from its first place: a Two, then its suit upwards. */
function sequenceOf(state: GameState, row: number): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < 13; i++) {
    const card = state.piles[row * 13 + i]?.cards[0];
    const first = out[0];
    if (card === undefined || rankOf(card) !== 2 + i || (first !== undefined && suitIndexOf(card) !== suitIndexOf(first))) break;
    out.push(card);
  }
  return out;
}

describe('the win', () => {
  it('is every row running from its Two to its King in one suit, the last place a gap', () => {
    const won: GameState = {
      piles: [
        ...[0, 1, 2, 3].flatMap((suit) => [...Array.from({ length: 12 }, (_, i) => ({ cards: [suit * 13 + i + 1], faceDown: 0 })),
          { cards: [], faceDown: 0 }]),
        ...[0, 1, 2, 3].map((suit) => ({ cards: [suit * 13], faceDown: 0 })),
      ],
      redealsUsed: 0, score: 0, movesMade: 0,
    };
    expect(rows(won, 13)[0]).toBe('2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --');
    expect(isWon(montana, won)).toBe(true);
    expect(isWon(montana, deal(montana, 1))).toBe(false);
  });
});

describe('a grid variant written out', () => {
  it('reads back as the same variant, its tableau rules holding their defaults', () => {
    for (const variant of [montana, redMoon, blueMoon]) expect(parseVariant(JSON.parse(JSON.stringify(variant)))).toEqual(variant);
  });
});

describe('refusals name the field and the fix', () => {
  const refusal = (config: VariantConfig): string => {
    try {
      defineVariant(config);
      return 'accepted';
    } catch (error) {
      return error instanceof VariantError ? error.message : String(error);
    }
  };
  it.each([
    [{ ...montanaConfig, rules: { ...montanaConfig.rules, tableau: { grid: { columns: 14, aces: 'set-aside' } } } },
      'rules.tableau.grid.columns: a row holds its run from the Two (the Aces set aside) to the King and one gap: set 13'],
    [{ ...montanaConfig, rules: { ...montanaConfig.rules, tableau: { grid: { columns: 13, aces: 'set-aside' }, emptyAccepts: 'king' } } },
      'rules.tableau.grid: a grid moves one card at a time to a gap that takes the card after its left neighbour, so it takes no other '
        + 'tableau rule: leave out `rules.tableau.emptyAccepts`'],
    [{ ...montanaConfig, rules: { ...montanaConfig.rules, win: { kind: 'all-on-foundations' } } },
      'rules.win.kind: a grid is won when every row is in sequence: set `rules.win: { kind: "rows-in-sequence" }`'],
    [{ ...montanaConfig, rules: { ...montanaConfig.rules, foundations: { kind: 'none' } } },
      'rules.foundations: the Aces are set aside on the foundations: set `rules.foundations: { kind: "up-by-suit" }`'],
    [{ ...montanaConfig, layout: { tableau: places(Array.from({ length: 39 }, () => 1)) } },
      'layout.tableau: a grid of 4 rows (one for each set of thirteen cards) of 13 places has 52 places; this layout has 39'],
    [{ id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] }, rules: { win: { kind: 'rows-in-sequence' } } },
      'rules.win.kind: rows are in sequence only in a grid: add `rules.tableau.grid: { columns: 13 }`, say, or choose another win'],
  ] as const)('%#', (config, message) => {
    expect(refusal(config as VariantConfig)).toBe(message);
  });
});

describe('the rules text', () => {
  it('says the grid as a person would', () => {
    const sections = describeRules(montana).sections;
    expect(sections.map((s) => s.heading)).toEqual(['Cards', 'Layout', 'Grid', 'Redeal', 'Winning']);
    expect(sections[2]?.rules).toEqual([
      'A card moves only to a gap, one card at a time: a gap takes the card one rank above, in suit, the card to its left. A gap right '
        + 'of a King, or of another gap, stays empty.',
      'A gap in the first column takes any Two.',
    ]);
  });
});

describe('property: random play keeps the grid whole', () => {
  it('every move fills a gap with the card it takes, four gaps stay, and a redeal never shortens a row\'s sequence', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (seed, picks) => {
      let state = deal(montana, seed);
      for (const pick of picks) {
        const moves = legalMoves(montana, state);
        const move = moves[pick % moves.length];
        if (move === undefined) break;
        const next = applyMove(montana, state, move).state;
        expect(next.piles.slice(0, 52).filter((p) => p.cards.length === 0)).toHaveLength(4);
        expect(next.piles.slice(0, 52).every((p) => p.cards.length <= 1)).toBe(true);
        if (move.kind === 'move') {
          const to = Number(move.to.slice(1)) - 1;
          const card = next.piles[to]?.cards[0] as CardId;
          const left = to % 13 === 0 ? undefined : state.piles[to - 1]?.cards[0];
          if (left === undefined) expect(rankOf(card)).toBe(2);
          else expect([rankOf(card), suitIndexOf(card)]).toEqual([rankOf(left) + 1, suitIndexOf(left)]);
        } else {
          for (let row = 0; row < 4; row++) expect(sequenceOf(next, row).length).toBeGreaterThanOrEqual(sequenceOf(state, row).length);
        }
        state = next;
      }
    }), { numRuns: 60 });
  });
});
