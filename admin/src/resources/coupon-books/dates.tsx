import { TextInput, type Validator } from 'react-admin';

/** Thailand keeps +07:00 all year (no daylight saving), so a fixed offset is exact. */
const ICT_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as the wall-clock time in Bangkok, as `<input type="datetime-local">` wants it. */
export const toBangkokLocal = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + ICT_OFFSET_MS).toISOString().slice(0, 16);
};

/** A Bangkok wall-clock time typed in the form as ISO with +07:00, as Quick Send's schedule. */
export const fromBangkokLocal = (local: string): string | null =>
  local ? `${local.length === 16 ? `${local}:00` : local}+07:00` : null;

const time = (value: unknown) => (typeof value === 'string' && value ? new Date(value).getTime() : NaN);

/** The end must be after the start in the field named (the API's rule, with the same message key). */
export const endAfter =
  (startField: string): Validator =>
  (value, values) => {
    const start = time((values as Record<string, unknown> | undefined)?.[startField]);
    const end = time(value);
    return Number.isNaN(start) || Number.isNaN(end) || end > start ? undefined : 'validation.endAfterStart';
  };

export const endAfterStart = endAfter('startDate');

/**
 * A date and time picked in the account's time zone (ICT, GMT+7) whatever the browser's zone;
 * react-admin's DateTimeInput would use the browser's.
 */
export const BangkokDateTimeInput = ({
  source,
  label,
  validate,
  helperText = 'resources.coupon-books.ictHelp',
}: {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}) => (
  <TextInput
    source={source}
    label={label}
    type="datetime-local"
    validate={validate}
    format={toBangkokLocal}
    parse={fromBangkokLocal}
    helperText={helperText}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);
