import { describe, expect, it } from 'vitest';
import { applyLegalMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { codeOfMove } from '../src/engine/agreement.js';
import { compactScore } from '../src/engine/compact-helpers.js';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition } from '../src/engine/compact-position.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { SnapshotStore } from '../src/engine/snapshots.js';
import { solverLayout } from '../src/rules/layout.js';
import { exampleSubjects, shippedSubjects } from './support.js';

/** Everything a search reads of a compact position, as text: cards, marks, hashes, King runs, score, legal moves. */
function reading(pos: CompactPosition, list: MoveList): string {
  const piles: string[] = [];
  for (let p = 0; p < pos.rules.pileCount; p++) {
    const base = p * pos.rules.capacity;
    const len = pos.length[p] as number;
    piles.push(`${Array.from(pos.cards.subarray(base, base + len)).join(',')}/${Array.from(pos.faces.subarray(base, base + len)).join(',')}`
      + ` down ${pos.down[p]} hash ${pos.pileLo[p]}:${pos.pileHi[p]} king ${pos.kingRun[p]}`);
  }
  legalMoveCodes(pos, list);
  return `${piles.join(' | ')} redeals ${pos.redealsUsed} score ${compactScore(pos)} moves ${Array.from(list.codes.subarray(0, list.size)).join(',')}`;
}

describe('a snapshot restored (only the piles that differ are written)', () => {
  for (const subject of [...shippedSubjects(), ...exampleSubjects()]) {
    it(`${subject.label}: reads as the same position loaded afresh, from wherever the position was`, () => {
      const rules = compactRules(solverLayout(subject.variant));
      const list = new MoveList();
      for (let seed = 1; seed <= 2; seed++) {
        const random = mulberry32(seed);
        let state: GameState = deal(subject.variant, seed);
        const pos = new CompactPosition(rules, state);
        const store = new SnapshotStore(pos);
        const saved: { slot: number; state: GameState }[] = [];
        for (let step = 0; step < 120; step++) {
          const moves = legalMoves(subject.variant, state);
          if (moves.length === 0) break;
          const move = moves[randomBelow(random, moves.length)] as (typeof moves)[number];
          state = applyLegalMove(subject.variant, state, move).state;
          pos.make(codeOfMove(rules, move));
          // Read the position (counting its breaks and run depths), so that stale counts would show.
          reading(pos, list);
          if (step % 7 === 0) saved.push({ slot: store.save(), state });
        }
        // Restore the snapshots in a scrambled order, each from the position the last one left.
        for (let i = 0; i < saved.length; i++) {
          const { slot, state: expected } = saved[(i * 5) % saved.length] as { slot: number; state: GameState };
          store.restore(slot);
          expect(reading(pos, list), `deal ${seed}, snapshot ${i}`).toBe(reading(new CompactPosition(rules, expected), list));
          // Moves made after a restore are taken back to it.
          const code = list.size > 0 ? (list.codes[0] as number) : -1;
          if (code >= 0) {
            pos.make(code);
            reading(pos, list);
            pos.unmake();
            expect(reading(pos, list), `deal ${seed}, snapshot ${i}, after a move and its unmake`).toBe(reading(new CompactPosition(rules, expected), list));
          }
        }
      }
    });
  }
});
