import { memo, type CSSProperties, type ReactNode } from 'react';
import type { CardId } from '@patience/core';
import { cardCode, cardName, colourOf, rankOf, suitOf } from '@patience/core/cards';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_SYMBOL = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

/** Registers a face-up card's element for move animations (null when it leaves the DOM). */
export type RegisterCard = (id: CardId, element: HTMLElement | null) => void;

interface CardProps {
  readonly id: CardId;
  readonly faceUp: boolean;
  /** Face-down cards below this one in its pile, and face-up cards below it: where it sits in the fan. */
  readonly down: number;
  readonly up: number;
  readonly register: RegisterCard;
}

/**
 * One card, drawn in CSS: rank and suit symbol in the corners (colour is never the only cue), a large pip
 * or court letter in the middle. A face-down card is a back with no trace of its identity in the DOM.
 */
export const CardView = memo(function CardView({ id, faceUp, down, up, register }: CardProps): ReactNode {
  const style = { '--d': down, '--u': up } as CSSProperties;
  if (!faceUp) return <div className="card down" data-face="down" style={style} aria-hidden="true" />;
  const rank = rankOf(id);
  const suit = suitOf(id);
  const text = RANK_TEXT[rank - 1] ?? '?';
  const symbol = SUIT_SYMBOL[suit];
  return (
    <div
      ref={(el) => {
        register(id, el);
        return () => { register(id, null); };
      }}
      className={`card up ${colourOf(id)}${rank > 10 ? ' court' : ''}`}
      data-face="up"
      data-card={cardCode(id)}
      role="img"
      aria-label={cardName(id)}
      style={style}
    >
      <span className="corner top" aria-hidden="true">{text}<span className="corner-suit">{symbol}</span></span>
      <span className="pip" aria-hidden="true">{rank > 10 || rank === 1 ? <>{rank === 1 ? symbol : text}{rank > 10 && <small>{symbol}</small>}</> : symbol}</span>
      <span className="corner bottom" aria-hidden="true">{text}<span className="corner-suit">{symbol}</span></span>
    </div>
  );
});
