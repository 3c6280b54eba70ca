// Option values in a module of their own, imported by the checks (check.ts), the vocabulary and the game
// definitions alike, so that none of them imports another only for these types.

/** The value of one variant option, such as `suits: 2` or `relaxed: true`. */
export type OptionValue = string | number | boolean;

/** A game's option values by option key, such as `{ suits: 2, dealWithEmptyColumns: 'allow' }`. */
export type OptionValues = Readonly<Record<string, OptionValue>>;
