/** `patience solve`: one deal solved, with the winning line in the notation, or why there is none. */
import { type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { formatMoves } from '@patience/core/notation';
import { solve } from '@patience/solver';
import { dealTitle, type DealChoice } from '../select.js';

/** What `solve --json` prints. */
export interface SolveReport {
  readonly deal: number;
  /** Present for a Microsoft deal (`--ms`): `deal` is then Microsoft's number. */
  readonly dealer?: 'microsoft';
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  readonly reason: string | null;
  /** The winning line in the notation, or null. */
  readonly moves: string | null;
  readonly ms: number;
  readonly positions: number;
  readonly peek: boolean;
}

export function solveDeal(variant: Variant, dealt: DealChoice, options: { readonly timeMs: number; readonly maxStates: number; readonly peek: boolean }): SolveReport {
  const result = solve(variant, deal(variant, dealt.seed, dealt.dealer), options);
  return {
    deal: dealt.seed,
    // Only another dealer is written, so reports of our own deals read exactly as before.
    ...(dealt.dealer === 'microsoft' ? { dealer: 'microsoft' as const } : {}),
    status: result.status,
    reason: result.status === 'gave-up' ? result.reason : null,
    moves: result.status === 'solved' ? formatMoves(result.moves) : null,
    ms: Math.round(result.elapsedMs * 100) / 100,
    positions: result.statesExplored,
    peek: options.peek,
  };
}

const REASONS: Readonly<Record<string, string>> = {
  time: 'the time limit ran out',
  'max-states': 'it reached the most positions it may store',
  'hidden-cards': 'a win needs face-down cards turned up, and without --peek the solver may not look at them',
  aborted: 'it was stopped',
};

export function solveText(name: string, r: SolveReport): string {
  const title = `${name}, ${dealTitle({ seed: r.deal, dealer: r.dealer ?? 'patience' })}`;
  const after = `${r.ms < 1000 ? `${r.ms.toFixed(0)} ms` : `${(r.ms / 1000).toFixed(2)} s`}, ${r.positions.toLocaleString('en-GB')} positions explored`;
  switch (r.status) {
    case 'solved':
      return `${title}: solved in ${(r.moves ?? '').split(' ').length} moves (${after})\n${r.moves ?? ''}`;
    case 'unwinnable':
      return `${title}: unwinnable (${after})`;
    case 'gave-up':
      return `${title}: gave up: ${REASONS[r.reason ?? ''] ?? r.reason ?? ''} (${after})`;
  }
}
