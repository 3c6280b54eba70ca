/** Play-outs of Easthaven with every combination of its three options (12 variants). */
import { describePlayOuts } from './support/play-outs.js';
import { shippedSubjects } from '../src/subjects.js';

describePlayOuts(shippedSubjects().filter((s) => s.game.id === 'easthaven'));
