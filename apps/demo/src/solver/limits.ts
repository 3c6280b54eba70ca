/**
 * The solver's budgets in the app, which keep a browser tab light: a few seconds and a few hundred
 * thousand positions (tens of megabytes) at most per search. Apart from tasks.ts so that the page can quote
 * them without loading the solver.
 */

/** The winnability check after a move: long enough to decide most positions of most games. */
export const WINNABLE_LIMITS = { timeMs: 4_000, maxStates: 300_000 } as const;

/**
 * Looking for a winnable deal: each deal gets `timeMsPerDeal`; the search stops after `totalMs` or
 * `maxSeeds` deals, so a game whose deals are rarely decided (four-suit Spider) answers "none found" in
 * a bounded time instead of searching for ever.
 */
export const FIND_DEAL_LIMITS = { timeMsPerDeal: 2_500, maxStatesPerDeal: 300_000, totalMs: 20_000, maxSeeds: 200 } as const;

/**
 * The Variant Lab's quick estimate of how often a variant can be won: ten deals, each decided within 1.5 s
 * and 150,000 positions, so that an answer comes within about 15 s while the composer changes the rules.
 */
export const ESTIMATE_LIMITS = { deals: 10, timeMsPerDeal: 1_500, maxStatesPerDeal: 150_000 } as const;
