/**
 * The games the demo ships, in gallery order: the repository's one list of shipped games, each carrying
 * the lessons of its package's `/lessons` subpath, as the gallery and the Learn page list them; and the
 * classics from the same list, with Meridian, the example game of our own, which the gallery lists under "More games".
 */
import type { GameDefinition } from '@patience/core';
import { withLessons } from '@patience/core/lessons';
import { meridian } from '@patience/example-meridian';
import { CLASSIC_GAMES, SHIPPED_GAMES } from '@patience/games';

export const DEMO_GAMES: readonly GameDefinition[] = SHIPPED_GAMES.map((shipped) => withLessons(shipped.game, shipped.lessons));

export const MORE_GAMES: readonly GameDefinition[] = [...CLASSIC_GAMES.map((classic) => classic.game), meridian];
