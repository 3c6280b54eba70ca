import type { FoundationFollow, UpBySuitFoundations } from './vocabulary.js';

/**
 * How the cards of `up-by-suit` foundations follow each other, with every default filled in: the variant
 * writes `direction`, `base` and `follow` only when they are not the defaults, and this module is the one
 * place that reads them.
 */
export interface FoundationOrder {
  readonly direction: 'up' | 'down';
  /** A fixed base rank (1–13), or `first-card`. */
  readonly base: number | 'first-card';
  readonly follow: FoundationFollow;
  /** Whether foundation n starts from rank n and steps by n ranks (Calculation); otherwise all step by one from `base`. */
  readonly stepByPile: boolean;
}

/** The foundations' order with its defaults: up from the Ace, each foundation its own suit. */
export function foundationOrder(f: UpBySuitFoundations): FoundationOrder {
  const direction = f.direction ?? 'up';
  return {
    direction, base: f.base ?? (direction === 'up' ? 1 : 13), follow: f.follow ?? 'suit-per-pile', stepByPile: f.stepByPile === true,
  };
}

/**
 * Foundation `index`'s own base rank and step (0-based index): under `stepByPile` rank and step index % 4 + 1;
 * otherwise `base`, the base in force for all (0 while a first card has yet to set it), by one.
 */
export function pileStep(order: FoundationOrder, base: number, index: number): { readonly base: number; readonly step: number } {
  if (!order.stepByPile) return { base, step: 1 };
  const own = (index % 4) + 1;
  return { base: own, step: own };
}

/** The default order: up from the Ace, each foundation its own suit. */
export const CLASSIC_ORDER: FoundationOrder = Object.freeze({ direction: 'up', base: 1, follow: 'suit-per-pile', stepByPile: false });

/** Whether the foundations are built as they always were: up from the Ace, each in its own suit. */
export function isClassicOrder(order: FoundationOrder): boolean {
  return order.direction === 'up' && order.base === 1 && order.follow === 'suit-per-pile' && !order.stepByPile;
}
