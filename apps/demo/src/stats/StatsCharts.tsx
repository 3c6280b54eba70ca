/**
 * The statistics' two charts, drawn as plain SVG (two small charts do not earn a chart library's weight in the
 * app): the share of games won after each game of the history, and the time each won game took. Each says in
 * words what it shows, for screen readers and for anyone who cannot tell the line apart.
 */
import type { ReactNode } from 'react';
import { ownWin, winRateLine, type HistoryEntry } from './history.js';
import { formatTime } from './stats.js';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { left: 34, right: 8, top: 8, bottom: 18 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** The x of game `i` of `n`, spread across the plot (one game sits in the middle). */
function xOf(i: number, n: number): number {
  return PAD.left + (n <= 1 ? PLOT_W / 2 : (i / (n - 1)) * PLOT_W);
}

function Axis({ top, bottom, games }: { readonly top: string; readonly bottom: string; readonly games: number }): ReactNode {
  return (
    <g className="chart-axis">
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + PLOT_H} />
      <line x1={PAD.left} y1={PAD.top + PLOT_H} x2={PAD.left + PLOT_W} y2={PAD.top + PLOT_H} />
      <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">{top}</text>
      <text x={PAD.left - 4} y={PAD.top + PLOT_H} textAnchor="end">{bottom}</text>
      <text x={PAD.left + PLOT_W} y={HEIGHT - 4} textAnchor="end">{games} {games === 1 ? 'game' : 'games'}</text>
    </g>
  );
}

/** The win rate after each game of the history, as a line from 0 to 100%. */
export function WinRateChart({ history }: { readonly history: readonly HistoryEntry[] }): ReactNode {
  const line = winRateLine(history);
  const first = line[0];
  const last = line.at(-1);
  if (first === undefined || last === undefined) return null;
  const points = line.map((rate, i) => `${xOf(i, line.length).toFixed(1)},${(PAD.top + PLOT_H * (1 - rate / 100)).toFixed(1)}`).join(' ');
  const words = `Win rate after each of the last ${line.length} ${line.length === 1 ? 'game' : 'games'}: ${first}% after the first, ${last}% now.`;
  return (
    <figure className="chart" data-testid="win-rate-chart">
      <figcaption>Win rate over time</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={words}>
        <Axis top="100%" bottom="0%" games={line.length} />
        <polyline className="chart-line" points={points} />
        {line.length === 1 && <circle className="chart-dot" cx={xOf(0, 1)} cy={PAD.top + PLOT_H * (1 - first / 100)} r={3} />}
      </svg>
    </figure>
  );
}

/**
 * The time of each game of the history the player won on their own, as bars (games given up have no time on
 * the clock; a game won with help is not the player's time).
 */
export function TimeChart({ history }: { readonly history: readonly HistoryEntry[] }): ReactNode {
  const times = history.flatMap((e) => (ownWin(e) && e.timeMs !== null ? [e.timeMs] : []));
  if (times.length === 0) return null;
  const longest = Math.max(...times, 1000);
  // A bar is at most a tenth of the plot wide, so that a few games do not look like a wall.
  const slot = Math.min(PLOT_W / times.length, PLOT_W / 10);
  const words = `Time of each of the last ${times.length} won ${times.length === 1 ? 'game' : 'games'}: fastest ${formatTime(Math.min(...times))}, slowest ${formatTime(Math.max(...times))}.`;
  return (
    <figure className="chart" data-testid="time-chart">
      <figcaption>Time per won game</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={words}>
        <Axis top={formatTime(longest)} bottom="0:00" games={times.length} />
        {times.map((ms, i) => {
          const h = Math.max(1, (ms / longest) * PLOT_H);
          return <rect key={i} className="chart-bar" x={PAD.left + i * slot + slot * 0.15} y={PAD.top + PLOT_H - h} width={Math.max(1, slot * 0.7)} height={h} />;
        })}
      </svg>
    </figure>
  );
}
