/**
 * @patience/core/engine: the pure engine. Functions of a variant and a position that return new values
 * and never change their arguments, for search, solvers, servers and tests; the `Game` facade at the root
 * is built on them.
 * @packageDocumentation
 */
export type {
  TableauId, FoundationId, CellId, PileId, PileKind, Move, PileState, GameState, Effect, MoveOutcome,
} from '../engine/types.js';
export { pileIds, pileName } from '../engine/table.js';
export type { PileTable } from '../engine/table.js';
export { pileKind, pileTable } from '../engine/piles.js';
export { deal, dealCards, dealtDeck } from '../engine/deal.js';
export { legalMoves, whyIllegal, redealsLeft } from '../engine/legality.js';
export { applyMove, tryApplyMove, applyLegalMove, isLegal } from '../engine/apply.js';
export { isWon, isStuck, dealsLeft, gameStatus, isGameOver } from '../engine/status.js';
export type { GameStatus } from '../engine/status.js';
export { safeFoundationMoves } from '../engine/auto.js';
export { gatheredStock, redealShape, redealtTableau } from '../engine/tableau-redeal.js';
export { gapRefusal, gapTakes, redealtGrid, rowsInSequence, sequenceLength, someOutOfSequence, type PlaceReader } from '../engine/grid.js';
export { wasteFaces } from '../engine/waste-build.js';
export { singlePileFaces } from '../engine/single-pile.js';
export { foundationFollowFaces } from '../engine/foundations.js';
export type { FaceTable } from '../engine/building.js';
export { dealRowStart } from '../engine/deal-row.js';
export { foundationTaking } from '../engine/play-during-deal.js';
export { buildsOn, pickUpDepth, runMoveLimit } from '../engine/checked-building.js';
export type { Refusal, Success } from '../errors/errors.js';
