/**
 * The solver's Web Worker: runs tasks off the page's thread, so a search never blocks the board. A search
 * runs in slices of about 12 ms (`solveAsync`), so a cancel message is read between two slices and stops it
 * through its AbortSignal: the worker, its loaded game packages and its JIT-warmed solver stay for the next
 * position (see solver-client.ts).
 */
import { parseVariant, type Variant } from '@patience/core';
import { loadDefinition } from '../games/loaders.js';
import type { AnswerMessage, GameRef, ToWorkerMessage } from './protocol.js';
import { runTask } from './tasks.js';

const variants = new Map<string, Promise<Variant>>();

function loadVariant(game: GameRef): Promise<Variant> {
  const composed = game.variant;
  const key = JSON.stringify(composed ? ['composed', composed] : [game.gameId, game.options]);
  let variant = variants.get(key);
  if (!variant) {
    variant = composed
      ? Promise.resolve().then(() => parseVariant(composed))
      : loadDefinition(game.gameId).then((definition) => definition.variant(game.options));
    // A failed load is not kept: the next task tries again.
    variant.catch(() => variants.delete(key));
    variants.set(key, variant);
  }
  return variant;
}

const post = (message: AnswerMessage): void => { self.postMessage(message); };

/** The tasks running (a cancelled one ends at its next slice), by id. */
const running = new Map<number, AbortController>();

self.addEventListener('message', (event: MessageEvent<ToWorkerMessage>) => {
  const message = event.data;
  if ('cancel' in message) {
    running.get(message.id)?.abort();
    return;
  }
  const { id, task } = message;
  const controller = new AbortController();
  running.set(id, controller);
  void runTask(task, loadVariant, (answer) => { post({ id, answer }); }, undefined, controller.signal).then((answer) => {
    running.delete(id);
    // A cancelled task's answer is of no use: the page has stopped waiting for it.
    if (!controller.signal.aborted) post({ id, answer });
  });
});
