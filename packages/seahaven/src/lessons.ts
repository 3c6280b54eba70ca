/**
 * @patience/seahaven/lessons: Seahaven Towers's guided lessons, checked against the game when this module loads
 * (`checkedLessons`), apart from the game itself so that an app that only plays does not bundle them.
 * Play one with `startLesson` from `@patience/core/lessons`.
 * @packageDocumentation
 */
import { checkedLessons, type Lesson } from '@patience/core/lessons';
import { seahaven } from './seahaven.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** A foundation built up in one suit from the Ace to `top`: `aceTo('H', '4')` is "AH 2H 3H 4H". */
function aceTo(suit: 'C' | 'D' | 'H' | 'S', top: (typeof RANKS)[number]): string {
  return RANKS.slice(0, RANKS.indexOf(top) + 1).map((rank) => `${rank}${suit}`).join(' ');
}

/**
 * Seahaven Towers' guided lessons: using the towers, how many cards a run move may carry, Kings alone filling
 * an empty column, and sending cards home. Each is a small position late in a game, with the default options
 * (a run move carries at most one card more than there are empty towers). Every King but the ones a lesson
 * moves lies under a card that is not in suit with it, so the empty columns take nothing the lesson does not
 * mean. Positions are written bottom to top; `c1`–`c4` are the towers.
 * @example
 * const lesson = seahavenLessons.find((l) => l.id === 'using-the-towers');
 * if (lesson) playLessonMove(startLesson(seahaven, lesson), lesson, 't1>c1').verdict; // "correct"
 */
export const seahavenLessons: readonly Lesson[] = /* @__PURE__ */ checkedLessons(seahaven, [
  {
    id: 'using-the-towers',
    title: 'Using the towers',
    goal: 'Send the 5 and the 6 of hearts home, using the one empty tower, and leave that tower empty again.',
    position: {
      t1: '5H JC',
      t2: 'QC 6H',
      t3: 'KH 8H 7H',
      t4: 'KC TC JH',
      c2: '9H',
      c3: 'TH',
      c4: 'QH',
      f1: aceTo('C', '9'),
      f2: aceTo('D', 'K'),
      f3: aceTo('H', '4'),
      f4: aceTo('S', 'K'),
    },
    solution: ['t1>c1', 't1>f3', 't2>f3', 'c1>t2'],
    explanation:
      'A tower holds one card, and a card in a tower may move to a column, a foundation or another tower: '
      + 'the Jack of clubs waited in the tower while the hearts went home, then went on the Queen of clubs, leaving the tower free.',
    mistakes: {
      't2>c1': 'The 6 of hearts cannot go home before the 5: put the card covering the 5 of hearts in the tower instead.',
    },
  },
  {
    id: 'run-moves',
    title: 'How many cards a run move carries',
    goal: 'Move the 9, 8 and 7 of spades onto the 10 of spades; with one tower empty, a run move carries only two cards, so empty a second tower first.',
    position: {
      t1: 'KS 9S 8S 7S',
      t2: '6S QS JS TS',
      t3: 'KD 6D TD',
      t4: '9D 8D 7D',
      c2: '5D',
      c3: 'JD',
      c4: 'QD',
      f1: aceTo('C', 'K'),
      f2: aceTo('D', '4'),
      f3: aceTo('H', 'K'),
      f4: aceTo('S', '5'),
    },
    solution: ['c2>f2', 't1>t2x3'],
    explanation:
      'A run move may carry at most one card more than there are empty towers: sending the 5 of diamonds home emptied a second tower, '
      + 'so three cards could move at once. Empty columns, since they take only Kings, add nothing.',
    mistakes: {
      't1>c1': 'That fills the only empty tower, and a run move carries one card more than there are empty towers: empty a tower instead.',
    },
  },
  {
    id: 'kings-only',
    title: 'Only a King fills an empty column',
    goal: 'Free the 5 of clubs in column 1 and send it home: move the King of diamonds, with its Queen, into the empty column 3.',
    position: {
      t1: '5C KD QD',
      t2: 'KS QS',
      t4: 'KC QC JC TC 9C',
      t5: 'KH 8H',
      t6: '9H TH',
      t7: 'JH QH',
      t8: 'JD TS',
      t9: 'JS 7H',
      t10: '8C 7C 6C',
      f1: aceTo('C', '4'),
      f2: aceTo('D', 'T'),
      f3: aceTo('H', '6'),
      f4: aceTo('S', '9'),
    },
    solution: ['t1>t3x2', 't1>f1'],
    explanation:
      'Only a King, or a run led by a King, may fill an empty column: the Queen of diamonds could not go there alone, '
      + 'but the King of diamonds carried it, and the 5 of clubs went home.',
    mistakes: {
      't2>t3x2': 'The King of spades already heads column 2: moving it with its Queen would only move the gap.',
      't1>c1': 'In a tower the Queen of diamonds would leave the King still covering the 5 of clubs: the King and Queen may move into the empty column together.',
    },
  },
  {
    id: 'sending-cards-home',
    title: 'Sending cards home',
    goal: 'Start the foundation of spades: send the Ace, the 2 and the 3 of spades home.',
    position: {
      t1: 'KS 4S 3S 2S',
      t2: 'QS JS TS',
      t3: '9S 8S 7S 6S 5S',
      c2: 'AS',
      f1: aceTo('C', 'K'),
      f2: aceTo('D', 'K'),
      f3: aceTo('H', 'K'),
    },
    solution: ['c2>f4', 't1>f4', 't1>f4'],
    explanation:
      'Each foundation is built up in one suit from Ace to King, one card at a time: the Ace from the tower opened it, and the 2 and 3 followed. '
      + 'Cards on the foundations stay there.',
    mistakes: {
      'c2>t1': 'The Ace of spades fits on the 2 of spades, but an Ace opens its foundation: send it home first.',
    },
  },
]);
