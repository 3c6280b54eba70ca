import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { legalMoves, type Game, type CardId, type GameDefinition, type Move, type MoveRecord, type Variant } from '@patience/core';
import { Board } from '../board/Board.js';
import { FlipAnimator } from '../board/flip.js';
import { useDefinition } from '../games/useDefinition.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { changedOptions, parseDealNumber, presetFor, randomDealNumber, readPlayParams, MAX_DEAL_NUMBER } from '../routes/play-params.js';
import { COMPOSE_HASH, learnHash, playHash, quoted, rulesHash, type Route } from '../routes/route.js';
import { replaceHash } from '../routes/useRoute.js';
import { gameKey, readStored, removeStored, writeStored } from '../storage/local.js';
import { loadSettings, updateSettings, type Settings } from '../storage/settings.js';
import { FIND_DEAL_LIMITS } from '../solver/limits.js';
import type { GameRef } from '../solver/protocol.js';
import { useDealSearch } from '../solver/useDealSearch.js';
import { useSolverHint, type HintMark } from '../solver/useSolverHint.js';
import { useWinnability } from '../solver/useWinnability.js';
import { WinnabilityNote } from '../solver/WinnabilityNote.js';
import { loadStats, storeStart, storeWin } from '../stats/stats-store.js';
import { NO_STATS, statsFor, type GameStats, type StatsBook } from '../stats/stats.js';
import { StatsList } from '../stats/StatsList.js';
import { clockTime, Timer, type ClockState } from './Clock.js';
import type { Message } from './message.js';
import { recordWords } from './record-words.js';
import { openGame } from './open-game.js';
import { WinDialog } from './WinDialog.js';

type PlayRoute = Extract<Route, { page: 'play' }>;

/**
 * The play page: loads the game's package, then deals. `composed` is the variant of a game composed on the
 * compose page, which the solver's worker is sent whole.
 */
export default function PlayPage({ game, route, composed }: { readonly game: ManifestGame; readonly route: PlayRoute; readonly composed?: Variant }): ReactNode {
  const { definition, failure } = useDefinition(game, game.name);
  if (failure) return <p className="notice" role="alert">{failure}</p>;
  if (!definition) return <p className="loading" role="status">Shuffling…</p>;
  return <PlayTable definition={definition} game={game} route={route} composed={composed} />;
}

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

function defaultsOf(game: ManifestGame): Record<string, string | number | boolean> {
  return Object.fromEntries(game.options.map((o) => [o.key, o.default]));
}

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

function PlayTable({ definition, game: info, route, composed }: { readonly definition: GameDefinition; readonly game: ManifestGame; readonly route: PlayRoute; readonly composed: Variant | undefined }): ReactNode {
  const flip = useMemo(() => new FlipAnimator(), []);
  const boardRef = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [version, setVersion] = useState(0);
  const [clock, setClock] = useState<ClockState>({ baseMs: 0, startedAt: null });
  const [message, setMessage] = useState<Message | null>(null);
  const [hint, setHint] = useState<HintMark | null>(null);
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const autoMove = settings.autoMove;
  const [win, setWin] = useState<{ timeMs: number; moves: number; stats: GameStats } | null>(null);
  const [dealInput, setDealInput] = useState('');
  const [statsBook, setStatsBook] = useState<StatsBook>({});
  const turnedUp = useRef<Set<CardId>>(new Set());
  const lifted = useRef<Map<CardId, number>>(new Map());
  const clockRef = useRef(clock);
  clockRef.current = clock;

  const gameRef = useMemo<GameRef | null>(() => (session ? { gameId: info.id, options: session.options, ...(composed ? { variant: composed } : {}) } : null), [session, info, composed]);
  const openDeal = useCallback((n: number) => {
    const options = session?.options ?? {};
    // A new deal gives up the game in progress; the statistics count it as played when it had moves.
    removeStored(gameKey(info.id));
    window.location.hash = playHash(info.id, n, changedOptions(info, options));
  }, [session, info]);
  // The solver: "Winnable deals only", hints, and the winnability note each have a worker of their own, so
  // that none stops another.
  const deals = useDealSearch(gameRef, openDeal, setMessage);

  // Open the game the URL asks for, each time the URL changes (the route object is new on every hashchange).
  useEffect(() => {
    // Another deal opened (a link, a deal number): a search for a winnable deal is for the game left.
    deals.stop();
    const request = readPlayParams(info, route.params);
    const opened = openGame(definition, info, request, readStored(gameKey(info.id)));
    if (opened.discardStored) removeStored(gameKey(info.id));
    const history = opened.game.history().length;
    setSession({ game: opened.game, seed: opened.seed, options: request.options, counted: history > 0, wonCounted: opened.game.isWon(), done: [...opened.undoGroups], undone: [] });
    setClock({ baseMs: opened.elapsedMs, startedAt: history > 0 && !opened.game.isWon() ? performance.now() : null });
    setWin(null);
    setHint(null);
    setDealInput(String(opened.seed));
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
  const stuck = game !== null && !won && moves.length === 0;
  const { thinking, showHint } = useSolverHint(game, gameRef, setHint, setMessage);
  const winnability = useWinnability(gameRef, state, settings.showWinnability && !won);

  const changeSettings = useCallback((change: Partial<Settings>) => {
    setSettings((now) => ({ ...now, ...change }));
    updateSettings(change);
  }, []);

  // After every change: animate, keep the clock, count the statistics, and store the game.
  useLayoutEffect(() => {
    flip.play(turnedUp.current, lifted.current);
    turnedUp.current = new Set();
    lifted.current = new Map();
  }, [flip, version]);

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
      if (!session.wonCounted) {
        session.wonCounted = true;
        const timeMs = clockTime(clockRef.current, now);
        const book = storeWin(info.id, timeMs, g.state.movesMade, session.seed);
        setWin({ timeMs, moves: g.state.movesMade, stats: book[info.id] ?? NO_STATS });
        setStatsBook(book);
        setMessage({ text: `You won ${info.name} in ${g.state.movesMade} moves!`, tone: 'info' });
      } else {
        // Undone and redone back into the win: the celebration again, but the win is not counted twice.
        setWin({ timeMs: clockTime(clockRef.current, now), moves: g.state.movesMade, stats: loadStats().book[info.id] ?? NO_STATS });
      }
      removeStored(gameKey(info.id));
      return;
    }
    if (played && clockRef.current.startedAt === null) setClock((c) => ({ baseMs: c.baseMs, startedAt: now }));
    // Once this game has been played, its save is kept even when undone to the start, so that a reload
    // does not bring back moves the player took back.
    if (played || session.counted) writeStored(gameKey(info.id), { version: 1, options: session.options, save: g.save(), elapsedMs: Math.round(clockTime(clockRef.current, now)), undoGroups: session.done });
  }, [session, version, info]);

  // Keep the clock when the page goes away.
  useEffect(() => {
    const save = (): void => {
      if (!session || session.game.history().length === 0 || session.game.isWon()) return;
      writeStored(gameKey(info.id), { version: 1, options: session.options, save: session.game.save(), elapsedMs: Math.round(clockTime(clockRef.current, performance.now())), undoGroups: session.done });
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
      setMessage({ text: refusal.message, tone: 'refusal' });
      return;
    }
    const started = performance.now();
    flip.capture(boardRef.current);
    const records = [g.move(move)];
    if (autoMove) records.push(...g.autoPlay());
    session.done.push(records.length);
    session.undone.length = 0;
    setMessage(records.length > 1 ? { text: `Moved ${records.length - 1} ${records.length === 2 ? 'card' : 'cards'} home automatically.`, tone: 'info' } : null);
    changed(records);
    if (import.meta.env.DEV) {
      // Dev-only measure of "a move answers within one frame": input handled to the next paint.
      requestAnimationFrame(() => { setTimeout(() => { console.debug(`move ${records[0]?.notation ?? ''}: ${(performance.now() - started).toFixed(1)} ms to paint`); }, 0); });
    }
  }, [session, autoMove, flip, changed]);

  const undo = useCallback(() => {
    if (!session) return;
    const n = session.done.pop();
    if (n === undefined || !session.game.canUndo()) {
      setMessage({ text: 'There is nothing to undo.', tone: 'info' });
      return;
    }
    flip.capture(boardRef.current);
    const records: MoveRecord[] = [];
    for (let i = 0; i < n; i++) {
      const r = session.game.undo();
      if (r) records.push(r);
    }
    session.undone.push(records.length);
    // A win stays counted: undoing and replaying the last move does not win the game twice.
    setWin(null);
    setMessage({ text: `Undone: ${records.map((r) => recordWords(r, session.game.variant)).join(', ')}.`, tone: 'info' });
    changed([]);
  }, [session, flip, changed]);

  const redo = useCallback(() => {
    if (!session) return;
    const n = session.undone.pop();
    if (n === undefined || !session.game.canRedo()) {
      setMessage({ text: 'There is nothing to redo.', tone: 'info' });
      return;
    }
    flip.capture(boardRef.current);
    const records: MoveRecord[] = [];
    for (let i = 0; i < n; i++) {
      const r = session.game.redo();
      if (r) records.push(r);
    }
    session.done.push(records.length);
    setMessage({ text: `Redone: ${records.map((r) => recordWords(r, session.game.variant)).join(', ')}.`, tone: 'info' });
    changed(records);
  }, [session, flip, changed]);

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

  const toggleAuto = useCallback(() => {
    const on = !autoMove;
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
  }, [autoMove, session, flip, changed, changeSettings]);

  // Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac).
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isEditable(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        undo();
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  }, [undo, redo]);

  const onMessage = useCallback((text: string) => { setMessage({ text, tone: 'refusal' }); }, []);

  if (!session || !game || !state) return <p className="loading" role="status">Dealing…</p>;
  const variant = game.variant;
  const hasStock = variant.rules.stock.kind !== 'none';
  const preset = presetFor(info, session.options);
  const link = `${window.location.origin}${window.location.pathname}${playHash(info.id, session.seed, changedOptions(info, session.options))}`;

  const copyLink = (): void => {
    const done = (): void => { setMessage({ text: `Link copied: ${link}`, tone: 'info' }); };
    const failed = (): void => { setMessage({ text: `Copy this link to share the deal: ${link}`, tone: 'info' }); };
    if ('clipboard' in navigator && typeof navigator.clipboard.writeText === 'function') navigator.clipboard.writeText(link).then(done, failed);
    else failed();
  };

  const goToDeal = (): void => {
    const n = parseDealNumber(dealInput);
    if (n === null) {
      setMessage({ text: `${quoted(dealInput)} is not a deal number: deal numbers are whole numbers from 0 to ${MAX_DEAL_NUMBER}.`, tone: 'refusal' });
      return;
    }
    if (n === session.seed) {
      setMessage({ text: `This is deal ${n}.`, tone: 'info' });
      return;
    }
    newDeal(n);
  };

  return (
    <div className="page play-page">
      <div className="play-header">
        <h1>
          {preset?.name ?? variant.name} <span className="deal-number">deal {session.seed}</span>
        </h1>
        <div className="counters" aria-label="Game counters">
          <span className="counter"><span className="counter-label">Moves</span> <span data-testid="moves" className="counter-value">{state.movesMade}</span></span>
          <span className="counter"><span className="counter-label">Time</span> <Timer clock={clock} /></span>
          {variant.rules.scoring && <span className="counter"><span className="counter-label">Score</span> <span data-testid="score" className="counter-value">{state.score}</span></span>}
          {hasStock && <span className="counter"><span className="counter-label">Deals left</span> <span data-testid="deals-left" className="counter-value">{game.dealsLeft()}</span></span>}
        </div>
      </div>

      <div className="controls" role="toolbar" aria-label="Game controls">
        <button type="button" onClick={() => { newDeal(); }}>New deal</button>
        <button type="button" onClick={restart}>Restart</button>
        <button type="button" onClick={undo} aria-disabled={!game.canUndo()} aria-keyshortcuts="Control+Z">Undo</button>
        <button type="button" onClick={redo} aria-disabled={!game.canRedo()} aria-keyshortcuts="Control+Shift+Z">Redo</button>
        <button type="button" onClick={showHint} aria-busy={thinking}>Hint</button>
        {hasStock && <button type="button" onClick={() => { play({ kind: 'deal' }); }}>Deal</button>}
        <button type="button" aria-pressed={autoMove} onClick={toggleAuto} title="Send safe cards to the foundations by themselves">Auto-move</button>
        <button type="button" onClick={copyLink}>Copy link</button>
        <label className="switch" title="New deal deals only deals the solver has proven winnable">
          <input type="checkbox" checked={settings.winnableOnly} onChange={(e) => { changeSettings({ winnableOnly: e.target.checked }); }} /> Winnable deals only
        </label>
        <label className="switch" title="After each move, the solver checks in the background whether the game can still be won">
          <input type="checkbox" checked={settings.showWinnability} onChange={(e) => { changeSettings({ showWinnability: e.target.checked }); }} /> Show winnability
        </label>
        <form className="deal-form" onSubmit={(e) => { e.preventDefault(); goToDeal(); }}>
          <label htmlFor="deal-number">Deal number</label>
          <input id="deal-number" type="text" inputMode="numeric" autoComplete="off" value={dealInput} size={10} maxLength={12} onChange={(e) => { setDealInput(e.target.value); }} />
          <button type="submit">Go</button>
        </form>
      </div>

      <p className={`status tone-${message?.tone ?? 'info'}`} role="status" data-testid="message" aria-live="polite">{message?.text ?? ''}</p>

      {deals.search && (
        <p className="deal-search" data-testid="deal-search">
          <span>Looking for a winnable deal: {deals.search.tried} {deals.search.tried === 1 ? 'deal' : 'deals'} tried, up to {FIND_DEAL_LIMITS.totalMs / 1000} s. You can play on meanwhile.</span>
          <button type="button" onClick={deals.cancel}>Cancel</button>
        </p>
      )}

      <WinnabilityNote winnability={winnability} atStart={state.movesMade === 0} />

      {stuck && (
        <div className="no-moves" data-testid="no-moves" role="alert">
          <strong>No moves left.</strong> Undo a few moves, restart, or try a new deal.
        </div>
      )}

      <Board
        variant={variant}
        state={state}
        moves={moves}
        register={flip.register}
        onDropped={flip.onDropped}
        onMove={play}
        onMessage={onMessage}
        hint={hint}
        boardRef={boardRef}
        label={`${variant.name}, deal ${session.seed}`}
      />

      <div className="below-board">
        <details className="stats-panel" onToggle={(e) => { if (e.currentTarget.open) setStatsBook(loadStats().book); }}>
          <summary>Statistics for {info.name}</summary>
          <StatsList stats={statsFor(statsBook, info.id)} />
        </details>
        {info.presets.length > 1 && (
          <p className="variant-choice">
            <label htmlFor="variant-choice">Variant </label>
            <select
              id="variant-choice"
              value={preset?.id ?? ''}
              onChange={(e) => {
                const chosen = info.presets.find((p) => p.id === e.target.value);
                if (chosen) window.location.hash = playHash(info.id, null, changedOptions(info, { ...defaultsOf(info), ...chosen.options }));
              }}
            >
              {!preset && <option value="">Custom rules</option>}
              {info.presets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </p>
        )}
      </div>

      <p className="page-links">
        <a href={rulesHash(info.id)}>Rules of {info.name}</a>
        {info.lessons.length > 0 && <a href={learnHash(info.id)}>Lessons</a>}
        {composed && <a href={COMPOSE_HASH}>Change its rules</a>}
        <a href="#/">All games</a>
      </p>

      {win && (
        <WinDialog
          gameName={preset?.name ?? variant.name}
          timeMs={win.timeMs}
          moves={win.moves}
          stats={win.stats}
          onPlayAgain={() => { setWin(null); newDeal(); }}
          onClose={() => { setWin(null); }}
        />
      )}
    </div>
  );
}
