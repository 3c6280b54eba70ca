/**
 * A study's worker thread: solves the deals the main thread sends, one at a time, and answers each with its
 * verdict, until it is sent null. Its own entry point, so the built package starts it from `dist/`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseVariant } from '@patience/core';
import type { DealerName } from '@patience/core/random';
import { studyDeal, type DealVerdict, type StudyLimits } from './study/verdict.js';

/** What a worker is started with. */
export interface WorkerSetup {
  /** The variant as plain data: it crossed the thread boundary, so it is read back with `parseVariant`. */
  readonly variant: unknown;
  readonly limits: StudyLimits;
  /** Whose numbers the deals are: ours, or Microsoft's. */
  readonly dealer: DealerName;
}

/** A worker's messages: ready for a deal, or a deal's verdict (and ready for the next). */
export type FromWorker = { readonly kind: 'ready' } | { readonly kind: 'verdict'; readonly verdict: DealVerdict };

const setup = workerData as WorkerSetup;
const variant = parseVariant(setup.variant);
const port = parentPort;
if (port) {
  port.on('message', (seed: number | null) => {
    if (seed === null) {
      port.close();
      return;
    }
    port.postMessage({ kind: 'verdict', verdict: studyDeal(variant, setup.limits, seed, setup.dealer) } satisfies FromWorker);
  });
  port.postMessage({ kind: 'ready' } satisfies FromWorker);
}
