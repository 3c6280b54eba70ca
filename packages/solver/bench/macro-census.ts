/**
 * What a search whose unit is a move that changes something (a card turned up, a column emptied, a run
 * joined, a run lifted, a deal) would have to store and walk, measured on the complete search of Spiderette
 * deals (four suits, thoughtful) that are proven lost. Run by the `proofs` section with
 * `--macro-spiderette SEEDS`.
 *
 * A macro-move search is complete only if, from each position it stores, it finds every position where the
 * next change can happen: it must walk every line of moves that change nothing (runs moved between cards
 * they link to no better, runs split) from that position. So it stores only the positions a change led to,
 * but walks the unchanged positions between them once for each stored position that reaches them. The
 * census counts both: the positions of an exact depth-first search (every legal move, exact keys, no safe
 * moves), those of them a change led to, and the sum over those of the positions walked without a change
 * (each walk with its own table, as a search that stores only the changed positions must), up to a cap.
 */
import { deal } from '@patience/core/engine';
import { spiderette } from '@patience/spider';
import { CompactPosition, TURNED_UP, RUN_LIFTED } from '../src/engine/compact-position.js';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { DEAL_CODE, TABLEAU, codeCount, codeFrom, codeTo, compactRules } from '../src/engine/compact-rules.js';
import { TranspositionTable } from '../src/engine/transposition.js';
import { MemoryBudget } from '../src/engine/memory-budget.js';
import { solverLayout, type SolverLayout } from '../src/rules/layout.js';
import { count, cpuSeconds } from './common.js';

/** Whether a move (not yet played) joins a run: its bottom card links to the card it goes on and did not to the one it leaves. */
function joinsRun(layout: SolverLayout, pos: CompactPosition, code: number): boolean {
  const from = codeFrom(code);
  const to = codeTo(code);
  if (pos.rules.kinds[to] !== TABLEAU || pos.length[to] === 0) return false;
  const height = (pos.length[from] as number) - codeCount(code);
  const bottom = pos.card(from, height) % 52;
  const onto = pos.top(to) % 52;
  const under = height > 0 && height - 1 >= (pos.down[from] as number) ? pos.card(from, height - 1) % 52 : -1;
  return layout.runLinks[bottom * 52 + onto] === 1 && (under < 0 || layout.runLinks[bottom * 52 + under] !== 1);
}

/** Plays the move and says whether it changed something (see the module's comment). */
function playChanges(layout: SolverLayout, pos: CompactPosition, code: number): boolean {
  if (code === DEAL_CODE) {
    pos.make(code);
    return true;
  }
  const joined = joinsRun(layout, pos, code);
  const from = codeFrom(code);
  const flags = pos.make(code);
  return joined || (flags & (TURNED_UP | RUN_LIFTED)) !== 0 || (pos.rules.kinds[from] === TABLEAU && pos.length[from] === 0);
}

/**
 * Depth-first over every legal move from the position, storing in `table`; `onChange` sees each position a
 * change led to (the walk does not go on from it when `stopAtChanges`). Returns false when `cap` was reached.
 */
function walk(layout: SolverLayout, pos: CompactPosition, table: TranspositionTable, cap: number, stopAtChanges: boolean, onChange: () => void): boolean {
  const lists: MoveList[] = [new MoveList()];
  const next: number[] = [0];
  legalMoveCodes(pos, lists[0] as MoveList);
  let depth = 0;
  while (depth >= 0) {
    const list = lists[depth] as MoveList;
    if ((next[depth] as number) >= list.size) {
      if (depth > 0) pos.unmake();
      depth--;
      continue;
    }
    const code = list.codes[(next[depth] as number)] as number;
    next[depth] = (next[depth] as number) + 1;
    const changed = playChanges(layout, pos, code);
    if (changed) onChange();
    const stored = changed && stopAtChanges ? false : table.add(pos, cap);
    if (stored !== true) {
      pos.unmake();
      if (stored === 'max-states' || stored === 'max-memory') return false;
      continue;
    }
    depth++;
    lists[depth] ??= new MoveList();
    next[depth] = 0;
    legalMoveCodes(pos, lists[depth] as MoveList);
  }
  return true;
}

/** Prints the census of each seed's complete search, up to `cap` positions. */
export function runMacroCensus(seeds: readonly number[], cap: number): void {
  const variant = spiderette.variant();
  const layout = solverLayout(variant);
  const rules = compactRules(layout);
  console.log(`\nMacro-moves: Spiderette (four suits, thoughtful), complete search by single moves against one by changes, at most ${count(cap)} positions`);
  for (const seed of seeds) {
    const { value, cpu } = cpuSeconds(() => {
      const pos = new CompactPosition(rules, deal(variant, seed));
      const all = new TranspositionTable(rules, false, new MemoryBudget(4096));
      const changed = new TranspositionTable(rules, false, new MemoryBudget(4096));
      all.add(pos, cap);
      changed.add(pos, cap);
      const exhausted = walk(layout, pos, all, cap, false, () => { changed.add(pos, cap); });
      return { exhausted, all: all.size, changed: changed.size, pos };
    });
    let walked = 0;
    let complete = value.exhausted;
    const macro = cpuSeconds(() => {
      // Every changed position again, walked to its next changes with a table of its own.
      const pos = value.pos;
      const start = new CompactPosition(rules, deal(variant, seed));
      const changedAgain = new TranspositionTable(rules, false, new MemoryBudget(4096));
      const queue: Uint16Array[] = [];
      const snap = (p: CompactPosition): Uint16Array => { const out = new Uint16Array(p.snapshotLength); p.snapshot(out, 0); return out; };
      changedAgain.add(start, cap);
      queue.push(snap(start));
      while (queue.length > 0 && complete) {
        pos.restore(queue.pop() as Uint16Array, 0);
        const own = new TranspositionTable(rules, false, new MemoryBudget(4096));
        own.add(pos, cap);
        complete = walk(layout, pos, own, cap, true, () => {
          if (changedAgain.add(pos, cap) === true) queue.push(snap(pos));
        });
        walked += own.size;
        if (walked > cap) complete = false;
      }
    });
    console.log(`  deal ${seed}  ${value.exhausted ? 'exhausted' : 'cut off'}: ${count(value.all)} positions, ${count(value.changed)} of them led to by a change ` +
      `(${((100 * value.changed) / value.all).toFixed(1)}%), ${cpu.toFixed(2)} s CPU; by changes ${complete ? '' : '(cut off) '}walks ${count(walked)} positions, ${macro.cpu.toFixed(2)} s CPU`);
  }
}
