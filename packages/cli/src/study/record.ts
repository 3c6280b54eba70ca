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
import { show } from '@patience/core/rules';
import { MAX_MICROSOFT_DEAL, MAX_SEED } from '@patience/core/random';
import { pathText } from '../printable.js';
import { UsageError } from '../usage.js';
import { dealsText, isSelected, type DealSelection } from './deals.js';

export type { DealSelection };

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

export const CSV_COLUMNS = 'deal,status,reason,moves,ms,positions,replayed';
/** The columns of a study with the `hints` policy: the thoughtful solver's verdict last. */
export const CSV_HINT_COLUMNS = `${CSV_COLUMNS},thoughtful`;
const CSV_MARK = '# patience-study ';

/** The text a new output file starts with. */
export function fileStart(header: StudyHeader, format: OutputFormat): string {
  return format === 'csv' ? `${CSV_MARK}${JSON.stringify(header)}\n${csvColumns(header)}\n` : `${JSON.stringify(header)}\n`;
}

/** The column line of a study's CSV file. */
function csvColumns(header: StudyHeader): string {
  return header.limits.policy === 'hints' ? CSV_HINT_COLUMNS : CSV_COLUMNS;
}

/** One deal's line, with its newline. */
export function verdictLine(verdict: DealVerdict, format: OutputFormat): string {
  if (format === 'jsonl') return `${JSON.stringify(verdict)}\n`;
  const v = verdict;
  const cells = [v.deal, v.status, v.reason ?? '', v.moves ?? '', v.ms, v.positions, v.replayed ?? ''];
  return `${(v.thoughtful === undefined ? cells : [...cells, v.thoughtful]).join(',')}\n`;
}

/** An output file read back: its header, its deals, and how many characters of it were whole lines. */
export interface StudyFile {
  readonly header: StudyHeader;
  readonly verdicts: readonly DealVerdict[];
  /** The length of the text up to the last whole, readable line: a line cut short by a kill is dropped. */
  readonly goodLength: number;
}

const STATUSES: readonly string[] = ['solved', 'unwinnable', 'gave-up'];

/** A problem at a line of a study's file: thrown as a {@link UsageError} naming the file and the line. */
type Fail = (problem: string) => never;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, least: number, most: number): value is number => Number.isInteger(value) && (value as number) >= least && (value as number) <= most;

/** Checks every field of a header, as read from a file that may be damaged or hand-made. */
function checkHeader(value: unknown, fail: Fail): StudyHeader {
  if (!isRecord(value) || value.format !== 'patience-study' || value.version !== 1) fail('is not a study\'s header line (format "patience-study", version 1)');
  const { variant, limits, deals, versions } = value;
  if (!isRecord(variant) || typeof variant.id !== 'string' || typeof variant.name !== 'string' || typeof variant.rulesVersion !== 'string'
    || !isRecord(variant.options) || typeof variant.hash !== 'string' || !/^sha256:[0-9a-f]{16}$/.test(variant.hash)) {
    fail('the header\'s "variant" needs id, name, rulesVersion (text), options (an object) and hash ("sha256:" and 16 hex digits)');
  }
  if (!isRecord(limits) || !isWhole(limits.timeMs, 1, Number.MAX_SAFE_INTEGER) || !isWhole(limits.maxStates, 1, Number.MAX_SAFE_INTEGER) || typeof limits.peek !== 'boolean') {
    fail('the header\'s "limits" needs timeMs and maxStates (whole numbers from 1) and peek (true or false)');
  }
  if (limits.policy !== undefined && (limits.policy !== 'hints' || !isWhole(limits.hintMs, 1, Number.MAX_SAFE_INTEGER))) {
    fail('the header\'s "limits.policy" is "hints" or left out, and with it "limits.hintMs" is a whole number from 1');
  }
  if (!isRecord(deals) || !isWhole(deals.from, 0, MAX_SEED) || !isWhole(deals.to, deals.from, MAX_SEED)) {
    fail(`the header's "deals" needs from and to, deal numbers from 0 to ${MAX_SEED} with from no larger than to`);
  }
  const shard = deals.shard;
  if (shard !== null && (!isRecord(shard) || !isWhole(shard.count, 1, MAX_SEED) || !isWhole(shard.index, 1, shard.count))) {
    fail('the header\'s "deals.shard" is null or { index, count }, whole numbers with 1 ≤ index ≤ count');
  }
  if (deals.dealer !== undefined && (deals.dealer !== 'microsoft' || !isWhole(deals.from, 1, MAX_MICROSOFT_DEAL) || !isWhole(deals.to, 1, MAX_MICROSOFT_DEAL))) {
    fail(`the header's "deals.dealer" is "microsoft" or left out, and Microsoft's deals are numbered from 1 to ${MAX_MICROSOFT_DEAL}`);
  }
  if (!isRecord(versions) || !Object.values(versions).every((v) => typeof v === 'string')) fail('the header\'s "versions" is an object of version texts');
  return value as unknown as StudyHeader;
}

/** Checks every field of one deal's result, and that the deal is one of the study's. */
function checkVerdict(value: unknown, deals: DealSelection, fail: Fail): DealVerdict {
  if (!isRecord(value)) return fail('is not a deal\'s result');
  const { deal, status, reason, moves, ms, positions, replayed, thoughtful } = value;
  if (typeof deal !== 'number' || !Number.isInteger(deal)) return fail(`has deal ${show(deal)}, not a whole deal number`);
  if (!isSelected(deals, deal)) return fail(`has deal ${deal}, which is not one of the study's deals (${dealsText(deals)})`);
  if (typeof status !== 'string' || !STATUSES.includes(status)) return fail(`has status ${show(status)}; it is one of ${STATUSES.join(', ')}`);
  const solved = status === 'solved';
  if (status === 'gave-up' ? typeof reason !== 'string' : reason !== null) return fail('has a reason only when the solver gave up, and then as text');
  if (solved ? !isWhole(moves, 0, Number.MAX_SAFE_INTEGER) : moves !== null) return fail('has moves, a whole number, only for a solved deal');
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return fail(`has ms ${show(ms)}; it is a number of milliseconds from 0`);
  if (!isWhole(positions, 0, Number.MAX_SAFE_INTEGER)) return fail(`has positions ${show(positions)}; it is a whole number from 0`);
  if (solved ? typeof replayed !== 'boolean' : replayed !== null) return fail('has replayed, true or false, only for a solved deal');
  if (thoughtful !== undefined && thoughtful !== null && (typeof thoughtful !== 'string' || !STATUSES.includes(thoughtful))) {
    return fail(`has thoughtful ${show(thoughtful)}; it is one of ${STATUSES.join(', ')}`);
  }
  const verdict = { deal, status: status as DealVerdict['status'], reason: reason as string | null, moves: moves as number | null, ms, positions, replayed: replayed as boolean | null };
  return typeof thoughtful === 'string' ? { ...verdict, thoughtful: thoughtful as DealVerdict['status'] } : verdict;
}

/** A CSV row as the object its JSON line would be: numbers and booleans as written, empty cells as null. */
function csvRow(row: string, columns: string, fail: Fail): Record<string, unknown> {
  const cells = row.split(',');
  const wanted = columns.split(',').length;
  if (cells.length !== wanted) fail(`has ${cells.length} cells; a row has ${wanted} (${columns})`);
  const number = (cell: string): number | string | null => (cell === '' ? null : /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);
  const [deal = '', status = '', reason = '', moves = '', ms = '', positions = '', replayed = ''] = cells;
  return {
    deal: number(deal), status, reason: reason === '' ? null : reason, moves: number(moves), ms: number(ms), positions: number(positions),
    replayed: replayed === '' ? null : replayed === 'true' ? true : replayed === 'false' ? false : replayed,
    ...(cells.length === 8 ? { thoughtful: cells[7] } : {}),
  };
}

function parsedJson(text: string, fail: Fail): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail('is not JSON');
  }
}

/**
 * Reads an output file, checking every field of its header and of every line. A last line without its newline
 * (the process was killed while writing it) is dropped; any other unreadable line is an error naming its number.
 * @throws {@link UsageError} for a file that is not a study's output, naming the file, the line and the field.
 */
export function readStudyFile(name: string, text: string): StudyFile {
  const file = pathText(name);
  if (text === '') throw new UsageError(`${file} is empty: it is not a study's output file.`);
  const format = text.startsWith(CSV_MARK) ? 'csv' : 'jsonl';
  const lines = text.split('\n');
  // Every whole line ends with a newline, so the text after the last one is either empty or a cut line.
  const whole = lines.slice(0, -1);
  const at = (line: number): Fail => (problem) => {
    throw new UsageError(`${file}: line ${line} ${problem}.`);
  };
  const first = whole[0];
  if (first === undefined) throw new UsageError(`${file} is cut inside its first line, the study's header: it is not a whole study's output file.`);
  const header = checkHeader(parsedJson(format === 'csv' ? first.slice(CSV_MARK.length) : first, at(1)), at(1));
  const columns = csvColumns(header);
  if (format === 'csv' && whole[1] !== columns) at(2)(`should be the column names ${columns}`);
  const skip = format === 'csv' ? 2 : 1;
  const verdicts = whole.slice(skip).map((row, i) => {
    const fail = at(i + skip + 1);
    return checkVerdict(format === 'csv' ? csvRow(row, columns, fail) : parsedJson(row, fail), header.deals, fail);
  });
  return { header, verdicts, goodLength: whole.reduce((n, line) => n + line.length + 1, 0) };
}

/** What must agree for two files to be parts of one study: everything but the shard. */
export function studyKey(header: StudyHeader): string {
  const { from, to, dealer } = header.deals;
  return canonicalJson({ variant: header.variant, limits: header.limits, from, to, ...(dealer ? { dealer } : {}), versions: header.versions });
}
