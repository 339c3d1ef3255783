import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
} from '@nestjs/swagger';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { API_KEY_ROUTE, PUBLIC_ROUTE } from '../auth/decorators.js';
import { ErrorResponse, PublicErrorResponse, ValidationErrorResponse } from './error.response.js';

// Query parameters that are not validated into a 422: the list dialect answers 400, an id 404.
const UNVALIDATED_QUERY = new Set(['sort', 'range', 'filter', 'id']);
const ACCOUNT_HEADER: ParameterObject = {
  name: 'X-Account-Id',
  in: 'header',
  required: false,
  description: 'act in this account instead of your own: a sub-account (parent admins) or any account (staff)',
  schema: { type: 'string', format: 'uuid' },
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const errorBody = (model: string, description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${model}` } } },
});

/** Who may call a route: anyone, a signed-in person (bearer token) or an API key (Basic). */
type Access = 'public' | 'bearer' | 'basic';

interface Routes {
  /** `Controller_method` → how the route is authenticated. */
  access: Map<string, Access>;
  /** Classes the handlers take (bodies and query DTOs among them). */
  parameterTypes: Set<Type>;
}

function scanRoutes(app: INestApplication): Routes {
  const reflector = new Reflector();
  const routes: Routes = { access: new Map(), parameterTypes: new Set() };
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        // The same lookup the auth guard makes, so the document cannot disagree with it.
        const isPublic = reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [handler, metatype]) ?? false;
        const byKey = reflector.getAllAndOverride<boolean>(API_KEY_ROUTE, [handler, metatype]) ?? false;
        routes.access.set(`${metatype.name}_${name}`, byKey ? 'basic' : isPublic ? 'public' : 'bearer');
        const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
        for (const type of types) if (typeof type === 'function') routes.parameterTypes.add(type as Type);
      }
    }
  }
  return routes;
}

/**
 * Adds what every operation shares, derived from the routes themselves so a new module is
 * documented without a line of its own: bearer security and 401/403 on guarded routes (none on
 * public ones), 404 where an id or X-Account-Id is looked up, 422 where a body or query is validated.
 */
function describeAccess(document: OpenAPIObject, routes: Map<string, Access>): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (pathItem as Record<string, OperationObject | undefined>)[method];
      if (!operation?.operationId) continue;
      const access = routes.get(operation.operationId);
      if (access === undefined) throw new Error(`OpenAPI: no route found for ${operation.operationId}`);
      const responses = operation.responses;
      // The public API answers `{ code, message }`; the console `ErrorResponse`.
      const [error, invalid] = access === 'basic' ? ['PublicErrorResponse', 'PublicErrorResponse'] : ['ErrorResponse', 'ValidationErrorResponse'];
      if (access === 'public') {
        delete operation.security;
      } else if (access === 'basic') {
        operation.security = [{ basic: [] }];
      } else {
        operation.security = [{ bearer: [] }];
        operation.parameters = [...(operation.parameters ?? []), ACCOUNT_HEADER];
        responses['401'] ??= errorBody(error, 'No valid access token');
        responses['403'] ??= errorBody(error, 'The caller’s role may not do this');
      }
      const parameters = (operation.parameters ?? []) as (ParameterObject | ReferenceObject)[];
      const named = parameters.filter((p): p is ParameterObject => 'name' in p);
      // X-Account-Id out of reach answers 404 on any guarded route, an id out of scope too.
      if (access !== 'public' || named.some((p) => p.name === 'id')) {
        responses['404'] ??= errorBody(error, 'No such record in the acting account, or X-Account-Id out of reach');
      }
      if (operation.requestBody || named.some((p) => p.in === 'query' && !UNVALIDATED_QUERY.has(p.name))) {
        responses['422'] ??= errorBody(invalid, 'Fields not valid: `errors` maps each field to a translation key');
      }
    }
  }
}

/**
 * Request schemas say what the validator says: a validated field is required unless it is
 * conditional (@IsOptional, @ValidateIf), whatever a shared field decorator told Swagger.
 */
function followValidator(document: OpenAPIObject, types: Set<Type>): void {
  const storage = getMetadataStorage();
  for (const type of types) {
    const schema = document.components?.schemas?.[type.name];
    if (!schema || !('properties' in schema) || !schema.properties) continue;
    const rules = storage.getTargetValidationMetadatas(type, '', true, false);
    if (rules.length === 0) continue;
    const conditional = new Set(
      rules.filter((r) => r.type === ValidationTypes.CONDITIONAL_VALIDATION).map((r) => r.propertyName),
    );
    const validated = new Set(rules.map((rule) => rule.propertyName));
    const required = Object.keys(schema.properties).filter(
      (field) => !conditional.has(field) && (validated.has(field) || schema.required?.includes(field)),
    );
    if (required.length) schema.required = required;
    else delete schema.required;
  }
}

/** The OpenAPI document of every HTTP route, the same whether served or generated for the admin. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Engagement console API')
    .setDescription(
      'Accounts, users and sign-in. List calls speak the ra-data-simple-rest dialect: JSON-encoded ' +
        '`sort`, `range` and `filter` in, an array and `Content-Range` out. Errors answer `ErrorResponse`; ' +
        '422 answers `ValidationErrorResponse`. Messages follow `Accept-Language` (en, th).',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addBasicAuth({ type: 'http', scheme: 'basic', description: 'the public API: an API key (Config API) and its secret' }, 'basic')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponse, ValidationErrorResponse, PublicErrorResponse],
    operationIdFactory: (controller, method) => `${controller}_${method}`,
  });
  const routes = scanRoutes(app);
  describeAccess(document, routes.access);
  followValidator(document, routes.parameterTypes);
  return document;
}

/** Serves the document at /api/docs (UI) and /api/docs-json. */
export function serveApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
