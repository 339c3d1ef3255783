import type { Language } from '../i18n/messages.js';

/**
 * How every file the product writes (list exports, reports) prints a time: in the accounts' zone,
 * Indochina Time (Asia/Bangkok, UTC+7, no daylight saving, so a fixed offset is exact), with the
 * offset written out so that nobody reads it as UTC, and in Thai with the Buddhist-era year
 * (CE + 543) as the screens show it. Sortable text: a CSV has no type. An XLSX holds real dates
 * instead (stream-export.ts), the same ICT wall-clock time that a spreadsheet can sort and count.
 */
export const EXPORT_TIME_ZONE = 'Asia/Bangkok';
const OFFSET_MS = 7 * 3_600_000;
const OFFSET = '+07:00';
const BUDDHIST_ERA = 543;

const pad = (value: number) => String(value).padStart(2, '0');

/** The year as the language counts it. */
const yearIn = (year: number, language: Language | string) => (language === 'th' ? year + BUDDHIST_ERA : year);

/**
 * The ICT wall-clock time as a Date whose UTC fields read it: what a spreadsheet date (which has
 * no zone) holds for this instant.
 */
export function ictWallClock(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

/** `2026-03-01 14:05:09 +07:00` (`2569-…` in Thai); '' for no time. */
export function exportTime(instant: Date | null | undefined, language: Language | string): string {
  if (!instant || Number.isNaN(instant.getTime())) return '';
  const ict = ictWallClock(instant);
  return (
    `${yearIn(ict.getUTCFullYear(), language)}-${pad(ict.getUTCMonth() + 1)}-${pad(ict.getUTCDate())} ` +
    `${pad(ict.getUTCHours())}:${pad(ict.getUTCMinutes())}:${pad(ict.getUTCSeconds())} ${OFFSET}`
  );
}

/** An ICT calendar day (`YYYY-MM-DD`, as the database or a filter gives it) in the language's era. */
export function exportDay(day: string | null | undefined, language: Language | string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return day ?? '';
  return `${yearIn(Number(match[1]), language)}-${match[2]}-${match[3]}`;
}
