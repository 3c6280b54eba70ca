import type { ReactNode } from 'react';
import type { RulesDescription } from '@patience/core/rules';

/** The variant as JSON, which edits the controls as the controls edit it. */
export function LabJson({ text, problem, onEdit }: { readonly text: string; readonly problem: string | null; readonly onEdit: (text: string) => void }): ReactNode {
  return (
    <section className="lab-json" aria-labelledby="lab-json-heading">
      <h2 id="lab-json-heading">JSON view</h2>
      <label htmlFor="lab-json-text" className="lab-doc">The variant as JSON</label>
      <textarea id="lab-json-text" className="compose-text" spellCheck={false} rows={18} value={text} aria-invalid={problem !== null} aria-describedby={problem !== null ? 'lab-json-problem' : undefined} onChange={(e) => { onEdit(e.target.value); }} />
      {problem !== null && <p id="lab-json-problem" className="lab-problem">{problem}</p>}
    </section>
  );
}

/** The rules text, as the rules page writes it, regenerated with every change. */
export function LabRules({ rules }: { readonly rules: RulesDescription }): ReactNode {
  return (
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
  );
}
