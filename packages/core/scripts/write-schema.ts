/**
 * Writes variant.schema.json, the JSON Schema of the variant format that the package ships, from
 * variantSchema(). Its test fails when the file is not what variantSchema() gives: run this after changing
 * the vocabulary table (`pnpm --filter @patience/core schema:write`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { variantSchema } from '../src/rules/schema.js';

const file = fileURLToPath(new URL('../variant.schema.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(variantSchema(), null, 2)}\n`);
console.log(`wrote ${file}`);
