/** The games the demo ships, in gallery order: the repository's one list of shipped games. */
import type { GameDefinition } from '@patience/core';
import { SHIPPED_GAMES } from '@patience/games';

export const DEMO_GAMES: readonly GameDefinition[] = SHIPPED_GAMES.map((shipped) => shipped.game);
