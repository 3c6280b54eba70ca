import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { describeRules, type Variant } from '@patience/core';
import type { RulesDescription } from '@patience/core/rules';
import { miniature } from '../gallery/game-manifest.js';
import { GAMES, STARTING_GAMES } from '../games/catalogue.js';
import { LAB_HASH } from '../routes/route.js';
import { useEstimate } from './estimate.js';
import { LabActions } from './LabActions.js';
import { LabControls } from './LabControls.js';
import { labSections, type Config } from './lab-fields.js';
import { changedControl, check, idFor, initialConfig, isConfig, placeProblem, pretty, rulesChange, startChoice, startingConfig, type RulesChange } from './lab-state.js';
import { LabPreview } from './LabPreview.js';
import { LabStart } from './LabStart.js';
import { LabJson, LabRules } from './LabText.js';
import './lab.css';

const SHIPPED_IDS = GAMES.map((g) => g.id);

/** The config with a text field set, or left out when emptied (its default is empty). */
function withText(config: Config, key: 'description', value: string): Config {
  const next = { ...config };
  if (value === '') Reflect.deleteProperty(next, key);
  else next[key] = value;
  return next;
}

/** The config with its other names read from "Patience, Solitaire"; left out when there are none. */
function withNames(config: Config, text: string): Config {
  const names = text.split(',').map((n) => n.trim()).filter((n) => n !== '');
  const next = { ...config };
  if (names.length === 0) Reflect.deleteProperty(next, 'otherNames');
  else next.otherNames = names;
  return next;
}

/** The rules change the last edit made, kept until another edit changes the rules text. */
function useRulesChange(rules: RulesDescription | null): { change: RulesChange | null; forget: () => void } {
  const previous = useRef<RulesDescription | null>(null);
  const [change, setChange] = useState<RulesChange | null>(null);
  useEffect(() => {
    if (!rules) return;
    const before = previous.current;
    previous.current = rules;
    if (!before) return;
    const next = rulesChange(before, rules);
    if (next.added.length > 0 || next.removed.length > 0) setChange(next);
  }, [rules]);
  return { change, forget: () => { previous.current = null; setChange(null); } };
}

/**
 * The Variant Lab: start from any game, change any rule of the vocabulary with a control generated from
 * core's table, or the JSON beside them (each edits the other); see the rules text, a miniature of the
 * opening deal and a quick estimate of how often it can be won change with it; then play it, share it in a
 * link, keep it under "Your variants", or export and import it as a file.
 */
export default function LabPage({ params, legacy }: { readonly params: readonly (readonly [string, string])[]; readonly legacy: boolean }): ReactNode {
  const shared = params.find(([k]) => k === 'v')?.[1] ?? null;
  const first = useMemo(() => initialConfig(shared, SHIPPED_IDS), [shared]);
  const [config, setConfig] = useState<Config>(first.config);
  const [text, setText] = useState(() => pretty(first.config));
  const [jsonProblem, setJsonProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(first.notice);
  const [seed, setSeed] = useState(1);
  const [link, setLink] = useState<string | null>(null);
  const [lastChanged, setLastChanged] = useState<string | null>(null);
  const [causedByLast, setCausedByLast] = useState(false);
  const lastGood = useRef<Variant | null>(null);

  useEffect(() => {
    // The old compose page's address opens the Lab under its own.
    if (legacy) window.history.replaceState(null, '', LAB_HASH);
  }, [legacy]);
  useEffect(() => {
    setConfig(first.config);
    setText(pretty(first.config));
    setNotice(first.notice);
  }, [first]);

  const checked = useMemo(() => check(config, SHIPPED_IDS), [config]);
  if (checked.ok) lastGood.current = checked.variant;
  const variant = checked.ok ? checked.variant : null;
  const problem = placeProblem(checked, config, lastChanged, causedByLast);
  const rules = useMemo(() => (variant ? describeRules(variant) : null), [variant]);
  const { change, forget } = useRulesChange(rules);
  // While the rules are refused, the last rules that dealt stay drawn, dimmed, so the table does not jump.
  const drawn = variant ?? lastGood.current;
  const mini = useMemo(() => (drawn ? miniature(drawn, seed) : null), [drawn, seed]);
  const estimate = useEstimate(variant);

  const update = (next: Config): void => {
    setLastChanged(changedControl(config, next));
    setCausedByLast(checked.ok);
    setConfig(next);
    setText(pretty(next));
    setJsonProblem(null);
    setLink(null);
  };
  const editText = (next: string): void => {
    setText(next);
    setLastChanged(null);
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
  const name = typeof config.name === 'string' ? config.name : '';
  const description = typeof config.description === 'string' ? config.description : '';
  const otherNames = Array.isArray(config.otherNames) ? config.otherNames.filter((n): n is string => typeof n === 'string') : [];
  const [otherNamesText, setOtherNamesText] = useState<string | null>(null);
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
      <LabStart
        key={shared ?? ''}
        chosen={startChoice(first.config, STARTING_GAMES)}
        onStart={(from, presetName) => { forget(); update(startingConfig(from, presetName, SHIPPED_IDS)); setNotice(`Started from ${presetName}.`); }}
        onFailure={setNotice}
      />
      <LabActions
        checked={checked} id={id} text={text} seed={seed} link={link} onLink={setLink} onNotice={setNotice}
        onImport={(content, fileName) => { forget(); editText(content); setNotice(`Read ${fileName}.`); }}
      />

      <div className="lab-grid">
        <div className="lab-controls">
          <section className="lab-section" aria-labelledby="lab-section-name">
            <h2 id="lab-section-name">What it is called</h2>
            <div className={`lab-field${metaProblem ? ' lab-field-invalid' : ''}`}>
              <label htmlFor="lab-name">Name</label>
              <input id="lab-name" type="text" value={name} aria-invalid={metaProblem !== null} aria-describedby={metaProblem ? 'lab-meta-problem' : undefined} onChange={(e) => { update({ ...config, name: e.target.value, id: idFor(e.target.value, SHIPPED_IDS) }); }} />
              <p className="lab-doc">Its id, its address in the app, follows the name: <code>{id}</code></p>
              {metaProblem && <p id="lab-meta-problem" className="lab-problem" data-testid="lab-problem" data-field={metaProblem.path}>{metaProblem.text}</p>}
            </div>
            <div className="lab-field">
              <label htmlFor="lab-description">Description</label>
              <input id="lab-description" type="text" value={description} onChange={(e) => { update(withText(config, 'description', e.target.value)); }} />
              <p className="lab-doc">One sentence a player reads in the gallery: say what your game changes.</p>
            </div>
            <div className="lab-field">
              <label htmlFor="lab-other-names">Also called</label>
              <input id="lab-other-names" type="text" value={otherNamesText ?? otherNames.join(', ')} onChange={(e) => { setOtherNamesText(e.target.value); update(withNames(config, e.target.value)); }} onBlur={() => { setOtherNamesText(null); }} />
              <p className="lab-doc">Other names of your game, separated by commas; none when empty.</p>
            </div>
          </section>
          <LabControls sections={labSections()} config={config} effective={lastGood.current} problem={metaProblem ? null : problem} onChange={update} />
        </div>

        <div className="lab-side">
          <LabPreview checked={checked} variant={variant} mini={mini} seed={seed} onSeed={setSeed} estimate={estimate} change={change} />
          <LabJson text={text} problem={jsonProblem} onEdit={editText} />
          {rules && <LabRules rules={rules} />}
        </div>
      </div>
    </div>
  );
}
