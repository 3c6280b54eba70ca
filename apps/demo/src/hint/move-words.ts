/**
 * A move not yet made, in words, for hints and lessons ("Move the 9 of hearts onto the 10 of spades.", a pair
 * "Remove the 8 of spades and the 5 of clubs."): the solver's own words, so the demo and the CLI say a move alike.
 */
export { describeMove } from '@patience/solver';
