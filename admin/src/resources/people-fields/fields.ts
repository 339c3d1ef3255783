import type { components } from '@/api/schema';

export type PeopleFieldRecord = components['schemas']['PeopleFieldResponse'];
export type PeopleFieldType = components['schemas']['PeopleFieldType'];

export const FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const satisfies readonly PeopleFieldType[];

export const fieldTypeChoices: { id: PeopleFieldType; name: string }[] = FIELD_TYPES.map((id) => ({
  id,
  name: `app.peopleFields.type.${id}`,
}));

/** The API's limits (backend/src/modules/people-fields). */
export const FIELD_LABEL_MAX = 60;
export const CHOICE_MAX = 60;
export const CHOICES_MAX = 50;
export const POSITION_MAX = 1000;
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A key usable as the message variable {{key}}; blank is left to `required`. */
export const fieldKey = (value: unknown): string | undefined =>
  typeof value !== 'string' || value === '' || FIELD_KEY_PATTERN.test(value) ? undefined : 'validation.fieldKey';

/** At most CHOICES_MAX options. */
export const choicesCount = (value: unknown): string | undefined =>
  Array.isArray(value) && value.length > CHOICES_MAX ? 'validation.tooManyChoices' : undefined;

type Values = Record<string, unknown>;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A choice field's options, trimmed, blanks dropped; other types have none. */
const choicesOf = (values: Values): string[] =>
  values.type === 'choice' && Array.isArray(values.choices)
    ? values.choices.map((choice) => String(trimmed(choice) ?? '')).filter((choice) => choice !== '')
    : [];

const positionOf = (values: Values) => (typeof values.position === 'number' ? { position: values.position } : {});

/** POST /api/people-fields. */
export const toCreatePayload = (values: Values): Values => ({
  label: trimmed(values.label),
  key: trimmed(values.key),
  type: values.type,
  choices: choicesOf(values),
  required: values.required === true,
  ...positionOf(values),
});

/** PUT /api/people-fields/:id: key and type stay as created. */
export const toUpdatePayload = (values: Values): Values => ({
  label: trimmed(values.label),
  choices: choicesOf(values),
  required: values.required === true,
  ...positionOf(values),
});
