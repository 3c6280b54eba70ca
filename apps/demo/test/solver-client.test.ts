import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import type { AnswerMessage, SolverTask, ToWorkerMessage } from '../src/solver/protocol.js';
import { SolverClient, type WorkerLike } from '../src/solver/solver-client.js';

/** A stand-in worker that records what it is sent and answers when told. */
class FakeWorker implements WorkerLike {
  readonly sent: ToWorkerMessage[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<AnswerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorkerMessage): void { this.sent.push(message); }
  terminate(): void { this.terminated = true; }
  answer(message: AnswerMessage): void { this.onmessage?.({ data: message } as MessageEvent<AnswerMessage>); }
  fail(text: string): void { this.onerror?.({ message: text, preventDefault: () => undefined } as ErrorEvent); }
}

function harness(): { client: SolverClient; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

const TASK: SolverTask = { kind: 'winnable', game: { gameId: 'seahaven-towers', options: {} }, position: deal(seahaven.variant(), 1) };
const WON = { kind: 'winnable', verdict: 'winnable', thoughtful: false, gaveUp: null, line: null, statesExplored: 5, elapsedMs: 1 } as const;

describe('the client of the solver worker', () => {
  it('starts the worker on the first task, sends the task and settles with its answer; keeps an idle worker', async () => {
    const { client, workers } = harness();
    expect(workers).toHaveLength(0);
    const outcome = client.run(TASK);
    expect(client.busy).toBe(true);
    expect(workers[0]?.sent).toEqual([{ id: 1, task: TASK }]);
    workers[0]?.answer({ id: 1, answer: WON });
    expect(await outcome).toEqual(WON);
    expect(client.busy).toBe(false);
    const again = client.run(TASK);
    expect(workers).toHaveLength(1);
    workers[0]?.answer({ id: 2, answer: WON });
    expect(await again).toEqual(WON);
  });

  it('a new task cancels the running one with a message, and runs in the same warm worker', async () => {
    const { client, workers } = harness();
    const first = client.run(TASK);
    const second = client.run(TASK);
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(workers).toHaveLength(1);
    expect(workers[0]?.terminated).toBe(false);
    expect(workers[0]?.sent).toEqual([{ id: 1, task: TASK }, { id: 1, cancel: true }, { id: 2, task: TASK }]);
    // A late answer to the cancelled task is ignored.
    workers[0]?.answer({ id: 1, answer: WON });
    expect(client.busy).toBe(true);
    workers[0]?.answer({ id: 2, answer: WON });
    expect(await second).toEqual(WON);
  });

  it('cancel() stops the running task; with none running it changes nothing', async () => {
    const { client, workers } = harness();
    client.cancel();
    expect(workers).toHaveLength(0);
    const outcome = client.run(TASK);
    client.cancel();
    expect(await outcome).toEqual({ kind: 'cancelled' });
    expect(workers[0]?.terminated).toBe(false);
    expect(workers[0]?.sent.at(-1)).toEqual({ id: 1, cancel: true });
    expect(client.busy).toBe(false);
    client.dispose();
    expect(workers[0]?.terminated).toBe(true);
  });

  it('passes progress on without settling', async () => {
    const { client, workers } = harness();
    const seen: [number, number][] = [];
    const outcome = client.run({ kind: 'find-deal', game: TASK.game, from: 7 }, (tried, seed) => seen.push([tried, seed]));
    workers[0]?.answer({ id: 1, answer: { kind: 'progress', tried: 1, seed: 7 } });
    workers[0]?.answer({ id: 1, answer: { kind: 'progress', tried: 2, seed: 8 } });
    expect(client.busy).toBe(true);
    workers[0]?.answer({ id: 1, answer: { kind: 'find-deal', seed: 9, tried: 3, thoughtful: false, elapsedMs: 4 } });
    expect(await outcome).toEqual({ kind: 'find-deal', seed: 9, tried: 3, thoughtful: false, elapsedMs: 4 });
    expect(seen).toEqual([[1, 7], [2, 8]]);
  });

  it('a worker that fails settles the task as an error and is replaced for the next task', async () => {
    const { client, workers } = harness();
    const outcome = client.run(TASK);
    workers[0]?.fail('Unexpected token');
    expect(await outcome).toEqual({ kind: 'error', message: 'The solver stopped: Unexpected token.' });
    expect(workers[0]?.terminated).toBe(true);
    void client.run(TASK);
    expect(workers).toHaveLength(2);
  });

  it('a worker that cannot be started settles the task as an error', async () => {
    const client = new SolverClient(() => { throw new Error('Workers are not available'); });
    expect(await client.run(TASK)).toEqual({ kind: 'error', message: 'The solver could not start: Workers are not available' });
  });
});
