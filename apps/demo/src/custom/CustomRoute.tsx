import { useEffect, useMemo, type ReactNode } from 'react';
import { Gallery } from '../gallery/Gallery.js';
import LearnPage from '../learn/LearnPage.js';
import PlayPage from '../play/PlayPage.js';
import RulesPage from '../rules/RulesPage.js';
import { quoted, type Route } from '../routes/route.js';
import { storedCustomGame } from './custom-game.js';

type GameRoute = Extract<Route, { page: 'play' | 'rules' | 'learn' }>;

/** A game's id and name, as the app's header and title show them. */
export interface NamedGame {
  readonly id: string;
  readonly name: string;
}

/**
 * The pages of a game that is not shipped: the variant composed on the compose page, when the route names
 * its id (told to `onFound`, so that the header names it); otherwise the gallery, saying there is no such game.
 */
export default function CustomRoute({ route, onFound }: { readonly route: GameRoute; readonly onFound: (game: NamedGame | null) => void }): ReactNode {
  const game = useMemo(() => storedCustomGame(route.gameId), [route.gameId]);
  useEffect(() => {
    onFound(game ? { id: game.info.id, name: game.info.name } : null);
  }, [game, onFound]);

  if (!game) return <Gallery notice={`There is no game called ${quoted(route.gameId)}. Choose one of these.`} />;
  if (route.page === 'play') return <PlayPage key={game.info.id} game={game.info} route={route} composed={game.variant} />;
  if (route.page === 'rules') return <RulesPage game={game.info} />;
  return <LearnPage key={`${game.info.id}/${route.lessonId ?? ''}`} game={game.info} lessonId={route.lessonId} />;
}
