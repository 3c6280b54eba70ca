import { useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { type Move, type PileId, type Variant } from '@patience/core';
import { dealsLeft, type GameState } from '@patience/core/engine';
import { isCoveredNow, pileLabel, pileOf } from '../input/piles.js';
import { SuitDefs } from '../cards/suits.js';
import type { RegisterCard } from './CardView.js';
import { lookOf, pileElementOf } from './dom.js';
import { boardLayout } from './layout.js';
import { PileView } from './PileView.js';
import { useBoardDrag, type LatestBoard } from './useBoardDrag.js';
import { useBoardKeys } from './useBoardKeys.js';
import { useBoardTaps } from './useBoardTaps.js';

/** What an empty foundation shows faintly: where a suit starts, a run of Spider's, nothing on a discard pile. */
const FOUNDATION_MARK: Record<Variant['rules']['foundations']['kind'], string> = { 'up-by-suit': 'A', 'complete-runs': 'K–A', pairs: '', none: '' };

/** What the board asks of the page that owns the game. */
export interface BoardProps {
  readonly variant: Variant;
  readonly state: GameState;
  /** The legal moves of `state` (computed once per position by the owner). */
  readonly moves: readonly Move[];
  readonly register: RegisterCard;
  /** Told where dropped cards were let go, so their flight starts there. */
  readonly onDropped?: (elements: readonly HTMLElement[]) => void;
  /** Play a move; the owner checks it, and shows the engine's refusal when it is illegal. */
  readonly onMove: (move: Move) => void;
  /** Say something in the status line (a refusal the board found itself). */
  readonly onMessage: (text: string, at?: PileId) => void;
  /** Piles to point at (a hint). */
  readonly hint?: { readonly from?: PileId; readonly to?: PileId; readonly count?: number } | null;
  /** A refusal to show beside the card it refused. */
  readonly refusal?: { readonly at: PileId; readonly text: string } | null;
  readonly boardRef?: RefObject<HTMLDivElement | null>;
  readonly label: string;
}

/**
 * The table: the top row (stock, cells, foundations) and the columns, with every way to play on it:
 * drag and drop (useBoardDrag), click or tap to send cards to their best destination, double-click or
 * double-tap to send a card home, and the keyboard (useBoardKeys).
 */
export function Board(props: BoardProps): ReactNode {
  const { variant, state, moves, register, onMove, onMessage, hint, refusal, label } = props;
  const layout = useMemo(() => boardLayout(variant), [variant]);
  const ownRef = useRef<HTMLDivElement>(null);
  const boardRef = props.boardRef ?? ownRef;
  // The latest props for the window listeners of a drag, which outlive a render.
  const latest = useRef<LatestBoard>({ state, moves, variant, onMove, onDropped: props.onDropped });
  latest.current = { state, moves, variant, onMove, onDropped: props.onDropped };
  const { drag, onPointerDown, suppressClick } = useBoardDrag(boardRef, latest);
  const { selected, setSelected, focused, setFocused, onKeyDown } = useBoardKeys({ boardRef, layout, variant, state, moves, onMove, onMessage });
  const { onClick, onDoubleClick } = useBoardTaps({ latest, suppressClick, selected, setSelected, variant, state, moves, onMove, onMessage });

  const stockDeals = variant.rules.stock.kind === 'deal-row' ? variant.layout.tableau.length : 1;
  const left = dealsLeft(variant, state);

  const renderPile = (id: PileId, x: number | undefined, column: number, y?: number): ReactNode => {
    // Which way a refusal beside the pile reaches, so that it stays on the board at either edge.
    const side = column < layout.columns / 2 ? 'start' : 'end';
    const pile = pileOf(variant, state, id);
    if (!pile) return null;
    const look = lookOf(id);
    const covered = layout.covered && isCoveredNow(variant, state, id);
    const placeholder = look === 'foundation' ? FOUNDATION_MARK[variant.rules.foundations.kind]
      : look === 'cell' ? '' : look === 'tableau' ? (variant.rules.tableau.emptyAccepts === 'king' ? 'K' : '') : look === 'stock' && moves.some((m) => m.kind === 'redeal') ? '↻' : '';
    return (
      <PileView
        key={id}
        id={id}
        look={look}
        pile={pile}
        label={`${pileLabel(variant, id, pile, id === 'stock' ? left : undefined)}${covered && pile.cards.length > 0 ? ', covered' : ''}`}
        x={x}
        y={y}
        covered={covered}
        dealSize={look === 'stock' ? stockDeals : undefined}
        dealsLeft={look === 'stock' ? left : undefined}
        placeholder={placeholder}
        legalTarget={drag !== null && drag.targets.has(id)}
        selected={selected === id}
        hint={drag ? null : hint?.from === id ? 'from' : hint?.to === id ? 'to' : null}
        hintCount={!drag && hint?.from === id ? hint.count ?? 1 : 0}
        refusal={refusal?.at === id ? refusal.text : null}
        side={side}
        tabStop={focused === id}
        register={register}
      />
    );
  };

  // A covered tableau is as tall as its rows: the cards are sized so that they and the top row fit down.
  const style = { '--cols': layout.columns, '--fstep': layout.foundationStep, ...(layout.covered ? { '--tall': 1.2 + layout.tableauHeight, '--th': layout.tableauHeight } : {}) } as CSSProperties;
  return (
    <div className="board-wrap">
      <div
        ref={boardRef}
        className={`board${drag ? ' is-dragging' : ''}`}
        data-testid="board"
        role="grid"
        aria-label={label}
        style={style}
        onPointerDown={onPointerDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
        onFocus={(e) => { const id = pileElementOf(e.target)?.dataset.pile as PileId | undefined; if (id) setFocused(id); }}
      >
        <SuitDefs />
        <div className="board-row top-row" role="row">
          {layout.top.map((p) => renderPile(p.id, p.x, p.x))}
        </div>
        <div className={`board-row tableau-row${layout.covered ? ' covered' : ''}`} role="row">
          {layout.tableau.map((p) => (layout.covered ? renderPile(p.id, p.x, p.x, p.y) : renderPile(p.id, undefined, p.x)))}
        </div>
      </div>
    </div>
  );
}
