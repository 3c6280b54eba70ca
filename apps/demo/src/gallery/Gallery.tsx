import { useMemo, type ReactNode } from 'react';
import { DailyTile } from '../daily/DailyTile.js';
import { GAMES } from '../games/catalogue.js';
import { COMPOSE_HASH } from '../routes/route.js';
import { loadStats } from '../stats/stats-store.js';
import { YourVariants } from '../lab/YourVariants.js';
import { gallerySections } from './gallery-tiles.js';
import { GameTile } from './GameTile.js';
import type { ManifestGame } from './manifest-types.js';
import '../styles/gallery.css';

interface Props {
  /** A sentence for the top of the page (an unknown route sends the player here). */
  readonly notice?: string;
  /** The player's own variants, listed under "Your variants" (none: no such section). */
  readonly yours?: readonly ManifestGame[];
}

/**
 * The gallery: today's deal at the top, then each section of games (shipped games, "More games", "Your
 * variants") as a grid of tiles that fills the width, one tile per game with its variants as chips.
 */
export function Gallery({ notice, yours = [] }: Props): ReactNode {
  const stats = useMemo(() => loadStats().book, []);
  const sections = useMemo(() => gallerySections(GAMES, yours), [yours]);
  return (
    <div className="page gallery-page">
      {notice !== undefined && <p className="notice" role="alert">{notice}</p>}
      <div className="intro">
        {/* The header already shows the name: the heading is for screen readers and the document outline. */}
        <h1 className="visually-hidden">Patience</h1>
        <p>Classic solitaire from a rules engine: every deal numbered and shareable, every rule written out from the code that plays it. <a href={COMPOSE_HASH}>Compose a variant of your own</a>.</p>
      </div>
      <DailyTile games={GAMES.filter((g) => g.group === 'shipped')} />
      {sections.map((section) => (
        <section key={section.group} className="gallery-section" aria-labelledby={`section-${section.group}`} data-testid="gallery-section" data-group={section.group}>
          <div className="section-heading">
            <h2 id={`section-${section.group}`}>{section.title}</h2>
            <p>{section.blurb}</p>
          </div>
          <ul className="tile-grid" role="list">
            {section.tiles.map((tile) => <GameTile key={tile.lead.id} tile={tile} stats={stats} />)}
          </ul>
        </section>
      ))}
      <YourVariants />
    </div>
  );
}
