/**
 * Play-outs of every example game (@patience/examples: Klondike, FreeCell, Yukon, Scorpion, Canfield and the
 * rest) with every combination of its options.
 */
import { describePlayOuts } from './support/play-outs.js';
import { exampleSubjects } from '../src/subjects.js';

describePlayOuts(exampleSubjects());
