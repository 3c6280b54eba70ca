/**
 * The Lab's fixes (issue 37): a composed game's own description and other names, carried by its share link;
 * "all piles" and "staircase" edits; a refusal explained at the control whose change caused it; "Start from"
 * showing the game a shared link came from.
 */
import { describe, expect, it } from 'vitest';
import { parseVariant } from '@patience/core';
import type { GameDefinition } from '@patience/core';
import { GAMES } from '@patience/games';
import { buildManifest } from '../src/gallery/game-manifest.js';
import { allLike, staircase, withValue } from '../src/lab/lab-fields.js';
import { check, placeProblem, startChoice, startingConfig } from '../src/lab/lab-state.js';
import { compactConfig, encodeShared, readShared } from '../src/lab/share-codec.js';

const SHIPPED = GAMES.map((g) => g.game.id);

function shipped(id: string): GameDefinition {
  const found = GAMES.find((g) => g.game.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found.game;
}
const klondike = shipped('klondike');
const seahaven = shipped('seahaven-towers');
const STARTING_GAMES = buildManifest(GAMES.map((g) => g.game));

describe('a composed game\'s own words', () => {
  it('leaves out the other names of the game it started from, and keeps its description to be rewritten', () => {
    const config = startingConfig(klondike.variant(), 'Klondike', SHIPPED);
    expect(config.otherNames).toBeUndefined();
    expect(config.description).toBe('Seven columns built down in alternating colours, a stock turned onto a waste.');
    expect(parseVariant(config).otherNames).toEqual([]);
  });

  it('carries its description and other names in a share link', () => {
    const config = { ...startingConfig(seahaven.variant(), 'Seahaven Towers', SHIPPED), description: 'Seahaven Towers with six towers.', otherNames: ['Six Towers'] };
    const read = readShared(encodeShared(JSON.stringify(compactConfig(parseVariant(config)))), SHIPPED);
    if (!read.ok) throw new Error(read.message);
    expect([read.game.variant.description, read.game.variant.otherNames]).toEqual(['Seahaven Towers with six towers.', ['Six Towers']]);
  });
});

describe('layout edits for every pile at once', () => {
  it('"all piles like pile 1" copies the first pile to every pile', () => {
    expect(allLike([{ cards: 5, faceDown: 4 }, { cards: 2 }, { cards: 7, coveredBy: [1] }])).toEqual([
      { cards: 5, faceDown: 4 }, { cards: 5, faceDown: 4 }, { cards: 5, faceDown: 4 },
    ]);
  });

  it('"staircase" deals 1 to n cards, all but the top one face down, as Klondike does', () => {
    expect(staircase(4)).toEqual([{ cards: 1 }, { cards: 2, faceDown: 1 }, { cards: 3, faceDown: 2 }, { cards: 4, faceDown: 3 }]);
    const config = withValue(startingConfig(klondike.variant(), 'Klondike', SHIPPED), 'layout.tableau', staircase(7));
    expect(parseVariant(config).layout.tableau).toEqual(klondike.variant().layout.tableau);
  });
});

describe('a refusal at the control that caused it', () => {
  it('a build direction of "none" that leaves runs without a direction is explained at the direction, naming the pick-up rule', () => {
    const before = startingConfig(seahaven.variant(), 'Seahaven Towers', SHIPPED);
    expect(check(before, SHIPPED).ok).toBe(true);
    const after = withValue(before, 'rules.tableau.build.direction', 'none');
    const checked = check(after, SHIPPED);
    expect(placeProblem(checked, after, 'rules.tableau.build.direction', true)).toEqual({
      path: 'rules.tableau.build.direction', row: null,
      text: 'Pick up kind: a run needs a build direction; use "top-card" or "any-face-up" when nothing builds',
    });
    // Rules that were refused already before the change: the refusal stays at its own field's control.
    expect(placeProblem(checked, after, 'rules.tableau.build.direction', false)).toMatchObject({ path: 'rules.tableau.pickUp.kind' });
  });
});

describe('"Start from" after a shared link', () => {
  it('names the game and preset the composed game started from, or the game of its family', () => {
    expect(startChoice(startingConfig(klondike.variant({ draw: 3 }), 'Klondike (draw three)', SHIPPED), STARTING_GAMES)).toBe('klondike|draw-3');
    expect(startChoice({ name: 'Westcliff', family: 'Klondike' }, STARTING_GAMES)).toBe('klondike|standard');
    expect(startChoice({ name: 'Nothing like it' }, STARTING_GAMES)).toBeNull();
  });
});
