import { show } from './check.js';
import { choicesOf } from './fields.js';
import { readFoundations } from './read-foundations.js';
import { readGapFill } from './read-gap-fill.js';
import { checkGrid, readGrid } from './read-grid.js';
import { checkMaxCards, readMaxCards } from './pile-size-limit.js';
import { readRedeals, readStock } from './read-stock.js';
import { readReserveRules } from './reserve-rules.js';
import { checkBaseChosen, dealsAfterBase } from './base-chosen.js';
import { checkWastePiles } from './waste-piles.js';
import { checkShortRow } from './short-row.js';
import { checkPlayDuringDeal } from './play-during-deal.js';
import { checkGapRank, checkPairsAndWin, checkPlacement, checkTableauRedeal } from './variant-checks.js';
import { DIRECTIONS, F, MATCHES, readKind, reader } from './variant-reader.js';
import type {
  AutomaticEffects, BuildRule, Layout, PickUpRule, Rules, ScoringRules, StockRules, TableauRedeal, TableauRules,
} from './vocabulary.js';

function readBuild(value: unknown, path: string): BuildRule {
  const r = reader;
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['direction', 'match', 'wrap']);
  const direction = obj.direction === undefined ? F['rules.tableau.build.direction'].default
    : r.oneOf(obj.direction, `${path}.direction`, DIRECTIONS);
  const match = obj.match === undefined ? F['rules.tableau.build.match'].default : r.oneOf(obj.match, `${path}.match`, MATCHES);
  const wrap = obj.wrap === undefined ? F['rules.tableau.build.wrap'].default : r.boolean(obj.wrap, `${path}.wrap`);
  if (wrap && direction === 'none') r.problem(`${path}.wrap`,
    'ranks can only go round the corner when cards build on each other; this build direction is "none"');
  // Written only when true, so that variants without it stay exactly as they were (saves, links, docs).
  return wrap ? { direction, match, wrap } : { direction, match };
}

function readPickUp(value: unknown, path: 'rules.tableau.pickUp', build: BuildRule): PickUpRule {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, path);
  const kind = readKind<PickUpRule['kind']>(obj, path, 'pick-up rule', F['rules.tableau.pickUp.kind'].default);
  if (kind === 'run' || kind === 'top-or-whole-pile') {
    return { kind, match: obj.match === undefined ? build.match : r.oneOf(obj.match, `${path}.match`, MATCHES) };
  }
  return { kind };
}

/** A run limit written as a number is nearly always "one card at a time", which is a pick-up rule. */
function runLimitHint(value: unknown): string | undefined {
  if (value === 1) return "one card at a time is `pickUp: { kind: 'top-card' }`";
  if (typeof value === 'number') return 'a fixed number of cards is not a run limit the vocabulary has; "free-spaces" counts empty cells ' +
    'and columns as FreeCell does';
  return undefined;
}

function readTableauRules(value: unknown): TableauRules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.tableau');
  r.onlyKeys(obj, 'rules.tableau', ['build', 'pickUp', 'runLimit', 'emptyAccepts', 'redeal', 'maxCards', 'takesFrom', 'grid']);
  const build = readBuild(obj.build === undefined ? {} : obj.build, 'rules.tableau.build');
  const pickUp = readPickUp(obj.pickUp, 'rules.tableau.pickUp', build);
  if (pickUp.kind === 'run' && build.direction === 'none') {
    r.problem('rules.tableau.pickUp', 'a run needs a build direction; use "top-card" or "any-face-up" when nothing builds');
  }
  // A whole pile moves as one run by the build rule: with nothing built, only its top card could ever move.
  if (pickUp.kind === 'top-or-whole-pile' && build.direction === 'none') {
    r.problem('rules.tableau.pickUp', 'a whole pile moves only when it is one run, which needs a build direction; use "top-card" '
      + 'when nothing builds');
  }
  const runLimit = obj.runLimit === undefined ? F['rules.tableau.runLimit'].default
    : r.oneOf(obj.runLimit, 'rules.tableau.runLimit', choicesOf('rules.tableau.runLimit'), runLimitHint);
  const emptyAccepts = obj.emptyAccepts === undefined ? F['rules.tableau.emptyAccepts'].default
    : r.oneOf(obj.emptyAccepts, 'rules.tableau.emptyAccepts', choicesOf('rules.tableau.emptyAccepts'),
    (v) => (v === 'kings' || v === 'King' ? 'did you mean "king"?' : undefined));
  // Written only when given, so that variants without it stay exactly as they were (saves, links, docs).
  const grid = obj.grid === undefined ? {} : { grid: readGrid(obj.grid, { build, pickUp, runLimit, emptyAccepts }, obj) };
  const rules = { build, pickUp, runLimit, emptyAccepts, ...(obj.redeal === undefined ? {} : { redeal: readRedeal(obj.redeal) }) };
  const takesFrom = obj.takesFrom === undefined ? F['rules.tableau.takesFrom'].default
    : r.oneOf(obj.takesFrom, 'rules.tableau.takesFrom', choicesOf('rules.tableau.takesFrom'));
  return { ...rules, ...(obj.maxCards === undefined ? {} : { maxCards: readMaxCards(obj.maxCards) }),
    ...(takesFrom === 'waste' ? { takesFrom } : {}), ...grid };
}

/** Whether a config's tableau rules write a redeal's `perPile`. */
function perPileGiven(tableau: unknown): boolean {
  const redeal = (tableau as { redeal?: unknown } | undefined)?.redeal;
  return typeof redeal === 'object' && redeal !== null && (redeal as { perPile?: unknown }).perPile !== undefined;
}

function readRedeal(value: unknown): TableauRedeal {
  const r = reader;
  const path = 'rules.tableau.redeal';
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['times', 'gather', 'perPile', 'into']);
  const times = readRedeals(obj.times, 'rules.tableau.redeal.times');
  const gather = obj.gather === undefined ? F['rules.tableau.redeal.gather'].default
    : r.oneOf(obj.gather, `${path}.gather`, choicesOf('rules.tableau.redeal.gather'));
  // Where the cards go follows the stock when not given (see `redealInto`), so it is read here only when written.
  const into = obj.into === undefined ? undefined : r.oneOf(obj.into, `${path}.into`, choicesOf('rules.tableau.redeal.into'));
  return { times, gather, perPile: readPerPile(obj.perPile), ...(into === undefined ? {} : { into }) };
}

/**
 * A tableau redeal with its destination filled in: the stock where a deal-row stock deals (Scuffle), else the
 * piles; written only when the stock, so that redeals onto the piles read exactly as before.
 */
function redealInto(tableau: TableauRules, stock: StockRules, perPileGiven: boolean): TableauRules {
  const redeal = tableau.redeal;
  if (redeal === undefined) return tableau;
  const into = redeal.into ?? (stock.kind === 'deal-row' ? 'stock' : 'piles');
  if (into === 'stock' && perPileGiven) reader.problem('rules.tableau.redeal.perPile', 'the gathered cards form the stock, which '
    + 'deals them; no pile is dealt a number of them: leave out `perPile`');
  const rest = { times: redeal.times, gather: redeal.gather, perPile: redeal.perPile };
  return { ...tableau, redeal: into === 'stock' ? { ...rest, into } : rest };
}

/** A redeal's cards per pile: a whole number in the table's range, or "as-dealt" (the opening deal's pattern). */
function readPerPile(value: unknown): number | 'as-dealt' {
  const r = reader;
  const path = 'rules.tableau.redeal.perPile';
  const { min, max, default: fallback } = F[path];
  if (value === undefined) return fallback;
  if (value === 'as-dealt') return value;
  if (typeof value === 'number') return r.integer(value, path, min, max);
  // Name both accepted forms, so that "as dealt" or "asDealt" is not told to be a number.
  const guess = typeof value === 'string' && value.toLowerCase().replace(/[^a-z]/g, '') === 'asdealt' ? '; did you mean "as-dealt"?' : '';
  return r.problem(path, `expected a whole number from ${min} to ${max} or "as-dealt" (the opening deal's pattern), `
    + `got ${show(value)}${guess}`);
}

/** The cells' rule, written only when the cells take no cards. */
function readCellRules(value: unknown, layout: Layout): Pick<Rules, 'cells'> {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules.cells');
  r.onlyKeys(obj, 'rules.cells', ['accept']);
  const accept = obj.accept === undefined ? F['rules.cells.accept'].default
    : r.oneOf(obj.accept, 'rules.cells.accept', choicesOf('rules.cells.accept'));
  if (accept === 'none' && layout.cells.length === 0 && value !== undefined) r.problem('rules.cells.accept',
    'the layout has no cells for this rule to apply to');
  return accept === 'none' ? { cells: { accept } } : {};
}

/** `fillFromReserve`, written only when true; it needs a reserve to fill from. */
function readFill(value: unknown, layout: Layout): Pick<AutomaticEffects, 'fillFromReserve'> {
  const fill = value === undefined ? F['rules.effects.fillFromReserve'].default : reader.boolean(value, 'rules.effects.fillFromReserve');
  if (fill && layout.reserve === undefined) reader.problem('rules.effects.fillFromReserve',
    'needs a reserve to fill from: add `layout.reserve: { cards: 13, faceDown: 12 }`, say');
  return fill ? { fillFromReserve: true } : {};
}

/** The scoring's fields, in the order the Lab and the schema list them. */
const SCORING_KEYS = ['start', 'perMove', 'perCardToFoundation', 'perRunLifted', 'perWasteToTableau', 'perCardTurnedUp',
  'perCardTakenBack', 'perRedeal', 'freeRedeals'] as const satisfies readonly (keyof ScoringRules)[];

function readScoring(value: unknown): ScoringRules | null {
  const r = reader;
  if (value === undefined || value === null) return null;
  const obj = r.record(value, 'rules.scoring');
  r.onlyKeys(obj, 'rules.scoring', SCORING_KEYS);
  // Whole numbers in a modest range, so that a score adds up exactly and stays finite in any game.
  const num = (key: (typeof SCORING_KEYS)[number]): number => {
    const rule = F[`rules.scoring.${key}`];
    return obj[key] === undefined ? rule.default : r.integer(obj[key], `rules.scoring.${key}`, rule.min, rule.max);
  };
  return Object.fromEntries(SCORING_KEYS.map((key) => [key, num(key)])) as Record<(typeof SCORING_KEYS)[number], number>;
}

export function readRules(value: unknown, layout: Layout, decks: number): Rules {
  const r = reader;
  const obj = value === undefined ? {} : r.record(value, 'rules');
  r.onlyKeys(obj, 'rules', ['tableau', 'cells', 'reserve', 'foundations', 'stock', 'effects', 'win', 'scoring']);
  const given = readTableauRules(obj.tableau);
  const cells = readCellRules(obj.cells, layout);
  const foundations = readFoundations(obj.foundations);
  const stock = readStock(obj.stock);
  const tableau = redealInto(given, stock, perPileGiven(obj.tableau));
  const effectsObj = obj.effects === undefined ? {} : r.record(obj.effects, 'rules.effects');
  r.onlyKeys(effectsObj, 'rules.effects', ['turnUpExposed', 'liftCompletedRuns', 'fillFromReserve', 'fillGapsFrom']);
  const lifts = foundations.kind === 'complete-runs';
  const effects: AutomaticEffects = {
    turnUpExposed: effectsObj.turnUpExposed === undefined ? F['rules.effects.turnUpExposed'].default
      : r.boolean(effectsObj.turnUpExposed, 'rules.effects.turnUpExposed'),
    liftCompletedRuns: effectsObj.liftCompletedRuns === undefined ? lifts
      : r.boolean(effectsObj.liftCompletedRuns, 'rules.effects.liftCompletedRuns'),
    ...readFill(effectsObj.fillFromReserve, layout),
  };
  const reserve = readReserveRules(obj.reserve, layout, foundations, effects);
  const gapFill = readGapFill(effectsObj.fillGapsFrom, layout, stock, effects.fillFromReserve === true, dealsAfterBase(foundations));
  if (effects.liftCompletedRuns !== lifts) {
    r.problem('rules.effects.liftCompletedRuns', lifts
      ? 'must be true: "complete-runs" foundations receive cards only by lifting completed runs'
      : 'needs "complete-runs" foundations to lift runs to');
  }
  const winObj = obj.win === undefined ? {} : r.record(obj.win, 'rules.win');
  r.onlyKeys(winObj, 'rules.win', ['kind']);
  const win = { kind: winObj.kind === undefined ? F['rules.win.kind'].default
    : r.oneOf(winObj.kind, 'rules.win.kind', choicesOf('rules.win.kind')) };
  const scoring = readScoring(obj.scoring);
  if (stock.kind === 'deal-row' && layout.tableau.length === 0) r.problem('rules.stock', 'a deal-row stock needs tableau piles');
  checkPlacement(layout, foundations);
  checkPairsAndWin(tableau, foundations, win, layout, stock);
  checkGapRank(tableau, foundations);
  checkTableauRedeal(tableau, layout, stock);
  checkMaxCards(tableau, layout, stock);
  checkShortRow(stock, layout);
  checkPlayDuringDeal(layout, foundations, stock);
  checkGrid(tableau.grid, layout, { foundations, stock, win }, decks);
  checkBaseChosen(foundations, layout, stock);
  checkWastePiles(tableau, stock);
  return { tableau, ...cells, ...reserve, foundations, stock, effects: { ...effects, ...gapFill }, win, scoring };
}
