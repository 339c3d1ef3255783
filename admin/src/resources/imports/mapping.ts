import type { ImportField } from './types';

/** Other names a column commonly goes by, in English and Thai (compared normalised). */
const SYNONYMS: Record<string, string[]> = {
  mobile: ['phone', 'mobile number', 'phone number', 'tel', 'telephone', 'msisdn', 'เบอร์', 'เบอร์โทร', 'มือถือ'],
  firstName: ['first name', 'firstname', 'given name', 'name', 'ชื่อ', 'ชื่อจริง'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'นามสกุล'],
  email: ['e-mail', 'email address', 'mail', 'อีเมล', 'อีเมล์'],
  gender: ['sex', 'เพศ'],
  birthday: ['birth date', 'birthdate', 'date of birth', 'dob', 'วันเกิด'],
  tags: ['tag', 'แท็ก'],
  reason: ['เหตุผล'],
  source: ['แหล่งที่มา', 'ที่มา'],
};

/** A phone column, whatever else its name says. */
const MOBILE_LIKE = /mobile|phone|tel|เบอร์|มือถือ/i;

const normalise = (text: string) => text.toLowerCase().replace(/[\s_\-.]+/g, '');

/**
 * The field each file column most likely fills ('' for none): its key, its label (as shown) or a
 * usual other name, case and spacing aside; then any phone-like column for the mobile number.
 * No field is picked twice; the first column wins.
 */
export const guessMapping = (
  header: string[],
  fields: ImportField[],
  labelOf: (field: ImportField) => string,
): Record<string, string> => {
  const names = new Map<string, string>();
  for (const field of fields) {
    for (const name of [field.key, field.label, labelOf(field), ...(SYNONYMS[field.key] ?? [])]) {
      const key = normalise(name);
      if (key && !names.has(key)) names.set(key, field.key);
    }
  }
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const column of header) {
    const key = names.get(normalise(column));
    mapping[column] = key && !taken.has(key) ? key : '';
    if (mapping[column]) taken.add(mapping[column]);
  }
  if (!taken.has('mobile') && fields.some((field) => field.key === 'mobile')) {
    const phone = header.find((column) => !mapping[column] && MOBILE_LIKE.test(column));
    if (phone) mapping[phone] = 'mobile';
  }
  return mapping;
};

/** What the API receives: mapped columns only. */
export const chosenMapping = (mapping: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(mapping).filter(([, key]) => key));
