import { useEffect, useMemo, type ReactNode } from 'react';
import { Gallery } from '../gallery/Gallery.js';
import LearnPage from '../learn/LearnPage.js';
import PlayPage from '../play/PlayPage.js';
import RulesPage from '../rules/RulesPage.js';
import { quoted, type Route } from '../routes/route.js';
import { storedCustomGame } from './custom-game.js';

type GameRoute = Extract<Route, { page: 'play' | 'rules' | 'learn' }>;

/**
 * The pages of a game that is not shipped: the variant composed on the compose page, when the route names
 * its id; otherwise the gallery, saying there is no such game.
 */
export default function CustomRoute({ route }: { readonly route: GameRoute }): ReactNode {
  const game = useMemo(() => storedCustomGame(route.gameId), [route.gameId]);
  useEffect(() => {
    document.title = game ? `${game.info.name} · ${route.page === 'rules' ? 'Rules' : route.page === 'learn' ? 'Learn' : 'Play'} · Patience` : 'Patience';
  }, [game, route.page]);

  if (!game) return <Gallery notice={`There is no game called ${quoted(route.gameId)}. Choose one of these.`} />;
  if (route.page === 'play') return <PlayPage key={game.info.id} game={game.info} route={route} composed={game.variant} />;
  if (route.page === 'rules') return <RulesPage game={game.info} />;
  return <LearnPage key={`${game.info.id}/${route.lessonId ?? ''}`} game={game.info} lessonId={route.lessonId} />;
}
