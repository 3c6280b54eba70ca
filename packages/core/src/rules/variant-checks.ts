import { deckSize, type DeckSpec } from '../cards/deck.js';
import { cardsPlacedOnFoundations } from './placed-cards.js';
import { reader } from './variant-reader.js';
import type { FoundationRules, Layout, Rules, StockRules, TableauRules } from './vocabulary.js';

/* The rules that tie one field to another, checked once each field has been read on its own. */

/**
 * The rules the new kinds need of the others: a pair is played onto its partner, so nothing else may build
 * where pairs are made; a game without foundations is won by clearing the tableau; a card dealt to the waste
 * needs a waste.
 */
export function checkPairsAndWin(tableau: TableauRules, foundations: FoundationRules, win: Rules['win'], layout: Layout,
  stock: StockRules): void {
  const r = reader;
  if (foundations.kind === 'pairs') {
    if (tableau.build.direction !== 'none' || tableau.pickUp.kind !== 'top-card') {
      r.problem('rules.foundations',
        'a card is paired by playing it onto its partner, so nothing else may build on the columns: set `rules.tableau: { build: { ' +
          'direction: "none" }, pickUp: { kind: "top-card" } }`');
    }
    if (stock.kind === 'draw-to-waste' && stock.waste !== undefined) r.problem('rules.foundations',
      'a card is paired by playing it onto its partner, so the waste may not be built on as well: leave out `rules.stock.waste`');
  }
  checkDiscardWin(foundations, win);
  if (foundations.kind === 'none' && win.kind !== 'tableau-cleared' && win.kind !== 'rows-in-sequence') {
    r.problem('rules.win.kind', 'with no foundations, no card can reach one: set `rules.win: { kind: "tableau-cleared" }`');
  }
  if (layout.wasteCards !== undefined && stock.kind !== 'draw-to-waste') {
    r.problem('layout.wasteCards', 'a card turned onto the waste needs a waste: add `rules.stock: { kind: "draw-to-waste" }`');
  }
  if (layout.stockFaceUp === true && stock.kind === 'none') {
    r.problem('layout.stockFaceUp', 'a stock that lies face up needs a stock: add `rules.stock: { kind: "draw-to-waste" }` or '
      + '`{ kind: "deal-row" }`');
  }
}

/**
 * With foundations based on the first card dealt and builds that go round the corner, a run is headed by the
 * rank below the base, not by a King; `emptyAccepts: "king"` would still mean a literal King there, which is
 * nearly never what a game of that kind says (Canfield's gaps take any card). A `below-base` gap reads the
 * foundations' base, so it needs foundations that have one.
 */
/**
 * Discarding by suit never discards an Ace (nothing outranks it), so it is won with the Aces left; and only a game
 * that discards by suit leaves exactly the Aces out.
 */
function checkDiscardWin(foundations: FoundationRules, win: Rules['win']): void {
  const bySuit = foundations.kind === 'pairs' && foundations.pairBy === 'higher-of-suit';
  if (bySuit && win.kind !== 'aces-left') {
    reader.problem('rules.win.kind', 'nothing outranks an Ace, so the Aces are never discarded: set `rules.win: { kind: "aces-left" }`');
  } else if (!bySuit && win.kind === 'aces-left') {
    reader.problem('rules.win.kind', 'only a game that discards by suit leaves the Aces out: set `rules.foundations: { kind: "pairs", '
      + 'pairBy: "higher-of-suit" }`, or another win');
  }
}

export function checkGapRank(tableau: TableauRules, foundations: FoundationRules): void {
  if (tableau.emptyAccepts === 'below-base' && foundations.kind !== 'up-by-suit') {
    reader.problem('rules.tableau.emptyAccepts', `"below-base" takes the rank below the foundations' base, but "${foundations.kind}" `
      + 'foundations have no base rank; write "any", "king" or "none", or give the foundations `kind: "up-by-suit"`');
  }
  const firstCardBase = foundations.kind === 'up-by-suit' && foundations.base === 'first-card';
  if (tableau.emptyAccepts !== 'king' || !firstCardBase || tableau.build.wrap !== true) return;
  reader.problem('rules.tableau.emptyAccepts', '"king" means a literal King, but here the foundations start from the first card dealt and '
    + 'builds go round the corner, so runs are headed by the rank below the base; write "below-base" for a gap that '
    + 'takes only that rank (Penguin), or "any" or "none"');
}

/** Cards placed on the foundations at the deal need foundations that take them. */
export function checkPlacement(layout: Layout, foundations: FoundationRules): void {
  const r = reader;
  if (layout.acesToFoundations && foundations.kind === 'single-pile') {
    if (layout.baseCardsPlaced !== 1) r.problem('layout.acesToFoundations', 'the single foundation takes one Ace to start it: add '
      + '`layout.baseCardsPlaced: 1`');
  } else if (layout.acesToFoundations) {
    if (foundations.kind !== 'up-by-suit') r.problem('layout.acesToFoundations',
      'needs foundations built card by card ("up-by-suit"); these take only complete runs');
    else if ((foundations.direction ?? 'up') !== 'up' || (foundations.base ?? 1) !== 1) {
      r.problem('layout.acesToFoundations',
        'needs foundations built up from the Ace; these start elsewhere (leave out `rules.foundations.direction` and `base`)');
    }
  }
  if (layout.baseCardsToFoundations === true) checkBaseCards(layout, foundations);
  if (layout.foundationCards !== undefined) {
    if (foundations.kind !== 'up-by-suit' || foundations.base !== 'first-card') {
      r.problem('layout.foundationCards',
        'a card dealt to the foundations must set their base: it needs `rules.foundations: { base: "first-card" }`');
    }
    if (layout.acesToFoundations) r.problem('layout.foundationCards',
      'the Aces already start the foundations; leave out one of `acesToFoundations` and `foundationCards`');
  }
}

/** The base cards placed at the deal need foundations built card by card, and no other card placed there. */
function checkBaseCards(layout: Layout, foundations: FoundationRules): void {
  const r = reader;
  const path = 'layout.baseCardsToFoundations';
  if (foundations.kind !== 'up-by-suit') {
    r.problem(path, 'needs foundations built card by card from a base rank (`rules.foundations: { kind: "up-by-suit" }`)');
  } else if (layout.acesToFoundations === true) {
    r.problem(path, 'the Aces already start the foundations; leave out one of `acesToFoundations` and `baseCardsToFoundations`');
  } else if (layout.foundationCards !== undefined) {
    r.problem(path, 'a card dealt to the foundations already sets their base; leave out one of `foundationCards` and '
      + '`baseCardsToFoundations`');
  } else if (foundations.base === 'first-card' && !layout.tableau.some((pile) => pile.cards > 0)) {
    r.problem(path, 'with a "first-card" base the first card dealt sets the base, so some column must be dealt a card');
  }
}

export function checkCardCount(deck: DeckSpec, layout: Layout, rules: Rules): void {
  const total = deckSize(deck);
  const dealt = [...layout.tableau, ...layout.cells].reduce((sum, p) => sum + p.cards, 0) + (layout.reserve?.cards ?? 0)
    + cardsPlacedOnFoundations(deck, layout, rules.foundations) + (layout.wasteCards ?? 0)
    // A grid's Aces laid on the rows' first places before the deal.
    + (rules.tableau.grid?.aces === 'to-row-starts' ? 4 * deck.decks : 0);
  if (dealt > total) {
    const placed = cardsPlacedOnFoundations(deck, layout, rules.foundations);
    reader.problem('layout', `deals ${dealt} cards${placed > 0 ? ` (${placed} of them to the foundations)`
      : ''} but the deck has only ${total}`);
  }
  if (dealt < total && rules.stock.kind === 'none') {
    reader.problem('rules.stock', `the layout deals ${dealt} of the deck's ${total} cards, so the other ${total - dealt} need a stock`);
  }
}

/**
 * A tableau redeal is the game's one redeal move, and deals the piles again in their order: a game with a stock
 * (whose waste turns over, or which deals onto the piles) or with piles covering one another cannot have it.
 */
/**
 * A tableau gathered into the stock needs a stock that deals rows onto the piles (it is what deals the cards again),
 * and one that may deal onto the empty piles the gathering leaves.
 */
function checkRedealIntoStock(stock: StockRules): void {
  const path = 'rules.tableau.redeal.into';
  if (stock.kind !== 'deal-row') reader.problem(path, `the gathered cards are dealt again by a "deal-row" stock; this one is `
    + `"${stock.kind}": set \`rules.stock: { kind: "deal-row", emptyPiles: "allow" }\``);
  else if (stock.emptyPiles === 'forbid') reader.problem(path, 'the gathering leaves every pile empty, and this stock may not deal '
    + 'onto an empty pile: set `rules.stock.emptyPiles: "allow"`');
}

export function checkTableauRedeal(tableau: TableauRules, layout: Layout, stock: StockRules): void {
  if (tableau.redeal === undefined) return;
  const r = reader;
  if (tableau.redeal.into === 'stock') checkRedealIntoStock(stock);
  else if (stock.kind !== 'none') {
    r.problem('rules.tableau.redeal', `the tableau is gathered and dealt again only in a game without a stock; this one has a `
      + `"${stock.kind}" stock: leave out \`rules.tableau.redeal\`, set \`rules.stock: { kind: "none" }\`, or gather the cards into the `
      + 'stock with `into: "stock"`');
  }
  if (layout.tableau.some((pile) => pile.coveredBy !== undefined)) {
    r.problem('rules.tableau.redeal', 'piles that cover one another keep their cards in place, so they cannot be dealt again: leave '
      + 'out `rules.tableau.redeal` or `coveredBy`');
  }
}
