/**
 * @patience/forty-thieves: Forty Thieves as data on @patience/core.
 * @packageDocumentation
 */
export { fortyThieves } from './forty-thieves.js';
export type { NoOptions } from './forty-thieves.js';
