/**
 * A study's output file: a header that says what was studied and how (so that it can be reproduced, resumed
 * and merged), then one line a deal. Two formats, chosen by the file's extension:
 * - JSON lines (`.jsonl`, or any other name): the header object, then one {@link DealVerdict} object a line;
 * - CSV (`.csv`): `# patience-study ` and the header as JSON, a column line, then one row a deal.
 * Lines are appended as deals finish, in any order, so a killed study loses only the deals in progress.
 */
import { createHash } from 'node:crypto';
import type { Variant } from '@patience/core';
import type { DealVerdict, StudyLimits } from './verdict.js';
import { UsageError } from '../usage.js';

/** Which deals: a range, and optionally the shard of it (every `count`-th deal, from the `index`-th). */
export interface DealSelection {
  readonly from: number;
  readonly to: number;
  /** `{ index: 2, count: 3 }` is `--shard 2/3`; null for the whole range. */
  readonly shard: { readonly index: number; readonly count: number } | null;
}

/** What a study is: enough to reproduce it, and to refuse resuming or merging files of different studies. */
export interface StudyHeader {
  readonly format: 'patience-study';
  readonly version: 1;
  /** The variant: its id, name, rules version, options, and a hash of its whole definition. */
  readonly variant: {
    readonly id: string;
    readonly name: string;
    readonly rulesVersion: string;
    readonly options: Readonly<Record<string, unknown>>;
    /** `sha256:` and the first 16 hex digits of the SHA-256 of the variant as JSON with sorted keys. */
    readonly hash: string;
  };
  readonly limits: StudyLimits;
  readonly deals: DealSelection;
  /** The package versions the study ran on: `@patience/cli`, core, the solver and the game's package. */
  readonly versions: Readonly<Record<string, string>>;
}

/** The file format an output file name asks for. */
export type OutputFormat = 'jsonl' | 'csv';

export function formatOf(file: string): OutputFormat {
  return file.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl';
}

/** JSON with object keys sorted at every depth: the same variant gives the same text, whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // A variant is JSON data (parseVariant checks it), so there is no function or symbol to leave out here.
  return JSON.stringify(value);
}

/** The hash a study records for a variant's rules. */
export function variantHash(variant: Variant): string {
  return `sha256:${createHash('sha256').update(canonicalJson(variant)).digest('hex').slice(0, 16)}`;
}

/** The deals a selection stands for, in order. */
export function selectedDeals(selection: DealSelection): number[] {
  const deals: number[] = [];
  const step = selection.shard?.count ?? 1;
  for (let d = selection.from + (selection.shard ? selection.shard.index - 1 : 0); d <= selection.to; d += step) deals.push(d);
  return deals;
}

export const CSV_COLUMNS = 'deal,status,reason,moves,ms,positions,replayed';
const CSV_MARK = '# patience-study ';

/** The text a new output file starts with. */
export function fileStart(header: StudyHeader, format: OutputFormat): string {
  return format === 'csv' ? `${CSV_MARK}${JSON.stringify(header)}\n${CSV_COLUMNS}\n` : `${JSON.stringify(header)}\n`;
}

/** One deal's line, with its newline. */
export function verdictLine(verdict: DealVerdict, format: OutputFormat): string {
  if (format === 'jsonl') return `${JSON.stringify(verdict)}\n`;
  const v = verdict;
  return `${[v.deal, v.status, v.reason ?? '', v.moves ?? '', v.ms, v.positions, v.replayed ?? ''].join(',')}\n`;
}

/** An output file read back: its header, its deals, and how many characters of it were whole lines. */
export interface StudyFile {
  readonly header: StudyHeader;
  readonly verdicts: readonly DealVerdict[];
  /** The length of the text up to the last whole, readable line: a line cut short by a kill is dropped. */
  readonly goodLength: number;
}

const STATUSES = new Set(['solved', 'unwinnable', 'gave-up']);

function readCsvRow(row: string): DealVerdict | null {
  const [deal, status, reason, moves, ms, positions, replayed, ...rest] = row.split(',');
  if (rest.length > 0 || deal === undefined || status === undefined || !STATUSES.has(status) || positions === undefined || replayed === undefined) return null;
  return {
    deal: Number(deal), status: status as DealVerdict['status'], reason: reason === '' || reason === undefined ? null : reason,
    moves: moves === '' || moves === undefined ? null : Number(moves), ms: Number(ms), positions: Number(positions),
    replayed: replayed === '' ? null : replayed === 'true',
  };
}

function readJsonRow(row: string): DealVerdict | null {
  try {
    const v = JSON.parse(row) as Partial<DealVerdict> | null;
    if (v === null || typeof v !== 'object' || typeof v.deal !== 'number' || typeof v.status !== 'string' || !STATUSES.has(v.status)) return null;
    return v as DealVerdict;
  } catch {
    return null;
  }
}

/**
 * Reads an output file. A last line without its newline (the process was killed while writing it) is
 * dropped; any other unreadable line is an error naming its line number.
 * @throws {@link UsageError} for a file that is not a study's output.
 */
export function readStudyFile(name: string, text: string): StudyFile {
  const format = text.startsWith(CSV_MARK) ? 'csv' : 'jsonl';
  const lines = text.split('\n');
  // Every whole line ends with a newline, so the text after the last one is either empty or a cut line.
  const whole = lines.slice(0, -1);
  const first = whole[0];
  if (first === undefined) throw new UsageError(`${name} is empty: it is not a study's output file.`);
  let header: StudyHeader;
  try {
    header = JSON.parse(format === 'csv' ? first.slice(CSV_MARK.length) : first) as StudyHeader;
  } catch {
    throw new UsageError(`${name} does not start with a study's header line: it is not a study's output file.`);
  }
  if ((header as { format?: unknown }).format !== 'patience-study' || (header as { version?: unknown }).version !== 1) {
    throw new UsageError(`${name} does not start with a study's header line (format "patience-study", version 1).`);
  }
  const rows = whole.slice(format === 'csv' ? 2 : 1);
  if (format === 'csv' && whole[1] !== CSV_COLUMNS) throw new UsageError(`${name}: line 2 should be the column names ${CSV_COLUMNS}.`);
  const verdicts = rows.map((row, i) => {
    const verdict = format === 'csv' ? readCsvRow(row) : readJsonRow(row);
    if (verdict === null) throw new UsageError(`${name}: line ${i + (format === 'csv' ? 3 : 2)} is not a deal's result: ${row.slice(0, 80)}`);
    return verdict;
  });
  return { header, verdicts, goodLength: whole.reduce((n, line) => n + line.length + 1, 0) };
}

/** What must agree for two files to be parts of one study: everything but the shard. */
export function studyKey(header: StudyHeader): string {
  return canonicalJson({ variant: header.variant, limits: header.limits, from: header.deals.from, to: header.deals.to, versions: header.versions });
}
