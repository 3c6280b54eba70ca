/**
 * The trusted path for variants checked before they ship: a config's defaults filled in exactly as
 * `parseVariant` fills them, without checking anything, so that an app that plays a shipped game does not
 * carry the checker. Only a game made by `definePrecheckedGame` comes here, and its tests run
 * `checkEveryVariant`, which checks each of its variants with `parseVariant` and asks for the very same
 * variant from here, field by field and in the same order. Every default comes from the vocabulary's one table
 * through `defaultOf`, never restated here.
 */
import { SUITS } from '../cards/card.js';
import { STANDARD_DECK } from '../cards/deck.js';
import { defaultOf } from './fields.js';
import { KIND_FIELDS } from './kind-fields.js';
import { registerVariant } from './made.js';
import type {
  AutomaticEffects, BuildRule, FoundationRules, GapFillSource, Layout, PairBy, PickUpRule, PileLayout, Rules, ShortRow, StockRules, Variant,
  WasteBuildRule,
} from './vocabulary.js';
import type { VariantConfig } from './variant-config.js';

type Loose = Record<string, unknown> & { readonly kind?: string };

/** A rule's kind: as written, or the kind whose fields it uses, or the default kind. */
function kindOf<K extends string>(rule: Loose, path: keyof typeof KIND_FIELDS, fallback: K): K {
  if (rule.kind !== undefined) return rule.kind as K;
  const kinds = Object.entries(KIND_FIELDS[path]) as [K, readonly string[]][];
  const used = kinds.filter(([, fields]) => fields.some((f) => f in rule));
  return used.length === 1 && used[0] ? used[0][0] : fallback;
}

type PileKind = 'layout.tableau[]' | 'layout.cells[]' | 'layout.reserve';

function pile(p: { readonly cards: number; readonly faceDown?: number }, kind: PileKind): PileLayout {
  return { cards: p.cards, faceDown: p.faceDown ?? defaultOf(`${kind}.faceDown`) };
}

function build(b: Partial<BuildRule>, direction: BuildRule['direction'], match: BuildRule['match'], wrap: boolean): BuildRule {
  const made = { direction: b.direction ?? direction, match: b.match ?? match };
  return (b.wrap ?? wrap) ? { ...made, wrap: true } : made;
}

function tableauBuild(b: Partial<BuildRule>): BuildRule {
  return build(b, defaultOf('rules.tableau.build.direction'), defaultOf('rules.tableau.build.match'),
    defaultOf('rules.tableau.build.wrap'));
}

function wasteBuild(b: Partial<WasteBuildRule>): WasteBuildRule {
  const made = build(b, defaultOf('rules.stock.waste.direction'), defaultOf('rules.stock.waste.match'),
    defaultOf('rules.stock.waste.wrap'));
  return (b.closedByKing ?? defaultOf('rules.stock.waste.closedByKing')) ? { ...made, closedByKing: true } : made;
}

function layoutOf(l: VariantConfig['layout']): Layout {
  const tableau = l.tableau.map((p) => {
    const made = pile(p, 'layout.tableau[]');
    return p.coveredBy && p.coveredBy.length > 0 ? { ...made, coveredBy: p.coveredBy } : made;
  });
  const foundationCards = l.foundationCards ?? defaultOf('layout.foundationCards');
  const wasteCards = l.wasteCards ?? defaultOf('layout.wasteCards');
  return {
    tableau,
    // Each written only when it places cards, as parseVariant writes them.
    ...((l.acesToFoundations ?? defaultOf('layout.acesToFoundations')) ? { acesToFoundations: true } : {}),
    ...((l.baseCardsToFoundations ?? defaultOf('layout.baseCardsToFoundations')) ? { baseCardsToFoundations: true } : {}),
    ...(l.baseCardsPlaced === undefined ? {} : { baseCardsPlaced: l.baseCardsPlaced }),
    ...((l.kingsUnder ?? defaultOf('layout.kingsUnder')) ? { kingsUnder: true } : {}),
    ...((l.playDuringDeal ?? defaultOf('layout.playDuringDeal')) ? { playDuringDeal: true } : {}),
    ...((l.stockFaceUp ?? defaultOf('layout.stockFaceUp')) ? { stockFaceUp: true } : {}),
    ...(foundationCards > 0 ? { foundationCards } : {}),
    ...(wasteCards > 0 ? { wasteCards } : {}),
    cells: (l.cells ?? []).map((p) => pile(p, 'layout.cells[]')),
    ...(l.reserve ? { reserve: pile(l.reserve, 'layout.reserve') } : {}),
    ...(l.cellName === undefined ? {} : { cellName: l.cellName }),
  };
}

function foundationsOf(given: Loose | undefined): FoundationRules {
  const rule = given ?? {};
  const kind = kindOf<FoundationRules['kind']>(rule, 'rules.foundations', defaultOf('rules.foundations.kind'));
  if (kind === 'pairs') {
    const pairBy = (rule.pairBy as PairBy | undefined) ?? defaultOf('rules.foundations.pairBy');
    const total = (rule.total as number | undefined) ?? defaultOf('rules.foundations.total');
    return { kind, total, ...(pairBy !== 'total' ? { pairBy } : {}) };
  }
  if (kind === 'none') return { kind };
  if (kind === 'single-pile') {
    return ((rule.wrap as boolean | undefined) ?? defaultOf('rules.foundations.wrap')) ? { kind, wrap: true } : { kind };
  }
  if (kind === 'complete-runs') return { kind, match: (rule.match as BuildRule['match'] | undefined)
    ?? defaultOf('rules.foundations.match') };
  const direction = (rule.direction as 'up' | 'down' | undefined) ?? defaultOf('rules.foundations.direction');
  const follow = rule.follow ?? defaultOf('rules.foundations.follow');
  return {
    kind,
    takeBack: (rule.takeBack as boolean | undefined) ?? defaultOf('rules.foundations.takeBack'),
    // Written only when not the default, as parseVariant writes them; an up foundation starts at the Ace.
    ...(direction !== defaultOf('rules.foundations.direction') ? { direction } : {}),
    ...(rule.base !== undefined && rule.base !== (direction === 'up' ? 1 : 13) ? { base: rule.base } : {}),
    ...(follow !== defaultOf('rules.foundations.follow') ? { follow } : {}),
    ...((rule.baseChosen ?? defaultOf('rules.foundations.baseChosen')) === true ? { baseChosen: true } : {}),
    ...((rule.stepByPile ?? defaultOf('rules.foundations.stepByPile')) === true ? { stepByPile: true } : {}),
  } as FoundationRules;
}

function stockOf(given: Loose | undefined): StockRules {
  const rule = given ?? {};
  const kind = kindOf<StockRules['kind']>(rule, 'rules.stock', defaultOf('rules.stock.kind'));
  if (kind === 'none') return { kind };
  if (kind === 'deal-row') {
    const shortRow = (rule.shortRow as ShortRow | undefined) ?? defaultOf('rules.stock.shortRow');
    // Written only when not the default, as parseVariant writes it.
    return { kind, emptyPiles: (rule.emptyPiles as 'forbid' | undefined) ?? defaultOf('rules.stock.emptyPiles'),
      ...(shortRow === defaultOf('rules.stock.shortRow') ? {} : { shortRow }) };
  }
  const draw = (rule.draw as number | undefined) ?? defaultOf('rules.stock.draw');
  const made = { kind, draw, redeals: (rule.redeals as number | undefined) ?? defaultOf('rules.stock.redeals') };
  const waste = rule.waste === undefined ? undefined : wasteBuild(rule.waste as Partial<WasteBuildRule>);
  const place = (rule.placeBeforeTurning as boolean | undefined) ?? defaultOf('rules.stock.placeBeforeTurning');
  return { ...made, ...(waste === undefined || waste.direction === 'none' ? {} : { waste }),
    ...(place ? { placeBeforeTurning: true } : {}) };
}

function rulesOf(given: NonNullable<VariantConfig['rules']>): Rules {
  const t = given.tableau ?? {};
  const builds = tableauBuild(t.build ?? {});
  const pickUpKind = kindOf<PickUpRule['kind']>((t.pickUp ?? {}), 'rules.tableau.pickUp', defaultOf('rules.tableau.pickUp.kind'));
  const match = (t.pickUp as Loose | undefined)?.match ?? builds.match;
  const takesMatch = pickUpKind === 'run' || pickUpKind === 'top-or-whole-pile';
  const pickUp = (takesMatch ? { kind: pickUpKind, match } : { kind: pickUpKind }) as PickUpRule;
  const foundations = foundationsOf(given.foundations);
  const e = given.effects ?? {};
  const s = given.scoring;
  const stock = stockOf(given.stock);
  return {
    tableau: {
      build: builds, pickUp,
      runLimit: t.runLimit ?? defaultOf('rules.tableau.runLimit'), emptyAccepts: t.emptyAccepts ?? defaultOf('rules.tableau.emptyAccepts'),
      ...(t.redeal === undefined ? {} : { redeal: {
        times: t.redeal.times ?? defaultOf('rules.tableau.redeal.times'),
        gather: t.redeal.gather ?? defaultOf('rules.tableau.redeal.gather'),
        perPile: t.redeal.perPile ?? defaultOf('rules.tableau.redeal.perPile'),
        // No default in the table: the gathered cards go to a deal-row stock where there is one, else back to the piles.
        ...((t.redeal.into ?? (stock.kind === 'deal-row' ? 'stock' : 'piles')) === 'stock' ? { into: 'stock' as const } : {}),
      } }),
      ...(t.maxCards === undefined ? {} : { maxCards: t.maxCards }),
      ...(t.grid === undefined ? {} : { grid: {
        columns: t.grid.columns,
        aces: t.grid.aces ?? defaultOf('rules.tableau.grid.aces'),
        redeals: t.grid.redeals ?? defaultOf('rules.tableau.grid.redeals'),
      } }),
      ...((t.takesFrom ?? defaultOf('rules.tableau.takesFrom')) === 'waste' ? { takesFrom: 'waste' as const } : {}),
    },
    ...cellsOf(given.cells?.accept ?? defaultOf('rules.cells.accept')),
    ...reserveOf(given.reserve?.playsTo ?? defaultOf('rules.reserve.playsTo')),
    foundations,
    stock,
    effects: {
      turnUpExposed: e.turnUpExposed ?? defaultOf('rules.effects.turnUpExposed'),
      // No default in the table: a variant whose foundations take complete runs lifts them.
      liftCompletedRuns: e.liftCompletedRuns ?? foundations.kind === 'complete-runs',
      ...((e.fillFromReserve ?? defaultOf('rules.effects.fillFromReserve')) ? { fillFromReserve: true } : {}),
      ...gapFillOf(e.fillGapsFrom ?? defaultOf('rules.effects.fillGapsFrom')),
    },
    win: { kind: given.win?.kind ?? defaultOf('rules.win.kind') },
    scoring: s ? {
      start: s.start ?? defaultOf('rules.scoring.start'),
      perMove: s.perMove ?? defaultOf('rules.scoring.perMove'),
      perCardToFoundation: s.perCardToFoundation ?? defaultOf('rules.scoring.perCardToFoundation'),
      perRunLifted: s.perRunLifted ?? defaultOf('rules.scoring.perRunLifted'),
      perWasteToTableau: s.perWasteToTableau ?? defaultOf('rules.scoring.perWasteToTableau'),
      perCardTurnedUp: s.perCardTurnedUp ?? defaultOf('rules.scoring.perCardTurnedUp'),
      perCardTakenBack: s.perCardTakenBack ?? defaultOf('rules.scoring.perCardTakenBack'),
      perRedeal: s.perRedeal ?? defaultOf('rules.scoring.perRedeal'),
      freeRedeals: s.freeRedeals ?? defaultOf('rules.scoring.freeRedeals'),
    } : null,
  };
}

/** The gap fill, written only when gaps are filled by themselves. */
function gapFillOf(source: GapFillSource | 'none'): Pick<AutomaticEffects, 'fillGapsFrom'> {
  return source === 'none' ? {} : { fillGapsFrom: source };
}

/** The cells' rule, written only when it is not the default (cells that take one card). */
function cellsOf(accept: 'one-card' | 'none'): Pick<Rules, 'cells'> {
  return accept === 'none' ? { cells: { accept } } : {};
}

function reserveOf(playsTo: 'anywhere' | 'foundations'): Pick<Rules, 'reserve'> {
  return playsTo === 'foundations' ? { reserve: { playsTo } } : {};
}

/**
 * A config's variant with its defaults filled in as `parseVariant` fills them, frozen and recorded as made by
 * core, with nothing checked: for configs a test has checked (see `checkEveryVariant`), never for user input.
 */
export function filledVariant(config: VariantConfig): Variant {
  const deck = config.deck === undefined ? STANDARD_DECK
    : { decks: config.deck.decks ?? defaultOf('deck.decks'), suits: config.deck.suits ?? SUITS };
  return registerVariant({
    id: config.id,
    name: config.name,
    family: config.family ?? config.name,
    otherNames: config.otherNames ?? [],
    difficulty: config.difficulty ?? defaultOf('difficulty'),
    description: config.description ?? '',
    rulesVersion: config.rulesVersion ?? '1',
    options: config.options ?? {},
    deck,
    layout: layoutOf(config.layout),
    rules: rulesOf(config.rules ?? {}),
  });
}
