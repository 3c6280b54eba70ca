import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { parseMove } from '@patience/core/notation';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { seahavenWinningLine } from '../e2e/harness/wins.js';
import { animatedBy, TableSession, type StatsRecorder } from '../src/play/table-session.js';
import { NO_STATS, type GameStats } from '../src/stats/stats.js';

/** A statistics book that records what the table told it. */
function recorder(): StatsRecorder & { calls: string[] } {
  const calls: string[] = [];
  const stats: GameStats = { ...NO_STATS, played: 1, won: 1 };
  return {
    calls,
    start: () => { calls.push('start'); },
    win: (game, timeMs, seed, assisted) => { calls.push(`${assisted ? 'assisted win' : 'win'} ${timeMs} ${game.movesMade} ${seed}`); return stats; },
    loss: (game, seed) => { calls.push(`loss ${game.movesMade} ${seed}`); },
    current: () => stats,
  };
}

/** Easthaven deal 3: its first column move, t2>t1, frees two cards that auto-move sends home. */
function easthaven3(autoFoundation: boolean, now = 0): TableSession {
  return new TableSession({ game: new Game(easthaven.variant(), { seed: 3 }, { autoFoundation }), seed: 3, elapsedMs: 0 }, {}, now);
}

describe('the play table on core\'s session', () => {
  it('plays a move and the safe moves it frees as one step, announced together, undone and redone together', () => {
    const table = easthaven3(true);
    const news = table.play({ kind: 'move', from: 't2', to: 't1', count: 1 });
    if (news.kind !== 'changed') throw new Error(`expected a change, got ${JSON.stringify(news)}`);
    expect(news.change.records.map((r) => r.notation)).toEqual(['t2>t1', 't2>f4', 't6>f3']);
    expect(news.text).toBe('Queen of diamonds to column 1; Ace of spades turned up; Ace of spades to foundation 4, automatically; 7 of clubs turned up; Ace of hearts to foundation 3, automatically; 6 of hearts turned up.');
    expect(table.game.stepSizes()).toEqual([3]);
    expect(table.game.movesMade).toBe(3);

    const undone = table.undo();
    expect(undone.kind).toBe('changed');
    expect(table.game.history()).toEqual([]);
    expect(undone.text).toBe('Undone: the Queen of diamonds to column 1, the Ace of spades to foundation 4, the Ace of hearts to foundation 3.');
    const redone = table.redo();
    expect(redone.text).toMatch(/^Redone: /);
    expect(table.game.movesMade).toBe(3);
    expect(table.undo().kind).toBe('changed');
    expect(table.undo()).toEqual({ kind: 'unchanged', text: 'There is nothing to undo.' });
  });

  it('plays the move alone when auto-move is off, and turning it on plays the safe moves as one step', () => {
    const table = easthaven3(false);
    table.play({ kind: 'move', from: 't2', to: 't1', count: 1 });
    expect(table.game.stepSizes()).toEqual([1]);
    const on = table.setAutoMove(true);
    if (on.kind !== 'changed') throw new Error('expected the safe moves');
    expect(on.change.kind).toBe('auto');
    expect(on.text).toBe('Auto-move is on: safe cards go to the foundations by themselves (2 moved: the Ace of spades to foundation 4, the Ace of hearts to foundation 3).');
    expect(table.game.stepSizes()).toEqual([1, 2]);
    expect(table.setAutoMove(false)).toEqual({ kind: 'unchanged', text: 'Auto-move is off.' });
    expect(table.game.autoFoundation).toBe(false);
  });

  it('refuses an illegal move with the engine\'s reason, beside the pile it was to leave, and changes nothing', () => {
    const table = easthaven3(true);
    const before = table.game.state;
    const news = table.play({ kind: 'move', from: 't1', to: 'f1', count: 1 });
    expect(news.kind).toBe('refused');
    expect(news).toMatchObject({ at: 't1' });
    expect(news.text).toBe(table.game.whyIllegal({ kind: 'move', from: 't1', to: 'f1', count: 1 })?.message);
    expect(table.game.state).toBe(before);
  });

  it('animates the cards a move or redo turns up, never an undo', () => {
    const table = easthaven3(true);
    const news = table.play({ kind: 'move', from: 't2', to: 't1', count: 1 });
    if (news.kind !== 'changed') throw new Error('expected a change');
    expect(animatedBy(news.change).turnedUp.size).toBe(3);
    const undone = table.undo();
    if (undone.kind !== 'changed') throw new Error('expected a change');
    expect(animatedBy(undone.change).turnedUp.size).toBe(0);
    expect(animatedBy(null).turnedUp.size).toBe(0);
  });

  it('counts a game as played only once a move is made, and only once', () => {
    const stats = recorder();
    const table = easthaven3(false);
    expect(table.settle(10, stats)).toEqual({ win: null, firstWin: false, store: undefined });
    expect([stats.calls, table.atStake]).toEqual([[], false]);
    // Leaving a deal with no move made costs nothing.
    table.leave(stats);
    expect(stats.calls).toEqual([]);

    table.play({ kind: 'move', from: 't2', to: 't1', count: 1 });
    table.settle(20, stats);
    table.play({ kind: 'move', from: 't2', to: 'f4', count: 1 });
    table.settle(30, stats);
    expect(stats.calls).toEqual(['start']);
    // Undone to the opening, it was still played: leaving it now loses it.
    expect(table.restart()).toMatchObject({ kind: 'changed', text: 'Deal 3 starts again.' });
    const settled = table.settle(40, stats);
    expect(settled.store).toMatchObject({ version: 1, steps: [] });
    expect(table.atStake).toBe(true);
    table.leave(stats);
    expect(stats.calls).toEqual(['start', 'loss 0 3']);
  });

  it('a resumed game with moves is already counted, and at stake', () => {
    const stats = recorder();
    const game = new Game(easthaven.variant(), { seed: 3 });
    game.move('t2>t1');
    const table = new TableSession({ game: Game.load(game.save(), easthaven.variant()), seed: 3, elapsedMs: 5000 }, {}, 100);
    expect(table.atStake).toBe(true);
    expect(table.clock).toEqual({ baseMs: 5000, startedAt: 100 });
    table.play({ kind: 'move', from: 't2', to: 'f4', count: 1 });
    table.settle(200, stats);
    expect(stats.calls).toEqual([]);
  });

  it('runs the clock from the first move, and stores the game with its steps and time', () => {
    const stats = recorder();
    const table = easthaven3(true, 0);
    expect(table.clock).toEqual({ baseMs: 0, startedAt: null });
    table.play({ kind: 'move', from: 't2', to: 't1', count: 1 });
    const settled = table.settle(1000, stats);
    expect(table.clock).toEqual({ baseMs: 0, startedAt: 1000 });
    expect(settled.store).toEqual({ version: 1, options: {}, save: table.game.save(), elapsedMs: 0, steps: [3] });
    expect(table.saveNow(4500)).toMatchObject({ elapsedMs: 3500, steps: [3] });
  });

  it('counts a win once, stops the clock, removes the save; undoing and winning again does not count twice', () => {
    const stats = recorder();
    const line = seahavenWinningLine();
    const game = new Game(seahaven.variant(), { seed: 1 });
    for (const move of line.slice(0, -1)) game.move(move);
    const table = new TableSession({ game, seed: 1, elapsedMs: 60_000 }, {}, 0);
    const last = line.at(-1) ?? '';
    const [from, to] = last.split('>');
    table.play({ kind: 'move', from: from as never, to: to as never, count: 1 });
    const won = table.settle(2500, stats);
    expect(won).toEqual({ win: { timeMs: 62_500, moves: line.length, assisted: false, stats: stats.current(game) }, firstWin: true, store: null });
    expect(stats.calls).toEqual([`win 62500 ${line.length} 1`]);
    expect(table.atStake).toBe(false);
    expect(table.saveNow(3000)).toBeNull();
    table.undo();
    table.settle(3000, stats);
    table.redo();
    expect(table.settle(4000, stats)).toMatchObject({ firstWin: false, store: null });
    expect(stats.calls).toEqual([`win 62500 ${line.length} 1`]);
    expect(table.play({ kind: 'deal' })).toEqual({ kind: 'unchanged', text: 'The game is won: nothing left to do.' });
  });

  it('a deal whose solution was shown is won with help, even after a restart; the mark is stored and resumed with the game', () => {
    const stats = recorder();
    const line = seahavenWinningLine();
    const table = new TableSession({ game: new Game(seahaven.variant(), { seed: 1 }), seed: 1, elapsedMs: 0 }, {}, 0);
    expect(table.assisted).toBe(false);
    expect(table.saveNow(0)).toBeNull();
    // Shown before any move, the solution is still kept by a reload: the deal is stored with no move.
    table.assist();
    expect(table.saveNow(0)).toMatchObject({ version: 1, elapsedMs: 0, steps: [], assisted: true });
    expect(table.atStake).toBe(false);
    table.play(parseMove(line[0] ?? ''));
    expect(table.settle(10, stats).store).toMatchObject({ assisted: true });
    table.restart();
    table.play(parseMove(line[0] ?? ''));
    const stored = table.settle(20, stats).store;
    expect(stored).toMatchObject({ assisted: true });
    expect(table.saveNow(30)).toMatchObject({ assisted: true });

    // The stored game, opened again, is still one whose solution was shown.
    const resumed = new TableSession({ game: Game.load(table.game.save(), seahaven.variant()), seed: 1, elapsedMs: 20, assisted: true }, {}, 40);
    for (const notation of line.slice(1)) resumed.play(parseMove(notation));
    const won = resumed.settle(1040, stats);
    expect(won).toMatchObject({ win: { moves: line.length, assisted: true }, firstWin: true, store: null });
    expect(stats.calls).toEqual(['start', `assisted win 1020 ${line.length} 1`]);
  });
});

