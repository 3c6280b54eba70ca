import type { KeyboardEvent } from 'react';

/** Keeps Tab among a modal dialog's buttons (the page behind it is out of reach while it is open). */
export function trapTab(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[(i + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
  if (next) {
    e.preventDefault();
    next.focus();
  }
}
