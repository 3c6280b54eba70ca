import type { ReactNode } from 'react';
import { Icon } from './icons.js';

interface ToolbarProps {
  readonly title: string;
  /** The deal's words ("deal 42", "Microsoft deal 11982"), shown after the title and never shortened with it (a daily deal's title names its day instead). */
  readonly deal?: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly thinking: boolean;
  readonly menuOpen: boolean;
  /** New deals are only deals the solver proves winnable (the menu's switch). */
  readonly winnableOnly: boolean;
  readonly onNew: () => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onHint: () => void;
  readonly onMenu: () => void;
}

/** The one slim toolbar over the board: the game's name, then new game, undo, redo, hint and the menu. */
export function PlayToolbar(props: ToolbarProps): ReactNode {
  return (
    <div className="play-toolbar">
      <h1 className="play-title"><span className="play-name">{props.title}</span>{props.deal !== undefined && <span className="play-deal">{'\u00a0'}· {props.deal}</span>}</h1>
      <div className="controls" role="toolbar" aria-label="Game controls">
        <button type="button" className="tool" onClick={props.onNew} title={props.winnableOnly ? 'Deal a new game the solver proves winnable' : 'Deal a new game'} aria-label="New deal"><Icon name="new" /><span className="tool-label">New</span></button>
        <button type="button" className="tool" onClick={props.onUndo} aria-disabled={!props.canUndo} aria-keyshortcuts="Control+Z" title="Undo (Ctrl+Z)"><Icon name="undo" /><span className="tool-label">Undo</span></button>
        <button type="button" className="tool" onClick={props.onRedo} aria-disabled={!props.canRedo} aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)"><Icon name="redo" /><span className="tool-label">Redo</span></button>
        <button type="button" className="tool" onClick={props.onHint} aria-busy={props.thinking} title="Show a good move"><Icon name="hint" /><span className="tool-label">Hint</span></button>
        <button type="button" className="tool" onClick={props.onMenu} aria-expanded={props.menuOpen} aria-haspopup="dialog" title="Settings, deal number, statistics, rules"><Icon name="menu" /><span className="tool-label">Menu</span></button>
      </div>
    </div>
  );
}
