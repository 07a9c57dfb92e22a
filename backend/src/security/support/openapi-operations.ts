import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPENAPI_FILE = join(__dirname, '..', '..', '..', '..', 'openapi', 'openapi.json');

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
}

export interface Operation {
  /** "METHOD /path", e.g. "PATCH /api/cart/{itemId}". */
  key: string;
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON request body schema with every $ref resolved, or null. */
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The committed contract, which the shop's own tests keep in step with the running app. */
export function loadOperations(): Operation[] {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 10) throw new Error('OpenAPI schema nests too deep');
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')], depth + 1);
    if (schema.allOf?.length === 1) return resolve(schema.allOf[0], depth + 1);
    return {
      ...schema,
      ...(schema.items ? { items: resolve(schema.items, depth + 1) } : {}),
      ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, child]) => [name, resolve(child, depth + 1)])) } : {}),
    };
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content['application/json']?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: parameter.schema ? resolve(parameter.schema) : undefined })),
        body: json ? resolve(json) : null,
      };
    }),
  );
}

/** Fills "{name}" segments, URL-encoding each value the way a client library would. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for path parameter '${name}' of ${path}`);
    return encodeURIComponent(params[name]);
  });
}
