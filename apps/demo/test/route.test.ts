import { describe, expect, it } from 'vitest';
import { COMPOSE_HASH, learnHash, parseHash, playHash, quoted, rulesHash } from '../src/routes/route.js';

describe('hash routes', () => {
  it('reads the gallery from an empty hash, "#" and "#/"', () => {
    expect(parseHash('')).toEqual({ page: 'gallery' });
    expect(parseHash('#')).toEqual({ page: 'gallery' });
    expect(parseHash('#/')).toEqual({ page: 'gallery' });
  });

  it('reads a play page with its parameters in order', () => {
    expect(parseHash('#/play/spider?seed=7&suits=2')).toEqual({ page: 'play', gameId: 'spider', params: [['seed', '7'], ['suits', '2']] });
    expect(parseHash('#/play/easthaven')).toEqual({ page: 'play', gameId: 'easthaven', params: [] });
  });

  it('reads rules and lessons pages', () => {
    expect(parseHash('#/rules/seahaven-towers')).toEqual({ page: 'rules', gameId: 'seahaven-towers' });
    expect(parseHash('#/learn/easthaven')).toEqual({ page: 'learn', gameId: 'easthaven', lessonId: null });
    expect(parseHash('#/learn/easthaven/dealing')).toEqual({ page: 'learn', gameId: 'easthaven', lessonId: 'dealing' });
  });

  it('reads the Lab, with a shared variant, and the old compose page as the Lab, only without more path', () => {
    expect(parseHash('#/stats')).toEqual({ page: 'stats' });
    expect(parseHash('#/stats/spider')).toEqual({ page: 'not-found', path: '/stats/spider' });
    expect(parseHash('#/lab')).toEqual({ page: 'lab', params: [], legacy: false });
    expect(parseHash(COMPOSE_HASH)).toEqual({ page: 'lab', params: [], legacy: false });
    expect(parseHash('#/lab?v=N4Ig+x$')).toEqual({ page: 'lab', params: [['v', 'N4Ig x$']], legacy: false });
    expect(parseHash('#/compose')).toEqual({ page: 'lab', params: [], legacy: true });
    expect(parseHash('#/compose/x')).toEqual({ page: 'not-found', path: '/compose/x' });
    expect(parseHash('#/lab/x')).toEqual({ page: 'not-found', path: '/lab/x' });
  });

  it('calls anything else not-found, with the path decoded as text', () => {
    expect(parseHash('#/zzz')).toEqual({ page: 'not-found', path: '/zzz' });
    expect(parseHash('#/play')).toEqual({ page: 'not-found', path: '/play' });
    expect(parseHash('#/rules/spider/extra')).toEqual({ page: 'not-found', path: '/rules/spider/extra' });
  });

  it('keeps markup and malformed escapes as plain text, never throwing', () => {
    expect(parseHash('#/play/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({ page: 'play', gameId: '<script>alert(1)</script>', params: [] });
    expect(parseHash('#/play/%E0%A4%A')).toEqual({ page: 'play', gameId: '%E0%A4%A', params: [] });
    expect(parseHash('#/play/spider?seed=%3Cb%3E')).toEqual({ page: 'play', gameId: 'spider', params: [['seed', '<b>']] });
  });

  it('writes play, rules and lessons hashes', () => {
    expect(playHash('spider', 7, [['suits', 2]])).toBe('#/play/spider?seed=7&suits=2');
    expect(playHash('easthaven', null, [['foundationTakeBack', true]])).toBe('#/play/easthaven?foundationTakeBack=true');
    expect(playHash('seahaven-towers', 0)).toBe('#/play/seahaven-towers?seed=0');
    expect(rulesHash('spider')).toBe('#/rules/spider');
    expect(learnHash('easthaven')).toBe('#/learn/easthaven');
    expect(learnHash('easthaven', 'dealing')).toBe('#/learn/easthaven/dealing');
  });

  it('a written play hash reads back as the same page', () => {
    expect(parseHash(playHash('spider', 4294967295, [['dealWithEmptyColumns', 'allow']]))).toEqual({
      page: 'play', gameId: 'spider', params: [['seed', '4294967295'], ['dealWithEmptyColumns', 'allow']],
    });
  });

  it('quotes a value for a message, shortened past 40 characters', () => {
    expect(quoted('abc')).toBe('“abc”');
    expect(quoted('x'.repeat(50))).toBe(`“${'x'.repeat(40)}…”`);
  });
});
