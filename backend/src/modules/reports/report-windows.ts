/**
 * The periods reports cover, in the accounts' time zone: Indochina Time (Asia/Bangkok, UTC+7,
 * no daylight saving), so a fixed offset is exact. Pure functions of an instant: the tests pin
 * the clock, the worker passes the time a scheduled run fires.
 */

export const REPORT_RECURRENCES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type ReportRecurrence = (typeof REPORT_RECURRENCES)[number];

export const REPORT_TIME_ZONE = 'Asia/Bangkok';
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** [start, end): `end` is the first instant after the period. */
export interface ReportWindow {
  start: Date;
  end: Date;
}

/** A calendar day in ICT; month 1–12. */
export interface IctDay {
  year: number;
  month: number;
  day: number;
}

export function ictDay(instant: Date): IctDay {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 00:00 ICT of a day; days and months out of range roll over (day 0 is the previous month's last). */
export function ictMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - OFFSET_MS);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` that names a real day. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parseDay(value: string): IctDay {
  const [year, month, day] = value.split('-').map(Number);
  return { year, month, day };
}

/**
 * The period a run at `now` covers: daily, yesterday; weekly, the 7 whole days before today;
 * monthly, the previous calendar month; once, `from` to `to` (ICT dates, both included).
 */
export function reportWindow(
  recurrence: ReportRecurrence,
  now: Date,
  range: { from?: string | null; to?: string | null } = {},
): ReportWindow {
  const today = ictDay(now);
  const todayStart = ictMidnight(today.year, today.month, today.day);
  switch (recurrence) {
    case 'daily':
      return { start: new Date(todayStart.getTime() - DAY_MS), end: todayStart };
    case 'weekly':
      return { start: new Date(todayStart.getTime() - 7 * DAY_MS), end: todayStart };
    case 'monthly':
      return { start: ictMidnight(today.year, today.month - 1, 1), end: ictMidnight(today.year, today.month, 1) };
    case 'once': {
      if (!isIsoDate(range.from) || !isIsoDate(range.to)) throw new Error('a one-off report needs from and to');
      const from = parseDay(range.from);
      const to = parseDay(range.to);
      return { start: ictMidnight(from.year, from.month, from.day), end: ictMidnight(to.year, to.month, to.day + 1) };
    }
  }
}

/**
 * A monthly report arrives within the first five days of the next month (spec §9): its day is
 * 1 to 5, days every month has, so no month is too short for it.
 */
export const MONTHLY_REPORT_DAYS = 5;

/** A monthly report's day; one stored before the rule (the migration clamps them) runs on the 5th. */
function monthlyDay(dayOfMonth: number | null | undefined): number {
  return Math.min(Math.max(dayOfMonth ?? 1, 1), MONTHLY_REPORT_DAYS);
}

/** Whether a monthly report on `dayOfMonth` runs on the ICT day of `now`. */
export function monthlyRunsOn(dayOfMonth: number, now: Date): boolean {
  return ictDay(now).day === monthlyDay(dayOfMonth);
}

/** Scheduled runs start at 01:00 ICT, after the day they report on has closed. */
const RUN_HOUR = 1;

/** The cron line (in REPORT_TIME_ZONE) of a recurring report. Weekly runs on Mondays, monthly on its day. */
export function reportCron(recurrence: Exclude<ReportRecurrence, 'once'>, dayOfMonth?: number | null): string {
  if (recurrence === 'daily') return `0 ${RUN_HOUR} * * *`;
  if (recurrence === 'weekly') return `0 ${RUN_HOUR} * * 1`;
  return `0 ${RUN_HOUR} ${monthlyDay(dayOfMonth)} * *`;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-03-01 23:59:59` in ICT: how a time reads in a report's cells. */
export function ictDateTime(instant: Date | null | undefined): string {
  if (!instant) return '';
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** ISO 8601 with the ICT offset: `2026-03-01T00:00:00+07:00`. */
export function ictIso(instant: Date): string {
  return `${ictDateTime(instant).replace(' ', 'T')}+07:00`;
}

/** A window as people read it: its first second and its last (`end` is exclusive). */
export function windowView(window: ReportWindow): { windowStart: string; windowEnd: string } {
  return { windowStart: ictIso(window.start), windowEnd: ictIso(new Date(window.end.getTime() - 1000)) };
}
