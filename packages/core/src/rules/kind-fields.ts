/** The fields each kind of a rule takes besides `kind`, so that a field of another kind can be named as such. */
export const KIND_FIELDS = {
  'rules.tableau.pickUp': { 'top-card': [], 'run': ['match'], 'any-face-up': [], 'top-or-whole-pile': ['match'] },
  'rules.foundations': { 'up-by-suit': ['takeBack', 'direction', 'base', 'follow', 'baseChosen', 'stepByPile'], 'complete-runs': ['match'],
    'pairs': ['total', 'pairBy'], 'single-pile': ['wrap'], 'none': [] },
  'rules.stock': { 'none': [], 'deal-row': ['emptyPiles', 'shortRow'],
    'draw-to-waste': ['draw', 'redeals', 'waste', 'placeBeforeTurning'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;
