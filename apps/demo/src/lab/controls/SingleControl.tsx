import type { ReactNode } from 'react';
import { controlId, valueAt, withValue, words, type Control } from '../lab-fields.js';
import { capital, numberOrUndefined, Problem, problemId, shown, type ControlProps } from './control-parts.js';

/**
 * One field of the table: a list of choices, a number box (with the word the field also takes, such as
 * "unlimited" or "first-card", as a checkbox), a switch, or a text box.
 */
export function SingleControl({ control, config, effective, problem, onChange }: ControlProps<Extract<Control, { kind: 'single' }>>): ReactNode {
  const { path, spec, label } = control;
  const id = controlId(path);
  const written = valueAt(config, path);
  const filled = written ?? valueAt(effective, path) ?? spec.default;
  const invalid = problem !== null;
  const described = [`${id}-doc`, ...(invalid ? [problemId(path)] : [])].join(' ');
  const set = (value: unknown): void => { onChange(withValue(config, path, value)); };
  let input: ReactNode;
  if (spec.type === 'choice') {
    const fallback = typeof filled === 'string' && written === undefined ? filled : spec.default;
    input = (
      <select id={id} value={typeof written === 'string' ? written : ''} aria-invalid={invalid} aria-describedby={described} onChange={(e) => { set(e.target.value === '' ? undefined : e.target.value); }}>
        <option value="">{`Default${fallback !== undefined ? ` (${words(fallback)})` : ''}`}</option>
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
    input = <input id={id} type="checkbox" role="switch" className="lab-switch" checked={filled === true} aria-invalid={invalid} aria-describedby={described} onChange={(e) => { set(e.target.checked); }} />;
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
