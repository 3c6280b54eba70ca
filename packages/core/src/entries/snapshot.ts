/**
 * @patience/core/snapshot: the documented JSON snapshot of a position, and positions written one pile a
 * line ("t3: 5H 7C | QS"), both read back with checks.
 * @packageDocumentation
 */
export { snapshot, stateFromSnapshot } from '../snapshot/snapshot.js';
export type { PositionSnapshot, SnapshotPile, SnapshotCard, SnapshotMove, SnapshotOptions, HiddenCard } from '../snapshot/snapshot.js';
export { parseCard, parseCards, parsePile, positionFromText, positionToText } from '../snapshot/position-text.js';
