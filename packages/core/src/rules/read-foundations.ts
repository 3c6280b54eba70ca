import { show } from './check.js';
import { choicesOf } from './fields.js';
import { F, MATCHES, readKind, reader } from './variant-reader.js';
import type { FoundationBase, FoundationRules, PairsFoundation, UpBySuitFoundations } from './vocabulary.js';

export function readFoundations(value: unknown): FoundationRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.foundations');
  const kind = readKind<FoundationRules['kind']>(obj, 'rules.foundations', 'foundation rule', F['rules.foundations.kind'].default);
  if (kind === 'up-by-suit') {
    const takeBack = obj.takeBack === undefined ? F['rules.foundations.takeBack'].default
      : r.boolean(obj.takeBack, 'rules.foundations.takeBack');
    const baseChosen = obj.baseChosen === undefined ? F['rules.foundations.baseChosen'].default
      : r.boolean(obj.baseChosen, 'rules.foundations.baseChosen');
    const stepByPile = obj.stepByPile === undefined ? F['rules.foundations.stepByPile'].default
      : r.boolean(obj.stepByPile, 'rules.foundations.stepByPile');
    const order = readFoundationOrder(obj);
    if (stepByPile && (order.base !== undefined || order.direction !== undefined)) r.problem('rules.foundations.stepByPile',
      'each foundation starts from its own rank, built up by its own step: leave out `base` and `direction`');
    // Each written only when true, so that foundations without them read exactly as before.
    return { kind, takeBack, ...order, ...(baseChosen ? { baseChosen } : {}), ...(stepByPile ? { stepByPile } : {}) };
  }
  if (kind === 'pairs') return readPairs(obj);
  if (kind === 'single-pile') {
    const wrap = obj.wrap === undefined ? F['rules.foundations.wrap'].default : r.boolean(obj.wrap, 'rules.foundations.wrap');
    // Written only when true, so that a variant without it reads exactly as before.
    return wrap ? { kind, wrap } : { kind };
  }
  if (kind === 'none') return { kind };
  return { kind, match: obj.match === undefined ? F['rules.foundations.match'].default
    : r.oneOf(obj.match, 'rules.foundations.match', MATCHES) };
}

/** Pairs foundations: by a total (written only when not the default pairing), or of equal rank, which takes no total. */
function readPairs(obj: Record<string, unknown>): PairsFoundation {
  const r = reader;
  const pairBy = obj.pairBy === undefined ? F['rules.foundations.pairBy'].default
    : r.oneOf(obj.pairBy, 'rules.foundations.pairBy', choicesOf('rules.foundations.pairBy'));
  if (pairBy !== 'total') {
    if (obj.total !== undefined) {
      r.problem('rules.foundations.total', `${pairBy === 'equal-rank' ? 'a pair of equal rank adds up to no set total'
        : 'a card discarded by a higher card of its suit needs no total'}: leave out \`total\`, or set \`pairBy: "total"\``);
    }
    return { kind: 'pairs', total: F['rules.foundations.total'].default, pairBy };
  }
  return { kind: 'pairs', total: obj.total === undefined ? F['rules.foundations.total'].default
    : r.integer(obj.total, 'rules.foundations.total', F['rules.foundations.total'].min, F['rules.foundations.total'].max) };
}

/**
 * A foundation's direction, base and follow rule, each written only when it is not the default, so that
 * foundations that do not use them read exactly as before.
 */
function readFoundationOrder(obj: Record<string, unknown>): Pick<UpBySuitFoundations, 'direction' | 'base' | 'follow'> {
  const r = reader;
  const direction = obj.direction === undefined ? F['rules.foundations.direction'].default
    : r.oneOf(obj.direction, 'rules.foundations.direction', choicesOf('rules.foundations.direction'));
  const start = direction === 'up' ? 1 : 13;
  const follow = obj.follow === undefined ? F['rules.foundations.follow'].default
    : r.oneOf(obj.follow, 'rules.foundations.follow', choicesOf('rules.foundations.follow'),
      (v) => (v === 'alternate-color' || v === 'same-color' ? `did you mean "${v.replace('color', 'colour')}"?` : v === 'suit'
      ? 'did you mean "same-suit"?' : undefined));
  const base = readFoundationBase(obj.base);
  return {
    ...(direction !== F['rules.foundations.direction'].default ? { direction } : {}),
    ...(base !== undefined && base !== start ? { base } : {}),
    ...(follow !== F['rules.foundations.follow'].default ? { follow } : {}),
  };
}

const RANK_WORDS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];

function readFoundationBase(value: unknown): FoundationBase | undefined {
  const r = reader;
  const path = 'rules.foundations.base';
  if (value === undefined || value === 'first-card') return value;
  // A rank written as a word ("Ace", "K") is a near miss: say the number.
  if (typeof value === 'string') {
    const word = value.toLowerCase();
    const rank = RANK_WORDS.indexOf(word) + 1 || ['a', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'j', 'q', 'k'].indexOf(word) + 1;
    return r.problem(path, `expected a rank from 1 (Ace) to 13 (King) or "first-card", got ${show(value)}${rank > 0
      ? `; did you mean ${rank}?` : word.startsWith('first') ? '; did you mean "first-card"?' : ''}`);
  }
  return r.integer(value, path, 1, 13);
}
