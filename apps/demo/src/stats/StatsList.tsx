import type { ReactNode } from 'react';
import { formatTime, winRate, type GameStats } from './stats.js';

/** A game's statistics as a list of named figures. */
export function StatsList({ stats }: { readonly stats: GameStats }): ReactNode {
  return (
    <dl className="stats-list">
      <div><dt>Played</dt><dd>{stats.played}</dd></div>
      <div><dt>Won</dt><dd>{stats.won}</dd></div>
      {stats.assisted > 0 && <div><dt>Won with help</dt><dd>{stats.assisted}</dd></div>}
      <div><dt>Win rate</dt><dd>{winRate(stats)}%</dd></div>
      <div><dt>Streak</dt><dd>{stats.currentStreak}</dd></div>
      <div><dt>Best streak</dt><dd>{stats.bestStreak}</dd></div>
      <div><dt>Best time</dt><dd>{stats.bestTimeMs === null ? '–' : formatTime(stats.bestTimeMs)}</dd></div>
      <div><dt>Fewest moves</dt><dd>{stats.fewestMoves ?? '–'}</dd></div>
    </dl>
  );
}
