/**
 * Pyramid, TriPeaks and Golf on the board: a tableau of cards that cover each other laid out as on a table
 * (Pyramid's triangle, TriPeaks' three peaks), fitting the window at 390x844 with touch and at 1366x850; a
 * pair removed in Pyramid and a card played onto Golf's waste by taps, and on the desktop by a drag and by
 * the keyboard, with the engine agreeing. Keeps a screenshot of each game at each size in test-results/screenshots/.
 */
import { Game, type Move } from '@patience/core';
import type { Page } from '@playwright/test';
import { describe, expect } from './harness/test.js';
import { sharedTest as it, type SharedApp } from './harness/shared-page.js';
import { clickCard, drag, expectLayout, focusPile, keyboardMove, pile, settled, tapCard, waitForBoard } from './harness/board.js';
import { coveredRoute, coveredVariant, type CoveredGame } from './harness/covered-games.js';
import { layoutOfGame } from './harness/engine.js';
import { fitLine, fitProblems, measureFit } from './harness/fit.js';
import { type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';

const SETTINGS = { 'patience:v1:settings': JSON.stringify({ autoMove: false, winnableOnly: false, showWinnability: false }) };

type CardMove = Extract<Move, { kind: 'move' }>;

/** The first deal from `from` whose opening has a card move that `pick` accepts, and that move. */
function findDeal(name: CoveredGame, pick: (move: CardMove) => boolean, from = 1): { game: Game; seed: number; move: CardMove } {
  for (let seed = from; seed < from + 200; seed++) {
    const game = new Game(coveredVariant(name), { seed });
    const move = game.moves().find((m): m is CardMove => m.kind === 'move' && pick(m));
    if (move) return { game, seed, move };
  }
  throw new Error(`No deal of ${name} from ${from} has such a move.`);
}

async function open(app: SharedApp, name: CoveredGame, game: Game, seed: number): Promise<void> {
  await app.show(coveredRoute(name, seed));
  await waitForBoard(app.page);
  await expectLayout(app.page, game.variant, layoutOfGame(game));
  await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectFit(page: Page, what: string): Promise<void> {
  await settled(page);
  const fit = await measureFit(page);
  console.log(fitLine(what, fit));
  expect(fitProblems(fit)).toEqual([]);
}

const tableauPair = (m: CardMove): boolean => m.from.startsWith('t') && m.to.startsWith('t');
const ontoWaste = (m: CardMove): boolean => m.to === 'waste';

for (const [viewport, touch] of [['phone', true], ['desktop', false]] as [ViewportName, boolean][]) {
  describe(`covered piles at ${viewport} size`, () => {
    // The worker's page at this size (harness/shared-page.ts): each deal opened by its link.
    const screen = { viewport, touch };
    const tap = (app: SharedApp, pileId: string): Promise<void> => (touch ? tapCard(app.page, pileId) : clickCard(app.page, pileId));

    for (const name of ['pyramid', 'tripeaks', 'golf'] as const) {
      it(`lays ${name} out to fit the window`, async ({ shared }) => {
        const app = await shared(screen, SETTINGS);
        const game = new Game(coveredVariant(name), { seed: 1 });
        await open(app, name, game, 1);
        await expectFit(app.page, `${name} ${viewport}`);
        await saveScreenshot(app.page, `covered-${name}-${viewport}`);
      });
    }

    it('dims Pyramid\'s covered cards and removes a pair by two taps', async ({ shared }) => {
      const app = await shared(screen, SETTINGS);
      const { game, seed, move } = findDeal('pyramid', tableauPair);
      await open(app, 'pyramid', game, seed);
      await expect(pile(app.page, 't1')).toHaveAttribute('data-covered', 'true');
      await expect(pile(app.page, 't22')).not.toHaveAttribute('data-covered');
      await tap(app, move.from);
      await expect(pile(app.page, move.from)).toHaveAttribute('data-selected', 'true');
      await tap(app, move.to);
      game.move(move);
      await expectLayout(app.page, game.variant, layoutOfGame(game));
      expect(game.pile('f1').cards).toHaveLength(2);
      await settled(app.page);
      await saveScreenshot(app.page, `covered-pyramid-pair-${viewport}`);
    });

    it('plays a Golf card onto the waste by a tap', async ({ shared }) => {
      const app = await shared(screen, SETTINGS);
      const { game, seed, move } = findDeal('golf', ontoWaste);
      await open(app, 'golf', game, seed);
      await tap(app, move.from);
      game.move(move);
      await expectLayout(app.page, game.variant, layoutOfGame(game));
    });

    if (!touch) {
      it('takes a TriPeaks card onto the waste and a Pyramid pair by drag, lighting the target', async ({ shared }) => {
        const app = await shared(screen, SETTINGS);
        const tri = findDeal('tripeaks', ontoWaste);
        await open(app, 'tripeaks', tri.game, tri.seed);
        expect(await drag(app.page, tri.move.from, 1, 'waste')).toEqual({ markedLegal: true });
        tri.game.move(tri.move);
        await expectLayout(app.page, tri.game.variant, layoutOfGame(tri.game));

        const pyr = findDeal('pyramid', tableauPair);
        await open(app, 'pyramid', pyr.game, pyr.seed);
        expect(await drag(app.page, pyr.move.from, 1, pyr.move.to)).toEqual({ markedLegal: true });
        pyr.game.move(pyr.move);
        await expectLayout(app.page, pyr.game.variant, layoutOfGame(pyr.game));
      });

      it('plays a Golf card onto the waste and a Pyramid pair of the front row with the keyboard', async ({ shared }) => {
        const app = await shared(screen, SETTINGS);
        const golf = findDeal('golf', ontoWaste);
        await open(app, 'golf', golf.game, golf.seed);
        await focusPile(app.page, golf.move.from);
        await app.page.keyboard.press('Enter');
        await focusPile(app.page, 'waste');
        await app.page.keyboard.press('Enter');
        golf.game.move(golf.move);
        await expectLayout(app.page, golf.game.variant, layoutOfGame(golf.game));

        const front = (id: string): boolean => Number(id.slice(1)) >= 22;
        const pyr = findDeal('pyramid', (m) => tableauPair(m) && front(m.from) && front(m.to));
        await open(app, 'pyramid', pyr.game, pyr.seed);
        await keyboardMove(app.page, pyr.move.from, pyr.move.to);
        pyr.game.move(pyr.move);
        await expectLayout(app.page, pyr.game.variant, layoutOfGame(pyr.game));
      });
    }
  });
}
