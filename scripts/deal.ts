/**
 * A terminal look at a shipped game: deal it from a seed, print its rules and the table, then play a few
 * moves and print the save. (The main job, `pnpm start`, serves the demo app.)
 *
 *   pnpm deal                      # Easthaven, deal 1
 *   pnpm deal spider/2-suits 42    # a game, or a game/preset, and a deal number
 *   pnpm deal list                 # every game and preset
 */
import { findPreset, Game, rulesMarkdown, type GameDefinition, type PileState } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { cardLabel } from '@patience/core/cards';
import { isValidSeed, MAX_SEED } from '@patience/core/random';
import { formatMoves } from '@patience/core/notation';
import { findShippedPreset, presetName, SHIPPED_GAMES } from '@patience/games';

const GAMES: readonly GameDefinition[] = SHIPPED_GAMES.map((s) => s.game);

function list(): string {
  return GAMES.flatMap((g) => g.presets.map((p) => `  ${presetName(g, p)}`.padEnd(34) + p.name)).join('\n');
}

function fail(message: string): never {
  console.error(`${message}\n\nGames and presets:\n${list()}\n\nUsage: pnpm deal [game[/preset]] [deal number]`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args[0] === 'list') {
  console.log(list());
  process.exit(0);
}
const found = findShippedPreset(args[0] ?? 'easthaven');
if ('problem' in found) fail(found.problem);
const { game, preset } = found;
const seed = Number(args[1] ?? 1);
if (!isValidSeed(seed)) fail(`A deal number is a whole number from 0 to ${MAX_SEED}; got "${args[1] ?? ''}".`);

const variant = game.variant(preset.options);
const play = new Game(variant, { seed });

function show(pile: PileState): string {
  return pile.cards.map((card, i) => (i < pile.faceDown ? '##' : cardLabel(card))).join(' ');
}

function print(): void {
  const ids = pileIds(variant);
  play.state.piles.forEach((pile, i) => {
    const id = ids[i] ?? '?';
    console.log(`${id.padEnd(6)} ${id === 'stock' ? `${pile.cards.length} cards, ${play.dealsLeft()} deals left` : show(pile)}`);
  });
}

console.log(rulesMarkdown(variant));
console.log(`${findPreset(game, preset.options)?.name ?? variant.name}, deal ${seed}:`);
print();
console.log(`\nLegal moves: ${formatMoves(play.moves())}`);

// Play the first legal move five times, to show moves and their automatic effects.
for (let i = 0; i < 5; i++) {
  const [move] = play.moves();
  if (!move) break;
  const record = play.move(move);
  const effects = record.effects.map((e) => (e.kind === 'turned-up' ? `turned up ${cardLabel(e.card)} on ${e.pile}` : `lifted a run from ${e.from}`));
  console.log(`played ${record.notation}${effects.length ? ` (${effects.join(', ')})` : ''}`);
}
console.log('');
print();
if (variant.rules.scoring) console.log(`\nScore: ${play.score}`);
console.log(`\nSave: ${JSON.stringify(play.save())}`);
