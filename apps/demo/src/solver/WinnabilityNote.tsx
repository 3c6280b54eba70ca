import type { ReactNode } from 'react';
import { winnabilityWords, type Winnability } from './winnability.js';

/**
 * The quiet note saying whether the game can still be won. Not a live region: it changes after every move,
 * and a screen reader reads it when the player goes to it, with its explanation.
 */
export function WinnabilityNote({ winnability, atStart }: { readonly winnability: Winnability; readonly atStart: boolean }): ReactNode {
  const words = winnabilityWords(winnability, atStart);
  if (!words) return null;
  const verdict = winnability.status === 'done' ? winnability.verdict : winnability.status;
  return (
    <p
      className={`winnability winnability-${verdict}`}
      data-testid="winnable"
      data-verdict={verdict}
      aria-busy={winnability.status === 'checking'}
      title={words.detail}
      aria-description={words.detail}
    >
      {words.text}
    </p>
  );
}
