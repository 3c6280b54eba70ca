import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { solve } from '@patience/solver';
import { dailyOf, dailyRecord, dailyStreak, KEEP_DAYS, monthCalendar, NO_DAILY, readDailyBook, recordDailyHelped, recordDailyOpened, recordDailyWin } from '../src/daily/daily-book.js';
import { dailyTitle, dayInWords } from '../src/daily/daily-words.js';
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

  it('knows which win was a daily deal, keeps three months of opened deals, and reads only well-formed records', () => {
    let book = {};
    for (let d = 0; d < KEEP_DAYS + 2; d++) book = recordDailyOpened(book, 'spider?suits=2', utcDay(new Date(Date.UTC(2026, 8, 1 + d))), 100 + d);
    const opened = Object.keys(readDailyBook(book)['spider?suits=2']?.opened ?? {});
    expect([opened.length, opened[0], opened.at(-1)]).toEqual([93, '2026-09-03', '2026-12-04']);
    book = recordDailyOpened(book, 'spider?suits=2', '2026-12-09', 109);
    expect(dailyOf(book, 'spider', 109)).toEqual({ gameKey: 'spider?suits=2', day: '2026-12-09' });
    expect(dailyOf(book, 'spider', 42)).toBeNull();
    expect(dailyOf(book, 'spiderette', 109)).toBeNull();
    expect(readDailyBook({ a: { opened: { 'x': 1, '2026-12-01': -1, '2026-12-02': 5 }, lastWon: 'no', streak: 1, bestStreak: 3 }, b: { streak: 4, bestStreak: 2 }, c: 7 }))
      .toEqual({ a: { opened: { '2026-12-02': 5 }, won: [], helped: [], lastWon: null, streak: 0, bestStreak: 3 } });
    expect(readDailyBook('junk')).toEqual({});
  });

  it('migrates a record stored before the days won were kept: the days of its streak are its days won', () => {
    const stored = { easthaven: { opened: { '2026-12-02': 465724 }, lastWon: '2026-12-02', streak: 3, bestStreak: 5 } };
    expect(readDailyBook(stored)).toEqual({
      easthaven: { opened: { '2026-12-02': 465724 }, won: ['2026-11-30', '2026-12-01', '2026-12-02'], helped: [], lastWon: '2026-12-02', streak: 3, bestStreak: 5 },
    });
    expect(readDailyBook({ spider: { opened: {}, lastWon: null, streak: 0, bestStreak: 2 } }).spider?.won).toEqual([]);
    // A stored list of days won keeps its real days, once each, none after the last win, oldest first.
    expect(readDailyBook({ a: { opened: {}, won: ['2026-12-02', 'x', '2026-11-29', '2026-12-02', '2026-12-09', 4], lastWon: '2026-12-02', streak: 1, bestStreak: 1 } }).a?.won)
      .toEqual(['2026-11-29', '2026-12-02']);
  });

  it('marks a day won after the solution was shown as won with help: not a day won, not on the streak', () => {
    let book = recordDailyOpened({}, 'easthaven', '2026-12-01', 11);
    book = recordDailyWin(book, 'easthaven', '2026-12-01');
    book = recordDailyOpened(book, 'easthaven', '2026-12-02', 22);
    book = recordDailyHelped(book, 'easthaven', '2026-12-02');
    book = recordDailyHelped(book, 'easthaven', '2026-12-02');
    // A day already won on one's own stays won.
    book = recordDailyHelped(book, 'easthaven', '2026-12-01');
    expect(dailyRecord(book, 'easthaven')).toEqual({
      opened: { '2026-12-01': 11, '2026-12-02': 22 }, won: ['2026-12-01'], helped: ['2026-12-02'], lastWon: '2026-12-01', streak: 1, bestStreak: 1,
    });
    expect(dailyStreak(book, 'easthaven', '2026-12-03')).toEqual({ current: 0, best: 1, wonToday: false });
    expect(monthCalendar(dailyRecord(book, 'easthaven'), '2026-12', '2026-12-03')[0]?.slice(1, 4)).toEqual([
      { day: '2026-12-01', status: 'won' }, { day: '2026-12-02', status: 'helped' }, { day: '2026-12-03', status: 'unplayed' },
    ]);
    // Stored and read back; a helped day that is also a day won, or no day, is dropped.
    expect(readDailyBook(JSON.parse(JSON.stringify(book)))).toEqual(book);
    expect(readDailyBook({ a: { opened: {}, won: ['2026-12-01'], helped: ['2026-12-01', 'x', '2026-11-20'], lastWon: '2026-12-01', streak: 1, bestStreak: 1 } }).a?.helped)
      .toEqual(['2026-11-20']);
    // Winning the day on one's own later makes it a day won, and no longer one won with help.
    book = recordDailyWin(book, 'easthaven', '2026-12-02');
    expect(dailyRecord(book, 'easthaven')).toMatchObject({ won: ['2026-12-01', '2026-12-02'], helped: [], streak: 2 });
  });

  it('keeps the days won, a day won twice once, and draws the month from Monday', () => {
    let book = recordDailyOpened({}, 'easthaven', '2026-12-01', 11);
    book = recordDailyWin(book, 'easthaven', '2026-12-01');
    book = recordDailyOpened(book, 'easthaven', '2026-12-02', 22);
    book = recordDailyWin(book, 'easthaven', '2026-12-02');
    book = recordDailyWin(book, 'easthaven', '2026-12-02');
    book = recordDailyOpened(book, 'easthaven', '2026-12-03', 33);
    const r = dailyRecord(book, 'easthaven');
    expect(r.won).toEqual(['2026-12-01', '2026-12-02']);
    const weeks = monthCalendar(r, '2026-12', '2026-12-03');
    expect(weeks.length).toBe(5);
    expect(weeks[0]).toEqual([
      null,
      { day: '2026-12-01', status: 'won' },
      { day: '2026-12-02', status: 'won' },
      { day: '2026-12-03', status: 'played' },
      { day: '2026-12-04', status: 'to-come' },
      { day: '2026-12-05', status: 'to-come' },
      { day: '2026-12-06', status: 'to-come' },
    ]);
    expect(weeks[4]).toEqual([
      { day: '2026-12-28', status: 'to-come' }, { day: '2026-12-29', status: 'to-come' }, { day: '2026-12-30', status: 'to-come' },
      { day: '2026-12-31', status: 'to-come' }, null, null, null,
    ]);
    expect(monthCalendar(r, '2026-11', '2026-12-03')[4]?.[6]).toEqual({ day: '2026-11-29', status: 'unplayed' });
    expect(dailyRecord(book, 'spider')).toEqual(NO_DAILY);
  });

  it("names the day's page", () => {
    expect(dailyTitle('Easthaven', '2026-12-03', '2026-12-03')).toBe('Today’s Easthaven, 3 December');
    expect(dailyTitle('Spider (two suits)', '2026-11-30', '2026-12-03')).toBe('Daily Spider (two suits), 30 November');
    expect(dayInWords('2026-12-02', '2026-12-03')).toBe('2 December');
    expect(dayInWords('2026-12-03', '2026-12-03')).toBe('today');
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
