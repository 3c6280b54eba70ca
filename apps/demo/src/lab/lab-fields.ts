/**
 * The Variant Lab's controls, generated from core's table of the vocabulary (`VOCABULARY_FIELDS`, with the
 * kinds of `KIND_FIELDS` and the schema's alternatives): no field is written out here, so a rule added to
 * the table gets its control with no change to the Lab. Also the plain-data edits the controls make on a
 * config, and the mapping from a refusal's field (`VariantError.field`) to the control that causes it.
 */
import { KIND_FIELDS, variantSchema, VOCABULARY_FIELDS, type FieldSpec, type JsonSchema } from '@patience/core/rules';

/** A config as the Lab edits it: plain JSON data. */
export type Config = Record<string, unknown>;

/** One column of a list of rows: a field of each entry (`cards`), or a list in each entry (`covers[]`, a `list` key). */
export interface Column {
  readonly key: string;
  readonly label: string;
  readonly spec: FieldSpec;
  /** The entry's field holds a list of values (its key in the table ends in `[]`), written as "1, 2, 3". */
  readonly list: boolean;
}

/**
 * One control: a field of the table (`single`), a list of distinct choices (`set`), a list of numbers or
 * words (`list`: pile indices, say), or a list of rows (`rows`).
 */
export type Control =
  | { readonly kind: 'single'; readonly path: string; readonly label: string; readonly spec: FieldSpec; readonly alternative: string | null }
  | { readonly kind: 'set'; readonly path: string; readonly label: string; readonly spec: FieldSpec & { type: 'choice' }; readonly maxItems: number }
  | { readonly kind: 'list'; readonly path: string; readonly label: string; readonly spec: FieldSpec; readonly maxItems: number }
  | { readonly kind: 'rows'; readonly path: string; readonly label: string; readonly noun: string; readonly columns: readonly Column[]; readonly maxItems: number; readonly minItems: number };

/** A group of controls under a heading. */
export interface Section {
  readonly id: string;
  readonly heading: string;
  readonly controls: readonly Control[];
}

const FIELDS = VOCABULARY_FIELDS as Readonly<Record<string, FieldSpec>>;
const KINDS = KIND_FIELDS as Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Headings of the sections a person knows by another name than the field's; any other is the field's name in words. */
const HEADINGS: Readonly<Record<string, string>> = {
  '': 'The game',
  'deck': 'Deck and suits',
  'layout.tableau': 'Tableau piles',
  'layout': 'Cards placed at the deal, and the reserve',
  'layout.cells': 'Cells',
  'rules.tableau': 'Tableau rules',
  'rules.cells': 'Cell rules',
  'rules.reserve': 'Reserve rules',
  'rules.effects': 'Automatic moves',
  'rules.win': 'Winning',
};

/** What one entry of an array is called, where its field's name does not say it; any other is the name in the singular. */
const NOUNS: Readonly<Record<string, string>> = { 'layout.tableau': 'pile' };

/** A field name in words: `emptyAccepts` → "empty accepts", `pickUp.kind` → "pick up kind". */
export function words(name: string): string {
  return name.replace(/\[\]/g, '').replace(/\./g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The section a field belongs to: its array (`layout.tableau`), its rule (`rules.stock`), else its first part. */
function sectionOf(path: string): string {
  const array = /^(.*?)\[\]/.exec(path);
  if (array?.[1] !== undefined && path.slice(array[0].length) !== '') return array[1];
  const parts = path.replace(/\[\]$/, '').split('.');
  if (parts[0] === 'rules') return parts.slice(0, 2).join('.');
  return parts.length === 1 ? '' : (parts[0] ?? '');
}

/** The schema of a table path, found through objects, arrays and the branches of a rule with kinds. */
function schemaAt(path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = variantSchema();
  for (const part of path.split('.')) {
    const bare = part.replace(/\[\]$/, '');
    const props = node?.properties as Record<string, JsonSchema> | undefined;
    let next = props?.[bare];
    if (next === undefined) {
      const branches = (node?.anyOf ?? []) as JsonSchema[];
      next = branches.map((b) => (b.properties as Record<string, JsonSchema> | undefined)?.[bare]).find((s) => s !== undefined);
    }
    node = next === undefined ? undefined : part.endsWith('[]') ? (next.items as JsonSchema | undefined) : next;
  }
  return node;
}

/** A word the schema allows besides the field's numbers (`redeals`: "unlimited"), or null. */
function alternativeOf(path: string): string | null {
  const alternatives = (schemaAt(path)?.anyOf ?? []) as JsonSchema[];
  const word = alternatives.find((a) => typeof a.const === 'string')?.const;
  return typeof word === 'string' ? word : null;
}

function arrayLimits(path: string): { maxItems: number; minItems: number } {
  let node: JsonSchema | undefined = variantSchema();
  for (const part of path.split('.')) node = (node?.properties as Record<string, JsonSchema> | undefined)?.[part];
  return { maxItems: typeof node?.maxItems === 'number' ? node.maxItems : 32, minItems: typeof node?.minItems === 'number' ? node.minItems : 0 };
}

let made: readonly Section[] | null = null;

/**
 * Every control of the vocabulary, in sections, in the table's order: a choice is a list to choose from, a
 * number a number box, a yes-or-no a switch; a list of distinct choices (the deck's suits) a set of
 * checkboxes; the fields of an array's entries (a pile's cards and face-down cards) the columns of a list of rows.
 */
export function labSections(): readonly Section[] {
  made ??= sectionsFor(FIELDS);
  return made;
}

/**
 * The sections of controls for a table of fields: `labSections` for core's, or for any table written in
 * its form (a field another branch adds gets its control from here, with no code of its own).
 */
export function sectionsFor(fields: Readonly<Record<string, FieldSpec>>): readonly Section[] {
  const sections = new Map<string, Control[]>();
  const rows = new Map<string, Column[]>();
  const add = (section: string, control: Control): void => {
    const list = sections.get(section) ?? [];
    list.push(control);
    sections.set(section, list);
  };
  for (const [path, spec] of Object.entries(fields)) {
    const section = sectionOf(path);
    const inArray = /^(.*?)\[\]\.(.+)$/.exec(path);
    if (inArray?.[1] !== undefined && inArray[2] !== undefined) {
      const arrayPath = inArray[1];
      let columns = rows.get(arrayPath);
      if (!columns) {
        columns = [];
        rows.set(arrayPath, columns);
        const name = words(arrayPath.split('.').pop() ?? arrayPath);
        add(section, { kind: 'rows', path: arrayPath, label: capitalised(name), noun: NOUNS[arrayPath] ?? name.replace(/s$/, ''), columns, ...arrayLimits(arrayPath) });
      }
      const list = inArray[2].endsWith('[]');
      const key = list ? inArray[2].slice(0, -2) : inArray[2];
      columns.push({ key, label: capitalised(words(key)), spec, list });
    } else if (path.endsWith('[]')) {
      const bare = path.slice(0, -2);
      const label = capitalised(words(bare.split('.').pop() ?? bare));
      const { maxItems } = arrayLimits(bare);
      add(section, spec.type === 'choice' ? { kind: 'set', path: bare, label, spec, maxItems } : { kind: 'list', path: bare, label, spec, maxItems });
    } else {
      const rest = section === '' ? path : path.slice(section.length + 1);
      // A rule's own kind is named with the rule ("Stock kind"), so that no two controls share a label.
      const label = rest === 'kind' ? `${capitalised(words(section.split('.').pop() ?? section))} kind` : capitalised(words(rest));
      add(section, { kind: 'single', path, label, spec, alternative: alternativeOf(path) });
    }
  }
  return [...sections.entries()].map(([id, controls]) => ({
    id,
    heading: HEADINGS[id] ?? capitalised(words(id.split('.').pop() ?? id)),
    controls,
  }));
}

/** Every control, in order. */
export function labControls(): readonly Control[] {
  return labSections().flatMap((s) => s.controls);
}

/** The value at a dotted path of a config (no `[]` parts), or undefined. */
export function valueAt(config: unknown, path: string): unknown {
  let node = config;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The config with the field at `path` set to `value` (or taken out, for undefined), as a new object: the
 * objects on the way are copied, or made when missing. Changing a rule's kind takes out the fields of its
 * other kinds, which the new kind would refuse.
 */
export function withValue(config: Config, path: string, value: unknown): Config {
  const parts = path.split('.');
  const out: Config = { ...config };
  let node = out;
  parts.slice(0, -1).forEach((part) => {
    const existing = node[part];
    const copy: Config = typeof existing === 'object' && existing !== null && !Array.isArray(existing) ? { ...(existing as Config) } : {};
    node[part] = copy;
    node = copy;
  });
  const last = parts[parts.length - 1] ?? '';
  if (value === undefined) {
    Reflect.deleteProperty(node, last);
    pruneRequired(out, parts.slice(0, -1));
  } else node[last] = value;
  const rule = parts.slice(0, -1).join('.');
  const kinds = KINDS[rule];
  if (last === 'kind' && kinds && typeof value === 'string') {
    const own = kinds[value] ?? [];
    for (const fields of Object.values(kinds)) for (const field of fields) if (!own.includes(field)) Reflect.deleteProperty(node, field);
  }
  return out;
}

/**
 * Takes out, from the deepest up, each object on `parts` that now lacks a field the schema says it must
 * hold, where its holder can do without it: clearing the reserve's cards means no reserve. An object its
 * holder needs (the layout) stays, so that the refusal names what it lacks; an object with no field
 * required (the scoring, where `{}` is a score of nothing but zeros) stays.
 */
function pruneRequired(root: Config, parts: readonly string[]): void {
  for (let depth = parts.length; depth > 0; depth -= 1) {
    const path = parts.slice(0, depth).join('.');
    const holderPath = parts.slice(0, depth - 1).join('.');
    const node = valueAt(root, path);
    const holder = holderPath === '' ? root : valueAt(root, holderPath);
    const required = schemaAt(path)?.required;
    const holderRequired = (holderPath === '' ? variantSchema() : schemaAt(holderPath))?.required;
    const key = parts[depth - 1] ?? '';
    if (typeof node !== 'object' || node === null || !Array.isArray(required)) return;
    if (!required.some((field) => typeof field === 'string' && !(field in node))) return;
    if (Array.isArray(holderRequired) && holderRequired.includes(key)) return;
    if (typeof holder !== 'object' || holder === null) return;
    Reflect.deleteProperty(holder, key);
  }
}

/** A list typed as text ("1, 3, 5"): its numbers, and any word kept as typed so that the refusal names it; undefined for none. */
export function listFromText(text: string): unknown[] | undefined {
  const items = text.split(/[\s,;]+/).filter((item) => item !== '');
  if (items.length === 0) return undefined;
  return items.map((item) => {
    const n = Number(item);
    return Number.isFinite(n) ? n : item;
  });
}

/** A list as the text a list control shows: "1, 3, 5". */
export function listText(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v))).join(', ') : '';
}

/** The rows of the table (`VOCABULARY_FIELDS` paths) a control edits. */
export function fieldsOf(control: Control): readonly string[] {
  if (control.kind === 'single') return [control.path];
  if (control.kind === 'set' || control.kind === 'list') return [`${control.path}[]`];
  return control.columns.map((c) => `${control.path}[].${c.key}${c.list ? '[]' : ''}`);
}

/** The kind a rule has in a config: as written, else the one whose fields it uses, else the table's default. */
export function kindOf(config: Config, rule: string): string | undefined {
  const kinds = KINDS[rule];
  if (!kinds) return undefined;
  const written = valueAt(config, `${rule}.kind`);
  if (typeof written === 'string') return written;
  const obj = valueAt(config, rule);
  const used = Object.entries(kinds).filter(([, fields]) => fields.some((f) => typeof obj === 'object' && obj !== null && f in obj));
  if (used.length === 1 && used[0]) return used[0][0];
  const spec = FIELDS[`${rule}.kind`];
  return spec?.type === 'choice' ? spec.default : undefined;
}

/** Whether a control applies to the config: a field of a rule's kind only when the rule is of that kind. */
export function applies(control: Control, config: Config): boolean {
  const at = control.path.lastIndexOf('.');
  const rule = control.path.slice(0, at);
  const field = control.path.slice(at + 1);
  const kinds = KINDS[rule];
  if (!kinds || field === 'kind') return true;
  const kind = kindOf(config, rule);
  return kind === undefined || (kinds[kind] ?? []).includes(field);
}

/**
 * The control a refusal's field belongs to, and the row of a list it names: the control of that field, else
 * the first that applies inside it (`rules.stock` → the stock's kind; `layout` → the tableau's piles), else
 * the nearest one that holds it. Null when no control is near (an id, a name: the JSON view shows those).
 */
export function controlForField(field: string, config: Config): { readonly control: Control; readonly row: number | null } | null {
  const rowMatch = /\[(\d+)\]/.exec(field);
  const row = rowMatch?.[1] === undefined ? null : Number(rowMatch[1]);
  const generic = field.replace(/\[\d+\]/g, '[]');
  const arrayOf = generic.replace(/\[\].*$/, '');
  const controls = labControls();
  const visible = controls.filter((c) => applies(c, config));
  const found = controls.find((c) => c.path === generic || c.path === arrayOf)
    ?? visible.find((c) => c.path.startsWith(`${generic}.`))
    ?? [...controls].sort((a, b) => b.path.length - a.path.length).find((c) => generic.startsWith(`${c.path}.`));
  return found ? { control: found, row } : null;
}

/** The DOM id of a control. */
export function controlId(path: string): string {
  return `lab-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** Every pile made like the first ("all piles" at once): its cards, face-down cards and every other field. */
export function allLike(rows: readonly Config[]): Config[] {
  const first = rows[0] ?? {};
  return rows.map(() => JSON.parse(JSON.stringify(first)) as Config);
}

/** `n` piles in a staircase, as Klondike deals them: pile i holds i cards, all but the top one face down. */
export function staircase(n: number): Config[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? { cards: 1 } : { cards: i + 1, faceDown: i }));
}
