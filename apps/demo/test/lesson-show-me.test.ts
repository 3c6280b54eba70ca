import { describe, expect, it } from 'vitest';
import { cardName } from '@patience/core/cards';
import { pileIds } from '@patience/core/engine';
import { nextLessonMove, playLessonMove, startLesson } from '@patience/core/lessons';
import { DEMO_GAMES } from '../build/games.js';
import { hintMove } from '../src/board/GameBoard.js';
import { describeMove } from '../src/hint/move-words.js';
import { showMeMark } from '../src/learn/show-me.js';

/** The words for the cards a move takes: "the Jack of clubs and the 2 cards on it". */
function cardsInWords(lowest: string, count: number): string {
  if (count === 1) return `the ${lowest}`;
  return `the ${lowest} and ${count === 2 ? 'the card' : `the ${count - 1} cards`} on it`;
}

// "Show me" must mark every card the lesson's move takes (the board marks the top `count` cards of the hint's
// pile), say those same cards in words, and the move must then be accepted: checked here for every step of
// every lesson; the browser test walks the same steps on the board.
describe('"Show me", at every step of every lesson', () => {
  for (const game of DEMO_GAMES) {
    it(`${game.id}: marks the move's cards and its destination, names the same cards, and the move is accepted`, () => {
      const steps: string[] = [];
      for (const lesson of game.lessons) {
        const played = startLesson(game, lesson);
        for (let move = nextLessonMove(played, lesson); move; move = nextLessonMove(played, lesson)) {
          const hint = hintMove(showMeMark(move))?.move;
          const words = describeMove(played.variant, played.state, move);
          if (move.kind === 'move') {
            expect(hint).toEqual({ kind: 'move', from: move.from, to: move.to, count: move.count });
            const pile = played.state.piles[pileIds(played.variant).indexOf(move.from)];
            const taken = pile?.cards.slice(-move.count) ?? [];
            expect(taken).toHaveLength(move.count);
            // Every marked card is face up: the board marks what the player sees and drags.
            expect((pile?.cards.length ?? 0) - move.count).toBeGreaterThanOrEqual(pile?.faceDown ?? 0);
            const lowest = taken[0];
            if (lowest === undefined) throw new Error(`${lesson.id}: no card to move from ${move.from}`);
            expect(words.startsWith(`Move ${cardsInWords(cardName(lowest), move.count)} `), `${lesson.id}: ${words}`).toBe(true);
          } else {
            expect(hint).toEqual({ kind: 'deal' });
            expect(words).toBe('Deal a new row from the stock.');
          }
          expect(['correct', 'done']).toContain(playLessonMove(played, lesson, move).verdict);
          steps.push(`${lesson.id} ${move.kind === 'move' ? `${move.from}>${move.to}x${move.count}` : move.kind}`);
        }
      }
      expect(steps).toEqual(STEPS[game.id]);
    });
  }
});

/** Every step of every lesson, so that a lesson that loses a step, or gains one, is seen. */
const STEPS: Readonly<Record<string, readonly string[]>> = {
  'easthaven': ['dealing t6>t4x1', 'dealing deal', 'building-down t2>t1x3', 'building-down t2>t1x1', 'filling-a-gap t1>t3x2',
    'filling-a-gap t1>t3x1', 'sending-cards-home t2>f3x1', 'sending-cards-home t1>f3x1', 'sending-cards-home t3>f3x1'],
  'spider': ['building-down t2>t3x1', 'building-down t2>t1x1', 'completing-a-run t2>t1x2', 'dealing t3>t4x1', 'dealing deal',
    'empty-column t1>t3x2', 'empty-column t1>t2x1', 'empty-column t3>t2x2'],
  'spiderette': ['building-down t2>t3x1', 'building-down t2>t1x1', 'completing-a-run t2>t1x2', 'dealing t3>t4x1', 'dealing deal',
    'empty-column t1>t3x2', 'empty-column t1>t2x1', 'empty-column t3>t2x2'],
  'seahaven-towers': ['using-the-towers t1>c1x1', 'using-the-towers t1>f3x1', 'using-the-towers t2>f3x1', 'using-the-towers c1>t2x1',
    'run-moves c2>f2x1', 'run-moves t1>t2x3', 'kings-only t1>t3x2', 'kings-only t1>f1x1', 'sending-cards-home c2>f4x1',
    'sending-cards-home t1>f4x1', 'sending-cards-home t1>f4x1'],
};
