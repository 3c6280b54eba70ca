/**
 * The weights of the score that orders the search (`compactScore` in `engine/compact-helpers.ts`): what
 * each feature of a position is worth. The default weighting
 * serves every search; the restarts of a Spider-like first pass draw others around it (see
 * {@link restartWeights}), since which weighting finds a deal's win first differs from deal to deal.
 */
export interface ScoreWeights {
  /** Each card on the foundations. */
  readonly home: number;
  /** Each face-down tableau card (a cost). */
  readonly faceDown: number;
  /** Each face-up card that may not even be built on the card under it (a cost). */
  readonly hardBreak: number;
  /** Each face-up card built on the card under it but not linked to it in a run that moves (a cost). */
  readonly softBreak: number;
  /** Each card above the next card its suit's foundation needs (a cost). */
  readonly buried: number;
  /** Each empty cell. */
  readonly emptyCell: number;
  /** Each empty column, where columns can be filled. */
  readonly emptyColumn: number;
  /** Each card in the stock (a cost when positive, which hastens the deals; a gain when negative). */
  readonly stock: number;
}

/** The weighting every search starts with. */
export const DEFAULT_WEIGHTS: ScoreWeights = {
  home: 20, faceDown: 12, hardBreak: 6, softBreak: 6, buried: 2, emptyCell: 3, emptyColumn: 8, stock: 0,
};
