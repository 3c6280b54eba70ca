/**
 * A benchmark, not a test (`pnpm exec playwright test --config playwright.bench.config.ts e2e/drag.bench.ts`
 * after `pnpm --filter @patience/demo build`): the frame times of a drag of a run on a phone, 390x844, with the
 * CPU slowed four times (Chrome DevTools protocol `Emulation.setCPUThrottlingRate`), as a slower phone runs it.
 * It prints the median and 95th percentile of the gaps between animation frames while the run follows the
 * pointer. Our aim: 60 frames a second, 16.7 ms a frame. Times depend on the machine's load (print `uptime`
 * beside them), so they are printed, never asserted; it fails only when the drag does not happen.
 */
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { cardsIn, pointOn, waitForBoard } from './harness/board.js';
import { playRoute } from './harness/engine.js';
import { VIEWPORTS } from './harness/settings.js';

const app = useApp({ viewport: 'phone' });
/** The run dragged: the top three cards of FreeCell deal 1's first column, carried round the board. */
const RUN = 3;
const STEPS = 150;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

describe('a drag on a throttled phone', () => {
  it(`frame times of a ${RUN}-card run following the pointer, 390x844, CPU 4x slower`, async () => {
    const page = app.page;
    await app.open(playRoute('freecell', 1));
    await waitForBoard(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const size = await cardsIn(page, 't1');
    const start = await pointOn(page, 't1', size - RUN);
    await page.evaluate(() => {
      const gaps: number[] = [];
      let last = 0;
      const tick = (now: number): void => {
        if (last > 0) gaps.push(now - last);
        last = now;
        if ((window as unknown as { dragDone?: boolean }).dragDone !== true) requestAnimationFrame(tick);
      };
      (window as unknown as { gaps: number[] }).gaps = gaps;
      requestAnimationFrame(tick);
    });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // A loop round the lower board and back: the held run is redrawn under the pointer at every step.
    const { width, height } = VIEWPORTS.phone;
    for (let i = 1; i <= STEPS; i++) {
      const angle = (i / STEPS) * 2 * Math.PI;
      await page.mouse.move(width / 2 + Math.sin(angle) * width * 0.35, height * 0.6 - Math.cos(angle) * height * 0.2);
    }
    const dragging = await page.locator('.pb-card.pb-dragging').count();
    await page.mouse.move(start.x, start.y);
    await page.mouse.up();
    const gaps = await page.evaluate(() => {
      (window as unknown as { dragDone: boolean }).dragDone = true;
      return (window as unknown as { gaps: number[] }).gaps;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(dragging).toBe(RUN);
    const sorted = [...gaps].sort((a, b) => a - b);
    console.log(`drag of a ${RUN}-card run, 390x844, CPU 4x: ${gaps.length} frames, median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`);
  });
});
