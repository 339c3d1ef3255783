import type { components } from '@/api/schema';

export type GroupRecord = components['schemas']['GroupResponse'];
export type GroupKind = components['schemas']['GroupKind'];

export const GROUP_KINDS = ['static', 'dynamic'] as const satisfies readonly GroupKind[];

export const groupKindChoices: { id: GroupKind; name: string }[] = GROUP_KINDS.map((id) => ({
  id,
  name: `app.groups.kind.${id}`,
}));

export const GENDERS = ['male', 'female', 'other'] as const satisfies readonly components['schemas']['Gender'][];

export const genderChoices = GENDERS.map((id) => ({ id, name: `app.people.gender.${id}` }));

/** The API's limit on a group's name. */
export const GROUP_NAME_MAX = 80;

/** The people filters a dynamic group saves (the people list's, without group). */
export const RULE_KEYS = ['q', 'tagId', 'gender', 'createdAt_gte', 'createdAt_lte'] as const;

type Values = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The rules with a value, trimmed: an empty gender or search would be refused (or match nobody). */
export const presentRules = (rules: unknown): Values => {
  const source = (rules && typeof rules === 'object' ? rules : {}) as Values;
  return Object.fromEntries(
    RULE_KEYS.filter((key) => !isEmpty(source[key])).map((key) => {
      const value = source[key];
      return [key, typeof value === 'string' ? value.trim() : value];
    }),
  );
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/groups: rules for a dynamic group only. */
export const toCreatePayload = (values: Values): Values =>
  values.kind === 'dynamic'
    ? { name: trimmed(values.name), kind: 'dynamic', rules: presentRules(values.rules) }
    : { name: trimmed(values.name), kind: 'static' };

/** PUT /api/groups/:id: the kind stays as created. */
export const toUpdatePayload = (values: Values): Values =>
  values.kind === 'dynamic' ? { name: trimmed(values.name), rules: presentRules(values.rules) } : { name: trimmed(values.name) };
