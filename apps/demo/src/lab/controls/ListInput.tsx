import { useEffect, useState, type ReactNode } from 'react';
import { listFromText, listText } from '../lab-fields.js';

/**
 * A list of numbers or words typed as text ("1, 3, 5"), such as pile indices. The text is kept as typed
 * while it reads as the same list, so that "1, " can become "1, 2"; a list changed elsewhere (the JSON
 * view) replaces it.
 */
export function ListInput({ id, value, label, invalid, described, onChange }: {
  readonly id?: string;
  readonly value: unknown;
  readonly label?: string;
  readonly invalid: boolean;
  readonly described?: string;
  readonly onChange: (next: unknown[] | undefined) => void;
}): ReactNode {
  const [text, setText] = useState(() => listText(value));
  useEffect(() => {
    setText((typed) => (listText(listFromText(typed)) === listText(value) ? typed : listText(value)));
  }, [value]);
  return (
    <input
      id={id} type="text" inputMode="numeric" autoComplete="off" placeholder="none" value={text}
      aria-label={label} aria-invalid={invalid} aria-describedby={described}
      onChange={(e) => { setText(e.target.value); onChange(listFromText(e.target.value)); }}
    />
  );
}
