/**
 * `@patience/solver/agreement`: checks that the solver's compact engine plays a variant exactly as core does.
 *
 * The solver searches every variant on its own compact engine (a byte a card, moves made and unmade in place)
 * rather than on core's positions. These checks play a variant with both engines side by side and name the
 * first difference: use them in a new variant's tests before trusting the solver's verdicts on it. The
 * repository's own tests and soak run them on every shipped, example and catalogue game.
 *
 * @packageDocumentation
 */
export { engineDisagreement, engineDisagreementOnLine } from '../engine/agreement.js';
