/**
 * Play-outs of every other shipped game with every combination of its options (Seahaven Towers' run
 * limits, and any game added to @patience/games later), and of core's fixtures: Klondike draw 1
 * and draw 3, FreeCell, Yukon, and the Spider-like and Easthaven-like shapes.
 */
import { describePlayOuts } from './support/play-outs.js';
import { fixtureSubjects, shippedSubjects } from '../src/subjects.js';

describePlayOuts([
  ...shippedSubjects().filter((s) => !['easthaven', 'spider', 'spiderette'].includes(s.game?.id ?? '')),
  ...fixtureSubjects(),
]);
