import {
  COMMON_ERROR_SLUGS,
  ENDPOINTS,
  SERVICE_ERRORS,
  withApiVersion,
  type ApiVersion,
  type Endpoint,
  type EndpointName,
  type ErrorSlug,
} from '@patchbay/client';
import { z } from 'zod';
import { apiRoutes } from '../apiRoutes';
import { requestSchemasOf } from '../http/requestSchemaRegistry';
import { ERROR_SLUG_DESCRIPTIONS } from './errorSlugDescriptions';
import { RESPONSE_SCHEMAS } from './responseSchemas';
import { successStatusesOf } from './successStatus';

/** A JSON Schema (2020-12), as OpenAPI 3.1 embeds them. */
type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  style?: 'deepObject';
  explode?: boolean;
}

interface Operation {
  operationId: EndpointName;
  tags: string[];
  summary: string;
  security: Array<Record<string, []>>;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

const SECURITY_SCHEMES = {
  projectKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'A project API key: every endpoint but project management.' },
  orgKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-org-api-key',
    description: 'The organization API key: creating, listing, deleting projects and regenerating their keys.',
  },
} as const;

const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * The OpenAPI 3.1 document of the API under `version`'s prefix: one operation
 * per row of the endpoint table, inputs from the schemas the service
 * validates with, and the error envelope with every slug.
 */
export function buildOpenApiDocument(version: ApiVersion): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const row: Endpoint = ENDPOINTS[name];
    const operation = toOperation(name, row);
    tags.add(operation.tags[0] ?? name);
    const path = withApiVersion(row.path, version);
    paths[path] = { ...paths[path], [row.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Integration Platform API',
      version: version.slice(1),
      description: 'A local implementation of the Integration Platform API. Every error answers with the `ErrorEnvelope`; branch on `error.slug`.',
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      // The success answers' types; their `ErrorSlug` (the same slugs) gives way to the one that describes each slug.
      schemas: { ...RESPONSE_SCHEMAS.components, ErrorSlug: errorSlugSchema(), ErrorEnvelope: errorEnvelopeSchema() },
    },
  };
}

function toOperation(name: EndpointName, row: Endpoint): Operation {
  // Importing the API routes registers every row with its schemas, so the document never lacks one.
  const schemas = requestSchemasOf(apiRoutes, name);
  const operation: Operation = {
    operationId: name,
    tags: [name.split('.')[0] ?? name],
    summary: name,
    security: [{ [row.key === 'org' ? 'orgKey' : 'projectKey']: [] }],
    parameters: [...pathParameters(row.path), ...(schemas.query ? queryParameters(schemas.query) : [])],
    responses: {
      ...successResponses(name),
      ...errorResponses([...COMMON_ERROR_SLUGS, ...row.errors]),
    },
  };
  if (schemas.body) {
    // An empty body reads as `{}`, so a body is required only where `{}` is refused.
    operation.requestBody = { required: !schemas.body.safeParse({}).success, content: { 'application/json': { schema: inputSchema(schemas.body) } } };
  }
  return operation;
}

/** What a client may send to `schema` (defaults make fields optional), with no `$schema` of its own. */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function pathParameters(path: string): Parameter[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(schema: z.ZodType): Parameter[] {
  const object = inputSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    // Objects are read in bracket notation (`name[key]=value`).
    ...(property.type === 'object' ? { style: 'deepObject' as const, explode: true } : {}),
  }));
}

/** The row's success statuses, each with the schema generated from its `EndpointResponse` type. */
function successResponses(name: EndpointName): Operation['responses'] {
  const content = { 'application/json': { schema: RESPONSE_SCHEMAS.rows[name] } };
  return Object.fromEntries(
    successStatusesOf(name).map(({ status, when }) => [
      String(status),
      { description: `${when}: the \`EndpointResponse<'${name}'>\` type of @patchbay/client.`, content },
    ]),
  );
}

/** One response per status the slugs answer with, naming the slugs. */
function errorResponses(slugs: readonly ErrorSlug[]): Operation['responses'] {
  const byStatus = new Map<number, ErrorSlug[]>();
  for (const slug of new Set(slugs)) {
    const { status } = errorOf(slug);
    byStatus.set(status, [...(byStatus.get(status) ?? []), slug]);
  }
  const responses: Operation['responses'] = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.map((slug) => `\`${slug}\`: ${ERROR_SLUG_DESCRIPTIONS[slug]}`).join('\n\n'),
      content: { 'application/json': { schema: ERROR_ENVELOPE_REF } },
    };
  }
  return responses;
}

function errorOf(slug: ErrorSlug): (typeof SERVICE_ERRORS)[keyof typeof SERVICE_ERRORS] {
  const error = Object.values(SERVICE_ERRORS).find((candidate) => candidate.slug === slug);
  if (!error) throw new Error(`No service error has the slug '${slug}'.`);
  return error;
}

/** Every slug as a constant with its meaning, HTTP status and numeric code. */
function errorSlugSchema(): JsonSchema {
  return {
    type: 'string',
    description: 'What went wrong, for code to branch on; `message` is for people.',
    oneOf: Object.values(SERVICE_ERRORS).map(({ slug, status, code }) => ({
      const: slug,
      title: `${status} (code ${code})`,
      description: ERROR_SLUG_DESCRIPTIONS[slug],
    })),
  };
}

function errorEnvelopeSchema(): JsonSchema {
  return {
    type: 'object',
    description: 'The one shape of every error answer.',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['message', 'code', 'slug', 'status', 'request_id', 'suggested_fix', 'errors'],
        properties: {
          message: { type: 'string', description: 'For people.' },
          code: { type: 'integer', description: 'The numeric code of the slug.' },
          slug: { $ref: '#/components/schemas/ErrorSlug' },
          status: { type: 'integer', description: 'The HTTP status, repeated.' },
          request_id: { type: 'string', description: 'Identifies the request; also in the `x-request-id` header.' },
          suggested_fix: { type: 'string', description: 'A hint for fixing the request.' },
          errors: { type: 'array', items: { type: 'string' }, description: 'Detail messages, one per problem.' },
          field_errors: {
            type: 'array',
            description: 'The invalid fields (absent when none).',
            items: {
              type: 'object',
              required: ['path', 'code', 'message'],
              properties: {
                path: { type: 'array', items: { type: ['string', 'integer'] }, description: "Where the field is, e.g. ['body', 'toolkit', 'slug']." },
                code: {
                  type: 'string',
                  enum: ['required', 'invalid_type', 'invalid_value', 'invalid_format', 'too_small', 'too_big', 'unknown_field'],
                },
                message: { type: 'string' },
              },
            },
          },
          inactive_account: {
            type: 'object',
            description:
              'With `connected_account_not_active`: the account to reconnect (`connected_account_id`, `toolkit`, `user_id`, `status`, `status_reason_code`, `is_disabled`); absent otherwise.',
          },
        },
      },
    },
  };
}
