import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_LENGTH, ownWin, readHistory, resultWords, winRateLine, type HistoryEntry } from '../src/stats/history.js';
import { MAX_FILE_BYTES, readStatisticsFile, statisticsFile } from '../src/stats/stats-file.js';
import { formatTime, gameOfKey, named, optionsOfKey, NO_STATS, readStats, recordAssistedWin, recordLoss, recordStart, recordLine, recordWin, statsFor, variantKey, winRate } from '../src/stats/stats.js';

describe('statistics', () => {
  it('count a game as played at its first move, and as in progress until won', () => {
    const book = recordStart({}, 'spider');
    expect(statsFor(book, 'spider')).toEqual({ ...NO_STATS, played: 1, inProgress: true });
    expect(statsFor(book, 'easthaven')).toEqual(NO_STATS);
  });

  it('count a win: streaks, best time and fewest moves', () => {
    let book = recordWin(recordStart({}, 'spider'), 'spider', 90_000, 140);
    book = recordWin(recordStart(book, 'spider'), 'spider', 120_000, 120);
    expect(statsFor(book, 'spider')).toEqual({
      played: 2, won: 2, assisted: 0, currentStreak: 2, bestStreak: 2, bestTimeMs: 90_000, fewestMoves: 120, bestScore: null, inProgress: false,
    });
  });

  it('count a game won after "Show me the solution" apart: played, not won, the streak ended, no best figure from it', () => {
    let book = recordWin(recordStart({}, 'spider'), 'spider', 90_000, 140, 700);
    book = recordAssistedWin(recordStart(book, 'spider'), 'spider');
    expect(statsFor(book, 'spider')).toEqual({
      played: 2, won: 1, assisted: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 90_000, fewestMoves: 140, bestScore: 700, inProgress: false,
    });
    expect(winRate(statsFor(book, 'spider'))).toBe(50);
    // The next win of one's own starts a new streak; the best streak stays.
    book = recordWin(recordStart(book, 'spider'), 'spider', 200_000, 90);
    expect(statsFor(book, 'spider')).toMatchObject({ played: 3, won: 2, assisted: 1, currentStreak: 1, bestStreak: 1, fewestMoves: 90 });
    // A win recorded with no start (a resumed game counted before) still counts as played, once.
    expect(statsFor(recordAssistedWin({}, 'spider'), 'spider')).toMatchObject({ played: 1, won: 0, assisted: 1 });
    expect(readStats(JSON.parse(JSON.stringify(book))).book).toEqual(book);
  });

  it('keep the time in whole milliseconds, so the stored book reads back', () => {
    const book = recordWin({}, 'spider', 62057.3, 121);
    expect(statsFor(book, 'spider').bestTimeMs).toBe(62057);
    expect(readStats(JSON.parse(JSON.stringify(book))).book).toEqual(book);
  });

  it('a game given up for another counts as lost at once: the streak ends, nothing is in progress', () => {
    const won = recordWin(recordStart({}, 'spider'), 'spider', 1000, 10);
    const lost = recordLoss(recordStart(won, 'spider'), 'spider');
    expect(statsFor(lost, 'spider')).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1, inProgress: false });
    // Nothing in progress (no move made, or already won): nothing to lose.
    expect(recordLoss(won, 'spider')).toBe(won);
    expect(recordLoss({}, 'spider')).toEqual({});
  });

  it('a game left unwon breaks the streak when the next one starts, keeping the best streak', () => {
    let book = recordWin(recordStart({}, 'spider'), 'spider', 1000, 10);
    book = recordStart(book, 'spider');
    book = recordStart(book, 'spider');
    expect(statsFor(book, 'spider')).toMatchObject({ played: 3, won: 1, currentStreak: 0, bestStreak: 1, inProgress: true });
  });

  it('give the win rate as a whole percentage', () => {
    expect(winRate(NO_STATS)).toBe(0);
    expect(winRate({ ...NO_STATS, played: 3, won: 1 })).toBe(33);
    expect(winRate({ ...NO_STATS, played: 3, won: 2 })).toBe(67);
  });

  it('say a variant\'s record in the gallery\'s words, games won with help named apart', () => {
    expect(recordLine({ ...NO_STATS, played: 3, won: 1 })).toBe('1 won of 3 (33%)');
    expect(recordLine({ ...NO_STATS, played: 5, won: 3, assisted: 1 })).toBe('3 won of 5, 1 with help (60%)');
    expect(recordLine({ ...NO_STATS, played: 2, won: 0, assisted: 2 })).toBe('0 won of 2, 2 with help (0%)');
  });

  it('format a time as the clock shows it', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(83_000)).toBe('1:23');
    expect(formatTime(3_723_000)).toBe('1:02:03');
    expect(formatTime(-5)).toBe('0:00');
  });
});

describe('stored statistics', () => {
  /** An entry as the first format stored it, before best scores and variant names. */
  const good = { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 5000, fewestMoves: 80, inProgress: false };

  it('read back what was written', () => {
    const book = named(recordWin(recordStart({}, 'spider?suits=2'), 'spider?suits=2', 1000, 90, 1310), 'spider?suits=2', 'Spider (two suits)');
    expect(readStats(JSON.parse(JSON.stringify(book)), 'variants')).toEqual({ book, dropped: 0 });
  });

  it('read the first format\'s entries whole: nothing lost, no best score yet', () => {
    expect(readStats(JSON.parse(JSON.stringify({ spider: good })))).toEqual({ book: { spider: { ...good, assisted: 0, bestScore: null } }, dropped: 0 });
  });

  it("read today's entries, stored before games won with help were counted, unchanged: none won with help", () => {
    const today = { played: 9, won: 4, currentStreak: 2, bestStreak: 3, bestTimeMs: 61_000, fewestMoves: 77, bestScore: 1210, inProgress: true, name: 'Spider (two suits)' };
    expect(readStats({ 'spider?suits=2': today }, 'variants')).toEqual({ book: { 'spider?suits=2': { ...today, assisted: 0 } }, dropped: 0 });
    // Games won with help are among those played: more wins of both kinds than games played is damage.
    expect(readStats({ spider: { ...today, assisted: 5 } }).dropped).toBe(0);
    expect(readStats({ spider: { ...today, assisted: 6 } }).dropped).toBe(1);
    expect(readStats({ spider: { ...today, assisted: -1 } }).dropped).toBe(1);
  });

  it('drop entries of the wrong shape, impossible counts, and hostile keys', () => {
    const { book, dropped } = readStats({
      spider: good,
      easthaven: { ...good, won: 5 },
      'seahaven-towers': { ...good, played: -1 },
      spiderette: { ...good, bestTimeMs: 'fast' },
      '<img src=x>': good,
      ['__proto__']: good,
      other: 'x',
    });
    expect(book).toEqual({ spider: { ...good, assisted: 0, bestScore: null } });
    expect(dropped).toBe(6);
  });

  it('keep variant keys apart from game ids, and refuse a variant name with a control character', () => {
    const { book, dropped } = readStats({
      'spider?suits=2&dealWithEmptyColumns=forbid': { ...good, name: 'Spider (two suits)' },
      'spider?suits=<b>': good,
      'klondike?draw=3': { ...good, name: 'Klondike\u0007' },
    }, 'variants');
    expect(book).toEqual({ 'spider?suits=2&dealWithEmptyColumns=forbid': { ...good, assisted: 0, bestScore: null, name: 'Spider (two suits)' } });
    expect(dropped).toBe(2);
    expect(readStats({ 'spider?suits=2': good }).dropped).toBe(1);
  });

  it('drop a whole value that is not an object', () => {
    expect(readStats([1, 2])).toEqual({ book: {}, dropped: 1 });
    expect(readStats('stats')).toEqual({ book: {}, dropped: 1 });
    expect(readStats(null)).toEqual({ book: {}, dropped: 1 });
  });

  it('a "__proto__" key from JSON does not reach the prototype', () => {
    const { book } = readStats(JSON.parse('{"__proto__": {"played": 1, "won": 0, "currentStreak": 0, "bestStreak": 0}}'));
    expect(Object.getPrototypeOf(book)).toBe(Object.prototype);
    expect(statsFor(book, '__proto__')).toEqual(NO_STATS);
  });
});

describe('statistics per variant, the history and the export file', () => {
  const entry = { at: Date.UTC(2026, 11, 4, 9), variant: 'spider?suits=2&dealWithEmptyColumns=forbid', name: 'Spider (two suits)', seed: 7, won: true, moves: 190, timeMs: 600_000, score: 1110 };

  it('keys a variant by its game and its options in order', () => {
    expect(variantKey('spider', { suits: 2, dealWithEmptyColumns: 'forbid' })).toBe('spider?suits=2&dealWithEmptyColumns=forbid');
    expect(variantKey('easthaven', {})).toBe('easthaven');
    expect(gameOfKey('spider?suits=2')).toBe('spider');
    // A play link carries the variant's options, and none for a game played with its defaults.
    expect(optionsOfKey('spider?suits=2&dealWithEmptyColumns=forbid')).toEqual([['suits', '2'], ['dealWithEmptyColumns', 'forbid']]);
    expect(optionsOfKey('easthaven')).toEqual([]);
  });

  it('keeps the best score, which may be below zero', () => {
    let book = recordWin({}, 'klondike?vegasScoring=true', 1000, 100, -12);
    expect(statsFor(book, 'klondike?vegasScoring=true').bestScore).toBe(-12);
    book = recordWin(book, 'klondike?vegasScoring=true', 1000, 100, -40);
    expect(statsFor(book, 'klondike?vegasScoring=true').bestScore).toBe(-12);
  });

  it('keeps the last 200 games of the history, and the win rate after each', () => {
    let history: readonly HistoryEntry[] = [];
    for (let i = 0; i < 205; i++) history = addToHistory(history, { ...entry, seed: i, won: i % 2 === 0 });
    expect(history.length).toBe(HISTORY_LENGTH);
    expect([history[0]?.seed, history.at(-1)?.seed]).toEqual([5, 204]);
    expect(winRateLine([{ won: true }, { won: false }, { won: false }, { won: true }])).toEqual([100, 50, 33.3, 50]);
  });

  it("keeps a Microsoft deal's dealer in the history, so its link deals it again, and drops an entry naming another", () => {
    const microsoft = { ...entry, variant: 'freecell', name: 'FreeCell', seed: 11982, dealer: 'microsoft' };
    expect(readHistory([microsoft, { ...microsoft, dealer: 'windows' }])).toEqual({ history: [microsoft], dropped: 1 });
  });

  it('reads a stored history, dropping damaged entries', () => {
    expect(readHistory([entry, { ...entry, moves: -1 }, { ...entry, name: 'a\nb' }, { ...entry, timeMs: null, won: false }, 'x'])).toEqual({
      history: [entry, { ...entry, timeMs: null, won: false }],
      dropped: 3,
    });
    expect(readHistory({})).toEqual({ history: [], dropped: 1 });
  });

  it('marks a game won with help in the history: said so, and not a win of the win-rate line', () => {
    const helped = { ...entry, seed: 8, assisted: true };
    // Today's stored history has no `assisted`: its entries read unchanged, as the player's own games.
    expect(readHistory([entry, helped, { ...entry, won: false, timeMs: null }])).toEqual({ history: [entry, helped, { ...entry, won: false, timeMs: null }], dropped: 0 });
    expect(readHistory([{ ...entry, assisted: false }, { ...entry, won: false, timeMs: null, assisted: true }, { ...entry, assisted: 'yes' }])).toEqual({ history: [], dropped: 3 });
    expect([entry, helped, { ...entry, won: false }].map(resultWords)).toEqual(['Won', 'Won with help', 'Given up']);
    expect([entry, helped].map(ownWin)).toEqual([true, false]);
    expect(winRateLine([entry, helped, helped, entry])).toEqual([100, 50, 33.3, 50]);
  });

  it('exports everything and reads it back whole', () => {
    const statistics = {
      games: recordWin(recordStart({}, 'spider'), 'spider', 600_000, 190, 1110),
      variants: named(recordWin(recordStart({}, entry.variant), entry.variant, 600_000, 190, 1110), entry.variant, entry.name),
      history: [entry],
    };
    const text = statisticsFile(statistics, new Date(Date.UTC(2026, 11, 4)));
    expect(JSON.parse(text)).toMatchObject({ format: 'patience-statistics', version: 1, exported: '2026-12-04T00:00:00.000Z' });
    expect(readStatisticsFile(text)).toEqual({ statistics });
  });

  it('refuses a file that is not JSON, not ours, of another version, damaged or too large, saying which', () => {
    const file = (value: unknown): string => JSON.stringify(value);
    const ours = { format: 'patience-statistics', version: 1, games: {}, variants: {}, history: [] };
    expect(readStatisticsFile('{{')).toEqual({ problem: 'The file is not JSON: it is not a statistics file this app exported.' });
    expect(readStatisticsFile(file({ spider: {} }))).toEqual({ problem: 'The file is JSON but not a statistics file: it has no "format": "patience-statistics".' });
    expect(readStatisticsFile(file({ ...ours, version: 2 }))).toEqual({ problem: 'The file\'s version is 2; this app reads version 1.' });
    expect(readStatisticsFile(file({ ...ours, games: { spider: { played: -1 } } }))).toEqual({ problem: 'The file\'s "games" has 1 damaged entry: nothing was imported.' });
    expect(readStatisticsFile(file({ ...ours, history: [entry, {}, {}] }))).toEqual({ problem: 'The file\'s "history" has 2 damaged entries: nothing was imported.' });
    expect(readStatisticsFile(file({ format: 'patience-statistics', version: 1, games: {}, history: [] }))).toEqual({ problem: 'The file has no "variants".' });
    expect(readStatisticsFile(' '.repeat(MAX_FILE_BYTES + 1))).toEqual({ problem: `The file is ${MAX_FILE_BYTES + 1} bytes long: a statistics file is at most ${MAX_FILE_BYTES}.` });
  });
});
