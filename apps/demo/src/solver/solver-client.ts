/**
 * The page's side of the solver's worker: one task at a time, the latest wins. Starting a task, or
 * `cancel()`, stops the one running with a cancel message (the worker searches in slices and reads it
 * between two), and its promise settles as `cancelled` at once. The worker stays warm for the next task:
 * only the first task pays for loading the solver and a game, and nothing is restarted after a move. A
 * worker that fails is replaced.
 */
import type { AnswerMessage, SolverAnswer, SolverTask, ToWorkerMessage } from './protocol.js';

/** The part of a `Worker` the client uses, so that tests can give a stand-in. */
export interface WorkerLike {
  postMessage(message: ToWorkerMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<AnswerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** What a task ends with: the worker's answer, or `cancelled` when a later task or `cancel()` stopped it. */
export type TaskOutcome = Exclude<SolverAnswer, { kind: 'progress' }> | { readonly kind: 'cancelled' };

interface Running {
  readonly id: number;
  readonly settle: (outcome: TaskOutcome) => void;
  readonly onProgress: ((tried: number, seed: number) => void) | undefined;
}

/** Starts the app's solver worker: a separate chunk, loaded on first use. */
export function startSolverWorker(): WorkerLike {
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' });
}

export class SolverClient {
  private worker: WorkerLike | null = null;
  private running: Running | null = null;
  private nextId = 1;

  constructor(private readonly startWorker: () => WorkerLike = startSolverWorker) {}

  /** Whether a task is running. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Runs `task`, cancelling the one running. Never rejects: a failure is an `error` outcome. */
  run(task: SolverTask, onProgress?: (tried: number, seed: number) => void): Promise<TaskOutcome> {
    this.cancel();
    return new Promise<TaskOutcome>((resolve) => {
      const id = this.nextId++;
      this.running = { id, settle: resolve, onProgress };
      let worker: WorkerLike;
      try {
        worker = this.worker ?? this.start();
        worker.postMessage({ id, task });
      } catch (error) {
        this.finish(id, { kind: 'error', message: `The solver could not start: ${error instanceof Error ? error.message : String(error)}` });
      }
    });
  }

  /** Stops the task running, if any (its promise settles as `cancelled`). */
  cancel(): void {
    if (!this.running) return;
    const { id } = this.running;
    this.worker?.postMessage({ id, cancel: true });
    this.finish(id, { kind: 'cancelled' });
  }

  /** Stops everything, for good or until the next task. */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private start(): WorkerLike {
    const worker = this.startWorker();
    worker.onmessage = (event) => {
      const { id, answer } = event.data;
      if (answer.kind === 'progress') {
        if (this.running?.id === id) this.running.onProgress?.(answer.tried, answer.seed);
      } else this.finish(id, answer);
    };
    worker.onerror = (event) => {
      // The worker's script failed to load or threw outside a task: it is of no further use.
      event.preventDefault();
      worker.terminate();
      if (this.worker === worker) this.worker = null;
      if (this.running) this.finish(this.running.id, { kind: 'error', message: `The solver stopped: ${event.message || 'its script could not run'}.` });
    };
    this.worker = worker;
    return worker;
  }

  private finish(id: number, outcome: TaskOutcome): void {
    if (this.running?.id !== id) return;
    const { settle } = this.running;
    this.running = null;
    settle(outcome);
  }
}
