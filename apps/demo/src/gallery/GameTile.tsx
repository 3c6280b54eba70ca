import { useState, type ReactNode } from 'react';
import { learnHash, playHash, rulesHash } from '../routes/route.js';
import { recordLine, statsFor, type StatsBook } from '../stats/stats.js';
import type { GalleryChip, GalleryTile } from './gallery-tiles.js';
import type { ManifestGame, ManifestPreset } from './manifest-types.js';
import { Miniature } from './Miniature.js';

const DIFFICULTY_LABEL: Readonly<Record<string, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

/** The difficulty in words ("Medium"), or as the engine spells it when the list has no word for it. */
export function difficultyLabel(difficulty: string): string {
  return DIFFICULTY_LABEL[difficulty] ?? difficulty;
}

/** The play link of a preset: its options away from the game's defaults, and a fresh deal. */
function presetHref(game: ManifestGame, preset: ManifestPreset): string {
  const options = game.options.flatMap((o): [string, string | number | boolean][] => {
    const value = preset.options[o.key];
    return value === undefined ? [] : [[o.key, value]];
  });
  return playHash(game.id, null, options);
}

function Chip({ chip, shown, onShow }: { readonly chip: GalleryChip; readonly shown: boolean; readonly onShow: () => void }): ReactNode {
  return (
    <li>
      <a
        className="chip"
        data-testid="gallery-item"
        data-game={chip.game.id}
        data-preset={chip.preset.id}
        data-shown={shown ? 'true' : undefined}
        href={presetHref(chip.game, chip.preset)}
        title={chip.line}
        onMouseEnter={onShow}
        onFocus={onShow}
      >
        <span className="chip-label">{chip.label}</span>
        <span className={`difficulty difficulty-${chip.preset.difficulty}`}>{difficultyLabel(chip.preset.difficulty)}</span>
        {/* For screen readers the chip says what its variant changes; sighted players read it under the chips. */}
        <span className="visually-hidden">: {chip.line}</span>
      </a>
    </li>
  );
}

function RowLinks({ game, stats }: { readonly game: ManifestGame; readonly stats: StatsBook }): ReactNode {
  const s = statsFor(stats, game.id);
  return (
    <p className="tile-links">
      <a href={rulesHash(game.id)} aria-label={`Rules of ${game.name}`}>Rules</a>
      {game.lessons.length > 0 && <a href={learnHash(game.id)} aria-label={`Learn ${game.name} (${game.lessons.length} lessons)`}>Learn ({game.lessons.length})</a>}
      {s.played > 0 && <span className="tile-stats">{recordLine(s)}</span>}
    </p>
  );
}

/**
 * One tile of the gallery: a large drawing of the opening of the variant the player points at (the first one
 * until then), the game's name, family and description, and its variants as chips, one row per game of the
 * family; under them, the line that tells the chosen variant from the others.
 */
export function GameTile({ tile, stats }: { readonly tile: GalleryTile; readonly stats: StatsBook }): ReactNode {
  const chips = tile.rows.flatMap((r) => r.chips);
  const [shownAt, setShownAt] = useState(0);
  const shown = chips[shownAt] ?? chips[0];
  const headingId = `tile-${tile.lead.id}`;
  return (
    <li className="game-tile" data-testid="game-tile" data-game={tile.lead.id}>
      <article aria-labelledby={headingId}>
        {shown && (
          // The drawing repeats the chosen chip's link for a pointer; the keyboard and screen readers use the chip.
          // The drawing's height is fixed by CSS whichever variant it shows: pointing at a chip never moves what
          // lies below.
          <a className="tile-preview" href={presetHref(shown.game, shown.preset)} tabIndex={-1} aria-hidden="true">
            <div className="tile-drawing" data-shown="true" data-preset={`${shown.game.id}/${shown.preset.id}`}>
              <Miniature data={shown.preset.miniature} />
            </div>
          </a>
        )}
        <div className="tile-body">
          <div className="tile-heading">
            <h3 id={headingId}>{tile.lead.name}</h3>
            <span className="tile-family">{tile.lead.family} family</span>
          </div>
          {tile.rows.map((row, r) => (
            <div key={row.game.id} className="tile-row">
              {r === 0 ? <p className="tile-description">{row.game.description}</p>
                : <p className="tile-description"><strong className="tile-row-name">{row.game.name}:</strong> {row.game.description}</p>}
              <ul className="chips" role="list" aria-label={`Variants of ${row.game.name}`}>
                {row.chips.map((chip) => {
                  const at = chips.indexOf(chip);
                  return <Chip key={chip.preset.id} chip={chip} shown={at === shownAt} onShow={() => { setShownAt(at); }} />;
                })}
              </ul>
              <RowLinks game={row.game} stats={stats} />
            </div>
          ))}
          {shown && (
            <p className="tile-line" data-testid="tile-line" aria-hidden="true">
              {shown.line}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
