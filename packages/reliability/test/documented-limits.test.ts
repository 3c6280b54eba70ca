/**
 * docs/reliability.md states every limit of the library with its figure: each figure here is the constant's,
 * so that a limit changed in the code and not in the doc (or the other way round) fails.
 */
import { ECHO_LIMIT } from '@patience/core/rules';
import { MAX_SAVE_MOVES, MAX_SAVE_MOVES_TEXT, MAX_SAVE_TEXT } from '@patience/core/saves';
import { DEFAULT_FIND_DEAL_TIME_MS, MAX_HINT_HISTORY } from '@patience/solver';
import { documentedFigures } from '@patience/test-support/documented-figures';
import { describe, expect, it } from 'vitest';

describe('docs/reliability.md', () => {
  it("gives each of the library's limits as the code sets it", () => {
    const figures = documentedFigures('docs/reliability.md');
    expect({
      MAX_SAVE_MOVES: figures.get('MAX_SAVE_MOVES'),
      MAX_SAVE_MOVES_TEXT: figures.get('MAX_SAVE_MOVES_TEXT'),
      MAX_SAVE_TEXT: figures.get('MAX_SAVE_TEXT'),
      ECHO_LIMIT: figures.get('ECHO_LIMIT'),
      MAX_HINT_HISTORY: figures.get('MAX_HINT_HISTORY'),
      DEFAULT_FIND_DEAL_TIME_MS: figures.get('DEFAULT_FIND_DEAL_TIME_MS'),
    }).toEqual({ MAX_SAVE_MOVES, MAX_SAVE_MOVES_TEXT, MAX_SAVE_TEXT, ECHO_LIMIT, MAX_HINT_HISTORY, DEFAULT_FIND_DEAL_TIME_MS });
  });
});
