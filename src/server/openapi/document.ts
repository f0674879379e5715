import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { components, operations, type Operation } from '../../api/openapi/operations';
import { recordIdSchema } from '../../api/path-parameters';

/**
 * Issue 16: the OpenAPI 3.1 document of the API, made from the schemas the routes validate
 * with (src/api/openapi/operations.ts). JSON Schema cannot say everything valibot checks:
 * custom checks and transforms are left out of the document, not refused (errorMode 'ignore').
 */

const componentRef = (name: string) => `#/components/schemas/${name}`;

const config: ConversionConfig = {
  target: 'draft-2020-12',
  // Bodies and queries are described as the client sends them, before any transform.
  typeMode: 'input',
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => componentRef(referenceId),
};

const errorResponse = {
  description: 'Refused: the API error shape (code, message, dev_message, data).',
  content: { 'application/json': { schema: { $ref: componentRef('apiErrorSchema') } } },
};

/** "/api/investor/:investorId" → "/api/investor/{investorId}". */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The first segment after /api (or /ai) groups the calls in the reference page. */
const tagOf = (path: string) => path.split('/').filter(Boolean)[path.startsWith('/api/') ? 1 : 0]!;

function parameters(operation: Operation) {
  // Each path parameter from the schema its route checks it with: ids as uuidParam does.
  const path = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const schema = operation.params?.[name!] ?? (/Id$|^id$/.test(name!) ? recordIdSchema : null);
    if (!schema) {
      throw new Error(`${operation.method} ${operation.path}: no schema for the parameter ${name}`);
    }
    return { name: name!, in: 'path', required: true, schema: inlineSchema(schema) };
  });
  // A query is its parameters one by one, so its schema is always written out.
  const query = operation.query
    ? toJsonSchema(operation.query, { ...config, definitions: components })
    : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const fromQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...path, ...fromQuery];
}

function requestBody(operation: Operation, body: string | undefined) {
  const content: Record<string, unknown> = {};
  if (body) content['application/json'] = { schema: { $ref: componentRef(body) } };
  if (operation.upload) {
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
        required: ['file'],
      },
    };
  }
  return Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : undefined;
}

/** A schema written out in place (a query's, a response's), its named parts referred to. */
function inlineSchema(schema: v.GenericSchema): JsonSchema {
  const nameOf = [...Object.entries(components)].find(([, named]) => named === schema)?.[0];
  if (nameOf) return { $ref: componentRef(nameOf) };
  const {
    $defs: _defs,
    $schema: _schema,
    ...inline
  } = toJsonSchema(schema, {
    ...config,
    definitions: components,
  });
  return inline;
}

function describe(operation: Operation) {
  const body = Object.entries(components).find(([, named]) => named === operation.body)?.[0];
  return {
    operationId: `${operation.method.toLowerCase()}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: operation.summary,
    ...(operation.note ? { description: operation.note } : {}),
    tags: [tagOf(operation.path)],
    ...(operation.public ? { security: [] } : {}),
    parameters: parameters(operation),
    ...(requestBody(operation, body) ?? {}),
    responses: {
      '2XX': {
        description: 'Done.',
        ...(operation.response
          ? { content: { 'application/json': { schema: inlineSchema(operation.response) } } }
          : {}),
      },
      '4XX': errorResponse,
    },
  };
}

export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    (paths[openApiPath(operation.path)] ??= {})[operation.method.toLowerCase()] =
      describe(operation);
  }
  const schemas = Object.fromEntries(
    Object.entries(toJsonSchemaDefs(components, config)).map(([name, schema]) => {
      const { $schema: _schema, ...rest } = schema;
      return [name, rest];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fund administration API',
      version,
      description:
        'Every call but the public ones needs a signed-in user (Authorization: Bearer and the access token that POST /api/token/ answers) and the customer it acts for (X-Customer-Id).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [], customer: [] }],
    tags: [...new Set(operations.map((operation) => tagOf(operation.path)))].map((name) => ({
      name,
    })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        customer: { type: 'apiKey', in: 'header', name: 'X-Customer-Id' },
      },
    },
  };
}
