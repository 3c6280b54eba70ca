/**
 * `patience`: the command line of the Patience packages, as the binary runs it. The commands are in main.ts;
 * this file only adds what belongs to a process of its own: the exit code, and a closed pipe.
 */
import { main } from './main.js';

// Output piped into a program that stops reading (`patience list | head`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2));
