/**
 * The board's keys, as a help screen lists them: the keys, then what they do. The board's key handler is the
 * one that acts on them; a host shows this list (with its own keys beside it) so that its help says what the
 * board does.
 * @example for (const [keys, does] of BOARD_KEYS) console.log(`${keys}: ${does}`);
 */
export const BOARD_KEYS: readonly (readonly [keys: string, does: string])[] = [
  ['← →', 'Move to the previous or next pile'],
  ['Home / End', 'Move to the first or last pile'],
  ['↑ ↓', 'Take more or fewer cards of a column’s run'],
  ['Enter or Space', 'Pick up the cards; on another pile, put them there; on the same pile, play their best move; on the stock, deal'],
  ['Escape', 'Put back what you picked up'],
  ['R', 'Redeal: turn the waste over into a new stock, or deal the tableau again, where the game allows it'],
];
