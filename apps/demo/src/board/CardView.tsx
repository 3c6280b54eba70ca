import { memo, type CSSProperties, type ReactNode } from 'react';
import { type CardId } from '@patience/core';
import { cardCode, cardName, colourOf, rankOf, suitOf } from '@patience/core/cards';
import { CardFace } from '../cards/CardFace.js';

/** Registers a face-up card's element for move animations (null when it leaves the DOM). */
export type RegisterCard = (id: CardId, element: HTMLElement | null) => void;

interface CardProps {
  readonly id: CardId;
  readonly faceUp: boolean;
  /** Face-down cards below this one in its pile, and face-up cards below it: where it sits in the fan. */
  readonly down: number;
  readonly up: number;
  /** One of the cards a hint points at. */
  readonly hinted?: boolean;
  readonly register: RegisterCard;
}

/**
 * One card: its SVG face (corner indices give rank and suit in shape, so colour is never the only cue),
 * or a back with no trace of its identity in the DOM. The back's pattern comes from the board's chosen back.
 */
export const CardView = memo(function CardView({ id, faceUp, down, up, hinted = false, register }: CardProps): ReactNode {
  const style = { '--d': down, '--u': up } as CSSProperties;
  if (!faceUp) return <div className="card down" data-face="down" style={style} aria-hidden="true" />;
  const rank = rankOf(id);
  return (
    <div
      ref={(el) => {
        register(id, el);
        return () => { register(id, null); };
      }}
      className={`card up ${colourOf(id)}${rank > 10 ? ' court' : ''}`}
      data-face="up"
      data-card={cardCode(id)}
      data-hinted={hinted ? 'true' : undefined}
      role="img"
      aria-label={cardName(id)}
      style={style}
    >
      <CardFace rank={rank} suit={suitOf(id)} />
    </div>
  );
});
