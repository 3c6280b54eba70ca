import { deal, legalMoves } from '@patience/core/engine';
import { formatMoves } from '@patience/core/notation';
import { positionToText } from '@patience/core/snapshot';
import { EXAMPLE_GAMES } from './src/index.js';
for (const { game } of EXAMPLE_GAMES) {
  const v = game.variant();
  const s = deal(v, 1);
  console.log(`== ${game.id}`);
  console.log(JSON.stringify(positionToText(v, s), null, 2));
  console.log(formatMoves(legalMoves(v, s)));
}
