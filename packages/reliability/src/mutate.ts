/**
 * Mutations of JSON data for the fuzz tests: take a valid save, snapshot or variant config and break one
 * place in it (a field dropped, a value of the wrong type, an edge number, an array cut short or with an
 * entry doubled), as a corrupted file or a careless program would.
 */
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths of every value inside a JSON value, the root included. */
function paths(value: unknown, at: readonly (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push([...at]);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** The kinds of damage one mutation does. */
export type Damage = 'drop' | 'replace' | 'edge-number' | 'string' | 'truncate' | 'double';

/** One mutation: where (an index into the value's paths, modulo their number), what damage, and with what. */
export interface Mutation {
  readonly where: number;
  readonly damage: Damage;
  readonly value: unknown;
}

const EDGE_NUMBERS = [0, -1, 1, 2, 13, 52, 53, 104, 0.5, -0, 2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, 1e300, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

/** A mutation as fast-check generates it. */
export const mutation: fc.Arbitrary<Mutation> = fc.record({
  where: fc.nat(),
  damage: fc.constantFrom<Damage>('drop', 'replace', 'edge-number', 'string', 'truncate', 'double'),
  value: fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS),
    fc.string(),
    fc.constantFrom(null, true, false, undefined, [], {}, 'unlimited', 'king', 't1', 'f1', 'stock', '__proto__'),
    fc.anything({ maxDepth: 2 }),
  ),
});

/** Any value as text, even one that cannot be converted to a string ({ toString: '' }, a null prototype). */
function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value);
  }
}

/** A deep copy of `value` with one mutation applied; the original is not changed. */
export function mutate(value: unknown, m: Mutation): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  const all = paths(copy);
  const path = all[m.where % all.length] ?? [];
  const replace = (old: unknown): unknown => {
    switch (m.damage) {
      case 'replace':
        return m.value;
      case 'edge-number':
        return EDGE_NUMBERS[m.where % EDGE_NUMBERS.length];
      case 'string':
        return typeof old === 'string' ? old.slice(0, old.length >> 1) + text(m.value) : text(m.value);
      case 'truncate':
        return Array.isArray(old) ? old.slice(0, old.length >> 1) : typeof old === 'string' ? old.slice(0, old.length >> 1) : m.value;
      case 'double':
        return Array.isArray(old) ? [...(old as unknown[]), ...(old as unknown[]).slice(0, 1)] : [old, old];
      case 'drop':
        return undefined;
    }
  };
  if (path.length === 0) return replace(copy);
  let parent: unknown = copy;
  for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
  const last = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, unknown>;
  const next = replace(container[last]);
  if (next === undefined && !Array.isArray(container)) Reflect.deleteProperty(container, last);
  else container[last] = next;
  return copy;
}
