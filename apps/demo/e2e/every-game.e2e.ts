/**
 * Every game the demo lists, played through the board alone: at desktop size by pointer drags (and clicks on
 * the stock), choosing among the moves core lists, a kind of move not yet used first. After every move the
 * board must show exactly the engine's position after that move: a move the board sent that core did not list
 * (or another move than the one chosen) shows as a difference. The kinds each game used are printed.
 */
import type { Game, Move } from '@patience/core';
import { pileKind } from '@patience/core/engine';
import { describe, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { clickPile, drag, expectLayout, setAutoMove, waitForBoard } from './harness/board.js';
import { dealGame, GAMES, layoutOfGame, MORE, playRoute } from './harness/engine.js';

const app = useApp();

/** Moves made in each game: enough to use every kind a deal's opening offers, and few enough to stay quick. */
const MOVES_PER_GAME = 8;

/** A move's kind as a player tells them apart: a deal, a redeal, or cards from one kind of pile to another. */
function kindOf(move: Move): string {
  return move.kind === 'move' ? `${pileKind(move.from)}>${pileKind(move.to)}${move.count > 1 ? ' run' : ''}` : move.kind;
}

/** The next move: one of a kind not used yet when there is one, else the first card move, else the first. */
function choose(game: Game, used: ReadonlySet<string>): Move | undefined {
  const moves = game.moves();
  return moves.find((m) => !used.has(kindOf(m))) ?? moves.find((m) => m.kind === 'move') ?? moves[0];
}

async function playOnBoard(move: Move): Promise<void> {
  if (move.kind === 'move') await drag(app.page, move.from, move.count, move.to);
  else await clickPile(app.page, 'stock');
}

describe('every game, played on the board by pointer', () => {
  for (const definition of [...GAMES, ...MORE]) {
    it(`${definition.id}: each move chosen among core's is the move the board plays`, async () => {
      const game = dealGame(definition.id, 1);
      await app.open(playRoute(definition.id, 1));
      await waitForBoard(app.page);
      await setAutoMove(app.page, false);
      await expectLayout(app.page, game.variant, layoutOfGame(game));
      const used = new Set<string>();
      for (let i = 0; i < MOVES_PER_GAME; i++) {
        const move = choose(game, used);
        if (!move) break;
        used.add(kindOf(move));
        await playOnBoard(move);
        game.move(move);
        await expectLayout(app.page, game.variant, layoutOfGame(game));
      }
      console.log(`every-game ${definition.id}: ${[...used].join(', ')}`);
    });
  }
});
