import { Fragment, type ReactNode } from 'react';
import type { FieldSpec } from '@patience/core/rules';
import { allLike, staircase, valueAt, withValue, words, type Column, type Config, type Control } from '../lab-fields.js';
import { ListInput } from './ListInput.js';
import { capital, numberOrUndefined, Problem, problemId, shown, type ControlProps, type PlacedProblem } from './control-parts.js';

function rowsOf(config: Config, path: string): Config[] {
  const rows = valueAt(config, path);
  return Array.isArray(rows) ? rows.map((r: unknown) => (typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Config) : {})) : [];
}

function fieldDefault(spec: FieldSpec): string {
  return spec.default === undefined ? '' : String(spec.default);
}

/** One cell of a row: an input of the column's kind (a number box, a list of choices, a switch, a list, a text box). */
function Cell({ column, value, label, invalid, onChange }: {
  readonly column: Column;
  readonly value: unknown;
  readonly label: string;
  readonly invalid: boolean;
  readonly onChange: (next: unknown) => void;
}): ReactNode {
  const { spec } = column;
  if (column.list) return <ListInput value={value} label={label} invalid={invalid} onChange={onChange} />;
  if (spec.type === 'integer') {
    return <input type="number" inputMode="numeric" step={1} min={spec.min} aria-label={label} aria-invalid={invalid} placeholder={fieldDefault(spec)} value={shown(value)} onChange={(e) => { onChange(numberOrUndefined(e.target.value)); }} />;
  }
  if (spec.type === 'choice') {
    return (
      <select aria-label={label} aria-invalid={invalid} value={typeof value === 'string' ? value : ''} onChange={(e) => { onChange(e.target.value === '' ? undefined : e.target.value); }}>
        <option value="">{spec.default === undefined ? 'Default' : `Default (${words(spec.default)})`}</option>
        {spec.values.map((v) => <option key={v} value={v}>{words(v)}</option>)}
      </select>
    );
  }
  if (spec.type === 'boolean') return <input type="checkbox" aria-label={label} aria-invalid={invalid} checked={(value ?? spec.default) === true} onChange={(e) => { onChange(e.target.checked); }} />;
  return <input type="text" aria-label={label} aria-invalid={invalid} value={shown(value)} onChange={(e) => { onChange(e.target.value === '' ? undefined : e.target.value); }} />;
}

/**
 * The row a refusal names, when it names one of the rows there are: its message is shown beside that row (in a
 * table row of its own just under it), so that on a phone it is seen next to the control that caused it rather
 * than under a long table; a refusal of the whole list is shown under the table.
 */
export function problemRow(problem: PlacedProblem | null, rows: number): number | null {
  return problem !== null && problem.row !== null && problem.row >= 0 && problem.row < rows ? problem.row : null;
}

/** An array of entries (a layout's piles): a row per entry with an input per field, and rows to add and take away. */
export function RowsControl({ control, config, problem, onChange }: ControlProps<Extract<Control, { kind: 'rows' }>>): ReactNode {
  const { path, columns, label, maxItems, minItems, noun } = control;
  const rows = rowsOf(config, path);
  const setRows = (next: Config[]): void => { onChange(withValue(config, path, next)); };
  const setCell = (index: number, key: string, value: unknown): void => {
    setRows(rows.map((row, i) => (i === index ? withValue(row, key, value) : row)));
  };
  const first = columns.find((c) => c.spec.type === 'integer' && !c.list);
  const add = (): void => { setRows([...rows, { ...(rows[rows.length - 1] ?? (first ? { [first.key]: 1 } : {})) }]); };
  const invalid = problem !== null;
  const besideRow = problemRow(problem, rows.length);
  return (
    <fieldset className={`lab-field lab-rows${invalid ? ' lab-field-invalid' : ''}`} data-path={path} aria-describedby={invalid ? problemId(path) : undefined}>
      <legend>{label} ({rows.length})</legend>
      <div className="lab-table-scroll">
        <table className="lab-table">
          <thead><tr><th scope="col">{capital(noun)}</th>{columns.map((c) => <th key={c.key} scope="col">{c.label}</th>)}<th scope="col"><span className="visually-hidden">Remove</span></th></tr></thead>
          <tbody>
            {rows.map((row, i) => (
              <Fragment key={i}>
                <tr className={problem?.row === i ? 'lab-row-invalid' : undefined}>
                  <th scope="row">{i + 1}</th>
                  {columns.map((c) => (
                    <td key={c.key}>
                      <Cell column={c} value={valueAt(row, c.key)} label={`${capital(noun)} ${i + 1}: ${c.label.toLowerCase()}`} invalid={problem?.row === i} onChange={(next) => { setCell(i, c.key, next); }} />
                    </td>
                  ))}
                  <td>
                    <button type="button" className="lab-remove" disabled={rows.length <= minItems} aria-label={`Remove ${noun} ${i + 1}`} onClick={() => { setRows(rows.filter((_, j) => j !== i)); }}>×</button>
                  </td>
                </tr>
                {besideRow === i && (
                  <tr className="lab-row-problem">
                    <td colSpan={columns.length + 2}><Problem problem={problem} /></td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {/* A refusal of the whole list: right under the rows, so that on a phone it is not pushed below the buttons and the notes. */}
      {besideRow === null && <Problem problem={problem} />}
      <p className="lab-row-actions">
        <button type="button" disabled={rows.length >= maxItems} onClick={add}>Add a {noun}</button>
        {path === 'layout.tableau' && rows.length > 1 && (
          <>
            <button type="button" onClick={() => { setRows(allLike(rows)); }}>All piles like pile 1</button>
            <button type="button" onClick={() => { setRows(staircase(rows.length)); }}>Staircase, 1 to {rows.length} cards</button>
          </>
        )}
      </p>
      <p className="lab-doc">{columns.map((c) => `${c.label}: ${c.spec.doc}.`).join(' ')}</p>
    </fieldset>
  );
}
