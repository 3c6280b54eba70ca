import { CARD_ID_LIMIT, type CardId } from '../cards/card.js';
import { VariantError } from '../errors/errors.js';
import { Reader } from '../rules/check.js';
import { choicesOf, MAX_CELLS, MAX_PILES } from '../rules/fields.js';
import type { BuildDirection, BuildRule, PickUpRule, TableauRules } from '../rules/vocabulary.js';
import type { PileState } from './types.js';
import * as building from './building.js';

/**
 * The building helpers as the library exports them: each checks its arguments and refuses a malformed one
 * with a `VariantError` naming it, where the engine's own
 * copies in `building.ts` trust theirs, since the engine passes only checked rules.
 */

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new VariantError(path, problem);
});
const DIRECTIONS: readonly BuildDirection[] = ['down', 'up', 'up-or-down', 'none'];
const MATCHES = ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'] as const;

function buildRule(value: unknown, path: string): BuildRule {
  const obj = reader.record(value, path);
  const rule = { direction: reader.oneOf(obj.direction, `${path}.direction`, DIRECTIONS),
    match: reader.oneOf(obj.match, `${path}.match`, MATCHES) };
  return obj.wrap === undefined ? rule : { ...rule, wrap: reader.boolean(obj.wrap, `${path}.wrap`) };
}

function checkCard(value: unknown, path: string): CardId {
  return reader.integer(value, path, 0, CARD_ID_LIMIT - 1);
}

function pile(value: unknown): PileState {
  const obj = reader.record(value, 'pile');
  const cards = reader.array(obj.cards, 'pile.cards', CARD_ID_LIMIT).map((c, i) => checkCard(c, `pile.cards[${i}]`));
  return { cards, faceDown: reader.integer(obj.faceDown, 'pile.faceDown', 0, cards.length) };
}

/**
 * Whether `card` may be placed on `target` under a build rule.
 * @throws {@link VariantError} naming the argument that is not a build rule or a card id.
 */
export function buildsOn(rule: BuildRule, card: CardId, target: CardId): boolean {
  return building.buildsOn(buildRule(rule, 'rule'), cardArg(card, 'card'), cardArg(target, 'target'));
}

function cardArg(value: unknown, path: string): CardId {
  return checkCard(value, path);
}

/**
 * How many cards on top of a tableau pile may be picked up together at most, under the pick-up rule
 * (before any run-move limit). Any number from 1 to this may be picked up, since the top part of a run is
 * a run too, except under `top-or-whole-pile`: the top card or the whole pile, which is this many when the
 * whole pile is one run (and 1 otherwise).
 * `wrap`: runs go round the corner from King to Ace (the build rule's `wrap`).
 * @throws {@link VariantError} naming the argument that is not a pile, a pick-up rule or a direction.
 */
export function pickUpDepth(given: PileState, pickUp: PickUpRule, direction: BuildDirection, wrap = false): number {
  const checked = pile(given);
  const rule = reader.record(pickUp, 'pickUp');
  const kind = reader.oneOf(rule.kind, 'pickUp.kind', ['top-card', 'run', 'any-face-up', 'top-or-whole-pile']);
  const dir = reader.oneOf(direction, 'direction', DIRECTIONS);
  const read: PickUpRule = kind === 'run' || kind === 'top-or-whole-pile'
    ? { kind, match: reader.oneOf(rule.match, 'pickUp.match', MATCHES) } : { kind };
  return building.pickUpDepth(checked, read, dir, reader.boolean(wrap, 'wrap'));
}

/**
 * The most cards one run move may carry, given the empty cells and the empty tableau piles that are not the
 * move's destination. See `RunLimit`.
 * @throws {@link VariantError} naming the argument that is not tableau rules, or a count of cells or piles a layout cannot have.
 */
export function runMoveLimit(rules: TableauRules, emptyCells: number, emptyPiles: number): number {
  const obj = reader.record(rules, 'rules');
  const read = {
    runLimit: reader.oneOf(obj.runLimit, 'rules.runLimit', ['unlimited', 'free-spaces', 'doubling-per-empty-pile']),
    emptyAccepts: reader.oneOf(obj.emptyAccepts, 'rules.emptyAccepts', choicesOf('rules.tableau.emptyAccepts')),
  } as TableauRules;
  return building.runMoveLimit(read, reader.integer(emptyCells, 'emptyCells', 0, MAX_CELLS),
    reader.integer(emptyPiles, 'emptyPiles', 0, MAX_PILES));
}
