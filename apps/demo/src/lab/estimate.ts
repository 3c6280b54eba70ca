/**
 * The Lab's quick estimate of how often a variant can be won, in words: the share of deals the solver won,
 * with its Wilson 95% interval (honest for a handful of deals and at 0 or all of them), and the deals it
 * left undecided within its limits.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Variant } from '@patience/core';
import { ESTIMATE_LIMITS } from '../solver/limits.js';
import { SolverClient } from '../solver/solver-client.js';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `k` successes in `n` trials at 95%, as shares; `[0, 1]` for no trials.
 * @example wilson(0, 10) // [0, 0.2775...]
 */
export function wilson(k: number, n: number): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The estimate's state for the page. */
export type Estimate =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly deals: number }
  | { readonly status: 'done'; readonly won: number; readonly lost: number; readonly undecided: number; readonly deals: number; readonly gaveUp?: Readonly<Record<string, number>> }
  | { readonly status: 'error'; readonly message: string };

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/**
 * The estimate in a sentence.
 * @example estimateWords({ status: 'done', won: 6, lost: 3, undecided: 1, deals: 10 })
 *   // "Won 6 of 10 deals: 60% (95% interval 31% to 83%); 3 lost, 1 undecided in 1.5 s."
 */
export function estimateWords(estimate: Estimate): string {
  switch (estimate.status) {
    case 'idle':
      return 'The estimate starts when the rules are valid.';
    case 'running':
      return `Estimating how often it can be won: ${estimate.done} of ${estimate.deals} deals solved so far…`;
    case 'error':
      return `No estimate: ${estimate.message}`;
    case 'done': {
      const [lo, hi] = wilson(estimate.won, estimate.deals);
      const seconds = (ESTIMATE_LIMITS.timeMsPerDeal / 1000).toLocaleString('en');
      const undecided = estimate.undecided > 0 ? `, ${estimate.undecided} undecided in ${seconds} s` : '';
      return `Won ${estimate.won} of ${estimate.deals} deals: ${percent(estimate.won / estimate.deals)} (95% interval ${percent(lo)} to ${percent(hi)}); ${estimate.lost} lost${undecided}.`;
    }
  }
}

/** A verdict a composer reads off the estimate: too easy, impossible, or neither. */
export function estimateVerdict(estimate: Estimate): string | null {
  if (estimate.status !== 'done') return null;
  const [lo, hi] = wilson(estimate.won, estimate.deals);
  if (estimate.won === 0 && estimate.undecided === 0) return 'No deal was won: as it stands it may be impossible.';
  if (lo >= 0.7) return 'Nearly every deal is won: it may be too easy.';
  if (hi <= 0.1) return 'Deals are rarely won: it may be too hard.';
  return null;
}

/**
 * Runs the estimate for a variant in the solver's worker, from scratch whenever the variant changes (after
 * a short pause, so that typing a number does not start ten searches); a change cancels the one running.
 */
export function useEstimate(variant: Variant | null): Estimate {
  const client = useMemo(() => new SolverClient(), []);
  useEffect(() => () => { client.dispose(); }, [client]);
  const [estimate, setEstimate] = useState<Estimate>({ status: 'idle' });
  useEffect(() => {
    client.cancel();
    if (!variant) {
      setEstimate({ status: 'idle' });
      return;
    }
    const deals = ESTIMATE_LIMITS.deals;
    setEstimate({ status: 'running', done: 0, deals });
    let live = true;
    const timer = setTimeout(() => {
      void client.run({ kind: 'estimate', game: { gameId: variant.id, options: {}, variant }, deals }, (tried) => {
        if (live) setEstimate({ status: 'running', done: tried, deals });
      }).then((outcome) => {
        if (!live || outcome.kind === 'cancelled') return;
        if (outcome.kind === 'estimate') setEstimate({ status: 'done', won: outcome.won, lost: outcome.lost, undecided: outcome.undecided, deals, gaveUp: outcome.gaveUp });
        else setEstimate({ status: 'error', message: outcome.kind === 'error' ? outcome.message : 'the solver answered something else.' });
      });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, variant]);
  return estimate;
}
