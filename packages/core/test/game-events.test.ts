/**
 * Game's events: what a board, a React hook or a Vue store hears after each change, in order, without polling.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Game, type GameEvent } from '../src/index.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

/** What a listener heard, one line an event: its type, its moves in notation, its effects' kinds. */
function heard(events: readonly GameEvent[]): string[] {
  return events.map((e) => `${e.type}: ${e.change.records.map((r) => r.notation).join(' ')}${e.change.effects.length > 0 ? ` (${e.change.effects.map((f) => f.kind).join(' ')})` : ''}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Game.subscribe', () => {
  it('tells a listener of every move, deal, undo, redo, automatic move and restart, in order, with the position after it', () => {
    const game = new Game(klondike, { seed: 2 });
    const events: GameEvent[] = [];
    game.subscribe((e) => {
      expect(e.state).toBe(game.state);
      expect(e.change).toBe(game.lastChange);
      events.push(e);
    });
    game.move('t3>t1');
    game.deal();
    game.undo();
    game.redo();
    game.setAutoFoundation(true);
    game.autoPlay();
    game.restart();
    game.redo();
    game.undo();
    expect(game.undo()).toBeNull();
    expect(game.redo()?.notation).toBe('t3>t1');
    expect(heard(events)).toEqual([
      'move: t3>t1 (turned-up)',
      'deal: d',
      'undo: d',
      'redo: d',
      'auto: t5>f1 (turned-up)',
      'restart: t3>t1 d t5>f1 (turned-up turned-up)',
      'redo: t3>t1 (turned-up)',
      'undo: t3>t1 (turned-up)',
      'redo: t3>t1 (turned-up)',
    ]);
  });

  it('with autoFoundation on, a move and the moves home it freed are one event', () => {
    const game = new Game(klondike, { seed: 2 }, { autoFoundation: true });
    const events: GameEvent[] = [];
    game.subscribe((e) => events.push(e));
    game.move('t3>t1');
    expect(heard(events)).toEqual(['move: t3>t1 t5>f1 (turned-up turned-up)']);
  });

  it('says nothing for a refused move, an undo with nothing to undo, or a query', () => {
    const game = new Game(klondike, { seed: 2 });
    const events: GameEvent[] = [];
    game.subscribe((e) => events.push(e));
    expect(game.tryMove('t1>t2').ok).toBe(false);
    expect(caught(() => game.move('nonsense'))).toMatchObject({ code: 'invalid-notation' });
    game.undo();
    game.redo();
    game.moves();
    game.snapshot();
    game.setAutoFoundation(false);
    expect(events).toEqual([]);
  });

  it('unsubscribes, also during an event: a listener removed before its turn is not called', () => {
    const game = new Game(klondike, { seed: 2 });
    const calls: string[] = [];
    let stopSecond = (): void => undefined;
    const stopFirst = game.subscribe((e) => {
      calls.push(`first ${e.type}`);
      stopSecond();
      stopFirst();
    });
    stopSecond = game.subscribe((e) => calls.push(`second ${e.type}`));
    game.subscribe((e) => calls.push(`third ${e.type}`));
    game.deal();
    game.deal();
    stopFirst();
    expect(calls).toEqual(['first deal', 'third deal', 'third deal']);
  });

  it('a listener that throws changes nothing: the move stands, the others hear it, the error is reported', () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const game = new Game(klondike, { seed: 2 });
    const events: GameEvent[] = [];
    const boom = new Error('listener failed');
    game.subscribe(() => {
      throw boom;
    });
    game.subscribe((e) => events.push(e));
    const record = game.move('t3>t1');
    expect(record.notation).toBe('t3>t1');
    expect(game.history().map((r) => r.notation)).toEqual(['t3>t1']);
    const unheard = new Game(klondike, { seed: 2 });
    unheard.move('t3>t1');
    expect(game.state).toEqual(unheard.state);
    expect(game.movesMade).toBe(1);
    game.undo();
    expect(game.state).toEqual(new Game(klondike, { seed: 2 }).state);
    expect(heard(events)).toEqual(['move: t3>t1 (turned-up)', 'undo: t3>t1 (turned-up)']);
    expect(reported).toEqual([boom, boom]);
  });

  it('refuses a listener that is not a function', () => {
    const game = new Game(klondike, { seed: 2 });
    expect(caught(() => game.subscribe('draw' as never))).toMatchObject({
      code: 'invalid-option', message: 'Game.subscribe takes a function; got "draw".',
    });
  });
});
