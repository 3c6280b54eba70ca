import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardFace } from '@patience/board';
import { BACKS, CORNERS, FACES, TABLES, loadAppearance, saveAppearance, type Appearance, type Back, type Corners, type Table } from '../app/appearance.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { changedOptions, parseDealNumber, presetFor, MAX_DEAL_NUMBER } from '../routes/play-params.js';
import { COMPOSE_HASH, learnHash, playHash, quoted, rulesHash } from '../routes/route.js';
import { loadStats } from '../stats/stats-store.js';
import { statsFor } from '../stats/stats.js';
import { StatsList } from '../stats/StatsList.js';
import type { PlayTable } from './usePlayTable.js';

interface MenuProps {
  readonly info: ManifestGame;
  readonly table: PlayTable;
  readonly composed: boolean;
  /** The hash of a composed game's link at a deal, carrying its variant; a shipped game's link names its options. */
  readonly linkFor: ((seed: number) => string) | undefined;
  readonly onClose: () => void;
  readonly onKeys: () => void;
  /** Shows the solver's solution from the position on the board; left out where it would spoil the deal. */
  readonly onSolution: (() => void) | undefined;
}

function Switch({ label, title, checked, onChange }: { label: string; title: string; checked: boolean; onChange: (on: boolean) => void }): ReactNode {
  return (
    <label className="switch" title={title}>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => { onChange(e.target.checked); }} /> {label}
    </label>
  );
}

function defaultsOf(game: ManifestGame): Record<string, string | number | boolean> {
  return Object.fromEntries(game.options.map((o) => [o.key, o.default]));
}

/**
 * The settings sheet: everything that is not a move (variant, deal number, switches, the look, statistics,
 * rules and lessons). A modal dialog: Escape or the close button puts focus back on the Menu button.
 */
export function GameMenu({ info, table, composed, linkFor, onClose, onKeys, onSolution }: MenuProps): ReactNode {
  const { session, settings, changeSettings, setMessage } = table;
  const [dealInput, setDealInput] = useState(String(session?.seed ?? ''));
  const [look, setLook] = useState<Appearance>(loadAppearance);
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const back = document.activeElement;
    sheet.current?.querySelector<HTMLElement>('button, select, input')?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [onClose]);
  if (!session) return null;
  const preset = presetFor(info, session.options);
  const hash = linkFor ? linkFor(session.seed) : playHash(info.id, session.seed, changedOptions(info, session.options), session.game.dealer);
  const link = `${window.location.origin}${window.location.pathname}${hash}`;
  const choose = (change: Partial<Appearance>): void => {
    const next = { ...look, ...change };
    setLook(next);
    saveAppearance(next);
  };
  const copyLink = (): void => {
    const done = (): void => { setMessage({ text: `Link copied: ${link}`, tone: 'info' }); };
    const failed = (): void => { setMessage({ text: `Copy this link to share the deal: ${link}`, tone: 'info' }); };
    if ('clipboard' in navigator && typeof navigator.clipboard.writeText === 'function') navigator.clipboard.writeText(link).then(done, failed);
    else failed();
    onClose();
  };
  const goToDeal = (): void => {
    const n = parseDealNumber(dealInput);
    if (n === null) setMessage({ text: `${quoted(dealInput)} is not a deal number: deal numbers are whole numbers from 0 to ${MAX_DEAL_NUMBER}.`, tone: 'refusal' });
    else if (n === session.seed) setMessage({ text: `This is deal ${n}.`, tone: 'info' });
    onClose();
    if (n !== null && n !== session.seed) table.newDeal(n);
  };

  return (
    <div className="sheet-backdrop" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className="sheet" role="dialog" aria-modal="true" aria-label="Game menu" ref={sheet}>
        <div className="sheet-head">
          <h2>{preset?.name ?? info.name}, deal {session.seed}</h2>
          <button type="button" onClick={onClose}>Close</button>
        </div>
        <div className="sheet-actions">
          <button type="button" onClick={() => { table.restart(); onClose(); }}>Restart</button>
          <button type="button" onClick={copyLink}>Copy link</button>
          <button type="button" onClick={() => { onClose(); table.openDaily(); }}>Today&apos;s deal</button>
          <button type="button" onClick={onKeys}>Keyboard keys</button>
          {onSolution
            ? <button type="button" onClick={onSolution}>Show me the solution</button>
            : <span className="menu-note">The solution of today&apos;s challenge is shown once you have won it.</span>}
        </div>
        {info.presets.length > 1 && (
          <p className="variant-choice">
            <label htmlFor="variant-choice">Variant </label>
            <select id="variant-choice" value={preset?.id ?? ''} onChange={(e) => {
              const chosen = info.presets.find((p) => p.id === e.target.value);
              if (chosen) { onClose(); table.openVariant({ ...defaultsOf(info), ...chosen.options }); }
            }}>
              {!preset && <option value="">Custom rules</option>}
              {info.presets.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </p>
        )}
        <form className="deal-form" onSubmit={(e) => { e.preventDefault(); goToDeal(); }}>
          <label htmlFor="deal-number">Deal number</label>
          <input id="deal-number" type="text" inputMode="numeric" autoComplete="off" value={dealInput} size={10} maxLength={12} onChange={(e) => { setDealInput(e.target.value); }} />
          <button type="submit">Go</button>
        </form>
        <fieldset className="sheet-switches">
          <legend>Play</legend>
          <Switch label="Auto-move" title="Send safe cards to the foundations by themselves" checked={settings.autoMove} onChange={table.setAutoMove} />
          <Switch label="Winnable deals only" title="New deals only deals the solver has proven winnable" checked={settings.winnableOnly} onChange={(on) => { changeSettings({ winnableOnly: on }); }} />
          <Switch label="Show winnability" title="After each move, the solver checks in the background whether the game can still be won" checked={settings.showWinnability} onChange={(on) => { changeSettings({ showWinnability: on }); }} />
          <Switch label="Sound" title="A short, quiet sound for a move, a deal and a win" checked={settings.sound} onChange={(on) => { changeSettings({ sound: on }); }} />
        </fieldset>
        <fieldset className="sheet-look">
          <legend>Look</legend>
          <label>Card back <select value={look.back} onChange={(e) => { choose({ back: e.target.value as Back }); }}>
            {(Object.keys(BACKS) as Back[]).map((b) => <option key={b} value={b}>{BACKS[b]}</option>)}
          </select></label>
          <label>Table <select value={look.table} onChange={(e) => { choose({ table: e.target.value as Table }); }}>
            {(Object.keys(TABLES) as Table[]).map((t) => <option key={t} value={t}>{TABLES[t]}</option>)}
          </select></label>
          <label>Card faces <select value={look.face} onChange={(e) => { choose({ face: e.target.value as CardFace }); }}>
            {(Object.keys(FACES) as CardFace[]).map((f) => <option key={f} value={f}>{FACES[f]}</option>)}
          </select></label>
          {/* Only the standard face takes large corners: the large-print face's rank already runs across its top, and
              the pip face's pips lie where a larger index would run into them. */}
          {look.face === 'standard' && (
            <label>Card corners <select value={look.corners} onChange={(e) => { choose({ corners: e.target.value as Corners }); }}>
              {(Object.keys(CORNERS) as Corners[]).map((c) => <option key={c} value={c}>{CORNERS[c]}</option>)}
            </select></label>
          )}
        </fieldset>
        <details className="stats-panel" open>
          <summary>Statistics for {info.name}</summary>
          <StatsList stats={statsFor(loadStats().book, info.id)} />
        </details>
        <p className="page-links">
          <a href={rulesHash(info.id)}>Rules of {info.name}</a>
          {info.lessons.length > 0 && <a href={learnHash(info.id)}>Lessons</a>}
          {composed && <a href={COMPOSE_HASH}>Change its rules</a>}
          <a href="#/">All games</a>
        </p>
      </div>
    </div>
  );
}
