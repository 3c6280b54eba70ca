import type { Variant } from '../rules/vocabulary.js';
import { tableOf, type PileTable } from './table.js';
import type { PileKind } from './types.js';

const views = new WeakMap<Variant, PileTable>();

/**
 * A variant's {@link PileTable}: pile ids, kinds, index ranges per kind and foundation suits, computed once
 * per variant object and cached, frozen, so that a caller may keep it but not change it.
 * @throws {@link VariantError} for a variant that `defineVariant` would refuse.
 * @example
 * const piles = pileTable(variant);
 * for (let i = piles.foundationStart; i < piles.foundationEnd; i++) home += state.piles[i].cards.length;
 */
export function pileTable(variant: Variant): PileTable {
  let view = views.get(variant);
  if (!view) {
    const t = tableOf(variant);
    view = Object.freeze({
      ids: Object.freeze([...t.ids]),
      kinds: Object.freeze([...t.kinds]),
      indexOf: new ReadonlyIndex(t.indexOf),
      tableauStart: t.tableauStart,
      tableauEnd: t.tableauEnd,
      foundationStart: t.foundationStart,
      foundationEnd: t.foundationEnd,
      cellStart: t.cellStart,
      cellEnd: t.cellEnd,
      reserve: t.reserve,
      stock: t.stock,
      waste: t.waste,
      foundationSuit: Object.freeze([...t.foundationSuit]),
      foundationsBySuit: Object.freeze(t.foundationsBySuit.map((list) => Object.freeze([...list]))),
      totalCards: t.totalCards,
    });
    views.set(variant, view);
  }
  return view;
}

/** A map that cannot be changed: `Object.freeze` does not stop `Map.set`. */
class ReadonlyIndex implements ReadonlyMap<string, number> {
  readonly #map: ReadonlyMap<string, number>;
  constructor(map: ReadonlyMap<string, number>) {
    this.#map = map;
  }
  get size(): number {
    return this.#map.size;
  }
  get(key: string): number | undefined {
    return this.#map.get(key);
  }
  has(key: string): boolean {
    return this.#map.has(key);
  }
  forEach(callback: (value: number, key: string, map: ReadonlyMap<string, number>) => void): void {
    this.#map.forEach((value, key) => { callback(value, key, this); });
  }
  entries(): MapIterator<[string, number]> {
    return this.#map.entries();
  }
  keys(): MapIterator<string> {
    return this.#map.keys();
  }
  values(): MapIterator<number> {
    return this.#map.values();
  }
  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.#map[Symbol.iterator]();
  }
}

/**
 * The kind of pile an id names, read from the id alone (`t3` a tableau pile, `f1` a foundation, `c2` a
 * cell, `reserve`, `stock`, `waste`), or `null` for text that is not a pile id. It does not say whether a variant has
 * that pile: {@link PileTable.indexOf} does.
 * @example pileKind('f2') // 'foundation'
 */
export function pileKind(id: string): PileKind | null {
  if (id === 'stock' || id === 'waste' || id === 'reserve') return id;
  const match = /^([tfc])([1-9]\d*)$/.exec(id);
  if (!match) return null;
  return match[1] === 't' ? 'tableau' : match[1] === 'f' ? 'foundation' : 'cell';
}
