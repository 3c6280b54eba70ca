import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { describeRules, parseVariant, VariantError, type Variant } from '@patience/core';
import { checkCustomVariant, EXAMPLE_VARIANT, keepVariant, MAX_VARIANT_TEXT, storeCustomVariant, storedCustomText, type CustomGame } from '../custom/custom-game.js';
import { Miniature } from '../gallery/Miniature.js';
import { miniature } from '../gallery/game-manifest.js';
import { GAMES } from '../games/catalogue.js';
import { loadDefinition } from '../games/loaders.js';
import { LAB_HASH, playHash, rulesHash } from '../routes/route.js';
import { estimateVerdict, estimateWords, useEstimate } from './estimate.js';
import { LabControls, type PlacedProblem } from './LabControls.js';
import { controlForField, labSections, type Config } from './lab-fields.js';
import { compactConfig, encodeShared, readShared } from './share-codec.js';
import './lab.css';

const SHIPPED_IDS = GAMES.map((g) => g.id);

/** What the rules as they stand make: a game, or the refusal with the field it names. */
type Checked =
  | { readonly ok: true; readonly variant: Variant; readonly game: CustomGame }
  | { readonly ok: false; readonly field: string; readonly message: string };

function pretty(config: Config): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

function isConfig(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function check(config: Config): Checked {
  try {
    parseVariant(config);
  } catch (error) {
    if (error instanceof VariantError) return { ok: false, field: error.field, message: error.message };
    return { ok: false, field: 'variant', message: error instanceof Error ? error.message : String(error) };
  }
  const checked = checkCustomVariant(pretty(config), SHIPPED_IDS);
  if (!checked.ok) return { ok: false, field: 'id', message: checked.error };
  return { ok: true, variant: checked.game.variant, game: checked.game };
}

/** A lower-case kebab-case id for a name, never a shipped game's. */
function idFor(name: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'my-variant';
  return SHIPPED_IDS.includes(slug) ? `${slug}-mine` : slug;
}

/** The config the Lab opens with: a shared variant, else the one last composed, else FreeCell written as data. */
function initialConfig(shared: string | null): { config: Config; notice: string | null } {
  if (shared !== null) {
    const read = readShared(shared, SHIPPED_IDS);
    if (read.ok) return { config: JSON.parse(read.game.text) as Config, notice: `Opened the shared variant ${read.game.variant.name}.` };
    return { config: JSON.parse(EXAMPLE_VARIANT) as Config, notice: read.message };
  }
  const stored = storedCustomText();
  if (stored !== null) {
    try {
      const data = JSON.parse(stored) as unknown;
      if (isConfig(data)) return { config: data, notice: null };
    } catch {
      // Text that is no longer JSON: start from the example instead.
    }
  }
  return { config: JSON.parse(EXAMPLE_VARIANT) as Config, notice: null };
}

/** Where a refusal is shown: at its control, or (an id, a name) beside the game's name. */
function placeProblem(checked: Checked, config: Config): PlacedProblem | null {
  if (checked.ok) return null;
  const problem = checked.message.startsWith(`${checked.field}: `) ? checked.message.slice(checked.field.length + 2) : checked.message;
  const placed = controlForField(checked.field, config);
  if (!placed) return { path: checked.field, row: null, text: `${checked.field}: ${problem}` };
  const noun = placed.control.kind === 'rows' ? placed.control.noun : '';
  const row = placed.row === null || noun === '' ? '' : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${placed.row + 1}: `;
  return { path: placed.control.path, row: placed.row, text: `${row}${problem}` };
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => { URL.revokeObjectURL(url); }, 1000);
}

/**
 * The Variant Lab: start from any game, change any rule of the vocabulary with a control generated from
 * core's table, or the JSON beside it (each edits the other); see the rules text, a miniature of the
 * opening deal and a quick estimate of how often it can be won change with it; then play it, share it in a
 * link, keep it under "Your variants", or export and import it as a file.
 */
export default function LabPage({ params, legacy }: { readonly params: readonly (readonly [string, string])[]; readonly legacy: boolean }): ReactNode {
  const shared = params.find(([k]) => k === 'v')?.[1] ?? null;
  const first = useMemo(() => initialConfig(shared), [shared]);
  const [config, setConfig] = useState<Config>(first.config);
  const [text, setText] = useState(() => pretty(first.config));
  const [jsonProblem, setJsonProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(first.notice);
  const [seed, setSeed] = useState(1);
  const [start, setStart] = useState(`${GAMES[0]?.id ?? ''}|${GAMES[0]?.presets[0]?.id ?? ''}`);
  const [link, setLink] = useState<string | null>(null);
  const lastGood = useRef<Variant | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The old compose page's address opens the Lab under its own.
    if (legacy) window.history.replaceState(null, '', LAB_HASH);
  }, [legacy]);
  useEffect(() => {
    setConfig(first.config);
    setText(pretty(first.config));
    setNotice(first.notice);
  }, [first]);

  const sections = labSections();
  const checked = useMemo(() => check(config), [config]);
  if (checked.ok) lastGood.current = checked.variant;
  const variant = checked.ok ? checked.variant : null;
  const problem = placeProblem(checked, config);
  const rules = useMemo(() => (variant ? describeRules(variant) : null), [variant]);
  // While the rules are refused, the last rules that dealt stay drawn, dimmed, so the table does not jump.
  const drawn = variant ?? lastGood.current;
  const mini = useMemo(() => (drawn ? miniature(drawn, seed) : null), [drawn, seed]);
  const estimate = useEstimate(variant);
  const verdict = estimateVerdict(estimate);

  const update = (next: Config): void => {
    setConfig(next);
    setText(pretty(next));
    setJsonProblem(null);
    setLink(null);
  };
  const editText = (next: string): void => {
    setText(next);
    setLink(null);
    try {
      const data = JSON.parse(next) as unknown;
      if (!isConfig(data)) {
        setJsonProblem('A variant is a JSON object, { … }: the controls keep the last one.');
        return;
      }
      setConfig(data);
      setJsonProblem(null);
    } catch (error) {
      setJsonProblem(`Not JSON yet (${error instanceof Error ? error.message : String(error)}): the controls keep the last variant.`);
    }
  };
  const startFrom = (): void => {
    const [gameId, presetId] = start.split('|');
    const game = GAMES.find((g) => g.id === gameId);
    const preset = game?.presets.find((p) => p.id === presetId);
    if (!game || !preset) return;
    loadDefinition(game.id).then((definition) => {
      // A composed variant is a game of its own with no named options: the options the game it came from
      // was made with are its rules now, and a save names its variant by id and options.
      const base = compactConfig(definition.variant(preset.options));
      Reflect.deleteProperty(base, 'options');
      const name = `My ${preset.name}`;
      update({ ...base, id: idFor(name), name });
      setNotice(`Started from ${preset.name}.`);
    }, (error: unknown) => { setNotice(`${game.name} could not be loaded: ${error instanceof Error ? error.message : String(error)}`); });
  };
  const keep = (): CustomGame | null => {
    if (!checked.ok) {
      setNotice(`Not yet: ${checked.message}`);
      return null;
    }
    if (!storeCustomVariant(checked.game.text) || !keepVariant(checked.game)) {
      setNotice('This browser would not keep the variant (its storage is off or full), so it cannot be opened.');
      return null;
    }
    return checked.game;
  };
  const open = (page: 'play' | 'rules'): void => {
    const game = keep();
    if (game) window.location.hash = page === 'play' ? playHash(game.variant.id, seed) : rulesHash(game.variant.id);
  };
  const share = (): void => {
    if (!checked.ok) {
      setNotice(`Not yet: ${checked.message}`);
      return;
    }
    const payload = encodeShared(JSON.stringify(compactConfig(checked.variant)));
    const url = `${window.location.origin}${window.location.pathname}#/play/${encodeURIComponent(checked.variant.id)}?seed=${seed}&v=${payload}`;
    setLink(url);
    if ('clipboard' in navigator && typeof navigator.clipboard.writeText === 'function') {
      navigator.clipboard.writeText(url).then(() => { setNotice('Link copied: it opens this variant at this deal in any browser.'); }, () => { setNotice('Copy the link below to share this variant.'); });
    } else setNotice('Copy the link below to share this variant.');
  };
  const importFile = (file: File | undefined): void => {
    if (!file) return;
    if (file.size > MAX_VARIANT_TEXT) {
      setNotice(`${file.name} is ${file.size.toLocaleString('en')} bytes; a variant file is at most ${MAX_VARIANT_TEXT.toLocaleString('en')}, so it was not read.`);
      return;
    }
    file.text().then((content) => {
      editText(content);
      setNotice(`Read ${file.name}.`);
    }, () => { setNotice(`${file.name} could not be read.`); });
  };
  const name = typeof config.name === 'string' ? config.name : '';
  const id = typeof config.id === 'string' ? config.id : '';
  const metaProblem = problem && (problem.path === 'id' || problem.path === 'name') ? problem : null;

  return (
    <div className="page lab-page">
      <h1>Variant Lab</h1>
      <p className="lab-intro">
        Start from any game, change its rules, and watch the opening deal, the rules text and the chance of a win change with
        them. Every control is one rule of the engine&apos;s vocabulary; the JSON beside them is the same variant, and either edits the other.
      </p>
      {notice !== null && <p className="notice" role="status" data-testid="lab-notice">{notice}</p>}
      <p className="lab-start">
        <label htmlFor="lab-start">Start from</label>
        <select id="lab-start" value={start} onChange={(e) => { setStart(e.target.value); }}>
          {GAMES.map((g) => (
            <optgroup key={g.id} label={g.name}>
              {g.presets.map((p) => <option key={p.id} value={`${g.id}|${p.id}`}>{p.name}</option>)}
            </optgroup>
          ))}
        </select>
        <button type="button" onClick={startFrom}>Start from this game</button>
      </p>

      <div className="lab-grid">
        <div className="lab-controls">
          <section className="lab-section" aria-labelledby="lab-section-name">
            <h2 id="lab-section-name">What it is called</h2>
            <div className={`lab-field${metaProblem ? ' lab-field-invalid' : ''}`}>
              <label htmlFor="lab-name">Name</label>
              <input id="lab-name" type="text" value={name} aria-invalid={metaProblem !== null} aria-describedby={metaProblem ? 'lab-meta-problem' : undefined} onChange={(e) => { update({ ...config, name: e.target.value, id: idFor(e.target.value) }); }} />
              <p className="lab-doc">Its id, its address in the app, follows the name: <code>{id}</code></p>
              {metaProblem && <p id="lab-meta-problem" className="lab-problem" data-testid="lab-problem" data-field={metaProblem.path}>{metaProblem.text}</p>}
            </div>
          </section>
          <LabControls sections={sections} config={config} effective={lastGood.current} problem={metaProblem ? null : problem} onChange={update} />
        </div>

        <div className="lab-side">
          <section className="lab-preview" aria-labelledby="lab-preview-heading">
            <h2 id="lab-preview-heading">{variant ? variant.name : 'Not playable yet'}</h2>
            <p className={checked.ok ? 'lab-valid' : 'lab-invalid'} role="status" data-testid="lab-validity">
              {checked.ok ? 'These rules are valid.' : `Not playable yet: ${checked.message}`}
            </p>
            {mini && (
              <figure className={`lab-miniature${variant ? '' : ' lab-stale'}`} data-testid="lab-miniature" data-piles={mini.tableau.length} data-stale={variant ? undefined : 'true'}>
                <Miniature data={mini} />
                <figcaption>
                  The opening of deal{' '}
                  <input aria-label="Deal number" type="number" min={0} step={1} value={seed} className="lab-seed" onChange={(e) => { const n = Number(e.target.value); if (Number.isInteger(n) && n >= 0 && n <= 4294967295) setSeed(n); }} />
                  {!variant && ' (the last rules that were valid)'}
                </figcaption>
              </figure>
            )}
            <p className="lab-estimate" data-testid="lab-estimate" data-status={estimate.status} data-gave-up={estimate.status === 'done' ? JSON.stringify(estimate.gaveUp ?? {}) : undefined} aria-live="polite">{estimateWords(estimate)}{' '}
              {estimate.status === 'done' && <span className="lab-doc">The solver sees the hidden cards, so a won deal is one that can be won.</span>}
            </p>
            {verdict !== null && <p className="lab-verdict">{verdict}</p>}
            <p className="lab-actions">
              <button type="button" className="primary" onClick={() => { open('play'); }}>Play it</button>
              <button type="button" onClick={() => { open('rules'); }}>Read its rules</button>
              <button type="button" onClick={share}>Share a link</button>
              <button type="button" onClick={() => { if (keep()) setNotice(`Kept under Your variants: ${name}.`); }}>Keep it</button>
              <button type="button" onClick={() => { download(`${id || 'variant'}.json`, text); }}>Export .json</button>
              <button type="button" onClick={() => { fileInput.current?.click(); }}>Import .json</button>
              <input ref={fileInput} type="file" accept=".json,application/json" hidden data-testid="lab-import" onChange={(e) => { importFile(e.target.files?.[0]); e.target.value = ''; }} />
            </p>
            {link !== null && (
              <p className="lab-link">
                <label htmlFor="lab-link">Link to this variant at deal {seed} ({link.length.toLocaleString('en')} characters)</label>
                <input id="lab-link" type="text" readOnly value={link} onFocus={(e) => { e.target.select(); }} />
              </p>
            )}
          </section>

          <section className="lab-json" aria-labelledby="lab-json-heading">
            <h2 id="lab-json-heading">JSON view</h2>
            <label htmlFor="lab-json-text" className="lab-doc">The variant as JSON</label>
            <textarea id="lab-json-text" className="compose-text" spellCheck={false} rows={18} value={text} aria-invalid={jsonProblem !== null} aria-describedby={jsonProblem ? 'lab-json-problem' : undefined} onChange={(e) => { editText(e.target.value); }} />
            {jsonProblem !== null && <p id="lab-json-problem" className="lab-problem">{jsonProblem}</p>}
          </section>

          {rules && (
            <section className="lab-rules" aria-labelledby="lab-rules-heading">
              <h2 id="lab-rules-heading">Its rules</h2>
              <p>{rules.summary}</p>
              {rules.sections.map((s) => (
                <div key={s.heading} className="lab-rules-section">
                  <h3>{s.heading}</h3>
                  <ul>{s.rules.map((r) => <li key={r}>{r}</li>)}</ul>
                </div>
              ))}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
