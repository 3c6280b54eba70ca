import { memo, type CSSProperties, type ReactNode } from 'react';
import type { PileId, PileState } from '@patience/core';
import { CardView, type RegisterCard } from './CardView.js';

/** What kind of pile, for its look: columns fan, foundations and cells stack, the stock shows its deals. */
export type PileLook = 'tableau' | 'foundation' | 'cell' | 'stock' | 'waste';

interface PileProps {
  readonly id: PileId;
  readonly look: PileLook;
  readonly pile: PileState;
  readonly label: string;
  /** Position in the top row or a covered tableau, in column widths; undefined in the row of columns. */
  readonly x?: number;
  /** Position down a covered tableau, in card heights. */
  readonly y?: number | undefined;
  /** A pile that piles still cover: its cards are not free, and look it. */
  readonly covered?: boolean;
  /** Cards dealt per deal (the stock draws its deals as separate little stacks). */
  readonly dealSize?: number;
  /** Deals left, drawn as a badge on the stock. */
  readonly dealsLeft?: number;
  /** What an empty pile shows faintly ("A", "K", a tower). */
  readonly placeholder?: string;
  readonly legalTarget: boolean;
  readonly selected: boolean;
  readonly hint: 'from' | 'to' | null;
  /** A refusal about this pile's cards, shown beside them. */
  readonly refusal: string | null;
  /** Which way the refusal reaches from the pile: toward the board's middle. */
  readonly side: 'start' | 'end';
  /** The hinted move's cards at the top of this pile (0 when the hint is elsewhere). */
  readonly hintCount: number;
  /** The board's one Tab stop (roving focus): the other piles are reached with the arrow keys. */
  readonly tabStop: boolean;
  readonly register: RegisterCard;
}

/**
 * A pile: a focusable grid cell named for screen readers, holding its cards from bottom to top.
 * Memoised: a move re-renders only the piles it changed (the engine keeps unchanged piles identical).
 */
export const PileView = memo(function PileView(props: PileProps): ReactNode {
  const { id, look, pile, label, x, y, covered = false, dealSize, dealsLeft, placeholder, legalTarget, selected, hint, refusal, side, hintCount, tabStop, register } = props;
  const faceUp = pile.cards.length - pile.faceDown;
  const style = {
    '--nd': pile.faceDown,
    '--nu': faceUp,
    ...(x === undefined ? {} : { '--x': x }),
    ...(y === undefined ? {} : { '--y': y }),
    ...(dealsLeft === undefined ? {} : { '--deals': dealsLeft }),
  } as CSSProperties;
  return (
    <div
      className={`pile ${look}`}
      role="gridcell"
      tabIndex={tabStop ? 0 : -1}
      data-pile={id}
      data-placeholder={pile.cards.length === 0 ? placeholder : undefined}
      aria-label={label}
      aria-selected={selected}
      data-selected={selected ? 'true' : undefined}
      data-target={legalTarget ? 'legal' : undefined}
      data-hint={hint ?? undefined}
      data-count={look === 'stock' ? pile.cards.length : undefined}
      data-covered={covered ? 'true' : undefined}
      style={style}
    >
      {pile.cards.map((card, i) => {
        const up = i >= pile.faceDown;
        const down = look === 'stock' && dealSize ? Math.floor(i / dealSize) : Math.min(i, pile.faceDown);
        return <CardView key={card} id={card} faceUp={up} down={down} up={up ? i - pile.faceDown : 0} hinted={up && i >= pile.cards.length - hintCount} register={register} />;
      })}
      {refusal !== null && <span className="refusal-bubble" data-side={side} data-testid="refusal" aria-hidden="true">{refusal}</span>}
      {dealsLeft !== undefined && dealsLeft > 0 && <span className="stock-badge" aria-hidden="true">{dealsLeft}</span>}
    </div>
  );
});
