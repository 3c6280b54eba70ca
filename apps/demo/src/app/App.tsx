import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Gallery } from '../gallery/Gallery.js';
import { findGame } from '../games/catalogue.js';
import { quoted, STATS_HASH } from '../routes/route.js';
import { useRoute } from '../routes/useRoute.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import type { NamedGame } from '../custom/CustomRoute.js';

// Each page with engine code is its own chunk: the gallery loads with none.
const PlayPage = lazy(() => import('../play/PlayPage.js'));
const RulesPage = lazy(() => import('../rules/RulesPage.js'));
const LearnPage = lazy(() => import('../learn/LearnPage.js'));
const LabPage = lazy(() => import('../lab/LabPage.js'));
// A game the manifest does not know may be a variant the player composed: that check needs the engine.
const CustomRoute = lazy(() => import('../custom/CustomRoute.js'));
const DailyPage = lazy(() => import('../daily/DailyPage.js'));
const StatsPage = lazy(() => import('../stats/StatsPage.js'));

function Loading(): ReactNode {
  return <p className="loading" role="status">Shuffling…</p>;
}

/** The app: a header, and the page the hash names. */
export function App(): ReactNode {
  const route = useRoute();
  const gameId = route.page === 'play' || route.page === 'rules' || route.page === 'learn' ? route.gameId : null;
  const game = gameId === null ? undefined : findGame(gameId);
  // A composed game, once CustomRoute has found it in storage: named in the header and the title like a shipped one.
  const [composed, setComposed] = useState<NamedGame | null>(null);
  const named: NamedGame | undefined = game ?? (composed !== null && composed.id === gameId ? composed : undefined);

  useEffect(() => {
    // The daily deal's page names itself ("Today's Easthaven, 3 December"), once it knows the deal.
    if (route.page === 'daily') return;
    document.title = route.page === 'lab' ? 'Variant Lab · Patience'
      : route.page === 'stats' ? 'Statistics · Patience'
      : !named || route.page === 'gallery' || route.page === 'not-found' ? 'Patience'
      : `${named.name} · ${route.page === 'rules' ? 'Rules' : route.page === 'learn' ? 'Learn' : 'Play'} · Patience`;
  }, [route, named]);

  let page: ReactNode;
  if (route.page === 'gallery') page = <Gallery />;
  else if (route.page === 'not-found') page = <Gallery notice={`There is no page ${quoted(route.path)}. Here are the games.`} />;
  else if (route.page === 'lab') page = <LabPage params={route.params} legacy={route.legacy} />;
  else if (route.page === 'stats') page = <StatsPage />;
  else if (route.page === 'daily') {
    const daily = findGame(route.gameId);
    page = daily ? <DailyPage key={daily.id} game={daily} day={route.day} params={route.params} /> : <Gallery notice={`There is no game called ${quoted(route.gameId)}, so no daily deal of it. Here are the games.`} />;
  }
  else if (!game) page = <CustomRoute route={route} onFound={setComposed} />;
  else if (route.page === 'play') page = <PlayPage key={game.id} game={game} route={route} />;
  else if (route.page === 'rules') page = <RulesPage game={game} />;
  else page = <LearnPage key={`${game.id}/${route.lessonId ?? ''}`} game={game} lessonId={route.lessonId} />;

  return (
    <>
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>Skip to content</a>
      <header className="app-header">
        <a className="brand" href="#/"><span aria-hidden="true" className="brand-mark">♠</span> Patience</a>
        {named && (
          <nav aria-label={named.name} className="game-nav">
            <a href={`#/play/${named.id}`} aria-current={route.page === 'play' ? 'page' : undefined}>Play</a>
            <a href={`#/rules/${named.id}`} aria-current={route.page === 'rules' ? 'page' : undefined}>Rules</a>
            <a href={`#/learn/${named.id}`} aria-current={route.page === 'learn' ? 'page' : undefined}>Learn</a>
          </nav>
        )}
        <a className="header-link" href={STATS_HASH} aria-current={route.page === 'stats' ? 'page' : undefined}>Statistics</a>
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={`${route.page}/${gameId ?? ''}`}>
          <Suspense fallback={<Loading />}>{page}</Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}
