import { finish, outOfBudget, pausedAt, type SearchContext } from './context.js';
import { expand, stoppedBy, unmake } from './expand.js';
import { Level } from './level.js';
import type { SearchOutcome, SearchPaused } from './search.js';

/**
 * The depth-first strategy, children tried best first ("soft DFS" in fc-solve's words), from the root
 * level the search expanded: a stack of levels, one a depth, each holding its position's children and the
 * next to try. `pos` follows the stack: down by a child's codes, up by taking them back. The stack's bytes
 * are charged to the search's memory bound (each level as it was when last expanded into).
 */
export function depthFirst(context: SearchContext, root: Level): SearchOutcome | SearchPaused {
  const { pos } = context;
  const levels: Level[] = [root];
  const stack = { bytes: 0 };
  const charged: number[] = [];
  context.memory.charge(stack);
  let depth = 0;
  /** The root move the child `c` of the level at `depth` descends from. */
  const rootChildOf = (c: number): number => (depth === 0 ? (root.roots[c] as number) : (root.roots[(levels[1] as Level).entered] as number));
  const run = (): SearchOutcome | SearchPaused => {
    while (depth >= 0) {
      const level = levels[depth] as Level;
      if (level.next >= level.count) {
        if (depth > 0) unmake(pos, (levels[depth - 1] as Level).codeCount(level.entered));
        depth--;
        continue;
      }
      const stop = outOfBudget(context);
      if (stop === 'pause') return pausedAt(context, run);
      if (stop) return finish(context, stop);
      const c = level.order[level.next++] as number;
      level.play(c, pos);
      if (depth + 1 >= levels.length) levels.push(new Level());
      const child = levels[depth + 1] as Level;
      const expansion = expand(context, child, rootChildOf(c), level.undos[c] as number, level, c);
      stack.bytes += child.bytes - (charged[depth + 1] ?? 0);
      charged[depth + 1] = child.bytes;
      const end = stoppedBy(context, expansion);
      if (end) return end;
      child.entered = c;
      depth++;
      if (expansion === 'won') return finish(context, 'won', lineTo(context, levels, depth));
    }
    return finish(context, 'exhausted');
  };
  return run();
}

/** The winning line: the opening, each level's entering child's codes down to `depth`, then the win found there. */
function lineTo(context: SearchContext, levels: readonly Level[], depth: number): number[] {
  const line = [...context.opening];
  for (let d = 1; d <= depth; d++) (levels[d - 1] as Level).appendCodes((levels[d] as Level).entered, line);
  line.push(...context.winning);
  return line;
}
