/**
 * Play-outs of every other shipped game with every combination of its options (Seahaven Towers' run
 * limits, and any game added to @patience/games later).
 */
import { describePlayOuts } from './support/play-outs.js';
import { shippedSubjects } from '../src/subjects.js';

describePlayOuts(shippedSubjects().filter((s) => !['easthaven', 'spider', 'spiderette'].includes(s.game.id)));
