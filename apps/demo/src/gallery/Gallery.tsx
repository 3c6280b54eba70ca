import { useMemo, type ReactNode } from 'react';
import { GAMES } from '../games/catalogue.js';
import { COMPOSE_HASH, learnHash, playHash, rulesHash } from '../routes/route.js';
import { loadStats } from '../stats/stats-store.js';
import { statsFor, winRate } from '../stats/stats.js';
import { Miniature } from './Miniature.js';
import { YourVariants } from '../lab/YourVariants.js';
import { presetDifference } from './preset-words.js';
import type { ManifestGame } from './manifest-types.js';

const DIFFICULTY_LABEL: Readonly<Record<string, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

function presetOptions(game: ManifestGame, options: Readonly<Record<string, string | number | boolean>>): [string, string | number | boolean][] {
  return game.options.flatMap((o): [string, string | number | boolean][] => (options[o.key] === undefined ? [] : [[o.key, options[o.key] as string | number | boolean]]));
}

/** The gallery: every game and preset, with its facts, a miniature of its opening, and links to play, read and learn. */
export function Gallery({ notice }: { readonly notice?: string }): ReactNode {
  const stats = useMemo(() => loadStats().book, []);
  return (
    <div className="page gallery-page">
      {notice !== undefined && <p className="notice" role="alert">{notice}</p>}
      <div className="intro">
        <h1>Patience</h1>
        <p>Classic solitaire games, dealt by a rules engine: every deal has a number you can share, every rule is written out from the code that plays it.</p>
        <p><a href={COMPOSE_HASH}>Compose a variant of your own</a>: write its rules as data and play it here.</p>
      </div>
      <div className="game-sections">
      <YourVariants />
      {GAMES.map((game) => {
        const s = statsFor(stats, game.id);
        return (
          <section key={game.id} className="game-section" aria-labelledby={`game-${game.id}`}>
            <div className="game-heading">
              <h2 id={`game-${game.id}`}>{game.name}</h2>
              <p className="game-links">
                <a href={rulesHash(game.id)}>Rules</a>
                {game.lessons.length > 0 && <a href={learnHash(game.id)}>Learn ({game.lessons.length} lessons)</a>}
                {s.played > 0 && <span className="game-stats">{s.won} won of {s.played} ({winRate(s)}%)</span>}
              </p>
            </div>
            <ul className="gallery-grid" role="list">
              {game.presets.map((preset) => (
                <li key={preset.id}>
                  <a
                    className="gallery-item"
                    data-testid="gallery-item"
                    data-game={game.id}
                    data-preset={preset.id}
                    href={playHash(game.id, null, presetOptions(game, preset.options))}
                  >
                    <Miniature data={preset.miniature} />
                    <span className="gallery-name">{preset.name}</span>
                    <span className="gallery-facts">
                      <span className="family">{game.family} family</span>
                      <span className={`difficulty difficulty-${preset.difficulty}`}>{DIFFICULTY_LABEL[preset.difficulty] ?? preset.difficulty}</span>
                    </span>
                    <span className="gallery-differs">{presetDifference(game, preset.options)}</span>
                    <span className="gallery-description">{preset.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      </div>
    </div>
  );
}
