/**
 * The board's keyboard: one Tab stop (roving focus on the pile last visited), arrow keys between piles,
 * Enter or Space to pick up and put down, Escape to put back.
 */
import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';
import { type Move, type PileId, type Variant } from '@patience/core';
import { cardName } from '@patience/core/cards';
import { pileName, type GameState } from '@patience/core/engine';
import { bestDestination, largestMove, whyStuck } from '../input/destinations.js';
import { isFocusKey, nextFocus } from '../input/focus-model.js';
import { pileOf } from '../input/piles.js';
import { pileElementOf } from './dom.js';
import { stockMove } from './stock.js';
import type { BoardLayout } from './layout.js';

interface KeyArgs {
  readonly boardRef: RefObject<HTMLDivElement | null>;
  readonly layout: BoardLayout;
  readonly variant: Variant;
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly onMove: (move: Move) => void;
  readonly onMessage: (text: string, at?: PileId) => void;
}

/** The picked-up pile, the board's one Tab stop, and the key handler. */
export function useBoardKeys({ boardRef, layout, variant, state, moves, onMove, onMessage }: KeyArgs) {
  const [selected, setSelected] = useState<PileId | null>(null);
  // Roving focus: the board is one Tab stop, the pile last focused (the first column at first).
  const [focused, setFocused] = useState<PileId>(() => layout.tableau[0]?.id ?? 't1');

  const focusPile = useCallback((id: PileId) => {
    setFocused(id);
    boardRef.current?.querySelector<HTMLElement>(`[data-pile="${id}"]`)?.focus();
  }, [boardRef]);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const pileEl = pileElementOf(e.target);
    if (!pileEl || e.ctrlKey || e.metaKey || e.altKey) return;
    const id = pileEl.dataset.pile as PileId;
    if (isFocusKey(e.key)) {
      e.preventDefault();
      focusPile(nextFocus(layout, id, e.key));
      return;
    }
    if (e.key === 'Escape') {
      if (selected) {
        e.preventDefault();
        setSelected(null);
        onMessage('Put back.');
      }
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (selected === null) {
      if (id === 'stock') {
        onMove(stockMove(moves));
        return;
      }
      const pile = pileOf(variant, state, id);
      if (!pile || pile.cards.length === pile.faceDown) {
        onMessage(pile && pile.cards.length > 0 ? 'The top card of this pile is face down.' : 'There is no card here to pick up.');
        return;
      }
      setSelected(id);
      const top = pile.cards[pile.cards.length - 1];
      onMessage(`Picked up from ${pileName(id, variant)}${top === undefined ? '' : ` (top ${cardName(top)})`}. Go to a pile and press Enter to put the cards there, or Escape to cancel.`);
      return;
    }
    setSelected(null);
    if (id === selected) {
      // Enter again on the same pile: its best move, as a click on the top run would make.
      const pile = pileOf(variant, state, id);
      if (!pile) return;
      const faceUp = pile.cards.length - pile.faceDown;
      for (let count = faceUp; count >= 1; count--) {
        const best = bestDestination(variant, state, id, count, moves);
        if (best) {
          onMove(best);
          return;
        }
      }
      onMessage(whyStuck(variant, state, id, 1));
      return;
    }
    const best = largestMove(variant, state, selected, id, moves);
    // No legal count: ask the engine about the top card, so the player hears the rule's own reason.
    onMove(best ?? { kind: 'move', from: selected, to: id, count: 1 });
  }, [layout, selected, variant, state, moves, onMove, onMessage, focusPile]);

  return { selected, setSelected, focused, setFocused, onKeyDown };
}
