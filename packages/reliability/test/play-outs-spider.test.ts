/** Play-outs of Spider and Spiderette with every combination of suits and dealing with empty columns. */
import { describePlayOuts } from './support/play-outs.js';
import { shippedSubjects } from '../src/subjects.js';

describePlayOuts(shippedSubjects().filter((s) => s.game.id === 'spider' || s.game.id === 'spiderette'));
