/**
 * Reading `rules.tableau.grid`: the tableau as a grid of places (Montana and its family). The word's refusals
 * live here, each naming the field and the fix, so that the rule reads as one piece.
 */
import { choicesOf } from './fields.js';
import { F, reader } from './variant-reader.js';
import { gridStartRank } from './grid-start-rank.js';
import type { FoundationRules, GridRules, Layout, Rules, StockRules, TableauRules } from './vocabulary.js';

/**
 * The tableau field a grid's own move replaces that holds anything but its default, or `undefined`: a grid takes
 * no other tableau rule. A field that holds its default is no other rule, so that a grid variant written out whole
 * (as `JSON.stringify` writes a variant) reads back as the same variant.
 */
function replacedField(tableau: Omit<TableauRules, 'grid'>, raw: Record<string, unknown>): string | undefined {
  const { build, pickUp } = tableau;
  if (build.direction !== F['rules.tableau.build.direction'].default || build.match !== F['rules.tableau.build.match'].default
    || build.wrap === true) return 'build';
  if (pickUp.kind !== F['rules.tableau.pickUp.kind'].default || ('match' in pickUp && pickUp.match !== build.match)) return 'pickUp';
  if (tableau.runLimit !== F['rules.tableau.runLimit'].default) return 'runLimit';
  if (tableau.emptyAccepts !== F['rules.tableau.emptyAccepts'].default) return 'emptyAccepts';
  return (['redeal', 'maxCards', 'takesFrom'] as const).find((key) => raw[key] !== undefined);
}

/**
 * The grid as written, with its defaults; `tableau` is the rest of the tableau's rules as read, and `raw` the
 * `rules.tableau` object as written: a grid refuses every other tableau rule.
 */
export function readGrid(value: unknown, tableau: Omit<TableauRules, 'grid'>, raw: Record<string, unknown>): GridRules {
  const r = reader;
  const path = 'rules.tableau.grid';
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['columns', 'aces', 'redeals']);
  const replaced = replacedField(tableau, raw);
  if (replaced !== undefined) r.problem(path, 'a grid moves one card at a time to a gap that takes the card after its left neighbour, so '
    + `it takes no other tableau rule: leave out \`rules.tableau.${replaced}\``);
  const columns = r.integer(obj.columns, `${path}.columns`, F[`${path}.columns`].min, F[`${path}.columns`].max);
  const aces = obj.aces === undefined ? F[`${path}.aces`].default : r.oneOf(obj.aces, `${path}.aces`, choicesOf(`${path}.aces`));
  const redeals = obj.redeals === undefined ? F[`${path}.redeals`].default
    : r.integer(obj.redeals, `${path}.redeals`, F[`${path}.redeals`].min, F[`${path}.redeals`].max);
  return { columns, aces, redeals };
}

/**
 * A grid's fit with the rest of the variant: rows of the start rank up to the King and one gap, one row for each
 * set of thirteen cards, every place dealt at most one card and every card dealt to a place, Aces that go where
 * the start rank lets the rows begin, and nothing but the grid (no stock, cells or reserve). The win
 * `rows-in-sequence` and a grid go together.
 */
export function checkGrid(grid: GridRules | undefined, layout: Layout, rules: Pick<Rules, 'foundations' | 'stock' | 'win'>,
  decks: number): void {
  const r = reader;
  if (grid === undefined) {
    if (rules.win.kind === 'rows-in-sequence') r.problem('rules.win.kind',
      'rows are in sequence only in a grid: add `rules.tableau.grid: { columns: 13 }`, say, or choose another win');
    return;
  }
  const path = 'rules.tableau.grid';
  if (rules.win.kind !== 'rows-in-sequence') r.problem('rules.win.kind', 'a grid is won when every row is in sequence: set '
    + '`rules.win: { kind: "rows-in-sequence" }`');
  const wanted = 15 - gridStartRank(grid);
  if (grid.columns !== wanted) r.problem(`${path}.columns`, `a row holds its run from the ${wanted === 13 ? 'Two (the Aces set aside)'
    : 'Ace'} to the King and one gap: set ${wanted}`);
  const rows = 4 * decks;
  if (layout.tableau.length !== rows * grid.columns) r.problem('layout.tableau', `a grid of ${rows} rows (one for each set of thirteen `
    + `cards) of ${grid.columns} places has ${rows * grid.columns} places; this layout has ${layout.tableau.length}`);
  checkGridDeal(grid, layout, rows, decks);
  checkGridFoundations(grid, rules.foundations);
  checkGridPiles(layout, rules.stock);
}

function checkGridDeal(grid: GridRules, layout: Layout, rows: number, decks: number): void {
  const r = reader;
  const crowded = layout.tableau.findIndex((place) => place.cards > 1 || place.faceDown > 0 || place.coveredBy !== undefined);
  if (crowded >= 0) r.problem(`layout.tableau[${crowded}]`, 'a place of a grid is dealt one face-up card or none, and covers nothing: '
    + 'set `{ cards: 1 }` or `{ cards: 0 }`');
  const placed = grid.aces === 'to-row-starts' ? rows : 0;
  const dealt = layout.tableau.reduce((sum, place) => sum + place.cards, 0) + placed;
  if (dealt !== decks * 52) r.problem('layout.tableau', `every card is dealt to a place of the grid: the places take ${dealt} cards `
    + `of ${decks * 52}`);
  if (grid.aces === 'to-row-starts' || grid.aces === 'moved-to-row-starts') {
    const first = Array.from({ length: rows }, (_, row) => row * grid.columns).find((i) => (layout.tableau[i]?.cards ?? 0) > 0);
    if (first !== undefined) r.problem(`layout.tableau[${first}]`, 'the Aces take the first place of each row, so it is dealt no card: '
      + 'set `{ cards: 0 }`');
  }
}

function checkGridFoundations(grid: GridRules, foundations: FoundationRules): void {
  const r = reader;
  const setAside = grid.aces === 'set-aside';
  if (setAside && (foundations.kind !== 'up-by-suit' || foundations.takeBack)) r.problem('rules.foundations', 'the Aces are set aside '
    + 'on the foundations: set `rules.foundations: { kind: "up-by-suit" }`');
  if (!setAside && foundations.kind !== 'none') r.problem('rules.foundations', 'a grid whose Aces stay in play has no foundations: '
    + 'set `rules.foundations: { kind: "none" }`');
}

function checkGridPiles(layout: Layout, stock: StockRules): void {
  const r = reader;
  const other = stock.kind !== 'none' ? 'rules.stock' : layout.cells.length > 0 ? 'layout.cells'
    : layout.reserve !== undefined ? 'layout.reserve' : undefined;
  if (other !== undefined) r.problem('rules.tableau.grid', `a grid game is played in the grid alone: leave out \`${other}\``);
}
