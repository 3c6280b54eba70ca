/**
 * The win cascade's motion, as data: the cards leave the foundations top card first, one foundation after
 * another, and fall, bouncing on the bottom of the window, losing a share of their speed at each bounce,
 * until they leave the window at a side. Pure functions, so the motion is tested without a canvas.
 * Units: pixels and milliseconds.
 */
import type { CardId } from '@patience/core';

/** Pulls the cards down: px/ms². */
export const GRAVITY = 0.0022;
/** Share of its speed a card keeps when it bounces. */
export const BOUNCE = 0.72;
/** The longest a cascade lasts, whatever the number of cards: the win dialog follows. */
export const MAX_CASCADE_MS = 6000;

/** A card in flight: where its top left corner is and how fast it goes. */
export interface FlyingCard {
  readonly card: CardId;
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

/** A foundation on the screen: its place and its cards, bottom to top. */
export interface FoundationSpot {
  readonly x: number;
  readonly y: number;
  readonly cards: readonly CardId[];
}

/** One card to launch, and the foundation it leaves from. */
export interface Launch {
  readonly card: CardId;
  readonly from: number;
}

/**
 * The order the cards leave in: the top card of each foundation in turn, left to right, then the next ones
 * down (the Kings first, the Aces last), as in the classic cascade.
 * @example launchOrder([[1, 2], [14]]) // [{ card: 2, from: 0 }, { card: 14, from: 1 }, { card: 1, from: 0 }]
 */
export function launchOrder(foundations: readonly FoundationSpot[]): Launch[] {
  const order: Launch[] = [];
  const deepest = Math.max(0, ...foundations.map((f) => f.cards.length));
  for (let depth = 1; depth <= deepest; depth++) {
    foundations.forEach((f, from) => {
      const card = f.cards[f.cards.length - depth];
      if (card !== undefined) order.push({ card, from });
    });
  }
  return order;
}

/** How long between two launches, so that `count` cards all leave within about two thirds of the cascade. */
export function launchInterval(count: number): number {
  return count <= 0 ? 0 : Math.min(140, (MAX_CASCADE_MS * 0.6) / count);
}

/**
 * A card leaving its foundation: sideways at 0.2 to 0.5 px/ms, to the left or the right (towards the
 * wider side of the window, more often), a little upwards. `random` gives numbers in [0, 1).
 */
export function launch(card: CardId, spot: FoundationSpot, width: number, random: () => number): FlyingCard {
  const leftward = random() < (spot.x > width / 2 ? 0.75 : 0.25);
  const speed = 0.2 + random() * 0.3;
  return { card, x: spot.x, y: spot.y, vx: leftward ? -speed : speed, vy: -random() * 0.6 };
}

/**
 * The card `dt` milliseconds later: gravity pulls it, and at the floor (the lowest y its top may reach) it
 * bounces back up with {@link BOUNCE} of its speed.
 */
export function fly(c: FlyingCard, dt: number, floor: number): FlyingCard {
  const vy = c.vy + GRAVITY * dt;
  const y = c.y + vy * dt;
  const x = c.x + c.vx * dt;
  if (y <= floor) return { ...c, x, y, vy };
  return { ...c, x, y: floor - (y - floor) * BOUNCE, vy: -Math.abs(vy) * BOUNCE };
}

/** Whether a card `cardWidth` wide has left a window `width` wide at a side. */
export function hasLeft(c: FlyingCard, width: number, cardWidth: number): boolean {
  return c.x + cardWidth < 0 || c.x > width;
}
