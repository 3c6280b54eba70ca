/** What every control of the Lab shares: its props, the refusal shown under it, and how values are read and shown. */
import type { ReactNode } from 'react';
import type { Variant } from '@patience/core';
import { controlId, type Config, type Control } from '../lab-fields.js';

/** A refusal placed at its control: the sentence, and the row of a list it names. */
export interface PlacedProblem {
  readonly path: string;
  readonly row: number | null;
  readonly text: string;
}

/** The props of one control. */
export interface ControlProps<C extends Control = Control> {
  readonly control: C;
  readonly config: Config;
  /** The last variant the rules made, whose filled-in values a control shows for a field left out. */
  readonly effective: Variant | null;
  readonly problem: PlacedProblem | null;
  readonly onChange: (next: Config) => void;
}

/** The DOM id of the refusal shown under the control of `path`. */
export function problemId(path: string): string {
  return `${controlId(path)}-problem`;
}

/** The refusal under a control, if any. */
export function Problem({ problem }: { readonly problem: PlacedProblem | null }): ReactNode {
  if (!problem) return null;
  return <p id={problemId(problem.path)} className="lab-problem" data-testid="lab-problem" data-field={problem.path}>{problem.text}</p>;
}

/** A number box's text as a value: nothing for an empty box, a number, or (for a moment) the text as typed, so the refusal says so. */
export function numberOrUndefined(text: string): number | string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** A plain value as an input shows it; anything else as nothing. */
export function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
