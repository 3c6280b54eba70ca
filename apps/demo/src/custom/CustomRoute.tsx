import { useEffect, useMemo, type ReactNode } from 'react';
import { Gallery } from '../gallery/Gallery.js';
import { GAMES } from '../games/catalogue.js';
import LearnPage from '../learn/LearnPage.js';
import PlayPage from '../play/PlayPage.js';
import RulesPage from '../rules/RulesPage.js';
import { quoted, type Route } from '../routes/route.js';
import { readShared, sharedPlayHash } from '../lab/share-codec.js';
import { keepVariant, storeCustomVariant, storedCustomGame, type CustomGame } from './custom-game.js';

type GameRoute = Extract<Route, { page: 'play' | 'rules' | 'learn' }>;

/** A game's id and name, as the app's header and title show them. */
export interface NamedGame {
  readonly id: string;
  readonly name: string;
}

const SHIPPED_IDS = GAMES.map((g) => g.id);

/** What a play link found: the game (shared or kept here), or the sentence saying why a shared one was refused. */
type Found = { readonly game: CustomGame | null; readonly refusal: string | null };

/**
 * The composed game of a route: a variant shared in the link itself (`v`, checked as untrusted input, then
 * kept in this browser so that the game resumes and appears under "Your variants"), else one composed or
 * kept here under that id.
 */
function findGame(route: GameRoute): Found {
  const payload = route.page === 'play' ? route.params.find(([key]) => key === 'v')?.[1] : undefined;
  if (payload === undefined) return { game: storedCustomGame(route.gameId), refusal: null };
  const read = readShared(payload, SHIPPED_IDS);
  if (!read.ok) return { game: null, refusal: read.message };
  if (read.game.variant.id !== route.gameId) {
    return { game: null, refusal: `This link is damaged or was changed: it names the game ${quoted(route.gameId)} but carries ${quoted(read.game.variant.id)}, so it was not opened.` };
  }
  // Kept so that the game resumes after a reload and the solver's loader finds it; a browser that keeps
  // nothing still plays it from the link.
  storeCustomVariant(read.game.text);
  keepVariant(read.game);
  return { game: storedCustomGame(route.gameId) ?? read.game, refusal: null };
}

/**
 * The pages of a game that is not shipped: a variant shared in the link, or composed in the Lab, when the
 * route names its id (told to `onFound`, so that the header names it); otherwise the gallery, saying there
 * is no such game or why a shared one was refused.
 */
export default function CustomRoute({ route, onFound }: { readonly route: GameRoute; readonly onFound: (game: NamedGame | null) => void }): ReactNode {
  const { game, refusal } = useMemo(() => findGame(route), [route]);
  useEffect(() => {
    onFound(game ? { id: game.info.id, name: game.info.name } : null);
  }, [game, onFound]);

  if (refusal !== null) return <Gallery notice={refusal} />;
  if (!game) return <Gallery notice={`There is no game called ${quoted(route.gameId)}. Choose one of these.`} />;
  if (route.page === 'play') {
    // The shared variant is this game's own now: the play page reads only its deal and options.
    const played = { ...route, params: route.params.filter(([key]) => key !== 'v') };
    return <PlayPage key={game.info.id} game={game.info} route={played} composed={game.variant} linkFor={(seed) => sharedPlayHash(game.variant, seed)} />;
  }
  if (route.page === 'rules') return <RulesPage game={game.info} />;
  return <LearnPage key={`${game.info.id}/${route.lessonId ?? ''}`} game={game.info} lessonId={route.lessonId} />;
}
