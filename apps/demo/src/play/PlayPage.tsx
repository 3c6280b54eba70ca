import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { BoardRefused } from '@patience/board';
import type { GameDefinition, Move, Variant } from '@patience/core';
import { GameBoard } from '../board/GameBoard.js';
import { whyStuck } from '../input/why-stuck.js';
import { useDefinition } from '../games/useDefinition.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { dealWords, presetFor } from '../routes/play-params.js';
import { FIND_DEAL_LIMITS } from '../solver/limits.js';
import type { HintMark } from '../solver/useSolverHint.js';
import { WinnabilityNote } from '../solver/WinnabilityNote.js';
import type { GameState } from '@patience/core/engine';
import { markOf, solutionOffered, walkPlace } from './solution-walk.js';
import { SolutionPanel } from './SolutionPanel.js';
import { useSolution, type Solution } from './useSolution.js';
import { GameMenu } from './GameMenu.js';
import { KeyHelp } from './KeyHelp.js';
import { LeaveDialog } from './LeaveDialog.js';
import { hasRedeals } from './redeals.js';
import { PlayToolbar } from './PlayToolbar.js';
import { StatusLine } from './StatusLine.js';
import { useAutoComplete } from './useAutoComplete.js';
import { usePlayTable, type PlayRoute } from './usePlayTable.js';
import { WinCascade } from './WinCascade.js';
import { WinDialog } from './WinDialog.js';

/**
 * A deal played under a name of its own, as the daily deal is: its title, and the hash its page keeps (the
 * address is not turned into a plain numbered deal's, which would lose what the deal is).
 */
export interface PinnedDeal {
  readonly title: string;
  readonly hash: string;
  /** Today's challenge: everyone plays the same deal today, so its solution is shown only once it is won. */
  readonly todaysChallenge?: boolean;
}

interface PlayPageProps {
  readonly game: ManifestGame;
  readonly route: PlayRoute;
  readonly composed?: Variant;
  readonly linkFor?: (seed: number) => string;
  readonly pinned?: PinnedDeal;
}

/**
 * The play page: loads the game's package, then deals. `composed` is the variant of a game composed in the
 * Lab, which the solver's worker is sent whole; `linkFor` makes the hash of its link at a deal, which
 * carries the variant itself (so that "Copy link" opens it in a browser that has never seen it); `pinned`
 * names the deal and keeps its page's address.
 */
export default function PlayPage({ game, route, composed, linkFor, pinned }: PlayPageProps): ReactNode {
  const { definition, failure } = useDefinition(game, game.name);
  if (failure) return <p className="notice" role="alert">{failure}</p>;
  if (!definition) return <p className="loading" role="status">Shuffling…</p>;
  return <PlayTableView definition={definition} game={game} route={route} composed={composed} linkFor={linkFor} pinned={pinned} />;
}

const TURN_OVER: Move = { kind: 'redeal' };

/** The board's marks for the solution's next move, while the game is on its line. */
function solutionHint(solution: Solution, state: GameState): HintMark | null {
  if (solution.status !== 'ready') return null;
  const place = walkPlace(solution.walk, state);
  return place.kind === 'on-line' && place.next ? markOf(place.next) : null;
}

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac); `?` shows the keys; `r` turns the waste over. */
function usePageKeys(undo: () => void, redo: () => void, help: () => void, turnOver: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (isEditable(e.target)) return;
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        help();
        return;
      }
      if (e.key.toLowerCase() === 'r' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        turnOver();
        return;
      }
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
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
  }, [undo, redo, help, turnOver]);
}

function PlayTableView({ definition, game: info, route, composed, linkFor, pinned }: { readonly definition: GameDefinition; readonly game: ManifestGame; readonly route: PlayRoute; readonly composed: Variant | undefined; readonly linkFor: ((seed: number) => string) | undefined; readonly pinned: PinnedDeal | undefined }): ReactNode {
  const table = usePlayTable(definition, info, route, composed, pinned?.hash);
  const { session, game, state, moves, won, message, setMessage, deals } = table;
  const [menu, setMenu] = useState(false);
  const [keys, setKeys] = useState(false);
  const closeMenu = useCallback(() => { setMenu(false); }, []);
  const closeKeys = useCallback(() => { setKeys(false); }, []);
  const openKeys = useCallback(() => { setMenu(false); setKeys(true); }, []);
  const turnOver = useCallback(() => { table.play(TURN_OVER); }, [table.play]);
  usePageKeys(table.undo, table.redo, openKeys, turnOver);
  const autoComplete = useAutoComplete(game?.variant, state, table.play);
  // A line shown is help given: the deal's win, from now on, is one with help (see TableSession.assist).
  const solution = useSolution(game, table.gameRef, table.assist);
  const offerSolution = solutionOffered(pinned?.todaysChallenge === true, won);
  const showSolution = useCallback(() => { setMenu(false); solution.ask(); }, [solution.ask]);
  // A drop or a stock that the board found no move for is played anyway, so that the game says why it refuses;
  // a tap on a card with no move at all is explained from the position.
  const onRefused = useCallback(({ from, to, cards }: BoardRefused) => {
    if (to !== undefined) table.play({ kind: 'move', from, to, count: cards.length });
    else if (from === 'stock') table.play({ kind: 'deal' });
    else if (table.game && table.state) setMessage({ text: whyStuck(table.game.variant, table.state, from, Math.max(cards.length, 1)), tone: 'refusal', at: from });
  }, [table.play, table.game, table.state, setMessage]);

  if (!session || !game || !state) return <p className="loading" role="status">Dealing…</p>;
  const variant = game.variant;
  const preset = presetFor(info, session.options);
  const name = preset?.name ?? variant.name;
  const stuck = !won && moves.length === 0;

  return (
    <div className="page play-page">
      <PlayToolbar
        title={pinned?.title ?? name}
        {...(pinned ? {} : { deal: dealWords(session.seed, game.dealer) })}
        canUndo={game.canUndo()}
        canRedo={game.canRedo()}
        thinking={table.thinking}
        menuOpen={menu}
        winnableOnly={table.settings.winnableOnly}
        onNew={() => { table.newDeal(); }}
        onUndo={table.undo}
        onRedo={table.redo}
        onHint={table.showHint}
        onMenu={() => { setMenu(true); }}
      />
      <StatusLine moves={game.movesMade} clock={table.clock} score={variant.rules.scoring ? game.score : null} dealsLeft={variant.rules.stock.kind === 'none' ? null : game.dealsLeft()} redealsLeft={hasRedeals(variant) ? game.redealsLeft() : null} message={message} />
      {deals.search && (
        <p className="deal-search" data-testid="deal-search">
          <span>Looking for a winnable deal: {deals.search.tried} {deals.search.tried === 1 ? 'deal' : 'deals'} tried, up to {FIND_DEAL_LIMITS.totalMs / 1000} s. You can play on meanwhile.</span>
          <button type="button" onClick={deals.cancel}>Cancel</button>
        </p>
      )}
      <WinnabilityNote winnability={table.winnability} atStart={state.movesMade === 0} />
      {stuck && (
        <div className="no-moves" data-testid="no-moves" role="alert">
          <strong>No moves left.</strong> Undo a few moves, restart, or try a new deal.
        </div>
      )}
      {solution.solution.status !== 'off' && (
        <SolutionPanel solution={solution.solution} game={game} state={state} play={table.play} undo={table.undo} askAgain={solution.ask} close={solution.close} />
      )}
      {autoComplete.finish && !autoComplete.finishing && solution.solution.status === 'off' && (
        <div className="auto-complete" data-testid="auto-complete" role="status">
          <span>Every card left can go home.</span>
          <button type="button" onClick={autoComplete.start}>Finish</button>
        </div>
      )}
      <GameBoard
        game={game}
        onMove={table.play}
        onRefused={onRefused}
        hint={solutionHint(solution.solution, state) ?? table.hint}
        refusal={message?.tone === 'refusal' && message.at ? { at: message.at, text: message.text } : null}
        boardRef={table.boardRef}
        label={`${variant.name}, deal ${session.seed}`}
      />
      {menu && <GameMenu info={info} table={table} composed={composed !== undefined} linkFor={linkFor} onClose={closeMenu} onKeys={openKeys} onSolution={offerSolution ? showSolution : undefined} />}
      {keys && <KeyHelp onClose={closeKeys} />}
      {table.leaving && <LeaveDialog onLeave={table.confirmLeave} onStay={table.stay} />}
      {table.cascade && <WinCascade variant={variant} state={state} boardRef={table.boardRef} onDone={table.endCascade} />}
      {table.win && !table.cascade && (
        <WinDialog
          gameName={name}
          timeMs={table.win.timeMs}
          moves={table.win.moves}
          assisted={table.win.assisted}
          stats={table.win.stats}
          onPlayAgain={() => { table.setWin(null); table.newDeal(); }}
          onClose={() => { table.setWin(null); }}
        />
      )}
    </div>
  );
}
