import type { BuildRule, Layout, SuitMatch } from '../rules/vocabulary.js';

/** What a layout calls its cells, singular: its own `cellName` ("tower"), or "cell". */
export function cellWord(layout: Layout): string {
  return layout.cellName ?? 'cell';
}

/** A match rule in words: "in alternating colours", "in suit", "regardless of suit". */
export function matchWords(match: SuitMatch): string {
  switch (match) {
    case 'alternate-colour':
      return 'in alternating colours';
    case 'same-suit':
      return 'in suit';
    case 'any-suit':
      return 'regardless of suit';
    case 'same-colour':
      return 'in the same colour';
    case 'other-suit':
      return 'in any other suit';
  }
}

/** A build rule in words: "build down in alternating colours". */
export function buildWords(rule: BuildRule): string {
  if (rule.direction === 'none') return 'no building on the tableau';
  const dir = rule.direction === 'up-or-down' ? 'up or down' : rule.direction;
  return `build ${dir} ${matchWords(rule.match)}${rule.wrap === true ? wrapWords(rule.direction) : ''}`;
}

/** How ranks go round the corner, as a clause: ", a King going on an Ace". */
export function wrapWords(direction: BuildRule['direction']): string {
  return direction === 'down' ? ', a King going on an Ace' : direction === 'up' ? ', an Ace going on a King'
    : ', Ace and King counting as one rank apart';
}

/** "1 card", "3 cards". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A word (a rank's name) with its article, as said aloud: "an Ace", "an 8", "a King". */
export function anA(word: string): string {
  return /^(Ace|8)/.test(word) ? `an ${word}` : `a ${word}`;
}

/** The text with its first letter in capitals: "column 3" → "Column 3". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const RANK_PLURALS = ['Aces', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings'];

/** A rank in the plural, as a person says it: "Aces", "Twos", "Kings". */
export function rankPlural(rank: number): string {
  return RANK_PLURALS[rank - 1] ?? `cards of rank ${rank}`;
}
