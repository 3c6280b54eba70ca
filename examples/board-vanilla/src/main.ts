import { Game, type GameDefinition, type Move } from '@patience/core';
import { SHIPPED_GAMES } from '@patience/games';
import { klondike } from '@patience/klondike';
import { freecell } from '@patience/freecell';
import { pyramid } from '@patience/pyramid';
import { golf, tripeaks } from '@patience/golf';
import { createBoard } from '@patience/board';
import '@patience/board/board.css';

const games: GameDefinition[] = [klondike, freecell, pyramid, golf, tripeaks, ...SHIPPED_GAMES.map((s) => s.game)];
const params = new URLSearchParams(location.search);
const picker = document.querySelector<HTMLSelectElement>('#game');
const table = document.querySelector<HTMLElement>('#table');
const status = document.querySelector<HTMLElement>('#status');
if (!picker || !table || !status) throw new Error('the page lacks its #game, #table or #status element');
picker.append(...games.map((g) => new Option(g.name, g.id)));
picker.value = params.get('game') ?? 'klondike';

let game = start(Number(params.get('seed') ?? 1));

function start(seed: number): Game {
  const definition = games.find((g) => g.id === picker?.value) ?? klondike;
  return new Game(definition.variant(), { seed });
}

// The host's whole part: play the move the board chose, then give the board the new position with set().
function show(): void {
  board.set({ variant: game.variant, position: game.snapshot(), refusal: null });
  if (status) status.textContent = game.isWon() ? 'Won!' : `${game.history().length} moves`;
}

const board = createBoard(table, {
  variant: game.variant,
  position: game.snapshot(),
  events: {
    move: (move: Move) => { game.move(move); show(); },
    // A refused drop is explained beside the card, in core's own words.
    refused: ({ from, to, cards }) => {
      const why = to === undefined ? null : game.whyIllegal({ kind: 'move', from, to, count: cards.length });
      board.set({ refusal: { pile: from, message: why?.message ?? 'That card has no move.' } });
    },
  },
});
status.textContent = '0 moves';

picker.addEventListener('change', () => { game = start(1); show(); });
document.querySelector('#new')?.addEventListener('click', () => { game = start(Math.floor(Math.random() * 1_000_000) + 1); show(); });
document.querySelector('#undo')?.addEventListener('click', () => { game.undo(); show(); });
