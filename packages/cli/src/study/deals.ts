/**
 * A study's deals as arithmetic over its selection, never as a list: a range of four billion deals, or a
 * shard of it, costs the same memory as a range of ten. A shard is a stride (every `count`-th deal from the
 * `index`-th); a resumed study skips the deals its file already holds.
 */
import type { DealerName } from '@patience/core/random';

/**
 * Which deals: a range, and optionally the shard of it (every `count`-th deal, from the `index`-th), numbered
 * by our own dealer or, with `dealer: 'microsoft'`, by Microsoft's (`--ms`).
 */
export interface DealSelection {
  readonly from: number;
  readonly to: number;
  /** `{ index: 2, count: 3 }` is `--shard 2/3`; null for the whole range. */
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** `microsoft` for Microsoft's numbered deals; absent for our own, so their files read as before. */
  readonly dealer?: 'microsoft';
}

/** The first deal of a selection (the shard's first), which may lie past its end when the range is short. */
function firstDeal(selection: DealSelection): number {
  return selection.from + (selection.shard === null ? 0 : selection.shard.index - 1);
}

function stride(selection: DealSelection): number {
  return selection.shard?.count ?? 1;
}

/** How many deals a selection stands for. */
export function dealCount(selection: DealSelection): number {
  const first = firstDeal(selection);
  return first > selection.to ? 0 : Math.floor((selection.to - first) / stride(selection)) + 1;
}

/** Whether a deal number is one of a selection's deals. */
export function isSelected(selection: DealSelection, deal: number): boolean {
  const first = firstDeal(selection);
  return Number.isInteger(deal) && deal >= first && deal <= selection.to && (deal - first) % stride(selection) === 0;
}

/** A selection's deals in order, one at a time, leaving out those in `skip` (the deals a resumed file holds). */
export function* dealsOf(selection: DealSelection, skip: ReadonlySet<number> = new Set()): Generator<number, void, undefined> {
  const step = stride(selection);
  for (let deal = firstDeal(selection); deal <= selection.to; deal += step) if (!skip.has(deal)) yield deal;
}

/** Up to `most` of a selection's deals that `has` lacks, in order: what a merge reports as missing. */
export function missingDeals(selection: DealSelection, has: (deal: number) => boolean, most: number): number[] {
  const missing: number[] = [];
  for (const deal of dealsOf(selection)) {
    if (!has(deal)) missing.push(deal);
    if (missing.length === most) break;
  }
  return missing;
}

/** The deals of a selection as a person reads them: `1–100`, `1–100, shard 2 of 3`, `Microsoft's 1–1000`. */
export function dealsText(deals: DealSelection): string {
  return `${deals.dealer === 'microsoft' ? "Microsoft's " : ''}${deals.from}–${deals.to}${deals.shard ? `, shard ${deals.shard.index} of ${deals.shard.count}` : ''}`;
}

/** The dealer of a selection's deals, as core names it. */
export function dealerOf(deals: DealSelection): DealerName {
  return deals.dealer ?? 'patience';
}
