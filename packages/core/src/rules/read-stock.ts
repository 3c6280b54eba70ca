import { show } from './check.js';
import { choicesOf, MAX_REDEALS } from './fields.js';
import { DIRECTIONS, F, MATCHES, readKind, reader } from './variant-reader.js';
import type { StockRules, WasteBuildRule } from './vocabulary.js';

export function readStock(value: unknown): StockRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.stock');
  const kind = readKind<StockRules['kind']>(obj, 'rules.stock', 'stock', F['rules.stock.kind'].default);
  switch (kind) {
    case 'none':
      return { kind };
    case 'deal-row': {
      const emptyPiles = obj.emptyPiles === undefined ? F['rules.stock.emptyPiles'].default
        : r.oneOf(obj.emptyPiles, 'rules.stock.emptyPiles', choicesOf('rules.stock.emptyPiles'));
      const shortRow = obj.shortRow === undefined ? F['rules.stock.shortRow'].default
        : r.oneOf(obj.shortRow, 'rules.stock.shortRow', choicesOf('rules.stock.shortRow'));
      // Written only when not the default, so that variants without it stay exactly as they were (saves, links, docs).
      return shortRow === F['rules.stock.shortRow'].default ? { kind, emptyPiles } : { kind, emptyPiles, shortRow };
    }
    case 'draw-to-waste': {
      const draw = obj.draw === undefined ? F['rules.stock.draw'].default
        : r.integer(obj.draw, 'rules.stock.draw', 1, F['rules.stock.draw'].max);
      const waste = readWasteBuild(obj.waste);
      const redeals = readRedeals(obj.redeals, 'rules.stock.redeals');
      const place = obj.placeBeforeTurning === undefined ? F['rules.stock.placeBeforeTurning'].default
        : r.boolean(obj.placeBeforeTurning, 'rules.stock.placeBeforeTurning');
      // Each written only when used, so that variants without them stay exactly as they were (saves, links, docs).
      return { kind, draw, redeals, ...(waste === undefined ? {} : { waste }), ...(place ? { placeBeforeTurning: true } : {}) };
    }
  }
}

/** A number of redeals (the stock's, or the tableau's `redeal.times`): a whole number in the table's range, or "unlimited". */
export function readRedeals(value: unknown, path: 'rules.stock.redeals' | 'rules.tableau.redeal.times'): number | 'unlimited' {
  const r = reader;
  const { min, default: fallback } = F[path];
  if (value === undefined) return fallback;
  if (value === 'unlimited') return value;
  // Infinity is what redealsLeft() reports for an unlimited stock, so an author may well write it.
  if (value === Infinity) return r.problem(path, 'got Infinity; no limit is written "unlimited"');
  if (typeof value === 'number' && Number.isInteger(value) && value > MAX_REDEALS) {
    return r.problem(path, `${value} is outside ${min} to ${MAX_REDEALS}; more redeals than that is written "unlimited"`);
  }
  if (typeof value === 'number') return r.integer(value, path, min, MAX_REDEALS);
  // Name both accepted forms, so that a typo such as "Unlimited" is not told to be a number.
  const guess = typeof value === 'string' && value.toLowerCase() === 'unlimited' ? '; did you mean "unlimited"?' : '';
  return r.problem(path, `expected a whole number from ${min} to ${MAX_REDEALS} or "unlimited", got ${show(value)}${guess}`);
}

/** How the waste is built on (a draw-to-waste stock's `waste`), or undefined when it is not. */
function readWasteBuild(value: unknown): WasteBuildRule | undefined {
  const r = reader;
  if (value === undefined) return undefined;
  const path = 'rules.stock.waste';
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['direction', 'match', 'wrap', 'closedByKing']);
  const direction = obj.direction === undefined ? F['rules.stock.waste.direction'].default
    : r.oneOf(obj.direction, `${path}.direction`, DIRECTIONS);
  const match = obj.match === undefined ? F['rules.stock.waste.match'].default : r.oneOf(obj.match, `${path}.match`, MATCHES);
  const wrap = obj.wrap === undefined ? F['rules.stock.waste.wrap'].default : r.boolean(obj.wrap, `${path}.wrap`);
  if (wrap && direction === 'none') r.problem(`${path}.wrap`,
    'ranks can only go round the corner when cards build on the waste; its direction is "none"');
  const closedByKing = obj.closedByKing === undefined ? F['rules.stock.waste.closedByKing'].default
    : r.boolean(obj.closedByKing, `${path}.closedByKing`);
  if (closedByKing && direction === 'none') r.problem(`${path}.closedByKing`,
    'a King can close the waste only when cards build on it; its direction is "none"');
  if (direction === 'none') return undefined;
  // Each written only when true, so that variants without them stay exactly as they were (saves, links, docs).
  return { direction, match, ...(wrap ? { wrap } : {}), ...(closedByKing ? { closedByKing } : {}) };
}
