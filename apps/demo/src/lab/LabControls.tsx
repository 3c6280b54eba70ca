import type { ReactNode } from 'react';
import type { Variant } from '@patience/core';
import type { FieldSpec } from '@patience/core/rules';
import { applies, controlId, valueAt, withValue, words, type Config, type Control, type Section } from './lab-fields.js';

/** A refusal placed at its control: the sentence, and the row of a list it names. */
export interface PlacedProblem {
  readonly path: string;
  readonly row: number | null;
  readonly text: string;
}

interface ControlProps {
  readonly control: Control;
  readonly config: Config;
  /** The last variant the rules made, whose filled-in values a control shows for a field left out. */
  readonly effective: Variant | null;
  readonly problem: PlacedProblem | null;
  readonly onChange: (next: Config) => void;
}

function problemId(path: string): string {
  return `${controlId(path)}-problem`;
}

function Problem({ problem }: { readonly problem: PlacedProblem | null }): ReactNode {
  if (!problem) return null;
  return <p id={problemId(problem.path)} className="lab-problem" data-testid="lab-problem" data-field={problem.path}>{problem.text}</p>;
}

function numberOrUndefined(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  // A number box may hold what is not a whole number for a moment: kept as typed, so the refusal says so.
  return Number.isFinite(n) ? n : text;
}

function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** One field of the table: a list of choices, a number box (with its word, such as "unlimited"), or a switch. */
function SingleControl({ control, config, effective, problem, onChange }: ControlProps & { readonly control: Extract<Control, { kind: 'single' }> }): ReactNode {
  const { path, spec, label } = control;
  const id = controlId(path);
  const written = valueAt(config, path);
  const filled = written ?? valueAt(effective, path) ?? spec.default;
  const invalid = problem !== null;
  const described = [`${id}-doc`, ...(invalid ? [problemId(path)] : [])].join(' ');
  const set = (value: unknown): void => { onChange(withValue(config, path, value)); };
  let input: ReactNode;
  if (spec.type === 'choice') {
    input = (
      <select id={id} value={typeof written === 'string' ? written : ''} aria-invalid={invalid} aria-describedby={described} onChange={(e) => { set(e.target.value === '' ? undefined : e.target.value); }}>
        <option value="">{`Default${typeof filled === 'string' && written === undefined ? ` (${words(filled)})` : spec.default !== undefined ? ` (${words(spec.default)})` : ''}`}</option>
        {spec.values.map((v) => <option key={v} value={v}>{words(v)}</option>)}
      </select>
    );
  } else if (spec.type === 'integer') {
    const word = control.alternative;
    const isWord = word !== null && written === word;
    input = (
      <span className="lab-number">
        <input
          id={id} type="number" inputMode="numeric" step={1} min={spec.min} max={typeof spec.max === 'number' ? spec.max : undefined}
          placeholder={spec.default !== undefined ? String(spec.default) : ''}
          value={isWord ? '' : shown(written)} disabled={isWord} aria-invalid={invalid} aria-describedby={described}
          onChange={(e) => { set(numberOrUndefined(e.target.value)); }}
        />
        {word !== null && (
          <label className="lab-inline">
            <input type="checkbox" checked={isWord} onChange={(e) => { set(e.target.checked ? word : undefined); }} /> {word}
          </label>
        )}
      </span>
    );
  } else if (spec.type === 'boolean') {
    input = (
      <input
        id={id} type="checkbox" role="switch" className="lab-switch" checked={filled === true} aria-invalid={invalid} aria-describedby={described}
        onChange={(e) => { set(e.target.checked); }}
      />
    );
  } else {
    input = <input id={id} type="text" value={shown(written)} aria-invalid={invalid} aria-describedby={described} onChange={(e) => { set(e.target.value === '' ? undefined : e.target.value); }} />;
  }
  return (
    <div className={`lab-field${invalid ? ' lab-field-invalid' : ''}`} data-path={path}>
      <label htmlFor={id}>{label}</label>
      {input}
      <p id={`${id}-doc`} className="lab-doc">{capital(spec.doc)}</p>
      <Problem problem={problem} />
    </div>
  );
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list of distinct choices (the deck's suits): a checkbox per choice; none ticked is the default. */
function SetControl({ control, config, effective, problem, onChange }: ControlProps & { readonly control: Extract<Control, { kind: 'set' }> }): ReactNode {
  const { path, spec, label } = control;
  const written = valueAt(config, path);
  const filled = Array.isArray(written) ? written : (valueAt(effective, path) as unknown[] | undefined) ?? [];
  const invalid = problem !== null;
  const toggle = (value: string, on: boolean): void => {
    const base = (Array.isArray(written) ? written : filled).filter((v) => v !== value);
    const next = on ? spec.values.filter((v) => v === value || base.includes(v)) : base;
    onChange(withValue(config, path, next.length === 0 ? undefined : next));
  };
  return (
    <fieldset className={`lab-field lab-set${invalid ? ' lab-field-invalid' : ''}`} data-path={path} aria-invalid={invalid} aria-describedby={invalid ? problemId(path) : undefined}>
      <legend>{label}</legend>
      {spec.values.map((v) => (
        <label key={v} className="lab-inline">
          <input type="checkbox" checked={filled.includes(v)} onChange={(e) => { toggle(v, e.target.checked); }} /> {words(v)}
        </label>
      ))}
      <p className="lab-doc">{capital(spec.doc)}</p>
      <Problem problem={problem} />
    </fieldset>
  );
}

function rowsOf(config: Config, path: string): Config[] {
  const rows = valueAt(config, path);
  return Array.isArray(rows) ? rows.map((r: unknown) => (typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Config) : {})) : [];
}

/** An array of entries (a layout's piles): a row per entry with a number box per field, and rows to add and take away. */
function RowsControl({ control, config, problem, onChange }: ControlProps & { readonly control: Extract<Control, { kind: 'rows' }> }): ReactNode {
  const { path, columns, label, maxItems, minItems, noun } = control;
  const rows = rowsOf(config, path);
  const setRows = (next: Config[]): void => { onChange(withValue(config, path, next)); };
  const setCell = (index: number, key: string, value: unknown): void => {
    setRows(rows.map((row, i) => {
      if (i !== index) return row;
      const copy = { ...row };
      if (value === undefined) Reflect.deleteProperty(copy, key);
      else copy[key] = value;
      return copy;
    }));
  };
  const first = columns[0];
  const add = (): void => { setRows([...rows, { ...(rows[rows.length - 1] ?? (first ? { [first.key]: 1 } : {})) }]); };
  const invalid = problem !== null;
  return (
    <fieldset className={`lab-field lab-rows${invalid ? ' lab-field-invalid' : ''}`} data-path={path} aria-describedby={invalid ? problemId(path) : undefined}>
      <legend>{label} ({rows.length})</legend>
      <table className="lab-table">
        <thead><tr><th scope="col">{capital(noun)}</th>{columns.map((c) => <th key={c.key} scope="col">{c.label}</th>)}<th scope="col"><span className="visually-hidden">Remove</span></th></tr></thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className={problem?.row === i ? 'lab-row-invalid' : undefined}>
              <th scope="row">{i + 1}</th>
              {columns.map((c) => (
                <td key={c.key}>
                  <input
                    type="number" inputMode="numeric" step={1} min={c.spec.type === 'integer' ? c.spec.min : undefined}
                    aria-label={`${capital(noun)} ${i + 1}: ${c.label.toLowerCase()}`}
                    aria-invalid={problem?.row === i}
                    placeholder={fieldDefault(c.spec)}
                    value={shown(row[c.key])}
                    onChange={(e) => { setCell(i, c.key, numberOrUndefined(e.target.value)); }}
                  />
                </td>
              ))}
              <td>
                <button type="button" className="lab-remove" disabled={rows.length <= minItems} aria-label={`Remove ${noun} ${i + 1}`} onClick={() => { setRows(rows.filter((_, j) => j !== i)); }}>×</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" disabled={rows.length >= maxItems} onClick={add}>Add a {noun}</button>
      <p className="lab-doc">{columns.map((c) => `${c.label}: ${c.spec.doc}.`).join(' ')}</p>
      <Problem problem={problem} />
    </fieldset>
  );
}

function fieldDefault(spec: FieldSpec): string {
  return spec.default === undefined ? '' : String(spec.default);
}

/** Every section of controls that applies to the config, with the refusal placed at its control. */
export function LabControls({ sections, config, effective, problem, onChange }: {
  readonly sections: readonly Section[];
  readonly config: Config;
  readonly effective: Variant | null;
  readonly problem: PlacedProblem | null;
  readonly onChange: (next: Config) => void;
}): ReactNode {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="lab-section" aria-labelledby={`lab-section-${section.id || 'game'}`}>
          <h2 id={`lab-section-${section.id || 'game'}`}>{section.heading}</h2>
          {section.controls.filter((c) => applies(c, config)).map((control) => {
            const props = { config, effective, onChange, problem: problem?.path === control.path ? problem : null };
            if (control.kind === 'single') return <SingleControl key={control.path} control={control} {...props} />;
            if (control.kind === 'set') return <SetControl key={control.path} control={control} {...props} />;
            return <RowsControl key={control.path} control={control} {...props} />;
          })}
        </section>
      ))}
    </>
  );
}
