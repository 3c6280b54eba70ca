import { SnapshotStore } from '../engine/snapshots.js';
import { widened } from '../engine/widened.js';
import { CompactQueue } from './compact-queue.js';
import { finish, outOfBudget, pausedAt, type SearchContext } from './context.js';
import { expand, stoppedBy } from './expand.js';
import type { Level } from './level.js';
import type { SearchOutcome, SearchPaused } from './search.js';

/**
 * The best-first strategy, from the root level the search expanded: every child stored waits in a queue,
 * best score first (the deepest among equals), and the best is expanded next, into the one level. Each
 * expanded position keeps one snapshot, shared by its children (each is its codes played from it), while
 * any of them waits: `waiting[slot]` counts them. The queue and the snapshots are charged to the search's
 * memory bound.
 */
export function bestFirst(context: SearchContext, root: Level): SearchOutcome | SearchPaused {
  const { pos } = context;
  const queue = new CompactQueue();
  const snapshots = new SnapshotStore(pos);
  context.memory.charge(queue);
  context.memory.charge(snapshots);
  let waiting = new Int32Array(256);
  /** Queues the children of the position `pos` is at, which `level` holds; `parent` is its node. */
  const push = (level: Level, parent: number, rootChild: number): void => {
    if (level.count === 0) return;
    const slot = snapshots.save();
    if (slot >= waiting.length) waiting = widened(waiting, slot + 1);
    waiting[slot] = level.count;
    for (let i = 0; i < level.count; i++) {
      const c = level.order[i] as number;
      const descent = rootChild < 0 ? (level.roots[c] as number) : rootChild;
      queue.push(level.codes, level.starts[c] as number, level.starts[c + 1] as number, level.scores[c] as number, parent, descent, slot, level.undos[c] as number);
    }
  };
  /** Sets `pos` to node `node`'s position: from its parent's snapshot, unless `pos` is at its parent already. */
  let loaded = -1;
  const load = (node: number): void => {
    const slot = queue.slot(node);
    // The best node is often a child of the one expanded last, whose position `pos` is back at.
    if (queue.parent(node) !== loaded) snapshots.restore(slot);
    for (const code of queue.codes(node)) pos.make(code);
    waiting[slot] = (waiting[slot] as number) - 1;
    if (waiting[slot] === 0) snapshots.free(slot);
    loaded = node;
  };
  push(root, -1, -1);
  const run = (): SearchOutcome | SearchPaused => {
    while (queue.size > 0) {
      const stop = outOfBudget(context);
      if (stop === 'pause') return pausedAt(context, run);
      if (stop) return finish(context, stop);
      const node = queue.pop();
      load(node);
      const expansion = expand(context, root, queue.rootChild(node), queue.undo(node));
      const end = stoppedBy(context, expansion);
      if (end) return end;
      if (expansion === 'won') return finish(context, 'won', [...context.opening, ...queue.line(node), ...context.winning]);
      push(root, node, queue.rootChild(node));
    }
    return finish(context, 'exhausted');
  };
  return run();
}
