import { describe, expect, it } from 'vitest';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { buildManifest, gameManifest, miniature } from '../src/gallery/game-manifest.js';

describe('the gallery manifest', () => {
  it('lists every game and preset in gallery order', () => {
    const manifest = buildManifest([easthaven, spider, spiderette, seahaven]);
    expect(manifest.map((g) => `${g.id}: ${g.presets.map((p) => p.id).join(', ')}`)).toEqual([
      'easthaven: standard, lenient-deals, pysol',
      'spider: standard, 1-suit, 2-suits, relaxed',
      'spiderette: standard, 1-suit, 2-suits',
      'seahaven-towers: standard, doubling, relaxed',
    ]);
  });

  it('gives each preset its own variant\'s difficulty', () => {
    expect(gameManifest(spider).presets.map((p) => `${p.name}: ${p.difficulty}`)).toEqual([
      'Spider: expert', 'Spider (one suit): easy', 'Spider (two suits): medium', 'Spider (relaxed): expert',
    ]);
  });

  it('carries the options with their string-form choices', () => {
    expect(gameManifest(spider).options.map((o) => `${o.key}=${o.choices.map((c) => String(c.value)).join('|')} (${String(o.default)})`)).toEqual([
      'suits=1|2|4 (4)', 'dealWithEmptyColumns=forbid|allow (forbid)',
    ]);
  });

  it('draws the opening layout of deal 1 from the engine', () => {
    const mini = miniature(spider.variant());
    expect(mini.tableau.map((p) => p.down)).toEqual([5, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    expect(mini.tableau.every((p) => p.up.length === 1)).toBe(true);
    expect([mini.stock, mini.foundations, mini.cells.length]).toEqual([50, 8, 0]);
    const towers = miniature(seahaven.variant());
    expect([towers.stock, towers.foundations, towers.cells.map((c) => c.up.length).join(',')]).toEqual([null, 4, '0,1,1,0']);
    expect(towers.tableau.map((p) => p.up.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  });
});
