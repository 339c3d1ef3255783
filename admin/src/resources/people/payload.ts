import { normalisePhone } from '@/forms/validators';

type Values = Record<string, unknown>;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const orNull = (value: unknown) => (isBlank(value) ? null : trimmed(value));
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * POST and PUT /api/people: the contract's fields only. Custom fields go by the account's keys
 * (`keys`); a blank one is null, which clears it.
 */
export const toPersonPayload = (values: Values, keys: readonly string[]): Values => {
  const fields = (values.fields && typeof values.fields === 'object' ? values.fields : {}) as Values;
  return {
    mobile: typeof values.mobile === 'string' ? normalisePhone(values.mobile) : values.mobile,
    firstName: trimmed(values.firstName) ?? '',
    lastName: trimmed(values.lastName) ?? '',
    email: orNull(values.email),
    gender: orNull(values.gender),
    birthday: orNull(values.birthday),
    fields: Object.fromEntries(keys.map((key) => [key, orNull(fields[key])])),
    tagIds: ids(values.tagIds),
    groupIds: ids(values.groupIds),
  };
};
