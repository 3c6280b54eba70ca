import type { PileId } from '@patience/core';

/** A sentence for the play page's status line, and how it reads: news, a refusal, a hint or a warning. */
export interface Message {
  readonly text: string;
  readonly tone: 'info' | 'refusal' | 'hint' | 'notice';
  /** The pile the sentence is about: a refusal is also shown beside its card there. */
  readonly at?: PileId;
  /** A way to act on the news, shown after the sentence as a link (e.g. back to a game left behind). */
  readonly action?: { readonly label: string; readonly href: string };
}
