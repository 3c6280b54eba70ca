import { VariantError } from '../errors/errors.js';
import { Reader } from './check.js';
import { choicesOf, FIELD_RULES, KIND_FIELDS } from './fields.js';

/**
 * Where an author finds what the vocabulary cannot say yet, each rule under a name. A refusal met at one of those
 * limits names the rule there (see {@link beyondTheVocabulary}), so that it leads to the list, not to a field
 * that cannot do the job.
 */
export const CANNOT_SAY_YET = 'the list of what the vocabulary cannot say yet, in docs/composing-variants.md';

/** The end of a refusal caused by a rule the vocabulary cannot say: "… (`cards-placed-at-deal` in the list …)". */
export function beyondTheVocabulary(what: string, rule: string): string {
  return `${what} is a rule the vocabulary cannot say yet (\`${rule}\` in ${CANNOT_SAY_YET})`;
}

/** The readers of a variant: each refusal throws a {@link VariantError} naming the field. */
export const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new VariantError(path, problem);
});

export const DIRECTIONS = /* @__PURE__ */ choicesOf('rules.tableau.build.direction');
export const MATCHES = /* @__PURE__ */ choicesOf('rules.tableau.build.match');
/** The field table, under a short name: every reader reads its defaults and ranges. */
export const F = FIELD_RULES;

/**
 * The rule's kind: as written, or, when left out, the one kind whose fields it uses (the default kind when
 * it uses none). A field that belongs to another kind is refused by naming that kind.
 */
export function readKind<K extends string>(obj: Record<string, unknown>, path: keyof typeof KIND_FIELDS, noun: string, fallback: K): K {
  const r = reader;
  const kinds = KIND_FIELDS[path] as Record<K, readonly string[]>;
  const names = Object.keys(kinds) as K[];
  let kind: K;
  if (obj.kind === undefined) {
    const used = names.filter((k) => kinds[k].some((f) => f in obj));
    kind = used.length === 1 && used[0] !== undefined ? used[0] : fallback;
  } else kind = r.oneOf(obj.kind, `${path}.kind`, names);
  r.onlyKeys(obj, path, ['kind', ...kinds[kind]], (key) => {
    const owner = names.find((k) => kinds[k].includes(key));
    return owner === undefined ? undefined : `\`${key}\` belongs to ${/^[aeiou]/.test(owner) ? 'an'
      : 'a'} "${owner}" ${noun}, and this one is "${kind}"`;
  });
  return kind;
}
