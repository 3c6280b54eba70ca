/**
 * A copy of `array` at least `atLeast` long and at least twice as long as it was: the one way the solver's
 * typed arrays grow, so that growing a buffer costs amortised constant time per element.
 */
export function widened(array: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(atLeast, array.length * 2));
  next.set(array);
  return next;
}
