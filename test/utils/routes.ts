import type TestAgent from 'supertest/lib/agent.js';
import type { Session } from './factories.js';

/**
 * The routes of the running API as its OpenAPI document describes them. The generated
 * suites (hostile input, tenant matrix, role matrix) walk these, so a new module's routes
 * are covered without anyone adding a line.
 */
export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/users/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level body fields with a JSON schema each, when the route takes a JSON body. */
  bodyFields: Record<string, Schema> | null;
  /** The body fields the document marks required. */
  requiredFields: string[];
  /** A multipart body's fields: `files` take a file, `fields` a value of their schema. */
  multipart: { files: string[]; fields: Record<string, Schema> } | null;
  isPublic: boolean;
  /** How a caller authenticates: nothing, a person's bearer token, or an API key (Basic). */
  auth: 'none' | 'bearer' | 'basic';
  isList: boolean;
  /** The ability the route requires (`@Can`), when it requires one. */
  ability: { action: string; subject: string } | null;
}

export interface Schema {
  type?: string;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  items?: Schema;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
  'x-ability'?: { action: string; subject: string };
}

type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve(doc: Document, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let i = 0; current?.$ref && i < 10; i++) current = doc.components?.schemas?.[current.$ref.split('/').pop()!];
  if (current?.allOf) {
    const parts = current.allOf.map((part) => resolve(doc, part));
    return { properties: Object.assign({}, ...parts.map((part) => part?.properties)), required: parts.flatMap((part) => part?.required ?? []) };
  }
  return current;
}

export async function apiRoutes(http: TestAgent): Promise<Route[]> {
  const doc = (await http.get('/api/docs-json').expect(200)).body as Document;
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const body = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
      const bodyFields = body
        ? Object.fromEntries(Object.entries(body.properties ?? {}).map(([name, field]) => [name, resolve(doc, field) ?? {}]))
        : null;
      const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
      const form = resolve(doc, op.requestBody?.content?.['multipart/form-data']?.schema);
      const formFields = Object.entries(form?.properties ?? {}).map(([name, field]) => [name, resolve(doc, field) ?? {}] as const);
      routes.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams,
        bodyFields,
        requiredFields: body?.required ?? [],
        multipart: form
          ? {
              files: formFields.filter(([, field]) => field.format === 'binary').map(([name]) => name),
              fields: Object.fromEntries(formFields.filter(([, field]) => field.format !== 'binary')),
            }
          : null,
        isPublic: !op.security?.length || isPublicPath(path),
        auth: !op.security?.length || isPublicPath(path) ? 'none' : op.security.some((scheme) => 'basic' in scheme) ? 'basic' : 'bearer',
        isList: method === 'get' && !path.includes('{') && (queryParams.includes('range') || queryParams.includes('sort')),
        ability: op['x-ability'] ?? null,
      });
    }
  }
  return routes;
}

// Routes the document does not yet mark public (a class-level bearer requirement covers them).
function isPublicPath(path: string): boolean {
  return path.startsWith('/jwt/') || path === '/api/health' || path === '/pricing/data';
}

/** A value the schema accepts, to keep the other fields of a body well-formed. */
export function sampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 1;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'text';
  }
}

/** A body of the route's documented fields, each a value its schema accepts; none when it takes no JSON body. */
export function sampleBody(route: Route): Record<string, unknown> | undefined {
  return route.bodyFields ? Object.fromEntries(Object.entries(route.bodyFields).map(([name, schema]) => [name, sampleOf(schema)])) : undefined;
}

/** A row its owner made, and the routes that read and update it. */
export interface OwnRow {
  id: string;
  /** Where its owner reads it. */
  url: string;
  created: Route;
  read: Route;
  update: Route | null;
}

/**
 * One row of every resource the owner can create from its documented body alone: a plain
 * module's (a new one's, such as docs/adding-a-module.md's notes) comes without a line added.
 * Resources whose creation needs more than a sample (a file, credit, an approved sender) keep
 * to their own suites.
 */
export async function ownRows(http: TestAgent, owner: Session, routes: Route[]): Promise<OwnRow[]> {
  const rows: OwnRow[] = [];
  for (const created of routes) {
    if (created.method !== 'post' || created.auth !== 'bearer' || created.pathParams.length || !created.bodyFields) continue;
    const item = (other: Route) => other.pathParams.length === 1 && other.path === `${created.path}/{${other.pathParams[0]}}`;
    const read = routes.find((other) => other.method === 'get' && item(other));
    if (!read) continue;
    const res = await http.post(created.path).set(owner.auth).send(sampleBody(created));
    const id: unknown = res.body?.id;
    if (res.status !== 201 || typeof id !== 'string') continue;
    const update = routes.find((other) => other.method === 'put' && item(other)) ?? null;
    rows.push({ id, url: urlOf(read, { [read.pathParams[0]]: id }), created, read, update });
  }
  return rows;
}

/** The URL of a route with its path parameters filled in. */
export function urlOf(route: Route, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? name));
}

/** `Authorization` of an API key (the public API's Basic scheme). */
export const basicAuth = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
