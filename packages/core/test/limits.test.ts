/**
 * Saves and counters at their limits: every game `save()` writes, `Game.load` reads back, and every position
 * the engine writes, its readers accept.
 */
import { describe, expect, it } from 'vitest';
import { Game, IllegalMoveError, type Move } from '../src/index.js';
import { applyMove, deal, isLegal } from '../src/entries/engine.js';
import { MAX_SAVE_MOVES } from '../src/entries/saves.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

const DEAL: Move = { kind: 'deal' };
const REDEAL: Move = { kind: 'redeal' };

describe('a game as long as a save may hold', () => {
  it('refuses the move past MAX_SAVE_MOVES with move-limit, and the save at the limit loads', () => {
    // Klondike with unlimited redeals never runs out of deals and redeals: a game can go on for ever.
    const game = new Game(klondike, { seed: 1 });
    const next = (): Move => (isLegal(klondike, game.state, DEAL) ? DEAL : REDEAL);
    for (let made = 0; made < MAX_SAVE_MOVES; made++) game.move(next());
    const at = game.state;
    const error = caught(() => game.move(next()));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({
      code: 'move-limit', message: 'This game has made 100000 moves, the most a save holds; undo or restart to play on.',
    });
    expect(game.state).toBe(at);
    expect(game.history()).toHaveLength(MAX_SAVE_MOVES);
    expect([game.moves(), game.canDeal(), game.autoPlay(), game.whyIllegal('d')?.code]).toEqual([[], false, [], 'move-limit']);
    const loaded = Game.load(JSON.stringify(game.save()), klondike);
    expect(loaded.state).toEqual(at);
    expect(loaded.tryMove(DEAL)).toMatchObject({ ok: false, error: { code: 'move-limit' } });
    // Undo makes room again.
    game.undo();
    expect(game.moves()).not.toEqual([]);
    game.move(game.moves()[0] as Move);
    expect(game.history()).toHaveLength(MAX_SAVE_MOVES);
  });
});

describe('counters at the largest whole number a position holds', () => {
  it('a position at movesMade MAX_SAFE_INTEGER plays on, the counter staying there, and every position reads back', () => {
    const start = { ...deal(klondike, 1), movesMade: Number.MAX_SAFE_INTEGER };
    const game = new Game(klondike, { position: start });
    game.deal();
    game.deal();
    game.move(game.moves()[0] as Move);
    expect(game.movesMade).toBe(Number.MAX_SAFE_INTEGER);
    expect(stateFromSnapshot(klondike, game.snapshot())).toEqual(game.state);
    expect(Game.load(game.save(), klondike).state).toEqual(game.state);
    expect(new Game(klondike, { position: game.state }).moves()).toEqual(game.moves());
  });

  it('redealsUsed saturates the same way under unlimited redeals', () => {
    const dealt = new Game(klondike, { seed: 1 });
    while (dealt.canDeal()) dealt.deal();
    const state = { ...dealt.state, redealsUsed: Number.MAX_SAFE_INTEGER, movesMade: Number.MAX_SAFE_INTEGER };
    const after = applyMove(klondike, state, REDEAL).state;
    expect([after.redealsUsed, after.movesMade]).toEqual([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);
    expect(stateFromSnapshot(klondike, snapshot(klondike, after))).toEqual(after);
  });
});
