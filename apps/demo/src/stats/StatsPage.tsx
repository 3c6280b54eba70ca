/**
 * The statistics page (`#/stats`): every game played, with its variants apart, the charts and the history of
 * the last games, for all games or one; and the statistics exported to a JSON file or imported from one
 * (a damaged file is refused with its reason and changes nothing).
 */
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { findGame } from '../games/catalogue.js';
import { playHash } from '../routes/route.js';
import { resultWords, type HistoryEntry } from './history.js';
import { TimeChart, WinRateChart } from './StatsCharts.js';
import { readStatisticsFile, statisticsFile } from './stats-file.js';
import { loadStatistics, storeStatistics, type Statistics } from './stats-store.js';
import { formatTime, gameOfKey, optionsOfKey, winRate, type GameStats } from './stats.js';
import '../styles/stats.css';

/** How many of the last games the history table lists (the charts draw all the stored ones). */
const HISTORY_SHOWN = 20;

function gameName(gameId: string): string {
  return findGame(gameId)?.name ?? gameId;
}

function Row({ name, stats, variant, helped }: { readonly name: string; readonly stats: GameStats; readonly variant: boolean; readonly helped: boolean }): ReactNode {
  return (
    <tr className={variant ? 'stats-variant' : 'stats-game'} data-testid={variant ? 'stats-variant' : 'stats-game'}>
      <th scope="row">{name}</th>
      <td>{stats.played}</td>
      <td>{stats.won}</td>
      {helped && <td>{stats.assisted}</td>}
      <td>{winRate(stats)}%</td>
      <td>{stats.currentStreak}</td>
      <td>{stats.bestStreak}</td>
      <td>{stats.bestTimeMs === null ? '–' : formatTime(stats.bestTimeMs)}</td>
      <td>{stats.fewestMoves ?? '–'}</td>
      <td>{stats.bestScore ?? '–'}</td>
    </tr>
  );
}

/**
 * One row per game played, each followed by its variants. The column of games won with help shows only once
 * one of them was: a player who never asked for a solution is not shown a column of zeros.
 */
function Summary({ statistics, shown }: { readonly statistics: Statistics; readonly shown: readonly string[] }): ReactNode {
  const helped = shown.some((gameId) => (statistics.games[gameId]?.assisted ?? 0) > 0);
  return (
    <div className="stats-table-wrap">
      <table className="stats-table">
        <caption className="visually-hidden">Statistics per game and per variant</caption>
        <thead>
          <tr><th scope="col">Game</th><th scope="col">Played</th><th scope="col">Won</th>{helped && <th scope="col" title="Won after &quot;Show me the solution&quot;: played, not won">With help</th>}<th scope="col">Win rate</th><th scope="col">Streak</th><th scope="col">Best streak</th><th scope="col">Best time</th><th scope="col">Fewest moves</th><th scope="col">Best score</th></tr>
        </thead>
        <tbody>
          {shown.map((gameId) => {
            const stats = statistics.games[gameId];
            const variants = Object.entries(statistics.variants).filter(([key]) => gameOfKey(key) === gameId);
            return [
              stats && <Row key={gameId} name={gameName(gameId)} stats={stats} variant={false} helped={helped} />,
              ...variants.map(([key, v]) => <Row key={key} name={v.name ?? key} stats={v} variant helped={helped} />),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

function HistoryTable({ history }: { readonly history: readonly HistoryEntry[] }): ReactNode {
  const latest = history.slice(-HISTORY_SHOWN).reverse();
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <div className="stats-table-wrap">
      <table className="stats-table" data-testid="stats-history">
        <caption className="visually-hidden">The last {latest.length} games, newest first</caption>
        <thead><tr><th scope="col">When</th><th scope="col" className="text">Game</th><th scope="col">Deal</th><th scope="col">Result</th><th scope="col">Moves</th><th scope="col">Time</th><th scope="col">Score</th></tr></thead>
        <tbody>
          {latest.map((e) => (
            <tr key={`${e.at}-${e.variant}-${e.seed}`}>
              <td className="text">{day.format(new Date(e.at))}</td>
              <th scope="row">{e.name}</th>
              <td><a href={playHash(gameOfKey(e.variant), e.seed, optionsOfKey(e.variant), e.dealer)}>{e.dealer === 'microsoft' ? `Microsoft ${e.seed}` : e.seed}</a></td>
              <td>{resultWords(e)}</td>
              <td>{e.moves}</td>
              <td>{e.timeMs === null ? '–' : formatTime(e.timeMs)}</td>
              <td>{e.score ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an import holds, in words, before the player agrees to replace their statistics with it. */
function importWords(s: Statistics): string {
  const played = Object.values(s.games).reduce((n, g) => n + g.played, 0);
  return `The file holds ${played} ${played === 1 ? 'game' : 'games'} played, ${Object.keys(s.variants).length} variants and a history of ${s.history.length} games.`;
}

function FileControls({ statistics, onImported }: { readonly statistics: Statistics; readonly onImported: (s: Statistics) => void }): ReactNode {
  const [pending, setPending] = useState<Statistics | null>(null);
  const [message, setMessage] = useState<{ readonly text: string; readonly tone: 'alert' | 'status' } | null>(null);
  const exportHref = useMemo(() => `data:application/json;charset=utf-8,${encodeURIComponent(statisticsFile(statistics))}`, [statistics]);
  const onFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPending(null);
    file.text().then((text) => {
      const read = readStatisticsFile(text);
      if ('problem' in read) setMessage({ text: `${file.name} was not imported. ${read.problem}`, tone: 'alert' });
      else { setPending(read.statistics); setMessage(null); }
    }, () => { setMessage({ text: `${file.name} could not be read.`, tone: 'alert' }); });
  };
  return (
    <section className="stats-files" aria-labelledby="stats-files-heading">
      <h2 id="stats-files-heading">Keep or move your statistics</h2>
      <p className="page-links">
        <a href={exportHref} download={`patience-statistics-${new Date().toISOString().slice(0, 10)}.json`} data-testid="stats-export">Export as a file</a>
        <label className="file-label">Import a file <input type="file" accept="application/json,.json" onChange={onFile} data-testid="stats-import" /></label>
      </p>
      {pending && (
        <div className="stats-confirm" role="group" aria-label="Import">
          <p data-testid="stats-import-summary">{importWords(pending)} Replace your statistics with it?</p>
          <button type="button" onClick={() => { storeStatistics(pending); onImported(pending); setPending(null); setMessage({ text: 'Imported: these are now your statistics.', tone: 'status' }); }}>Replace my statistics</button>
          <button type="button" onClick={() => { setPending(null); }}>Cancel</button>
        </div>
      )}
      {message && <p className="notice" role={message.tone} data-testid="stats-message">{message.text}</p>}
    </section>
  );
}

/** The statistics page. */
export default function StatsPage(): ReactNode {
  const [statistics, setStatistics] = useState(loadStatistics);
  const [filter, setFilter] = useState('all');
  const gameIds = Object.keys(statistics.games).filter((id) => (statistics.games[id]?.played ?? 0) > 0);
  const shown = filter === 'all' ? gameIds : gameIds.filter((id) => id === filter);
  const history = statistics.history.filter((e) => filter === 'all' || gameOfKey(e.variant) === filter);
  return (
    <div className="page stats-page">
      <h1>Statistics</h1>
      {gameIds.length === 0 ? <p data-testid="stats-empty">No game played yet: a game counts once its first move is made.</p> : (
        <>
          <label className="stats-filter">Show <select value={filter} onChange={(e) => { setFilter(e.target.value); }} data-testid="stats-filter">
            <option value="all">All games</option>
            {gameIds.map((id) => <option key={id} value={id}>{gameName(id)}</option>)}
          </select></label>
          <Summary statistics={statistics} shown={shown} />
          {history.length > 0 && (
            <>
              <div className="stats-charts"><WinRateChart history={history} /><TimeChart history={history} /></div>
              <h2>The last games</h2>
              <HistoryTable history={history} />
            </>
          )}
        </>
      )}
      <FileControls statistics={statistics} onImported={setStatistics} />
    </div>
  );
}
