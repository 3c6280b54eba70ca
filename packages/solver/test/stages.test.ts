/**
 * The deal-by-deal first pass of two-deck Spider: a beam search whose steps are the deals.
 */
import type { Move } from '@patience/core';
import { deal } from '@patience/core/engine';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { solverLayout } from '../src/rules/layout.js';
import { STAGE_UNIT, WIDTH_UNIT } from '../src/search/restarts.js';
import type { SearchOutcome, SearchPaused } from '../src/search/search.js';
import { stagedSearch, type StageLimits } from '../src/search/stages.js';
import { lineFingerprint, replaysToWin } from './support.js';

const variant = spider.variant();
const layout = solverLayout(variant);
const limits: StageLimits = { perStage: STAGE_UNIT, width: WIDTH_UNIT, maxStates: 1_000_000, timeMs: 120_000, signal: undefined };

/** Runs a search to its end, counting its pauses. */
function toEnd(first: SearchOutcome | SearchPaused): { outcome: SearchOutcome; pauses: number } {
  let result = first;
  let pauses = 0;
  while (result.end === 'paused') {
    pauses++;
    result = result.resume();
  }
  return { outcome: result, pauses };
}

const deals = (moves: readonly Move[]): number => moves.filter((move) => move.kind === 'deal').length;

describe('the deal-by-deal search', () => {
  it('wins four-suit Spider deal 2 in its first attempt, dealing all five rows, and the line replays to a win', () => {
    const start = deal(variant, 2);
    const { outcome } = toEnd(stagedSearch(layout, start, limits));
    expect(outcome.end).toBe('won');
    expect(outcome.statesExplored).toBe(62_157);
    expect(outcome.moves.length).toBe(408);
    expect(deals(outcome.moves)).toBe(5);
    expect(replaysToWin(variant, start, outcome.moves)).toBe(true);
  });

  it('pauses after each slice and resumes exactly where it stopped: the same line', () => {
    const start = deal(variant, 2);
    const whole = toEnd(stagedSearch(layout, start, limits));
    const sliced = toEnd(stagedSearch(layout, start, { ...limits, sliceMs: 0 }));
    expect(whole.pauses).toBe(0);
    expect(sliced.pauses).toBeGreaterThan(100);
    expect(sliced.outcome.moves).toEqual(whole.outcome.moves);
    expect(sliced.outcome.statesExplored).toBe(whole.outcome.statesExplored);
  });

  it('ends max-states, not exhausted, when a stage\'s budget or the beam\'s width cut positions off', () => {
    const { outcome } = toEnd(stagedSearch(layout, deal(variant, 1), { ...limits, perStage: 20, width: 1 }));
    expect(outcome.end).toBe('max-states');
    expect(outcome.skippedMoves).toBe(true);
    expect(outcome.statesExplored).toBeLessThan(2000);
  });

  it('stops at its limits: positions, time, an aborted signal', () => {
    const start = deal(variant, 1);
    expect(toEnd(stagedSearch(layout, start, { ...limits, maxStates: 500 })).outcome).toMatchObject({ end: 'max-states', statesExplored: 500 });
    expect(toEnd(stagedSearch(layout, start, { ...limits, timeMs: 0 })).outcome.end).toBe('time');
    const controller = new AbortController();
    controller.abort();
    expect(toEnd(stagedSearch(layout, start, { ...limits, signal: controller.signal })).outcome.end).toBe('aborted');
  });
});

/**
 * The deal-by-deal search's exact answers (end, positions stored, the root's score, the line's length and
 * fingerprint, the opening safe moves) on three deals of each game, at two stage sizes: recorded when the
 * same search on core's positions still ran beside it and answered exactly the same.
 */
type StagedAnswer = readonly [string, number, number, number, string, number];
const STAGED: Record<string, readonly StagedAnswer[]> = Object.fromEntries([
  ['four-suit Spider', [
    ['max-states', 631, -588, 0, '741638a5', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
    ['max-states', 1041, -588, 0, '741638a5', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
    ['max-states', 1091, -588, 0, '741638a5', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
  ]],
  ['two-suit Spider', [
    ['max-states', 1160, -588, 0, '741638a5', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
    ['won', 2106, -588, 137, 'a0854feb', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
    ['max-states', 821, -588, 0, '741638a5', 0],
    ['max-states', 20000, -588, 0, '741638a5', 0],
  ]],
  ['Spiderette', [
    ['max-states', 232, -288, 0, '741638a5', 0],
    ['max-states', 11851, -288, 0, '741638a5', 0],
    ['max-states', 173, -288, 0, '741638a5', 0],
    ['max-states', 969, -288, 0, '741638a5', 0],
    ['max-states', 402, -288, 0, '741638a5', 0],
    ['max-states', 20000, -288, 0, '741638a5', 0],
  ]],
] as const);

describe('the deal-by-deal search gives the recorded answers', () => {
  for (const [name, subject] of [
    ['four-suit Spider', spider.variant()],
    ['two-suit Spider', spider.variant({ suits: 2 })],
    ['Spiderette', spiderette.variant()],
  ] as const) {
    it(`${name}: the same end, positions stored and line as recorded`, () => {
      const subjectLayout = solverLayout(subject);
      const answers: StagedAnswer[] = [];
      for (let seed = 1; seed <= 3; seed++) {
        for (const stage of [{ perStage: 50, width: 2 }, { perStage: STAGE_UNIT, width: WIDTH_UNIT, maxStates: 20_000 }]) {
          const r = toEnd(stagedSearch(subjectLayout, deal(subject, seed), { ...limits, ...stage })).outcome;
          answers.push([r.end, r.statesExplored, r.rootScore, r.moves.length, lineFingerprint(r.moves), r.openingSafeMoves.length]);
        }
      }
      expect(answers).toEqual(STAGED[name]);
    });
  }
});
