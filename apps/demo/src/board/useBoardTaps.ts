/**
 * Clicks and taps on the board: a tap sends the cards from the tapped one up to their best destination (a
 * tap on the stock deals), and a second tap on a top card that did not move sends it home. In a game of pairs
 * (Pyramid) a tap picks a card up and the next tap names its partner (see pairTap).
 */
import { useCallback, useRef, type MouseEvent, type RefObject } from 'react';
import type { CardId, Move, PileId, Variant } from '@patience/core';
import { pileKind, type GameState } from '@patience/core/engine';
import { bestDestination, whyStuck } from '../input/destinations.js';
import { pairTap, removesPairs } from '../input/pairs.js';
import { pileOf } from '../input/piles.js';
import { cardsOf, pileElementOf } from './dom.js';
import { stockMove } from './stock.js';
import type { LatestBoard } from './useBoardDrag.js';

interface TapArgs {
  readonly latest: RefObject<LatestBoard>;
  readonly suppressClick: RefObject<boolean>;
  /** The pile picked up (by the keyboard, or by the first tap of a pair). */
  readonly selected: PileId | null;
  readonly setSelected: (pile: PileId | null) => void;
  readonly variant: Variant;
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly onMove: (move: Move) => void;
  readonly onMessage: (text: string, at?: PileId) => void;
}

/** The board's click and double-click handlers. */
export function useBoardTaps({ latest, suppressClick, selected, setSelected, variant, state, moves, onMove, onMessage }: TapArgs) {
  const lastClick = useRef<{ card: CardId; moved: boolean } | null>(null);
  const clickPile = useCallback((from: PileId, count: number | null) => {
    const { variant: v, state: s, moves: m } = latest.current;
    if (from === 'stock') {
      onMove(stockMove(m));
      return;
    }
    if (count === null) return;
    const best = bestDestination(v, s, from, count, m);
    if (best) onMove(best);
    else onMessage(whyStuck(v, s, from, count), from);
  }, [onMove, onMessage]);

  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const pileEl = pileElementOf(e.target);
    if (!pileEl) return;
    const from = pileEl.dataset.pile as PileId;
    const picked = selected;
    setSelected(null);
    // Every click on the stock deals, however quick: a player deals in bursts, and the stock has no double-click.
    if (from === 'stock') {
      clickPile(from, null);
      return;
    }
    // Elsewhere the second click of a double-click belongs to the double-click.
    if (e.detail >= 2) return;
    const cardEl = (e.target as Element).closest<HTMLElement>('.card');
    const pile = pileOf(variant, state, from);
    if (!cardEl || !pile) return;
    if (cardEl.dataset.face !== 'up') {
      onMessage('That card is face down: it turns up when the cards on it have moved away.', from);
      return;
    }
    const index = cardsOf(pileEl).indexOf(cardEl);
    const card = pile.cards[index];
    if (card === undefined) return;
    const count = pile.cards.length - index;
    if (removesPairs(variant) && count === 1) {
      const tap = pairTap(variant, state, moves, picked, from);
      if (tap.kind === 'play') {
        onMove(tap.move);
        return;
      }
      if (tap.kind === 'pick') setSelected(tap.pile);
      onMessage(tap.message, tap.kind === 'stuck' ? from : undefined);
      return;
    }
    const before = state;
    clickPile(from, count);
    lastClick.current = { card, moved: latest.current.state !== before };
  }, [variant, state, moves, selected, setSelected, clickPile, onMove, onMessage]);

  const onDoubleClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    const pileEl = pileElementOf(e.target);
    const cardEl = (e.target as Element).closest<HTMLElement>('.card[data-face="up"]');
    const first = lastClick.current;
    lastClick.current = null;
    if (!pileEl || !cardEl || !first || first.moved) return;
    const from = pileEl.dataset.pile as PileId;
    const pile = pileOf(variant, state, from);
    // Only the card the first click was on, and only when it is the top card: send it home.
    if (!pile || pile.cards[pile.cards.length - 1] !== first.card || cardsOf(pileEl).indexOf(cardEl) !== pile.cards.length - 1) return;
    const home = moves.find((m) => m.kind === 'move' && m.from === from && m.count === 1 && pileKind(m.to) === 'foundation');
    if (home) onMove(home);
  }, [variant, state, moves, onMove]);

  return { onClick, onDoubleClick };
}
