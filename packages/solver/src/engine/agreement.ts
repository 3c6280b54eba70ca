import { type Move, type Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { solverLayout } from '../rules/layout.js';
import { CompactPosition } from './compact-position.js';
import { MoveList, legalMoveCodes } from './compact-moves.js';
import { DEAL_CODE, REDEAL_CODE, compactRules, moveCode, type CompactRules } from './compact-rules.js';

/** The code of a core move. */
export function codeOfMove(rules: CompactRules, move: Move): number {
  if (move.kind === 'deal') return DEAL_CODE;
  if (move.kind === 'redeal') return REDEAL_CODE;
  return moveCode(rules.layout.indexOf.get(move.from) ?? -1, rules.layout.indexOf.get(move.to) ?? -1, move.count);
}

function samePiles(a: GameState, b: GameState): boolean {
  if (a.redealsUsed !== b.redealsUsed || a.piles.length !== b.piles.length) return false;
  return a.piles.every((pile, p) => {
    const other = b.piles[p];
    return other !== undefined && pile.faceDown === other.faceDown && pile.cards.length === other.cards.length && pile.cards.every((c, i) => c === other.cards[i]);
  });
}

/** Whether pile `p`'s face bytes (those it holds) are the same in both positions. */
function sameFaces(a: CompactPosition, b: CompactPosition, p: number): boolean {
  const base = p * a.rules.capacity;
  for (let i = 0; i < (a.length[p] as number); i++) if (a.faces[base + i] !== b.faces[base + i]) return false;
  return true;
}

/**
 * Plays a random game of `plies` moves from deal `seed` with core's engine and, beside it, with the
 * compact engine, and compares them at every step: see {@link engineDisagreementOnLine}. Returns a
 * sentence naming the first difference, or `null`.
 */
export function engineDisagreement(variant: Variant, seed: number, plies: number): string | null {
  const random = mulberry32(seed);
  return disagreement(variant, seed, (moves, step) => (step < plies ? randomBelow(random, moves.length) : -1));
}

/**
 * Plays the moves `line` from deal `seed` (a play-out's, as the soak's) with core's engine and, beside it,
 * with the compact engine, and compares them at every step: the legal moves (same moves, same order), the
 * position after each move, its effects (cards turned up, runs lifted), and the Zobrist hashes and King
 * runs and face bytes kept incrementally against those computed afresh. Then takes every move back with `unmake` and
 * compares each position, and its legal moves, on the way back. Returns a sentence naming the first difference (or a move of
 * the line that core does not list), or `null`.
 */
export function engineDisagreementOnLine(variant: Variant, seed: number, line: readonly Move[]): string | null {
  const rules = compactRules(solverLayout(variant));
  return disagreement(variant, seed, (moves, step) => {
    const next = line[step];
    if (next === undefined) return -1;
    const code = codeOfMove(rules, next);
    const at = moves.findIndex((m) => codeOfMove(rules, m) === code);
    return at < 0 ? -2 : at;
  });
}

/** The comparison of both engines along the moves `pick` chooses (an index; -1 to stop, -2 for a move not listed). */
function disagreement(variant: Variant, seed: number, pick: (moves: readonly Move[], step: number) => number): string | null {
  const rules = compactRules(solverLayout(variant));
  const states: GameState[] = [deal(variant, seed)];
  const pos = new CompactPosition(rules, states[0] as GameState);
  const fresh = new CompactPosition(rules, states[0] as GameState);
  const list = new MoveList();
  const where = (step: number): string => `${variant.id}, deal ${seed}, move ${step}`;
  for (let step = 0; ; step++) {
    const state = states[step] as GameState;
    const moves = legalMoves(variant, state);
    legalMoveCodes(pos, list);
    const codes = Array.from(list.codes.subarray(0, list.size));
    const expected = moves.map((m) => codeOfMove(rules, m));
    if (codes.join() !== expected.join()) return `${where(step)}: legal moves ${codes.join()} where core lists ${expected.join()}`;
    if (moves.length === 0) break;
    const chosen = pick(moves, step);
    if (chosen === -1) break;
    if (chosen < 0) return `${where(step)}: the line's move is not among core's legal moves`;
    const move = moves[chosen] as Move;
    const outcome = applyLegalMove(variant, state, move);
    pos.make(codeOfMove(rules, move));
    if (!samePiles(pos.toState(), outcome.state)) return `${where(step)}: the position after ${JSON.stringify(move)} differs from core's`;
    if (JSON.stringify(pos.lastEffects()) !== JSON.stringify(outcome.effects)) {
      return `${where(step)}: effects ${JSON.stringify(pos.lastEffects())} where core has ${JSON.stringify(outcome.effects)}`;
    }
    fresh.load(outcome.state);
    for (let p = 0; p < rules.pileCount; p++) {
      if (fresh.pileLo[p] !== pos.pileLo[p] || fresh.pileHi[p] !== pos.pileHi[p]) return `${where(step)}: pile ${p}'s incremental hash differs from its hash afresh`;
      if (fresh.kingRun[p] !== pos.kingRun[p]) return `${where(step)}: pile ${p}'s King run, kept move by move, differs from its count afresh`;
      if (!sameFaces(fresh, pos, p)) return `${where(step)}: pile ${p}'s face bytes, kept move by move, differ from its bytes afresh`;
    }
    states.push(outcome.state);
  }
  for (let step = states.length - 2; step >= 0; step--) {
    pos.unmake();
    if (!samePiles(pos.toState(), states[step] as GameState)) return `${where(step)}: unmake does not restore the position`;
    fresh.load(states[step] as GameState);
    for (let p = 0; p < rules.pileCount; p++) {
      if (fresh.pileLo[p] !== pos.pileLo[p] || fresh.pileHi[p] !== pos.pileHi[p]) return `${where(step)}: unmake does not restore pile ${p}'s hash`;
      if (fresh.kingRun[p] !== pos.kingRun[p]) return `${where(step)}: unmake does not restore pile ${p}'s King run`;
      if (!sameFaces(fresh, pos, p)) return `${where(step)}: unmake does not restore pile ${p}'s face bytes`;
    }
    // The move generator keeps each column's run depth between calls: after unmake it must list as afresh.
    legalMoveCodes(pos, list);
    const kept = Array.from(list.codes.subarray(0, list.size)).join();
    legalMoveCodes(fresh, list);
    if (kept !== Array.from(list.codes.subarray(0, list.size)).join()) return `${where(step)}: after unmake the legal moves differ from those listed afresh`;
  }
  return null;
}
