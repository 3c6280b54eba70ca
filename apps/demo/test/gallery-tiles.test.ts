import { describe, expect, it } from 'vitest';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { buildManifest, gameManifest } from '../src/gallery/game-manifest.js';
import { chipLabel, gallerySections, galleryTiles, presetLine } from '../src/gallery/gallery-tiles.js';

const MANIFEST = buildManifest([easthaven, spider, spiderette, seahaven]);

describe('the gallery tiles', () => {
  it('makes one tile per game, Spiderette joining Spider (its family)', () => {
    expect(galleryTiles(MANIFEST).map((t) => `${t.lead.id}: ${t.rows.map((r) => r.game.id).join(', ')}`)).toEqual([
      'easthaven: easthaven',
      'spider: spider, spiderette',
      'seahaven-towers: seahaven-towers',
    ]);
  });

  it('puts the lead game first even when a game of its family is listed before it', () => {
    const [, spiderGame, spideretteGame] = MANIFEST;
    if (!spiderGame || !spideretteGame) throw new Error('the manifest lists Spider and Spiderette');
    expect(galleryTiles([spideretteGame, spiderGame]).map((t) => t.rows.map((r) => r.game.id))).toEqual([['spider', 'spiderette']]);
  });

  it('names each chip by what its preset changes, in few words', () => {
    expect(galleryTiles(MANIFEST).map((t) => t.rows.flatMap((r) => r.chips.map((c) => c.label)))).toEqual([
      ['Standard', 'Deal past gaps no King can fill', 'PySolFC rules'],
      ['Standard', 'One suit', 'Two suits', 'Relaxed', 'Spiderette', 'Spiderette, one suit', 'Spiderette, two suits'],
      ['Standard', 'Doubling per empty column', 'Relaxed'],
    ]);
  });

  it('falls back to the whole preset name when it does not start with the game\'s', () => {
    const game = gameManifest(spider);
    const [, oneSuit] = game.presets;
    if (!oneSuit) throw new Error('Spider has a one-suit preset');
    const preset = { ...oneSuit, name: 'Beginner Spider' };
    expect(chipLabel(game, preset, false)).toBe('Beginner Spider');
  });

  it('gives every chip of a game its own line, the standard one naming the defaults the others change', () => {
    const game = gameManifest(spider);
    expect(game.presets.map((p) => presetLine(game, p))).toEqual([
      'The standard rules — Suits: Four suits; Dealing while a column is empty: Never',
      'Suits: One suit',
      'Suits: Two suits',
      'Dealing while a column is empty: Always ("relaxed")',
    ]);
    for (const tile of galleryTiles(MANIFEST)) {
      for (const r of tile.rows) expect(new Set(r.chips.map((c) => c.line)).size).toBe(r.chips.length);
    }
  });
});

describe('the gallery sections', () => {
  it('lists the shipped games under "Games", then "More games" and "Your variants" when they have any', () => {
    expect(gallerySections(MANIFEST).map((s) => s.title)).toEqual(['Games']);
    const more = gameManifest(easthaven, 'more');
    const mine = { ...gameManifest(seahaven), id: 'mine', name: 'Mine', family: 'Mine' };
    const sections = gallerySections([...MANIFEST, { ...more, id: 'other', name: 'Other', family: 'Other' }], [mine]);
    expect(sections.map((s) => `${s.title}: ${s.tiles.map((t) => t.lead.id).join(', ')}`)).toEqual([
      'Games: easthaven, spider, seahaven-towers',
      'More games: other',
      'Your variants: mine',
    ]);
  });
});
