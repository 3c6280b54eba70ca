/**
 * The trusted path for variants checked before they ship: a config's defaults filled in exactly as
 * `parseVariant` fills them, without checking anything, so that an app that plays a shipped game does not
 * carry the checker. Only a game made by `definePrecheckedGame` comes here, and its tests run
 * `checkEveryVariant`, which checks each of its variants with `parseVariant` and asks for the very same
 * variant from here, field by field and in the same order.
 */
import { SUITS } from '../cards/card.js';
import { STANDARD_DECK } from '../cards/deck.js';
import { KIND_FIELDS } from './kind-fields.js';
import { registerVariant } from './made.js';
import type { BuildRule, FoundationRules, Layout, PickUpRule, PileLayout, Rules, StockRules, Variant } from './vocabulary.js';
import type { VariantConfig } from './variant.js';

type Loose = Record<string, unknown> & { readonly kind?: string };

/** A rule's kind: as written, or the kind whose fields it uses, or the default kind. */
function kindOf<K extends string>(rule: Loose, path: keyof typeof KIND_FIELDS, fallback: K): K {
  if (rule.kind !== undefined) return rule.kind as K;
  const kinds = Object.entries(KIND_FIELDS[path]) as [K, readonly string[]][];
  const used = kinds.filter(([, fields]) => fields.some((f) => f in rule));
  return used.length === 1 && used[0] ? used[0][0] : fallback;
}

function pile(p: { readonly cards: number; readonly faceDown?: number }): PileLayout {
  return { cards: p.cards, faceDown: p.faceDown ?? 0 };
}

function build(b: Partial<BuildRule>, direction: BuildRule['direction'], match: BuildRule['match']): BuildRule {
  const made = { direction: b.direction ?? direction, match: b.match ?? match };
  return b.wrap === true ? { ...made, wrap: true } : made;
}

function layoutOf(l: VariantConfig['layout']): Layout {
  const tableau = l.tableau.map((p) => (p.coveredBy && p.coveredBy.length > 0 ? { ...pile(p), coveredBy: p.coveredBy } : pile(p)));
  return {
    tableau,
    ...(l.acesToFoundations === true ? { acesToFoundations: true } : {}),
    ...(l.kingsUnder === true ? { kingsUnder: true } : {}),
    ...(l.foundationCards ? { foundationCards: l.foundationCards } : {}),
    ...(l.wasteCards ? { wasteCards: l.wasteCards } : {}),
    cells: (l.cells ?? []).map(pile),
    ...(l.reserve ? { reserve: pile(l.reserve) } : {}),
    ...(l.cellName === undefined ? {} : { cellName: l.cellName }),
  };
}

function foundationsOf(given: Loose | undefined): FoundationRules {
  if (!given) return { kind: 'up-by-suit', takeBack: false };
  const kind = kindOf<FoundationRules['kind']>(given, 'rules.foundations', 'up-by-suit');
  if (kind === 'pairs') return { kind, total: (given.total as number | undefined) ?? 13 };
  if (kind === 'none') return { kind };
  if (kind === 'complete-runs') return { kind, match: (given.match as BuildRule['match'] | undefined) ?? 'same-suit' };
  const direction = (given.direction as 'up' | 'down' | undefined) ?? 'up';
  const follow = given.follow ?? 'suit-per-pile';
  return {
    kind,
    takeBack: (given.takeBack as boolean | undefined) ?? false,
    ...(direction !== 'up' ? { direction } : {}),
    ...(given.base !== (direction === 'up' ? 1 : 13) ? { base: given.base } : {}),
    ...(follow !== 'suit-per-pile' ? { follow } : {}),
  } as FoundationRules;
}

function stockOf(given: Loose | undefined): StockRules {
  if (!given) return { kind: 'none' };
  const kind = kindOf<StockRules['kind']>(given, 'rules.stock', 'none');
  if (kind === 'none') return { kind };
  if (kind === 'deal-row') return { kind, emptyPiles: (given.emptyPiles as 'forbid' | undefined) ?? 'forbid' };
  const made = { kind, draw: (given.draw as number | undefined) ?? 1, redeals: (given.redeals as number | undefined) ?? 0 };
  const waste = given.waste === undefined ? undefined : build(given.waste as Partial<BuildRule>, 'none', 'any-suit');
  return waste === undefined || waste.direction === 'none' ? made : { ...made, waste };
}

function rulesOf(given: NonNullable<VariantConfig['rules']>): Rules {
  const t = given.tableau ?? {};
  const tableauBuild = build(t.build ?? {}, 'down', 'alternate-colour');
  const p = t.pickUp as Loose | undefined;
  const pickUpKind = p ? kindOf<PickUpRule['kind']>(p, 'rules.tableau.pickUp', 'run') : 'run';
  const pickUp = (pickUpKind === 'run' ? { kind: pickUpKind, match: p?.match ?? tableauBuild.match } : { kind: pickUpKind }) as PickUpRule;
  const foundations = foundationsOf(given.foundations);
  const e = given.effects ?? {};
  const s = given.scoring;
  return {
    tableau: { build: tableauBuild, pickUp, runLimit: t.runLimit ?? 'unlimited', emptyAccepts: t.emptyAccepts ?? 'any' },
    ...(given.cells?.accept === 'none' ? { cells: { accept: 'none' as const } } : {}),
    foundations,
    stock: stockOf(given.stock),
    effects: {
      turnUpExposed: e.turnUpExposed ?? true,
      liftCompletedRuns: e.liftCompletedRuns ?? foundations.kind === 'complete-runs',
      ...(e.fillFromReserve === true ? { fillFromReserve: true } : {}),
    },
    win: { kind: given.win?.kind ?? 'all-on-foundations' },
    scoring: s ? { start: s.start ?? 0, perMove: s.perMove ?? 0, perCardToFoundation: s.perCardToFoundation ?? 0, perRunLifted: s.perRunLifted ?? 0 } : null,
  };
}

/**
 * A config's variant with its defaults filled in as `parseVariant` fills them, frozen and recorded as made by
 * core, with nothing checked: for configs a test has checked (see `checkEveryVariant`), never for user input.
 */
export function filledVariant(config: VariantConfig): Variant {
  const deck = config.deck === undefined ? STANDARD_DECK : { decks: config.deck.decks ?? 1, suits: config.deck.suits ?? SUITS };
  return registerVariant({
    id: config.id,
    name: config.name,
    family: config.family ?? config.name,
    otherNames: config.otherNames ?? [],
    difficulty: config.difficulty ?? 'medium',
    description: config.description ?? '',
    rulesVersion: config.rulesVersion ?? '1',
    options: config.options ?? {},
    deck,
    layout: layoutOf(config.layout),
    rules: rulesOf(config.rules ?? {}),
  });
}
