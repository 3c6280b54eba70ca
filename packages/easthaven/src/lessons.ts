/**
 * @patience/easthaven/lessons: Easthaven's guided lessons, checked against the game when this module loads
 * (`checkedLessons`), apart from the game itself so that an app that only plays does not bundle them.
 * Play one with `startLesson` from `@patience/core/lessons`.
 * @packageDocumentation
 */
import { checkedLessons, type Lesson } from '@patience/core/lessons';
import { easthaven } from './easthaven.js';

/**
 * Easthaven's guided lessons, as the 001 seed's practice table has them: dealing a row, building down in
 * alternating colours, filling a gap with a King, sending cards home. Each is a small position from the
 * middle of a game (the stock holds the cards the lesson does not show), with the default options.
 * Positions are written bottom to top; the cards before the bar are face down; the stock's top card is last.
 * @example
 * const lesson = easthavenLessons.find((l) => l.id === 'dealing');
 * if (lesson) playLessonMove(startLesson(easthaven, lesson), lesson, 't6>t4').verdict; // "correct"
 */
export const easthavenLessons: readonly Lesson[] = /* @__PURE__ */ checkedLessons(easthaven, [
  {
    id: 'dealing',
    title: 'Dealing a new row',
    goal: 'Deal a new row from the stock; column 4 is empty, and you may not deal while a column is empty, so fill it first.',
    position: {
      t1: '4H | 9C',
      t2: 'KS',
      t3: '2D | 6H',
      t5: '8S | JD',
      t6: '5C 8C | KH',
      t7: '3S | 4D',
      f1: 'AC 2C 3C 4C',
      f2: 'AD',
      f3: 'AH 2H 3H',
      f4: 'AS 2S',
      stock: 'JH 3D 6D 7S 5D QC 9H 5S KD 8H TC JS 7H 6C 5H KC TH QS TD JC TS 7C 8D 6S QD 7D 9D 9S QH 4S',
    },
    solution: ['t6>t4', 'd'],
    explanation:
      'You may not deal while a column is empty, so the King of hearts filled the gap first, turning up the card under it. '
      + 'Then a deal put one face-up card from the stock on each column, left to right.',
    mistakes: {
      't2>t4': 'The King of spades has no card under it: moving it would only move the gap to column 2, and you still could not deal.',
    },
  },
  {
    id: 'building-down',
    title: 'Building down in alternating colours',
    goal: 'Turn up the face-down cards in column 2: move its run onto the Queen of hearts, then play the card that turns up.',
    position: {
      t1: 'QH',
      t2: 'KS 8H | JC TD 9S',
      t3: 'JS',
      t4: '6C | KD',
      t5: '3D | 5C',
      t6: '5H | 4S',
      t7: '3S | TC',
      f1: 'AC 2C 3C',
      f2: 'AD 2D',
      f3: 'AH 2H 3H 4H',
      f4: 'AS 2S',
      stock: 'QC 6S TH 6H 8D 9H JH 4D 7S 7D QS 5S 7C JD 9D 5D 6D QD 8C 9C 4C TS 8S KH 7H KC',
    },
    solution: ['t2>t1x3', 't2>t1'],
    explanation:
      'Build down in alternating colours: a card goes on a card one rank higher of the other colour. '
      + 'A run built that way (black Jack, red 10, black 9) moves as a unit, so the whole run left column 2 in one move.',
    mistakes: {
      't2>t3x2': 'That moves only part of the run: the Jack of clubs would still cover the face-down cards. Move the whole run, from the Jack down.',
      't3>t1': 'The Jack of spades fits on the Queen of hearts too, but it has no face-down card under it to free, and the run in column 2 needs that place.',
    },
  },
  {
    id: 'filling-a-gap',
    title: 'Filling a gap with a King',
    goal: 'Fill the empty column 3 with a King that covers face-down cards, then play the card that turns up.',
    position: {
      t1: 'TD JD | KH QC',
      t2: 'KS',
      t4: '9H | 8C',
      t5: '4D | 6S',
      t6: '7H | 5C',
      t7: '3C | 2H',
      f1: 'AC 2C',
      f2: 'AD 2D 3D',
      f4: 'AS 2S 3S',
      stock: '6C JH 9D 4S 5S QD 4H AH TC QH 7D 7C 6H TH 6D 9C 4C JS 7S QS 5H 8S 5D KC JC TS 8H 9S 8D 3H KD',
    },
    solution: ['t1>t3x2', 't1>t3'],
    explanation:
      'Only a King, or a run led by a King, may fill an empty column. '
      + 'Moving the King of hearts with its Queen turned up the Jack of diamonds, which then went on the Queen.',
    mistakes: {
      't2>t3': 'The King of spades has no card under it: moving it would only move the gap to column 2. Move the King that covers face-down cards.',
    },
  },
  {
    id: 'sending-cards-home',
    title: 'Sending cards home',
    goal: 'Send the Ace, the 2 and the 3 of hearts to their foundation.',
    position: {
      t1: '8S | 2H',
      t2: 'QS | AH',
      t3: '6C | 4S 3H',
      t4: '3S',
      t5: '5S | 9C',
      t6: 'TH KC | QD',
      t7: '7S | 6H',
      f1: 'AC 2C 3C 4C 5C',
      f2: 'AD 2D 3D 4D 5D 6D 7D',
      f4: 'AS',
      stock: 'TC KD TD 7C 9H 7H QH 8H 5H 4H 9D 2S 8C QC 6S JC KH JS KS TS JH 8D JD 9S',
    },
    solution: ['t2>f3', 't1>f3', 't3>f3'],
    explanation:
      'Each foundation is built up in one suit from Ace to King, one card at a time: the Ace opens it, and the 2 and 3 follow in order. '
      + 'Cards on the foundations stay there.',
    mistakes: {
      't1>t4': 'The 2 of hearts fits on the 3 of spades, but the goal is the foundation: the 2 of hearts goes home right after the Ace.',
    },
  },
]);
