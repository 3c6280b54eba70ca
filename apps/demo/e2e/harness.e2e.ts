/**
 * The harness checks itself on hand-written pages (no app): the DOM reader and the markup check must see
 * what is wrong, or the app's tests could pass on a broken board.
 */
import { describe, expect, it } from './harness/test.js';
import { easthaven } from '@patience/easthaven';
import { useApp } from './harness/app.js';
import { readLayout } from './harness/board.js';
import { IMG, injected } from './harness/safety.js';
import { seriousViolations } from './harness/axe.js';

const app = useApp();
const variant = easthaven.variant();

const card = (code: string): string => `<div data-face="up" data-card="${code}"></div>`;
const down = '<div data-face="down"></div>';

describe('the harness', () => {
  it('reads a board pile by pile, in the variant\'s order, with the stock count', async () => {
    const piles = ['t2', 't3', 't4', 't5', 't6', 't7'].map((id) => `<div data-pile="${id}"></div>`).join('');
    await app.page.setContent(`<div data-testid="board">
      <div data-pile="stock" data-count="31">${down}</div>
      <div data-pile="t1">${down}${down}<span><div data-face="up" data-card="QH"></div></span></div>${piles}
      <div data-pile="f1">${card('AC')}${card('2C')}</div><div data-pile="f2"></div><div data-pile="f3"></div><div data-pile="f4"></div>
    </div>`);
    expect(await readLayout(app.page, variant)).toEqual([
      't1: ## ## QH', 't2:', 't3:', 't4:', 't5:', 't6:', 't7:', 'f1: AC 2C', 'f2:', 'f3:', 'f4:', 'stock: 31 cards',
    ]);
  });

  it('shows face-down cards that give their codes away, a missing pile, a doubled pile and a stray pile', async () => {
    await app.page.setContent(`<div data-testid="board">
      <div data-pile="t1"><div data-face="down" data-card="KS"></div>${card('QH')}</div>
      <div data-pile="t2"></div><div data-pile="t2"></div><div data-pile="w9"></div>
      <div data-pile="stock" data-count="1"><div data-face="down" data-card="9D"></div></div>
    </div>`);
    const lines = await readLayout(app.page, variant);
    expect(lines.slice(0, 3)).toEqual(['t1: ##(leaks KS) QH', 't2: (2 piles with this id)', 't3: (missing)']);
    expect(lines.slice(-2)).toEqual(['stock: 1 cards (shows ##(leaks 9D))', '(extra pile w9)']);
  });

  it('audits a page with axe and names each serious violation with the elements it found', async () => {
    await app.page.setContent('<!doctype html><html lang="en"><title>audit</title><main><button></button><img src="data:,"></main></html>');
    expect(await seriousViolations(app.page)).toEqual([
      'critical button-name: Buttons must have discernible text — button',
      'critical image-alt: Images must have alternative text — img',
    ]);
  });

  it('finds markup that came from input, and script that ran', async () => {
    await app.page.setContent('<p>clean</p>');
    expect(await injected(app.page)).toEqual([]);
    await app.page.setContent(`<p>${IMG}</p>`);
    await app.page.waitForFunction(() => (window as unknown as { __pwned?: unknown }).__pwned !== undefined);
    expect(await injected(app.page)).toEqual(['window.__pwned was set', '<img onerror>', 'an <img src=x>']);
  });
});
