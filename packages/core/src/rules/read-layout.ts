import { SUITS } from '../cards/card.js';
import { STANDARD_DECK, type DeckSpec } from '../cards/deck.js';
import { show } from './check.js';
import { readBaseCardsPlaced } from './base-cards-placed.js';
import { readPlayDuringDeal } from './play-during-deal.js';
import { MAX_CELLS, MAX_DECKS, MAX_PILES } from './fields.js';
import { beyondTheVocabulary, F, reader } from './variant-reader.js';
import type { Layout, PileLayout, TableauPileLayout } from './vocabulary.js';

export function readDeck(value: unknown): DeckSpec {
  if (value === undefined) return STANDARD_DECK;
  const r = reader;
  const obj = r.record(value, 'deck');
  r.onlyKeys(obj, 'deck', ['decks', 'suits']);
  const decks = obj.decks === undefined ? F['deck.decks'].default : r.integer(obj.decks, 'deck.decks', 1, MAX_DECKS);
  if (obj.suits === undefined) return { decks, suits: SUITS };
  const suits = r.array(obj.suits, 'deck.suits', 4).map((s, i) => r.oneOf(s, `deck.suits[${i}]`, SUITS, suitHint));
  if (![1, 2, 4].includes(suits.length)) r.problem('deck.suits', `has ${suits.length} suits; a deck is spread over 1, 2 or 4 suits`);
  if (new Set(suits).size !== suits.length) r.problem('deck.suits', 'names a suit twice');
  return { decks, suits: suits };
}

/** A kind of pile, as the table names its fields. */
type PileKind = 'layout.tableau[]' | 'layout.cells[]' | 'layout.reserve';

function readPileLayout(value: unknown, path: string, kind: PileKind, maxCards: number, otherKeys: readonly string[] = []): PileLayout {
  const r = reader;
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['cards', 'faceDown', ...otherKeys]);
  const cards = r.integer(obj.cards, `${path}.cards`, 0, maxCards);
  if (obj.faceDown === undefined) return { cards, faceDown: F[`${kind}.faceDown`].default };
  if (typeof obj.faceDown === 'number' && Number.isInteger(obj.faceDown) && obj.faceDown > cards) {
    r.problem(`${path}.faceDown`, `${obj.faceDown} is more than the pile's ${cards} cards`);
  }
  // The range a person would write: from none to every card of this pile.
  const faceDown = r.integer(obj.faceDown, `${path}.faceDown`, 0, cards);
  return { cards, faceDown };
}

export function readLayout(value: unknown): Layout {
  const r = reader;
  const obj = r.record(value, 'layout');
  r.onlyKeys(obj, 'layout',
    ['tableau', 'cells', 'cellName', 'reserve', 'acesToFoundations', 'baseCardsToFoundations', 'baseCardsPlaced', 'kingsUnder',
      'playDuringDeal', 'foundationCards', 'wasteCards', 'stockFaceUp'],
    placedCardsHint);
  const tableauRaw = r.array(obj.tableau, 'layout.tableau', MAX_PILES);
  if (tableauRaw.length === 0) r.problem('layout.tableau', 'needs at least one pile');
  const tableau = readCovers(tableauRaw.map((p, i) => {
    const path = `layout.tableau[${i}]`;
    return { pile: readPileLayout(p, path, 'layout.tableau[]', 52 * MAX_DECKS, ['coveredBy']), coveredBy: r.record(p, path).coveredBy };
  }));
  const cells = obj.cells === undefined ? [] : r.array(obj.cells, 'layout.cells', MAX_CELLS).map((p, i) => {
    const pile = readPileLayout(p, `layout.cells[${i}]`, 'layout.cells[]', 1);
    if (pile.faceDown > 0) r.problem(`layout.cells[${i}].faceDown`, 'cards in a cell are face up');
    return pile;
  });
  const placement = readPlacement(obj);
  const reserve = obj.reserve === undefined ? {}
    : { reserve: readPileLayout(obj.reserve, 'layout.reserve', 'layout.reserve', 52 * MAX_DECKS) };
  if (obj.cellName === undefined) return { tableau, ...placement, cells, ...reserve };
  const cellName = r.string(obj.cellName, 'layout.cellName');
  if (!/^[a-z]+( [a-z]+)?$/.test(cellName) || cellName.length > 24) {
    r.problem('layout.cellName', `${show(cellName)} is not a name in lower case, singular, such as "tower" or "free cell"`);
  }
  if (cells.length === 0) r.problem('layout.cellName', 'names the cells, but the layout has none');
  return { tableau, ...placement, cells, ...reserve, cellName };
}

/**
 * The tableau piles with the piles that cover each, written only when there are some: every pile named is
 * another tableau pile, named once, and no pile covers itself through others (it could never be freed).
 */
function readCovers(piles: readonly { pile: PileLayout; coveredBy: unknown }[]): TableauPileLayout[] {
  const r = reader;
  const covers = piles.map(({ coveredBy }, i) => {
    const path = `layout.tableau[${i}].coveredBy`;
    if (coveredBy === undefined) return [];
    const list = r.array(coveredBy, path, MAX_PILES).map((n, j) => r.integer(n, `${path}[${j}]`, 1, F['layout.tableau[].coveredBy[]'].max));
    list.forEach((n, j) => {
      if (n > piles.length) r.problem(path, `names pile ${n}, but the tableau has ${piles.length} piles`);
      if (n === i + 1) r.problem(path, `names pile ${n}, the pile itself; a pile is covered by other piles`);
      if (list.indexOf(n) !== j) r.problem(path, `names pile ${n} twice`);
    });
    return list;
  });
  // A pile reached again while following what covers it is covered, through others, by itself.
  const state = covers.map(() => 0);
  const visit = (i: number, trail: readonly number[]): void => {
    if (state[i] === 2) return;
    if (state[i] === 1) {
      const loop = [...trail.slice(trail.indexOf(i)), i].map((p) => p + 1).join(' by ');
      r.problem(`layout.tableau[${i}].coveredBy`, `pile ${i
        + 1} is covered, through other piles, by itself (${loop}), so its cards could never be freed`);
    }
    state[i] = 1;
    for (const n of covers[i] ?? []) visit(n - 1, [...trail, i]);
    state[i] = 2;
  };
  covers.forEach((_, i) => {
    visit(i, []);
  });
  return piles.map(({ pile }, i) => ((covers[i] ?? []).length > 0 ? { ...pile, coveredBy: covers[i] } : pile));
}

/** The cards placed at the deal, each field written only when it is not the default. */
function readPlacement(obj: Record<string, unknown>):
Pick<Layout, 'acesToFoundations' | 'baseCardsToFoundations' | 'baseCardsPlaced' | 'kingsUnder' | 'playDuringDeal' | 'foundationCards'
  | 'wasteCards' | 'stockFaceUp'> {
  const r = reader;
  const aces = obj.acesToFoundations === undefined ? F['layout.acesToFoundations'].default
    : r.boolean(obj.acesToFoundations, 'layout.acesToFoundations');
  const baseCards = obj.baseCardsToFoundations === undefined ? F['layout.baseCardsToFoundations'].default
    : r.boolean(obj.baseCardsToFoundations, 'layout.baseCardsToFoundations');
  const kings = obj.kingsUnder === undefined ? F['layout.kingsUnder'].default : r.boolean(obj.kingsUnder, 'layout.kingsUnder');
  const most = F['layout.foundationCards'].max;
  if (typeof obj.foundationCards === 'number' && Number.isInteger(obj.foundationCards) && obj.foundationCards > most) {
    const placed = `${obj.foundationCards} is more than the deal can place on the foundations`;
    r.problem('layout.foundationCards', `${placed}: at most ${most}, the card that sets their base; `
      + 'to start them with the first card\'s fellows (Penguin), write `baseCardsToFoundations: true` with `rules.foundations.base: '
      + '"first-card"` instead');
  }
  const toFoundations = obj.foundationCards === undefined ? F['layout.foundationCards'].default
    : r.integer(obj.foundationCards, 'layout.foundationCards', 0, most);
  const toWaste = obj.wasteCards === undefined ? F['layout.wasteCards'].default
    : r.integer(obj.wasteCards, 'layout.wasteCards', 0, F['layout.wasteCards'].max);
  const stockFaceUp = obj.stockFaceUp === undefined ? F['layout.stockFaceUp'].default : r.boolean(obj.stockFaceUp, 'layout.stockFaceUp');
  return {
    ...(aces ? { acesToFoundations: true } : {}),
    ...(baseCards ? { baseCardsToFoundations: true } : {}),
    ...(obj.baseCardsPlaced === undefined ? {} : { baseCardsPlaced: readBaseCardsPlaced(obj.baseCardsPlaced) }),
    ...(kings ? { kingsUnder: true } : {}),
    ...(readPlayDuringDeal(obj.playDuringDeal) ? { playDuringDeal: true } : {}),
    ...(toFoundations > 0 ? { foundationCards: toFoundations } : {}),
    ...(toWaste > 0 ? { wasteCards: toWaste } : {}),
    ...(stockFaceUp ? { stockFaceUp: true } : {}),
  };
}

/**
 * A layout field that places other cards than the Aces on the foundations (`twosToFoundations`, say) is not a
 * typo of `acesToFoundations`: it asks for a rule the vocabulary cannot say yet, and the message says so.
 */
const OTHER_RANKS = 'deuces|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings|cards';
const OTHER_RANKS_TO_FOUNDATIONS = /* @__PURE__ */ new RegExp(`^(${OTHER_RANKS})ToFoundations$`, 'i');

function placedCardsHint(key: string): string | undefined {
  if (!OTHER_RANKS_TO_FOUNDATIONS.test(key)) return undefined;
  return 'the cards of the foundations\' base rank start on them with `baseCardsToFoundations: true` and the base in '
    + '`rules.foundations.base` (2 for the Twos); the deal also places the Aces (`acesToFoundations: true`; the first n of them with '
    + '`baseCardsPlaced: n`) or one card that sets the '
    + 'base (`foundationCards: 1` with `rules.foundations.base: "first-card"`); '
    + beyondTheVocabulary('placing other cards there', 'cards-placed-at-deal');
}

/** A suit written in the singular or in capitals is a near miss; say so. */
function suitHint(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const plural = `${value.toLowerCase().replace(/s$/, '')}s`;
  return (SUITS as readonly string[]).includes(plural) ? `did you mean "${plural}"?` : undefined;
}
