/**
 * The solver's Web Worker: runs one task at a time off the page's thread, so a search never blocks the
 * board. A search cannot be interrupted by a message while it runs (the worker is busy), so the page
 * cancels by terminating the worker (see solver-client.ts).
 */
import { parseVariant, type Variant } from '@patience/core';
import { loadDefinition } from '../games/loaders.js';
import type { AnswerMessage, GameRef, TaskMessage } from './protocol.js';
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

self.addEventListener('message', (event: MessageEvent<TaskMessage>) => {
  const { id, task } = event.data;
  void runTask(task, loadVariant, (answer) => { post({ id, answer }); }).then((answer) => { post({ id, answer }); });
});
