/**
 * @patience/spider/lessons: Spider and Spiderette's guided lessons, checked against the game when this module loads
 * (`checkedLessons`), apart from the game itself so that an app that only plays does not bundle them.
 * Play one with `startLesson` from `@patience/core/lessons`.
 * @packageDocumentation
 */
import { checkedLessons, type Lesson } from '@patience/core/lessons';
import { spider } from './spider.js';
import { spiderette } from './spiderette.js';

/**
 * A complete King-to-Ace run of one suit, as a foundation holds it once it is lifted off: "KC QC ... AC",
 * or with a copy number, "KC#1 QC#1 ... AC#1" for the second deck's run.
 */
function kingToAce(suit: 'C' | 'D' | 'H' | 'S', copy?: number): string {
  const mark = copy === undefined ? '' : `#${copy}`;
  return ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].map((rank) => `${rank}${suit}${mark}`).join(' ');
}

/*
 * Every lesson shows the same 26 cards, one run of hearts and one of spades, with the other runs already lifted
 * off: six in Spider (both clubs, both diamonds, and the second deck's hearts and spades), two in Spiderette.
 * The words are the 004 seed's; Spider and Spiderette lessons differ only in how many columns they fill.
 */
const SPIDER_FOUNDATIONS = {
  f1: kingToAce('C'), f2: kingToAce('C', 1), f3: kingToAce('D'), f4: kingToAce('D', 1), f5: kingToAce('H', 1), f6: kingToAce('S', 1),
};
const SPIDERETTE_FOUNDATIONS = { f1: kingToAce('C'), f2: kingToAce('D') };

const BUILDING_DOWN = {
  id: 'building-down',
  title: 'Building down regardless of suit',
  goal: 'Turn up the face-down card in column 2: its 9 of spades belongs on the 10 of hearts, but the 8 of hearts on it is not in suit with it.',
  solution: ['t2>t3', 't2>t1'],
  explanation:
    'A single card may go on any card one rank higher, whatever its suit, but only a run built down in suit moves as a unit: '
    + 'so the 8 of hearts had to move by itself before the 9 of spades could follow.',
  mistakes: {
    't3>t1': 'The 9 of hearts fits on the 10 of hearts too, but then the 9 of spades would have nowhere to go and its face-down card would stay hidden.',
  },
} as const;

const COMPLETING_A_RUN = {
  id: 'completing-a-run',
  title: 'Completing a King-to-Ace run',
  goal: 'Complete the run of spades in column 1, from King down to Ace, so that it is lifted off.',
  solution: ['t2>t1x2'],
  explanation:
    'A complete run from King down to Ace in one suit is lifted off the tableau to a foundation automatically, '
    + 'and the face-down card under it turns up.',
  mistakes: {
    't2>t3': 'The Ace of spades fits on the 2 of hearts, but then the 2 of spades would be left behind: move the 2 and the Ace together.',
    't3>t1': 'The 2 of hearts fits on the 3 of spades, but it is not a spade: a run is lifted off only when it is all one suit.',
  },
} as const;

const DEALING = {
  id: 'dealing',
  title: 'Dealing a new row',
  goal: 'Deal a new row from the stock; column 4 is empty and you may not deal while a column is empty, so first fill it with a card that turns up a face-down card.',
  solution: ['t3>t4', 'd'],
  explanation:
    'You may not deal while a column is empty, so the 9 of hearts filled the gap first, turning up the card under it. '
    + 'Then a deal put one face-up card from the stock on each column, left to right.',
  mistakes: {
    't1>t4': 'The King of hearts is alone in its column: moving it would only move the gap to column 1, and you still could not deal.',
  },
} as const;

const EMPTY_COLUMN = {
  id: 'empty-column',
  title: 'Using an empty column',
  goal: 'Turn up the face-down card under the 9 of spades in column 1, using the empty column 3 to hold the hearts on it.',
  solution: ['t1>t3x2', 't1>t2', 't3>t2x2'],
  explanation:
    'Any card or run built down in suit may fill an empty column: it held the 8 and 7 of hearts while the 9 of spades moved, and gave them back after. '
    + 'Empty columns are the most powerful tool in the game.',
  mistakes: {
    't1>t3': 'The 7 of hearts alone would leave the 8 of hearts on the 9 of spades: the 8 and 7 of hearts are a run in suit, so move them together.',
  },
} as const;

/**
 * Spider's guided lessons: building down regardless of suit while moving only runs in suit, completing a
 * King-to-Ace run, dealing a row (never onto an empty column), and using an empty column. With the default
 * options (four suits); the runs not in play are already on the foundations.
 * @example
 * const lesson = spiderLessons.find((l) => l.id === 'building-down');
 * if (lesson) playLessonMove(startLesson(spider, lesson), lesson, 't2>t3').verdict; // "correct"
 */
export const spiderLessons: readonly Lesson[] = /* @__PURE__ */ checkedLessons(spider, [
  {
    ...BUILDING_DOWN,
    position: {
      t1: 'QS | TH', t2: '5H | 9S 8H', t3: 'JS | 9H', t4: 'KH', t5: 'KS', t6: '6H', t7: '6S', t8: '3H', t9: '3S', t10: 'AH',
      ...SPIDER_FOUNDATIONS,
      stock: '2H 4H 7H JH QH AS 2S 4S 5S 7S 8S TS',
    },
  },
  {
    ...COMPLETING_A_RUN,
    position: {
      t1: '4H | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S', t2: '7H | 2S AS', t3: '2H',
      ...SPIDER_FOUNDATIONS,
      stock: 'AH 3H 5H 6H 8H 9H TH JH QH KH',
    },
  },
  {
    ...DEALING,
    position: {
      t1: 'KH', t2: 'JS', t3: 'QS TH 8H 6H 4S 2S AS | 9H', t5: '7S', t6: '5H', t7: '3S', t8: 'AH', t9: 'KS', t10: 'JH',
      ...SPIDER_FOUNDATIONS,
      stock: '2H 3H 4H 7H QH 5S 6S 8S 9S TS',
    },
  },
  {
    ...EMPTY_COLUMN,
    position: {
      t1: 'JS | 9S 8H 7H', t2: 'QS | TH', t4: 'KH', t5: 'KS', t6: '5S', t7: '5H', t8: '3H', t9: '3S', t10: 'AS',
      ...SPIDER_FOUNDATIONS,
      stock: 'AH 2H 4H 6H 9H JH QH 2S 4S 6S 7S 8S TS',
    },
  },
]);

/**
 * Spiderette's guided lessons: Spider's four, on seven columns with one deck (the runs of clubs and diamonds
 * already on the foundations).
 * @example
 * const lesson = spideretteLessons.find((l) => l.id === 'dealing');
 * if (lesson) playLessonMove(startLesson(spiderette, lesson), lesson, 'd').message; // "You may not deal while a column is empty."
 */
export const spideretteLessons: readonly Lesson[] = /* @__PURE__ */ checkedLessons(spiderette, [
  {
    ...BUILDING_DOWN,
    position: {
      t1: 'QS | TH', t2: '5H | 9S 8H', t3: 'JS | 9H', t4: 'KH', t5: 'KS', t6: '6H', t7: '6S',
      ...SPIDERETTE_FOUNDATIONS,
      stock: '2H 3H 4H 7H JH QH AH AS 2S 3S 4S 5S 7S 8S TS',
    },
  },
  {
    ...COMPLETING_A_RUN,
    position: {
      t1: '4H | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S', t2: '7H | 2S AS', t3: '2H',
      ...SPIDERETTE_FOUNDATIONS,
      stock: 'AH 3H 5H 6H 8H 9H TH JH QH KH',
    },
  },
  {
    ...DEALING,
    position: {
      t1: 'KH', t2: 'JS', t3: 'QS TH 8H 6H 4S 2S AS | 9H', t5: '7S', t6: '5H', t7: '3S',
      ...SPIDERETTE_FOUNDATIONS,
      stock: 'AH KS JH 2H 3H 4H 7H QH 5S 6S 8S 9S TS',
    },
  },
  {
    ...EMPTY_COLUMN,
    position: {
      t1: 'JS | 9S 8H 7H', t2: 'QS | TH', t4: 'KH', t5: 'KS', t6: '5S', t7: '5H',
      ...SPIDERETTE_FOUNDATIONS,
      stock: 'AH 2H 4H 6H 9H JH QH 3H 3S AS 2S 4S 6S 7S 8S TS',
    },
  },
]);
