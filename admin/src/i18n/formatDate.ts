/** Timestamps are stored in UTC and shown in the accounts' default zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

// Thai shows Buddhist-era years (CE + 543).
const LOCALE_TAGS: Record<string, string> = {
  en: 'en-GB',
  th: 'th-TH-u-ca-buddhist',
};

export interface FormatDateOptions {
  showTime?: boolean;
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: string, showTime: boolean, timeZone: string) => {
  const tag = LOCALE_TAGS[locale] ?? LOCALE_TAGS.en;
  const key = `${tag}|${showTime}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      ...(showTime ? { timeStyle: 'short' as const } : {}),
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Formats an ISO string, epoch or Date for the UI; empty or invalid values give ''. */
export const formatDate = (
  value: string | number | Date | null | undefined,
  locale: string,
  { showTime = false, timeZone = DEFAULT_TIME_ZONE }: FormatDateOptions = {},
): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(locale, showTime, timeZone).format(date);
};
