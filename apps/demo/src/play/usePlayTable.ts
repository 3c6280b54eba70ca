/**
 * The play page's logic, apart from its looks: the game in play, its clock, statistics and save, and every
 * action the toolbar, the menu and the board can take. The page's components only draw what this returns.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type CardId, type Game, type GameDefinition, type Move, type MoveRecord, type PileId, type Variant } from '@patience/core';
import { legalMoves } from '@patience/core/engine';
import { FlipAnimator } from '../board/flip.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { changedOptions, randomDealNumber, readPlayParams } from '../routes/play-params.js';
import { playHash, type Route } from '../routes/route.js';
import { replaceHash } from '../routes/useRoute.js';
import { gameKey, readStored, removeStored, writeStored } from '../storage/local.js';
import { loadSettings, updateSettings, type Settings } from '../storage/settings.js';
import type { GameRef } from '../solver/protocol.js';
import { useDealSearch } from '../solver/useDealSearch.js';
import { useSolverHint, type HintMark } from '../solver/useSolverHint.js';
import { useWinnability } from '../solver/useWinnability.js';
import { loadStats, storeStart, storeWin } from '../stats/stats-store.js';
import { NO_STATS, type GameStats } from '../stats/stats.js';
import { announce } from './announce.js';
import { clockTime, type ClockState } from './Clock.js';
import type { Message } from './message.js';
import { recordWords } from './record-words.js';
import { openGame } from './open-game.js';

/** The play route. */
export type PlayRoute = Extract<Route, { page: 'play' }>;

interface Session {
  readonly game: Game;
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /** The first move has been counted in the statistics. */
  counted: boolean;
  /** The win has been counted. */
  wonCounted: boolean;
  /** Moves played together (a move and its automatic moves), so Undo takes them back together. */
  readonly done: number[];
  readonly undone: number[];
}

/** A won game's figures, for the win dialog. */
export interface WinFigures {
  readonly timeMs: number;
  readonly moves: number;
  readonly stats: GameStats;
}

function saveOf(session: Session, clock: ClockState): unknown {
  return { version: 1, options: session.options, save: session.game.save(), elapsedMs: Math.round(clockTime(clock, performance.now())), undoGroups: session.done };
}

/** Every piece of the play page's state and every action on it. */
export function usePlayTable(definition: GameDefinition, info: ManifestGame, route: PlayRoute, composed: Variant | undefined) {
  const flip = useMemo(() => new FlipAnimator(), []);
  const boardRef = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [version, setVersion] = useState(0);
  const [clock, setClock] = useState<ClockState>({ baseMs: 0, startedAt: null });
  const [message, setMessage] = useState<Message | null>(null);
  const [hint, setHint] = useState<HintMark | null>(null);
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const [win, setWin] = useState<WinFigures | null>(null);
  const turnedUp = useRef<Set<CardId>>(new Set());
  const lifted = useRef<Map<CardId, number>>(new Map());
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const autoMove = settings.autoMove;

  const gameRef = useMemo<GameRef | null>(() => (session ? { gameId: info.id, options: session.options, ...(composed ? { variant: composed } : {}) } : null), [session, info, composed]);
  const openDeal = useCallback((n: number, options?: Readonly<Record<string, string | number | boolean>>) => {
    // A new deal gives up the game in progress; the statistics count it as played when it had moves.
    removeStored(gameKey(info.id));
    window.location.hash = playHash(info.id, n, changedOptions(info, options ?? session?.options ?? {}));
  }, [session, info]);
  const deals = useDealSearch(gameRef, openDeal, setMessage);

  // Open the game the URL asks for, each time the URL changes (the route object is new on every hashchange).
  useEffect(() => {
    deals.stop();
    const request = readPlayParams(info, route.params);
    const opened = openGame(definition, info, request, readStored(gameKey(info.id)));
    if (opened.discardStored) removeStored(gameKey(info.id));
    const history = opened.game.history().length;
    setSession({ game: opened.game, seed: opened.seed, options: request.options, counted: history > 0, wonCounted: opened.game.isWon(), done: [...opened.undoGroups], undone: [] });
    setClock({ baseMs: opened.elapsedMs, startedAt: history > 0 && !opened.game.isWon() ? performance.now() : null });
    setWin(null);
    setHint(null);
    const notices = [...opened.notices];
    if (opened.resumed) notices.push(`Welcome back: deal ${opened.seed}, as you left it.`);
    const found = deals.announce(info.id, opened.seed);
    if (found && !opened.resumed) notices.push(found);
    setMessage(notices.length > 0 ? { text: notices.join(' '), tone: request.problems.length > 0 || opened.discardStored ? 'notice' : 'info' } : null);
    replaceHash(playHash(info.id, opened.seed, changedOptions(info, request.options)));
    // Only a new route opens a game. `deals.stop` and `deals.announce` never change, so `deals` is not listed.
  }, [definition, info, route]);

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

  useLayoutEffect(() => {
    flip.play(turnedUp.current, lifted.current);
    turnedUp.current = new Set();
    lifted.current = new Map();
  }, [flip, version]);

  // After every change: keep the clock, count the statistics, and store the game.
  useEffect(() => {
    if (!session || version === 0) return;
    const g = session.game;
    const played = g.history().length > 0;
    if (played && !session.counted) {
      session.counted = true;
      storeStart(info.id);
    }
    const now = performance.now();
    if (g.isWon()) {
      if (clockRef.current.startedAt !== null) setClock({ baseMs: clockTime(clockRef.current, now), startedAt: null });
      const timeMs = clockTime(clockRef.current, now);
      if (!session.wonCounted) {
        session.wonCounted = true;
        const book = storeWin(info.id, timeMs, g.state.movesMade, session.seed);
        setWin({ timeMs, moves: g.state.movesMade, stats: book[info.id] ?? NO_STATS });
        setMessage({ text: `You won ${info.name} in ${g.state.movesMade} moves!`, tone: 'info' });
      } else setWin({ timeMs, moves: g.state.movesMade, stats: loadStats().book[info.id] ?? NO_STATS });
      removeStored(gameKey(info.id));
      return;
    }
    if (played && clockRef.current.startedAt === null) setClock((c) => ({ baseMs: c.baseMs, startedAt: now }));
    // Once played, the save is kept even when undone to the start, so a reload does not bring back moves taken back.
    if (played || session.counted) writeStored(gameKey(info.id), saveOf(session, clockRef.current));
  }, [session, version, info]);

  // Keep the clock when the page goes away.
  useEffect(() => {
    const save = (): void => {
      if (!session || session.game.history().length === 0 || session.game.isWon()) return;
      writeStored(gameKey(info.id), saveOf(session, clockRef.current));
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', save);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', save);
    };
  }, [session, info]);

  const changed = useCallback((records: readonly MoveRecord[]) => {
    for (const record of records) {
      for (const effect of record.effects) {
        if (effect.kind === 'turned-up') turnedUp.current.add(effect.card);
        else [...effect.cards].reverse().forEach((card, i) => { lifted.current.set(card, i); });
      }
    }
    setHint(null);
    setVersion((v) => v + 1);
  }, []);

  const play = useCallback((move: Move) => {
    if (!session) return;
    const g = session.game;
    if (g.isWon()) return;
    const refusal = g.whyIllegal(move);
    if (refusal) {
      // Shown beside the card refused: the pile it was to leave.
      setMessage({ text: refusal.message, tone: 'refusal', ...(move.kind === 'move' ? { at: move.from } : move.kind === 'deal' ? { at: 'stock' as PileId } : {}) });
      return;
    }
    flip.capture(boardRef.current);
    const records = [g.move(move)];
    if (autoMove) records.push(...g.autoPlay());
    session.done.push(records.length);
    session.undone.length = 0;
    setMessage({ text: announce(records, g.variant), tone: 'info' });
    changed(records);
  }, [session, autoMove, flip, changed]);

  const step = useCallback((back: boolean) => {
    if (!session) return;
    const n = (back ? session.done : session.undone).pop();
    if (n === undefined || !(back ? session.game.canUndo() : session.game.canRedo())) {
      setMessage({ text: `There is nothing to ${back ? 'undo' : 'redo'}.`, tone: 'info' });
      return;
    }
    flip.capture(boardRef.current);
    const records: MoveRecord[] = [];
    for (let i = 0; i < n; i++) {
      const r = back ? session.game.undo() : session.game.redo();
      if (r) records.push(r);
    }
    (back ? session.undone : session.done).push(records.length);
    // A win stays counted: undoing and replaying the last move does not win the game twice.
    if (back) setWin(null);
    setMessage({ text: `${back ? 'Undone' : 'Redone'}: ${records.map((r) => recordWords(r, session.game.variant)).join(', ')}.`, tone: 'info' });
    changed(back ? [] : records);
  }, [session, flip, changed]);
  const undo = useCallback(() => { step(true); }, [step]);
  const redo = useCallback(() => { step(false); }, [step]);

  const restart = useCallback(() => {
    if (!session) return;
    flip.capture(boardRef.current);
    session.game.restart();
    session.done.length = 0;
    session.undone.length = 0;
    setWin(null);
    setMessage({ text: `Deal ${session.seed} starts again.`, tone: 'info' });
    changed([]);
  }, [session, flip, changed]);

  // With "winnable deals only", a new deal is one the solver proves winnable (see useDealSearch).
  const newDeal = useCallback((seed?: number) => {
    if (seed === undefined && settings.winnableOnly && gameRef) deals.start(randomDealNumber());
    else openDeal(seed ?? randomDealNumber());
  }, [settings.winnableOnly, gameRef, deals, openDeal]);

  const setAutoMove = useCallback((on: boolean) => {
    changeSettings({ autoMove: on });
    if (on && session && !session.game.isWon()) {
      flip.capture(boardRef.current);
      const records = session.game.autoPlay();
      if (records.length > 0) {
        session.done.push(records.length);
        session.undone.length = 0;
        changed(records);
      }
      setMessage({ text: `Auto-move is on: safe cards go to the foundations by themselves${records.length > 0 ? ` (${records.length} moved)` : ''}.`, tone: 'info' });
    } else setMessage({ text: 'Auto-move is off.', tone: 'info' });
  }, [session, flip, changed, changeSettings]);

  return {
    session, game, state, moves, won, clock, message, setMessage, hint, settings, changeSettings, win, setWin,
    flip, boardRef, deals, winnability, thinking: solverHint.thinking, showHint: solverHint.showHint,
    play, undo, redo, restart, newDeal, setAutoMove,
  };
}

/** What usePlayTable gives the page. */
export type PlayTable = ReturnType<typeof usePlayTable>;
