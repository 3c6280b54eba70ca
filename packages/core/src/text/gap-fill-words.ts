import type { GapFillSource } from '../rules/vocabulary.js';

/**
 * The tableau's sentence on empty columns when gaps fill by themselves (`rules.effects.fillGapsFrom`): where the
 * card comes from, then `whenNot`, the sentence on what fills a gap otherwise, said for the time the source is
 * empty.
 * @example gapFillSentence('stock', 'Any card may fill an empty column.')
 * // 'An empty column is filled at once with the top card of the stock. Once the stock is empty, any card may fill an empty column.'
 */
export function gapFillSentence(source: GapFillSource, whenNot: string): string {
  const otherwise = whenNot.charAt(0).toLowerCase() + whenNot.slice(1);
  switch (source) {
    case 'stock':
      return `An empty column is filled at once with the top card of the stock. Once the stock is empty, ${otherwise}`;
    case 'waste':
      return 'An empty column is filled at once with the top card of the waste, and a card dealt onto an empty waste fills a column ' +
        `left empty. While the waste is empty, ${otherwise}`;
    case 'waste-or-stock':
      return 'An empty column is filled at once with the top card of the waste, or of the stock when the waste is empty. Once both ' +
        `are empty, ${otherwise}`;
  }
}
