import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resolveRef(document: OpenAPIObject, schema: Schema): SchemaObject {
  if (!('$ref' in schema)) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = document.components?.schemas?.[name];
  if (!found) throw new Error(`missing schema ${schema.$ref}`);
  return resolveRef(document, found);
}

/**
 * Problems of `value` against an OpenAPI 3.0 schema, strictly: a field the schema does not
 * name is a problem too, so a response that grows or loses a field fails its test.
 */
export function schemaProblems(document: OpenAPIObject, schema: Schema, value: unknown, path = 'body'): string[] {
  const s = resolveRef(document, schema);
  if (value === null) return s.nullable ? [] : [`${path} is null`];
  if (s.allOf) return s.allOf.flatMap((part) => schemaProblems(document, part, value, path));
  if (s.oneOf) {
    return s.oneOf.some((option) => schemaProblems(document, option, value, path).length === 0)
      ? []
      : [`${path} matches none of its forms`];
  }
  if (s.enum && !s.enum.includes(value)) return [`${path} = ${JSON.stringify(value)} is not one of ${s.enum.join(', ')}`];
  switch (s.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${path} is not an object`];
      const record = value as Record<string, unknown>;
      const problems = (s.required ?? []).filter((key) => !(key in record)).map((key) => `${path}.${key} is missing`);
      for (const [key, item] of Object.entries(record)) {
        const property = s.properties?.[key];
        if (property) problems.push(...schemaProblems(document, property, item, `${path}.${key}`));
        else if (typeof s.additionalProperties === 'object') {
          problems.push(...schemaProblems(document, s.additionalProperties, item, `${path}.${key}`));
        } else if (s.additionalProperties !== true) problems.push(`${path}.${key} is not documented`);
      }
      return problems;
    }
    case 'array':
      if (!Array.isArray(value)) return [`${path} is not an array`];
      return value.flatMap((item, i) => (s.items ? schemaProblems(document, s.items, item, `${path}[${i}]`) : []));
    case 'string':
      if (typeof value !== 'string') return [`${path} is not a string`];
      if (s.format === 'uuid' && !UUID.test(value)) return [`${path} is not a uuid`];
      if (s.format === 'date-time' && Number.isNaN(Date.parse(value))) return [`${path} is not a date-time`];
      return [];
    case 'number':
    case 'integer':
      return typeof value === 'number' ? [] : [`${path} is not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path} is not a boolean`];
    default:
      return [];
  }
}
