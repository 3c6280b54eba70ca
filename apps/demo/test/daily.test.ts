import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { solve } from '@patience/solver';
import { dailyOf, dailyStreak, readDailyBook, recordDailyOpened, recordDailyWin } from '../src/daily/daily-book.js';
import { dailyGameKey, dailyHash } from '../src/daily/daily-link.js';
import { DAILY_LIMITS, dailyCandidate, dayBefore, findDailyDeal, isDay, utcDay } from '../src/daily/daily-seed.js';
import { parseHash } from '../src/routes/route.js';

describe('the daily deal derivation', () => {
  it('reads the UTC day of a moment, and checks days', () => {
    expect(utcDay(new Date('2026-12-02T23:30:00-05:00'))).toBe('2026-12-03');
    expect(utcDay(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-02');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    for (const day of ['2026-12-02', '2028-02-29']) expect(isDay(day), day).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '26-12-02', '2026-12-2', '', 'today', '2026-12-02T00']) expect(isDay(day), day).toBe(false);
  });

  it('gives fixed candidates of six digits at most, different by day, game and variant', () => {
    const all = new Set<number>();
    for (const day of ['2026-12-01', '2026-12-02']) {
      for (const game of ['easthaven', 'spider', 'spider?suits=2']) {
        const seed = dailyCandidate(day, game, 0);
        expect(seed).toBeGreaterThanOrEqual(0);
        expect(seed).toBeLessThan(1_000_000);
        all.add(seed);
      }
    }
    expect(all.size).toBe(6);
  });

  it('is the first candidate the solver wins within a count of positions: Seahaven Towers on 2026-12-02 is deal 929656', async () => {
    const variant = seahaven.variant();
    // A fixed answer: every browser, fast or slow, derives this one (the limit counts positions, not time).
    expect(await findDailyDeal(variant, '2026-12-02', 'seahaven-towers')).toEqual({ day: '2026-12-02', seed: 929656, proven: true, tried: 1 });
    expect(dailyCandidate('2026-12-02', 'seahaven-towers', 0)).toBe(929656);
    expect(solve(variant, deal(variant, 929656), { peek: true, maxStates: DAILY_LIMITS.maxStates, timeMs: 3_600_000 }).status).toBe('solved');
  });

  it('refuses a day that is not one, and stops when aborted', async () => {
    await expect(findDailyDeal(seahaven.variant(), '2026-02-30', 'seahaven-towers')).rejects.toThrow('A day is written YYYY-MM-DD, as 2026-12-02; got "2026-02-30".');
    expect(await findDailyDeal(seahaven.variant(), '2026-12-02', 'seahaven-towers', AbortSignal.abort())).toBeNull();
  });
});

describe('the daily deal book', () => {
  it('counts a streak of days won in a row, once a day, alive until a day is missed', () => {
    let book = recordDailyWin({}, 'spider', '2026-11-30');
    book = recordDailyWin(book, 'spider', '2026-12-01');
    book = recordDailyWin(book, 'spider', '2026-12-01');
    expect(dailyStreak(book, 'spider', '2026-12-01')).toEqual({ current: 2, best: 2, wonToday: true });
    expect(dailyStreak(book, 'spider', '2026-12-02')).toEqual({ current: 2, best: 2, wonToday: false });
    expect(dailyStreak(book, 'spider', '2026-12-03')).toEqual({ current: 0, best: 2, wonToday: false });
    book = recordDailyWin(book, 'spider', '2026-12-05');
    expect(dailyStreak(book, 'spider', '2026-12-05')).toEqual({ current: 1, best: 2, wonToday: true });
    expect(dailyStreak(book, 'easthaven', '2026-12-05')).toEqual({ current: 0, best: 0, wonToday: false });
  });

  it('knows which win was a daily deal, keeps a week of opened deals, and reads only well-formed records', () => {
    let book = {};
    for (let d = 1; d <= 9; d++) book = recordDailyOpened(book, 'spider?suits=2', `2026-12-0${d}`, 100 + d);
    expect(Object.keys(readDailyBook(book)['spider?suits=2']?.opened ?? {})).toEqual(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09']);
    expect(dailyOf(book, 'spider', 109)).toEqual({ gameKey: 'spider?suits=2', day: '2026-12-09' });
    expect(dailyOf(book, 'spider', 42)).toBeNull();
    expect(dailyOf(book, 'spiderette', 109)).toBeNull();
    expect(readDailyBook({ a: { opened: { 'x': 1, '2026-12-01': -1, '2026-12-02': 5 }, lastWon: 'no', streak: 1, bestStreak: 3 }, b: { streak: 4, bestStreak: 2 }, c: 7 }))
      .toEqual({ a: { opened: { '2026-12-02': 5 }, lastWon: null, streak: 0, bestStreak: 3 } });
    expect(readDailyBook('junk')).toEqual({});
  });
});

describe('the daily deal link', () => {
  it('names a variant by its changed options, and reads back as a route', () => {
    expect(dailyGameKey('spider', [['suits', 2]])).toBe('spider?suits=2');
    expect(dailyGameKey('easthaven')).toBe('easthaven');
    expect(dailyHash('spider', '2026-12-02', [['suits', 2]])).toBe('#/daily/spider/2026-12-02?suits=2');
    expect(parseHash(dailyHash('spider', '2026-12-02', [['suits', 2]]))).toEqual({ page: 'daily', gameId: 'spider', day: '2026-12-02', params: [['suits', '2']] });
    expect(parseHash('#/daily/easthaven')).toEqual({ page: 'daily', gameId: 'easthaven', day: null, params: [] });
    expect(parseHash('#/daily/easthaven/2026-12-02/x')).toEqual({ page: 'not-found', path: '/daily/easthaven/2026-12-02/x' });
  });
});
