import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { ErrorResponse } from './error.response.js';
import type { FilterDef, ListSpec } from './list-query.js';

const SORT_ORDERS = ['ASC', 'DESC'];

/** Keys of a whitelist, whether it is kept as a plain record or a Map. */
function keysOf(whitelist: object): string[] {
  return whitelist instanceof Map ? [...(whitelist.keys() as Iterable<string>)] : Object.keys(whitelist);
}

function entriesOf(whitelist: object): [string, FilterDef][] {
  return whitelist instanceof Map
    ? [...(whitelist.entries() as Iterable<[string, FilterDef]>)]
    : (Object.entries(whitelist) as [string, FilterDef][]);
}

/** One value or a list of them (react-admin's getMany sends `{ id: [...] }`). */
function oneOrMany(item: SchemaObject): SchemaObject {
  return { oneOf: [item, { type: 'array', items: item }] };
}

function filterSchema(def: FilterDef): SchemaObject {
  switch (def.kind) {
    case 'search':
      return { type: 'string', description: def.words ? 'every word contained, case-insensitive' : 'contains, case-insensitive' };
    case 'uuid':
    case 'related':
      return oneOrMany({ type: 'string', format: 'uuid' });
    case 'equals':
      return oneOrMany(def.values ? { type: 'string', enum: [...def.values] } : { type: 'string' });
    case 'range':
      return def.type === 'date' ? { type: 'string', format: 'date-time' } : { type: 'number' };
    default:
      // A filter kind added later still shows up, typed by the JSON it accepts.
      return { description: `${(def as { kind: string }).kind} filter` };
  }
}

const json = (schema: SchemaObject) => ({ 'application/json': { schema } });

/**
 * Documents a ra-data-simple-rest list route from the resource's own ListSpec: `sort`, `range`
 * and `filter` as JSON-encoded query parameters with the fields the spec allows, the array of
 * `item` it answers and the `Content-Range` header react-admin reads the total from.
 */
/** The filter keys a client sends: a range field is asked as `<field>_gte`, `_lte`, `_gt`, `_lt` (one with its own bound by its name); `id` always. */
function filterKeys(spec: ListSpec): [string, FilterDef][] {
  const keys = entriesOf(spec.filters).flatMap(([field, def]): [string, FilterDef][] =>
    def.kind === 'range' && !def.bound
      ? ['gte', 'lte', 'gt', 'lt'].map((bound): [string, FilterDef] => [`${field}_${bound}`, def])
      : [[field, def]],
  );
  return keys.some(([field]) => field === 'id') ? keys : [['id', { kind: 'uuid', column: 'id' }], ...keys];
}

export function ApiList(spec: ListSpec, item: Type<unknown>) {
  const sortFields = [...new Set(['id', ...keysOf(spec.sortable)])];
  const filters = filterKeys(spec);
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field","ASC|DESC"]; field is one of ${sortFields.join(', ')}. Default ${JSON.stringify(spec.defaultSort)}.`,
      example: JSON.stringify(spec.defaultSort),
      content: json({
        type: 'array',
        minItems: 2,
        maxItems: 2,
        items: {
          oneOf: [
            { type: 'string', enum: sortFields },
            { type: 'string', enum: SORT_ORDERS },
          ],
        },
      }),
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: 'JSON [first, last], zero-based and inclusive; the server caps the page size.',
      example: '[0,24]',
      content: json({ type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0 } }),
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys are ${filters.map(([field]) => field).join(', ')}.`,
      example: '{}',
      content: json({
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(filters.map(([field, def]) => [field, filterSchema(def)])),
      }),
    }),
    ApiQuery({
      name: 'cursor',
      required: false,
      description:
        'Keyset paging for deep pages: the X-Next-Cursor of the previous page (same sort); range then only sizes the page.',
      schema: { type: 'string' },
    }),
    ApiOkResponse({
      type: item,
      isArray: true,
      description: 'One page of rows',
      headers: {
        'Content-Range': {
          description:
            'rows of this page and the total: `<resource> <first>-<last>/<total>`; beyond 10,000 rows the total reads `10000+`',
          schema: { type: 'string', example: `${spec.resource} 0-24/319` },
        },
        'X-Next-Cursor': {
          description: 'present when the page is full: pass it as `cursor` for the next page',
          schema: { type: 'string' },
        },
      },
    }),
    ApiBadRequestResponse({ type: ErrorResponse, description: 'sort, range or filter not allowed or not valid' }),
  );
}
