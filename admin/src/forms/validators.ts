// Pure validators: each returns a translation key of locales/*/api.json, or undefined when valid.
// They reuse the server's `validation.*` keys so client and server speak with one voice.

type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Marked so react-admin shows the required asterisk. */
export const required: Validator & { isRequired: true } = Object.assign(
  (value: unknown) => (isBlank(value) ? 'validation.required' : undefined),
  { isRequired: true as const },
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Validator = (value) => (isBlank(value) || EMAIL.test(String(value).trim()) ? undefined : 'validation.email');

/** Loose on purpose: the server has the exact Thai number rules. */
const PHONE = /^\+?\d{9,15}$/;
export const normalisePhone = (value: string): string => value.replace(/[\s().-]/g, '');
export const phone: Validator = (value) =>
  isBlank(value) || PHONE.test(normalisePhone(String(value))) ? undefined : 'validation.phone';

const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
export const username: Validator = (value) =>
  isBlank(value) || USERNAME.test(String(value)) ? undefined : 'validation.username';

export const MIN_PASSWORD_LENGTH = 8;
export const password: Validator = (value) =>
  isBlank(value) || String(value).length >= MIN_PASSWORD_LENGTH ? undefined : 'validation.passwordTooShort';

export const maxLength =
  (max: number): Validator =>
  (value) =>
    isBlank(value) || String(value).length <= max ? undefined : 'validation.maxLength';

/** The value must repeat the one of another field (password confirmation). */
export const sameAs =
  (field: string): Validator =>
  (value, values) =>
    isBlank(value) || value === values?.[field] ? undefined : 'validation.passwordsDiffer';

export const mustBeTicked: Validator & { isRequired: true } = Object.assign(
  (value: unknown) => (value === true ? undefined : 'validation.termsRequired'),
  { isRequired: true as const },
);

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));
export const timeZone: Validator = (value) =>
  isBlank(value) || TIME_ZONES.has(String(value)) || value === 'UTC' ? undefined : 'validation.timezone';
