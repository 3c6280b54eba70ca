/**
 * A study's summary: won, lost and undecided deals with Wilson 95% confidence intervals, and what was studied
 * (the header), as text for a person and as JSON for a script. The same deals give the same summary
 * whichever process or shard decided them, so a merge of shards prints what one process would.
 */
import { printable } from '../printable.js';
import { dealsText, type DealSelection } from './deals.js';
import type { StudyHeader } from './record.js';
import type { DealVerdict } from './verdict.js';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `k` successes in `n` trials at 95%: unlike the normal approximation it stays
 * inside [0, 1] and is honest at 0 and n successes, as a share of won deals often is. `[0, 1]` for n = 0.
 */
export function wilson(k: number, n: number, z = Z95): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** One row of the summary: a count, its share of the deals studied, and the 95% interval of that share. */
export interface SummaryRow {
  readonly count: number;
  readonly share: number;
  readonly interval95: readonly [number, number];
}

/** The JSON summary (`--json`). Shares and bounds are fractions rounded to six decimals. */
export interface StudySummary {
  readonly format: 'patience-study-summary';
  readonly version: 1;
  /** What was studied: the header of the study, with the deals this summary covers. */
  readonly study: Omit<StudyHeader, 'format' | 'version'>;
  /** How many deals were decided or given up on, and how many of the selection there are. */
  readonly deals: { readonly studied: number; readonly selected: number };
  readonly won: SummaryRow;
  readonly lost: SummaryRow;
  readonly undecided: SummaryRow;
  /**
   * With the `hints` policy (where `won` counts the deals won by following the hint alone, and `lost` stays 0:
   * play by hints proves nothing lost): the deals the thoughtful solver won, on the same deals.
   */
  readonly thoughtfulWon?: SummaryRow;
  /** Solved deals whose winning line did not replay to a win through the engine (a solver bug if any). */
  readonly replayFailures: number;
  /** Whether every deal of the selection was studied. */
  readonly complete: boolean;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

function row(k: number, n: number): SummaryRow {
  const [lo, hi] = wilson(k, n);
  return { count: k, share: n === 0 ? 0 : round6(k / n), interval95: [round6(lo), round6(hi)] };
}

/** The summary of verdicts for a header's study (`selected`: how many deals the selection has). */
export function summarise(header: StudyHeader, deals: DealSelection, verdicts: readonly DealVerdict[], selected: number): StudySummary {
  const n = verdicts.length;
  const won = verdicts.filter((v) => v.status === 'solved').length;
  const lost = verdicts.filter((v) => v.status === 'unwinnable').length;
  return {
    format: 'patience-study-summary',
    version: 1,
    study: { variant: header.variant, limits: header.limits, deals, versions: header.versions },
    deals: { studied: n, selected },
    won: row(won, n),
    lost: row(lost, n),
    undecided: row(n - won - lost, n),
    ...(header.limits.policy === 'hints' ? { thoughtfulWon: row(verdicts.filter((v) => v.thoughtful === 'solved').length, n) } : {}),
    replayFailures: verdicts.filter((v) => v.replayed === false).length,
    complete: n === selected,
  };
}

const count = (n: number): string => n.toLocaleString('en-GB');
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A row of the summary's table: its name, the count, the share and the interval. */
function rowCells(name: string, r: SummaryRow): string[] {
  return [name, count(r.count), percent(r.share), `${percent(r.interval95[0])}–${percent(r.interval95[1])}`];
}

/** What a study did with each deal, in words. */
function howText(limits: StudySummary['study']['limits']): string {
  const solver = `${count(limits.maxStates)} positions and ${count(limits.timeMs / 1000)} s a deal; ${limits.peek ? 'peeking at face-down cards (thoughtful)' : 'not peeking at face-down cards'}`;
  if (limits.policy !== 'hints') return solver;
  return `each played by following the hint alone (${count(limits.hintMs ?? 0)} ms a hint, never peeking); beside it the solver at ${solver}`;
}

/** The summary as a table for a person. */
export function summaryText(s: StudySummary): string {
  const { variant, limits, versions } = s.study;
  const options = Object.entries(variant.options).map(([k, v]) => `${k}=${String(v)}`).join(', ');
  const table = [
    ['', 'deals', 'share', '95% interval'],
    ...(['won', 'lost', 'undecided'] as const).map((key) => rowCells(key, s[key])),
    ...(s.thoughtfulWon ? [rowCells('thoughtful won', s.thoughtfulWon)] : []),
    ['total', count(s.deals.studied), '', ''],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...table.map((r) => (r[c] ?? '').length)));
  const lines = table.map((r) => r.map((text, c) => (c === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[c] ?? 0))).join('   ').trimEnd());
  return [
    printable(`${variant.name} (${variant.id}${options === '' ? '' : `, ${options}`}; rules ${variant.rulesVersion}, ${variant.hash})`),
    `deals ${dealsText(s.study.deals)}; ${howText(limits)}`,
    printable(Object.entries(versions).map(([name, v]) => `${name} ${v}`).join(', ')),
    '',
    ...lines,
    '',
    s.complete ? `all ${count(s.deals.selected)} deals studied` : `${count(s.deals.studied)} of ${count(s.deals.selected)} deals studied`,
    s.replayFailures === 0 ? 'every winning line replayed to a win' : `${count(s.replayFailures)} winning line${s.replayFailures === 1 ? '' : 's'} DID NOT replay to a win`,
  ].join('\n');
}
