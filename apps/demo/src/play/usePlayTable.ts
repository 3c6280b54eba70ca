/**
 * The play page's state for React: a thin adapter over the table session (table-session.ts, whose rules
 * are tested without a browser), core's `Game` (undo steps, auto-moves, `lastChange`) and the solver's
 * hooks. It keeps only view state: the message, the hint marks, the settings, the dialogs.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Game, type GameDefinition, type Move, type Variant } from '@patience/core';
import { legalMoves } from '@patience/core/engine';
import { dailyHash } from '../daily/daily-link.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { changedOptions, dealWords, randomDealNumber, readPlayParams } from '../routes/play-params.js';
import { playHash, type Route } from '../routes/route.js';
import { replaceHash } from '../routes/useRoute.js';
import { gameKey, readStored, removeStored, writeStored } from '../storage/local.js';
import { loadSettings, updateSettings, type Settings } from '../storage/settings.js';
import type { GameRef } from '../solver/protocol.js';
import { useDealSearch } from '../solver/useDealSearch.js';
import { useSolverHint, type HintMark } from '../solver/useSolverHint.js';
import { useWinnability } from '../solver/useWinnability.js';
import { playSound } from '../sound/sound.js';
import { statsRecorder } from '../stats/stats-store.js';
import type { ClockState } from './clock-state.js';
import type { Message } from './message.js';
import { openGame, type LeftGame } from './open-game.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { TableSession, type TableNews, type WinFigures } from './table-session.js';

/** The play route. */
export type PlayRoute = Extract<Route, { page: 'play' }>;

export type { WinFigures } from './table-session.js';

type Options = Readonly<Record<string, string | number | boolean>>;

/** Whether the player asked for less motion (the win cascade is then left out). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The status line's sentence for a game a link opened another deal over, with the way back to it. */
function leftMessage(info: ManifestGame, left: LeftGame): Message {
  return {
    text: `Your game of ${dealWords(left.seed, left.dealer)} (${left.moves} ${left.moves === 1 ? 'move' : 'moves'}) is kept until you make a move here.`,
    tone: 'notice',
    action: { label: `Back to ${dealWords(left.seed, left.dealer)}`, href: playHash(info.id, left.seed, changedOptions(info, left.options), left.dealer) },
  };
}

/**
 * Every piece of the play page's state and every action on it. `pinnedHash` is the address the page keeps
 * (a daily deal's) in place of the plain numbered deal's.
 */
export function usePlayTable(definition: GameDefinition, info: ManifestGame, route: PlayRoute, composed: Variant | undefined, pinnedHash?: string) {
  const stats = useMemo(() => statsRecorder(info.id), [info]);
  const boardRef = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<TableSession | null>(null);
  const [version, setVersion] = useState(0);
  const [clock, setClock] = useState<ClockState>({ baseMs: 0, startedAt: null });
  const [message, setMessage] = useState<Message | null>(null);
  const [hint, setHint] = useState<HintMark | null>(null);
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const [win, setWin] = useState<WinFigures | null>(null);
  /** The win cascade is playing (the win dialog follows it). */
  const [cascade, setCascade] = useState(false);
  const autoMoveRef = useRef(settings.autoMove);
  autoMoveRef.current = settings.autoMove;
  const soundRef = useRef(settings.sound);
  soundRef.current = settings.sound;

  const guard = useLeaveGuard(session);
  const gameRef = useMemo<GameRef | null>(() => (session ? { gameId: info.id, options: session.options, ...(composed ? { variant: composed } : {}) } : null), [session, info, composed]);
  /** Leaves the game for another place: a game at stake counts as lost, and its save goes. */
  const leaveFor = useCallback((hash: string) => {
    session?.leave(stats);
    removeStored(gameKey(info.id));
    window.location.hash = hash;
  }, [session, stats, info]);
  const openDeal = useCallback((n: number, options?: Options) => {
    leaveFor(playHash(info.id, n, changedOptions(info, options ?? session?.options ?? {})));
  }, [leaveFor, session, info]);
  /** The player confirmed leaving the game at stake when the search for a winnable deal started. */
  const confirmedForSearch = useRef(false);
  // A deal found while a game is at stake opens at once if the player agreed to leave it when the search
  // began; if the game came to be at stake during the search (moves made meanwhile), it asks first.
  const openFound = useCallback((n: number) => {
    if (confirmedForSearch.current || !session?.atStake) openDeal(n);
    else guard.askAlways(() => { openDeal(n); });
    confirmedForSearch.current = false;
  }, [session, openDeal, guard]);
  const deals = useDealSearch(gameRef, openFound, setMessage);

  // Open the game the URL asks for, each time the URL changes (the route object is new on every hashchange).
  useEffect(() => {
    deals.stop();
    const request = readPlayParams(info, route.params);
    const opened = openGame(definition, info, request, readStored(gameKey(info.id)), { autoMove: autoMoveRef.current });
    if (opened.discardStored) removeStored(gameKey(info.id));
    const next = new TableSession(opened, request.options, performance.now());
    setSession(next);
    setClock(next.clock);
    setWin(null);
    setCascade(false);
    setHint(null);
    guard.stay();
    const notices = [...opened.notices];
    if (opened.resumed) notices.push(`Welcome back: ${dealWords(opened.seed, opened.game.dealer)}, as you left it.`);
    const found = deals.announce(info.id, opened.seed);
    if (found && !opened.resumed) notices.push(found);
    if (opened.left) setMessage(leftMessage(info, opened.left));
    else setMessage(notices.length > 0 ? { text: notices.join(' '), tone: request.problems.length > 0 || opened.discardStored ? 'notice' : 'info' } : null);
    replaceHash(pinnedHash ?? playHash(info.id, opened.seed, changedOptions(info, request.options), opened.game.dealer));
    // Only a new route opens a game. `deals.stop` and `deals.announce` never change, so `deals` is not listed.
  }, [definition, info, route, pinnedHash]);

  const game = session?.game ?? null;
  const state = game?.state;
  const moves = useMemo(() => (game && state ? legalMoves(game.variant, state) : []), [game, state]);
  const won = game !== null && state !== undefined && game.isWon();
  const solverHint = useSolverHint(game, gameRef, setHint, setMessage);
  const winnability = useWinnability(gameRef, state, settings.showWinnability && !won);

  const changeSettings = useCallback((change: Partial<Settings>) => {
    setSettings((now) => ({ ...now, ...change }));
    updateSettings(change);
  }, []);

  // After every change: the session counts the statistics and keeps the clock; the page stores the game.
  useEffect(() => {
    if (!session || version === 0) return;
    const settled = session.settle(performance.now(), stats);
    setClock(session.clock);
    if (settled.win) {
      setWin(settled.win);
      if (settled.firstWin) setMessage({ text: `You won ${info.name} in ${settled.win.moves} moves!`, tone: 'info' });
      if (settled.firstWin) playSound('win', soundRef.current);
      if (settled.firstWin && !prefersReducedMotion()) setCascade(true);
    }
    if (settled.store === null) removeStored(gameKey(info.id));
    else if (settled.store) writeStored(gameKey(info.id), settled.store);
  }, [session, version, info, stats]);

  // Keep the clock when the page goes away.
  useEffect(() => {
    const save = (): void => {
      const entry = session?.saveNow(performance.now());
      if (entry) writeStored(gameKey(info.id), entry);
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', save);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', save);
    };
  }, [session, info]);

  /** Shows what an action did; the board follows the game's own events, the page re-renders its counters. */
  const show = useCallback((news: TableNews) => {
    if (news.kind === 'refused') {
      setMessage({ text: news.text, tone: 'refusal', ...(news.at ? { at: news.at } : {}) });
      return;
    }
    setMessage({ text: news.text, tone: 'info' });
    if (news.kind !== 'changed') return;
    if (news.change.kind === 'move') {
      const first = news.change.records[0]?.move.kind;
      playSound(first === 'deal' || first === 'redeal' ? 'deal' : 'move', soundRef.current);
    }
    setHint(null);
    // A win stays counted; a step back from it closes the dialog (a step forward opens it again).
    if (news.change.kind === 'undo' || news.change.kind === 'restart') {
      setWin(null);
      setCascade(false);
    }
    setVersion((v) => v + 1);
  }, []);

  /** Runs a session action and shows what it did. */
  const act = useCallback((action: (s: TableSession) => TableNews) => {
    if (!session) return;
    show(action(session));
  }, [session, show]);

  const play = useCallback((move: Move) => { act((s) => s.play(move)); }, [act]);
  const undo = useCallback(() => { act((s) => s.undo()); }, [act]);
  const redo = useCallback(() => { act((s) => s.redo()); }, [act]);
  const restart = useCallback(() => { act((s) => s.restart()); }, [act]);
  const setAutoMove = useCallback((on: boolean) => {
    changeSettings({ autoMove: on });
    act((s) => s.setAutoMove(on));
  }, [changeSettings, act]);

  /**
   * A solution was shown for `game`: if it is still the deal at the table, its win is one with help, stored
   * now so that a reload keeps it.
   */
  const assist = useCallback((game: Game) => {
    if (session?.game !== game) return;
    session.assist();
    const entry = session.saveNow(performance.now());
    if (entry) writeStored(gameKey(info.id), entry);
  }, [session, info]);

  const { ask } = guard;
  const endCascade = useCallback(() => { setCascade(false); }, []);

  // With "winnable deals only", a new deal is one the solver proves winnable (see useDealSearch).
  const newDeal = useCallback((seed?: number) => {
    ask(() => {
      if (seed === undefined && settings.winnableOnly && gameRef) {
        confirmedForSearch.current = session?.atStake ?? false;
        deals.start(randomDealNumber());
      } else openDeal(seed ?? randomDealNumber());
    });
  }, [ask, settings.winnableOnly, gameRef, deals, openDeal, session]);
  /** Another variant of this game (its options), from a new deal. */
  const openVariant = useCallback((options: Options) => { ask(() => { leaveFor(playHash(info.id, null, changedOptions(info, options))); }); }, [ask, leaveFor, info]);
  /** Today's deal of this variant (the daily page finds it, then opens it here). */
  const openDaily = useCallback(() => { ask(() => { leaveFor(dailyHash(info.id, null, changedOptions(info, session?.options ?? {}))); }); }, [ask, leaveFor, info, session]);

  return {
    session, game, state, moves, won, clock, message, setMessage, hint, settings, changeSettings, win, setWin, cascade, endCascade,
    boardRef, deals, winnability, gameRef, thinking: solverHint.thinking, showHint: solverHint.showHint,
    play, undo, redo, restart, assist, newDeal, openVariant, openDaily, setAutoMove, leaving: guard.leaving, confirmLeave: guard.confirm, stay: guard.stay,
  };
}

/** What usePlayTable gives the page. */
export type PlayTable = ReturnType<typeof usePlayTable>;
