/**
 * @patience/bakers-dozen: Baker's Dozen as data on @patience/core.
 * @packageDocumentation
 */
export { bakersDozen } from './bakers-dozen.js';
export type { NoOptions } from './bakers-dozen.js';
