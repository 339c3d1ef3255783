// Helpers for `transform`: the API accepts only the fields of its contract (an unknown field
// answers 422), so payloads are picked field by field from the form values.

type Values = Record<string, unknown>;

const clean = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The listed fields, trimmed; blank ones become null (cleared on update). */
export const pickNullable = (values: Values, fields: readonly string[]): Values =>
  Object.fromEntries(fields.map((field) => [field, isBlank(values[field]) ? null : clean(values[field])]));

/** The listed fields, trimmed; blank ones are left out (server default on create). */
export const pickPresent = (values: Values, fields: readonly string[]): Values =>
  Object.fromEntries(fields.filter((field) => !isBlank(values[field])).map((field) => [field, clean(values[field])]));

export const lowerCaseEmail = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);
