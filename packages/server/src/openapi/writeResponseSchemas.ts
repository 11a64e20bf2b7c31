/**
 * Writes `responseSchemas.generated.json` from the client's types:
 *
 *   pnpm --filter @patchbay/server gen:openapi
 *
 * Run it after changing a response type or a row's `response`; the unit test
 * `test/responseSchemas.test.ts` fails until the file is current.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateResponseSchemas } from './generateResponseSchemas';

const file = fileURLToPath(new URL('./responseSchemas.generated.json', import.meta.url));
const schemas = generateResponseSchemas();
const text = await format(JSON.stringify(schemas), { ...(await resolveConfig(file)), filepath: file });
writeFileSync(file, text);
console.log(`${file}: ${Object.keys(schemas.rows).length} rows, ${Object.keys(schemas.components).length} components`);
