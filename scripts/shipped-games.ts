/**
 * Every shipped game, with the package that exports it and the name it is exported as: the one list the
 * repository's scripts (the main job, the rules pages, the benchmark) read, so a new game is added once.
 */
import type { GameDefinition } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';

export interface ShippedGame {
  readonly game: GameDefinition;
  readonly pkg: string;
  readonly exportName: string;
}

export const SHIPPED_GAMES: readonly ShippedGame[] = [
  { game: easthaven, pkg: '@patience/easthaven', exportName: 'easthaven' },
  { game: spider, pkg: '@patience/spider', exportName: 'spider' },
  { game: spiderette, pkg: '@patience/spider', exportName: 'spiderette' },
  { game: seahaven, pkg: '@patience/seahaven', exportName: 'seahaven' },
];
