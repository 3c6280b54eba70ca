import { describe, expect, it } from 'vitest';
import { formatTime, NO_STATS, readStats, recordLoss, recordStart, recordWin, statsFor, winRate } from '../src/stats/stats.js';

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
      played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 90_000, fewestMoves: 120, inProgress: false,
    });
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

  it('format a time as the clock shows it', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(83_000)).toBe('1:23');
    expect(formatTime(3_723_000)).toBe('1:02:03');
    expect(formatTime(-5)).toBe('0:00');
  });
});

describe('stored statistics', () => {
  const good = { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 5000, fewestMoves: 80, inProgress: false };

  it('read back what was written', () => {
    expect(readStats(JSON.parse(JSON.stringify({ spider: good })))).toEqual({ book: { spider: good }, dropped: 0 });
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
    expect(book).toEqual({ spider: good });
    expect(dropped).toBe(6);
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
