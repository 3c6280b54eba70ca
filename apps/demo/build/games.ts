/** The games the demo ships, in gallery order (the same list as the repository's scripts/shipped-games.ts). */
import type { GameDefinition } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';

export const DEMO_GAMES: readonly GameDefinition[] = [easthaven, spider, spiderette, seahaven];
