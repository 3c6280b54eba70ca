/** The rules pages (`#/rules/<gameId>`): every sentence the engine's describeRules writes, and a print style. */
import { describe, expect, it } from './harness/test.js';
import { describeRules } from '@patience/core';
import { useApp } from './harness/app.js';
import { definition, GAMES } from './harness/engine.js';

const app = useApp();

describe('the rules page', () => {
  for (const game of GAMES) {
    it(`of ${game.id} shows every section and rule of the engine's description`, async () => {
      const rules = describeRules(game.variant());
      await app.open(`/rules/${game.id}`);
      await app.page.getByRole('heading', { name: rules.title, exact: true }).waitFor();
      const text = await app.page.locator('body').innerText();
      const missing = [rules.summary, ...rules.sections.flatMap((s) => [s.heading, ...s.rules])].filter((line) => !text.includes(line));
      expect(missing).toEqual([]);
    });
  }

  it('has a print stylesheet', async () => {
    await app.open('/rules/easthaven');
    await app.page.getByRole('heading', { name: describeRules(definition('easthaven').variant()).title, exact: true }).waitFor();
    const printRules = await app.page.evaluate(() => {
      let n = 0;
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) if (rule instanceof CSSMediaRule && rule.media.mediaText.includes('print')) n++;
      }
      return n;
    });
    expect(printRules).toBeGreaterThan(0);
  });
});
