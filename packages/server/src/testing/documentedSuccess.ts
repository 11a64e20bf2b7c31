import { createRequire } from 'node:module';
import type { EndpointName } from '@patchbay/client';
import type { default as Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { RESPONSE_SCHEMAS } from '../openapi/responseSchemas';
import { successStatusesOf, type SuccessStatus } from '../openapi/successStatus';
import { endpointOf } from './declaredErrors';

/** The generated components, as one schema document under `$defs`, where JSON Schema keeps reusable schemas. */
const COMPONENTS_ID = 'https://patchbay.invalid/response-components.json';
const COMPONENT_REF = '"#/components/schemas/';

// Ajv is loaded with the first answer checked, not with the testing entry: tests in jsdom import it and check none.
const require = createRequire(import.meta.url);
let ajv: Ajv2020 | undefined;
const validators = new Map<EndpointName, ValidateFunction>();

/** Compiled on first use, once per row for the whole process; the components once for all rows. */
function validatorOf(name: EndpointName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    if (!ajv) {
      // Every problem of an answer at once. Type lists (`type: ['string', 'null']`) are how the generator writes unions.
      const { default: Ajv } = require('ajv/dist/2020.js') as { default: typeof Ajv2020 };
      ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
      ajv.addSchema({ $id: COMPONENTS_ID, $defs: toDefs(RESPONSE_SCHEMAS.components) });
    }
    validate = ajv.compile(toDefs(RESPONSE_SCHEMAS.rows[name]));
    validators.set(name, validate);
  }
  return validate;
}

/** `schema` with each `#/components/schemas/<name>` reference pointing into the components document. */
function toDefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll(COMPONENT_REF, `"${COMPONENTS_ID}#/$defs/`)) as T;
}

/**
 * Why a success answer breaks the OpenAPI document, or null: it must come
 * with a status the document gives its row (`successStatus.ts`), and its
 * JSON body must match the schema generated from the row's
 * `EndpointResponse` type.
 */
export function undocumentedSuccess(method: string, path: string, status: number, body: unknown): string | null {
  if (status >= 400) return null;
  const name = endpointOf(method, path);
  if (!name) return null;
  const answered = `${method} ${path} (${name}) answered ${status}`;
  const documented = successStatusesOf(name).map((success) => success.status);
  if (!documented.includes(status as SuccessStatus)) {
    return `${answered}, but the OpenAPI document says ${documented.join(' or ')} (successStatus.ts in packages/server/src/openapi)`;
  }
  const validate = validatorOf(name);
  if (validate(body)) return null;
  return `${answered} with a body its response schema refuses:\n${(validate.errors ?? []).map(describe).join('\n')}`;
}

/** `at /items/0/status: must be equal to one of the allowed values […] (#/components/schemas/AuthConfigStatus/enum)`, as the document names it. */
function describe({ instancePath, message, params, schemaPath }: ErrorObject): string {
  const detail = 'allowedValues' in params ? ` ${JSON.stringify(params.allowedValues)}` : '';
  const where = schemaPath.replace(`${COMPONENTS_ID}#/$defs/`, '#/components/schemas/');
  return `  at ${instancePath || '(the body)'}: ${message ?? 'is refused'}${detail} (${where})`;
}
