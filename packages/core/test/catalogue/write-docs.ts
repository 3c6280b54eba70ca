/**
 * Rewrites the three generated regions of docs/composing-variants.md (the fields the vocabulary can say,
 * what it cannot say yet, and the catalogue table) from the code and the catalogue. The catalogue test
 * checks that they are equal; run this after changing either: `npx tsx test/catalogue/write-docs.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { VOCABULARY_FIELDS } from '../../src/rules/field-docs.js';
import { catalogueTable, fieldsTable, missingRulesList, readCatalogue } from './catalogue.js';

const path = new URL('../../../../docs/composing-variants.md', import.meta.url);
const catalogue = readCatalogue();
let docs = readFileSync(path, 'utf8');
const regions: Record<string, string> = {
  'can-say': fieldsTable(VOCABULARY_FIELDS),
  'cannot-say': missingRulesList(catalogue),
  'catalogue-table': catalogueTable(catalogue),
};
for (const [name, text] of Object.entries(regions)) {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const start = docs.indexOf(open);
  const end = docs.indexOf(close);
  if (start < 0 || end < start) throw new Error(`docs/composing-variants.md has no region ${name}`);
  docs = `${docs.slice(0, start + open.length)}\n${text}\n${docs.slice(end)}`;
}
writeFileSync(path, docs);
