/**
 * The main job until the demo app exists: deal a game from a seed and print it, then play a few moves.
 * Usage: pnpm start [seed]   (run from the repository root)
 */
import { cardLabel, defineVariant, formatMoves, Game, pileIds, rulesMarkdown, type PileState } from '../src/index.js';

// Easthaven-like rules written as data: seven columns of three, a stock dealt in rows, King-only gaps.
const variant = defineVariant({
  id: 'example-easthaven',
  name: 'Easthaven (example)',
  description: 'Seven columns of three; deal a row when stuck; build down in alternating colours.',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 3, faceDown: 2 })) },
  rules: { tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles: 'forbid' } },
});

const arg = process.argv[2];
const seed = arg === undefined ? 1 : Number(arg);
const game = new Game(variant, { seed });

function show(pile: PileState): string {
  return pile.cards.map((card, i) => (i < pile.faceDown ? '##' : cardLabel(card))).join(' ');
}

function print(): void {
  const ids = pileIds(variant);
  game.state.piles.forEach((pile, i) => {
    const id = ids[i] ?? '?';
    console.log(`${id.padEnd(6)} ${id === 'stock' ? `${pile.cards.length} cards, ${game.dealsLeft()} deals left` : show(pile)}`);
  });
}

console.log(rulesMarkdown(variant));
console.log(`Deal ${seed}:`);
print();
console.log(`\nLegal moves: ${formatMoves(game.moves())}`);

// Play the first legal move five times, to show moves and their automatic effects.
for (let i = 0; i < 5; i++) {
  const [move] = game.moves();
  if (!move) break;
  const record = game.move(move);
  const effects = record.effects.map((e) => (e.kind === 'turned-up' ? `turned up ${cardLabel(e.card)} on ${e.pile}` : `lifted a run from ${e.from}`));
  console.log(`played ${record.notation}${effects.length ? ` (${effects.join(', ')})` : ''}`);
}
console.log('');
print();
console.log(`\nSave: ${JSON.stringify(game.save())}`);
