import type { ReactNode } from 'react';
import { controlId, valueAt, withValue, words, type Control } from '../lab-fields.js';
import { ListInput } from './ListInput.js';
import { capital, Problem, problemId, type ControlProps } from './control-parts.js';

/** A list of distinct choices (the deck's suits): a checkbox per choice; none ticked is the default. */
export function SetControl({ control, config, effective, problem, onChange }: ControlProps<Extract<Control, { kind: 'set' }>>): ReactNode {
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

/** A list of numbers or words (pile indices, say), typed as "1, 3, 5"; empty is the default. */
export function ListControl({ control, config, problem, onChange }: ControlProps<Extract<Control, { kind: 'list' }>>): ReactNode {
  const { path, spec, label } = control;
  const id = controlId(path);
  const invalid = problem !== null;
  const described = [`${id}-doc`, ...(invalid ? [problemId(path)] : [])].join(' ');
  return (
    <div className={`lab-field${invalid ? ' lab-field-invalid' : ''}`} data-path={path}>
      <label htmlFor={id}>{label}</label>
      <ListInput id={id} value={valueAt(config, path)} invalid={invalid} described={described} onChange={(next) => { onChange(withValue(config, path, next)); }} />
      <p id={`${id}-doc`} className="lab-doc">{capital(spec.doc)}, separated by commas</p>
      <Problem problem={problem} />
    </div>
  );
}
