import { isEmail } from 'class-validator';
import { ValidationFailedException } from '../../common/http/validation.js';
import { isUnsafeText } from '../../common/http/text-safety.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { BLACKLIST_REASONS, type BlacklistReason } from '../blacklist/blacklist.entity.js';
import { checkFieldValues } from '../people-fields/people-fields.service.js';
import type { FieldValue, PeopleField } from '../people-fields/people-field.entity.js';
import { GENDERS, PERSON_NAME_MAX, type Gender } from '../people/person.entity.js';
import type { ImportTarget } from './import.entity.js';

/**
 * Reading an import's rows: which fields a file column may fill, and each row checked and
 * turned into what the batch writes. Pure functions: the preview and the worker's run use them
 * alike, so the preview tells exactly what the run will do with a row.
 */

export interface ImportField {
  key: string;
  /** A translation key for built-in fields, a custom field's own label. */
  label: string;
  required: boolean;
}

const PEOPLE_FIELDS: ImportField[] = [
  { key: 'mobile', label: 'resources.people.fields.mobile', required: true },
  { key: 'firstName', label: 'resources.people.fields.firstName', required: false },
  { key: 'lastName', label: 'resources.people.fields.lastName', required: false },
  { key: 'email', label: 'resources.people.fields.email', required: false },
  { key: 'gender', label: 'resources.people.fields.gender', required: false },
  { key: 'birthday', label: 'resources.people.fields.birthday', required: false },
  { key: 'tags', label: 'resources.people.fields.tagIds', required: false },
];

const BLACKLIST_FIELDS: ImportField[] = [
  { key: 'mobile', label: 'resources.blacklist.fields.mobile', required: true },
  { key: 'reason', label: 'resources.blacklist.fields.reason', required: false },
  { key: 'source', label: 'resources.blacklist.fields.source', required: false },
];

export function importFields(target: ImportTarget, custom: PeopleField[]): ImportField[] {
  if (target === 'blacklist') return BLACKLIST_FIELDS;
  return [...PEOPLE_FIELDS, ...custom.map((field) => ({ key: field.key, label: field.label, required: field.required }))];
}

/** A mapping as given, checked: known columns, known fields, each field once, the mobile mapped. Answers [column index, field] pairs. */
export function checkMapping(mapping: Record<string, unknown>, header: string[], fields: ImportField[]): [number, string][] {
  const keys = new Set(fields.map((field) => field.key));
  const pairs: [number, string][] = [];
  for (const [column, field] of Object.entries(mapping)) {
    if (field === '' || field === null) continue;
    const at = header.indexOf(column);
    if (at === -1 || typeof field !== 'string' || !keys.has(field))
      throw new ValidationFailedException({ mapping: 'validation.mappingUnknown' });
    if (pairs.some(([, taken]) => taken === field)) throw new ValidationFailedException({ mapping: 'validation.mappingTwice' });
    pairs.push([at, field]);
  }
  if (!pairs.some(([, field]) => field === 'mobile'))
    throw new ValidationFailedException({ mapping: 'validation.mappingMobile' });
  return pairs;
}

export interface PersonRow {
  mobile: string;
  /** Undefined: the column is not mapped, and an update leaves the person's value alone. */
  firstName?: string;
  lastName?: string;
  email?: string | null;
  gender?: Gender | null;
  birthday?: string | null;
  tags: string[];
  fields: Record<string, FieldValue>;
}

export interface BlacklistRow {
  mobile: string;
  reason: BlacklistReason;
  source: string | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** The mapped cells of a row by field key, trimmed. */
export function mappedValues(cells: string[], pairs: [number, string][]): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [at, field] of pairs) values[field] = (cells[at] ?? '').trim();
  return values;
}

const GENDER_WORDS: Record<string, Gender> = {
  m: 'male',
  f: 'female',
  ชาย: 'male',
  หญิง: 'female',
  อื่นๆ: 'other',
  'อื่น ๆ': 'other',
};
const TAG_MAX = 50;
const TAGS_PER_ROW = 20;

export function checkPersonRow(values: Record<string, string>, custom: PeopleField[]): Checked<PersonRow> {
  const errors: Record<string, string> = {};
  const mobile = normalizeThaiMobile(values.mobile ?? '');
  if (!mobile) errors.mobile = 'validation.phone';
  const row: PersonRow = { mobile: mobile ?? '', tags: [], fields: {} };
  for (const key of ['firstName', 'lastName'] as const) {
    if (values[key] === undefined) continue;
    if ([...values[key]].length > PERSON_NAME_MAX || isUnsafeText(values[key])) errors[key] = 'validation.maxLength';
    else row[key] = values[key];
  }
  if (values.email !== undefined) {
    if (values.email === '') row.email = null;
    else if (!isEmail(values.email) || values.email.length > 254) errors.email = 'validation.email';
    else row.email = values.email.toLowerCase();
  }
  if (values.gender !== undefined) {
    const word = values.gender.toLowerCase();
    const gender = (GENDERS as readonly string[]).includes(word) ? (word as Gender) : GENDER_WORDS[word];
    if (values.gender === '') row.gender = null;
    else if (!gender) errors.gender = 'validation.oneOf';
    else row.gender = gender;
  }
  if (values.birthday !== undefined) {
    const day = values.birthday === '' ? null : isoDay(values.birthday);
    if (day === undefined) errors.birthday = 'validation.date';
    else row.birthday = day;
  }
  if (values.tags) {
    const tags = [
      ...new Set(
        values.tags
          .split(/[,;|]/)
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ];
    if (tags.length > TAGS_PER_ROW || tags.some((tag) => [...tag].length > TAG_MAX || isUnsafeText(tag)))
      errors.tags = 'validation.tags';
    else row.tags = tags;
  }
  const input: Record<string, string> = {};
  for (const field of custom) if (values[field.key] !== undefined) input[field.key] = values[field.key];
  try {
    row.fields = checkFieldValues(custom, input, {}, false);
  } catch (error) {
    if (!(error instanceof ValidationFailedException)) throw error;
    Object.assign(errors, (error.getResponse() as { errors: Record<string, string> }).errors);
  }
  // A required field the file fills must be filled on every row.
  for (const field of custom)
    if (field.required && input[field.key] === '') errors[`fields.${field.key}`] = 'validation.required';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: row };
}

export function checkBlacklistRow(values: Record<string, string>): Checked<BlacklistRow> {
  const errors: Record<string, string> = {};
  const mobile = normalizeThaiMobile(values.mobile ?? '');
  if (!mobile) errors.mobile = 'validation.phone';
  const reason = (values.reason || 'manual') as BlacklistReason;
  if (!BLACKLIST_REASONS.includes(reason)) errors.reason = 'validation.oneOf';
  const source = values.source ? values.source : null;
  if (source && ([...source].length > 100 || isUnsafeText(source))) errors.source = 'validation.maxLength';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { mobile: mobile!, reason, source } };
}

/**
 * A day as `YYYY-MM-DD`, from ISO or the Thai habit `D/M/YYYY` (a Buddhist-era year, above
 * 2400, is turned into the common era); undefined when it is not a real day.
 */
export function isoDay(text: string): string | undefined {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  let [year, month, day] = match ? [+match[1], +match[2], +match[3]] : [0, 0, 0];
  if (!match) {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (!match) return undefined;
    [day, month, year] = [+match[1], +match[2], +match[3]];
  }
  if (year > 2400) year -= 543;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900)
    return undefined;
  return date.toISOString().slice(0, 10);
}
