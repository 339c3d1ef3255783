/**
 * The quiet hours of marketing SMS as the API enforces them (backend sending-rules.ts): nothing
 * between 21:00 and 09:00 Bangkok time. Computed in ICT whatever the browser's time zone: Bangkok
 * is UTC+7 all year, so a fixed offset is exact.
 */
const ICT_OFFSET_MS = 7 * 3_600_000;
const QUIET_FROM = 21;
const QUIET_UNTIL = 9;

/** A Bangkok wall-clock time, as the schedule field holds it: `yyyy-MM-ddTHH:mm`. */
export type BangkokLocal = string;

/** The Bangkok wall-clock time of an instant. */
export const toBangkokLocal = (at: Date): BangkokLocal => new Date(at.getTime() + ICT_OFFSET_MS).toISOString().slice(0, 16);

/** The instant of a Bangkok wall-clock time, or null when it is not one. */
export const fromBangkokLocal = (local: BangkokLocal): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const at = new Date(`${local.slice(0, 16)}:00+07:00`);
  return Number.isNaN(at.getTime()) ? null : at;
};

export interface QuietHoursNotice {
  /** The chosen time, Bangkok wall clock. */
  at: BangkokLocal;
  /** The first time after it when marketing may be sent: 09:00 Bangkok time. */
  next: BangkokLocal;
}

/**
 * When a marketing send at `at` would be refused: the time and the next allowed one (09:00 the
 * same morning, or the next morning after 21:00); null when it may go.
 */
export const quietHoursAt = (at: Date): QuietHoursNotice | null => {
  const local = toBangkokLocal(at);
  const hour = Number(local.slice(11, 13));
  if (hour < QUIET_FROM && hour >= QUIET_UNTIL) return null;
  const day = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  if (hour >= QUIET_FROM) day.setUTCDate(day.getUTCDate() + 1);
  return { at: local, next: `${day.toISOString().slice(0, 10)}T${String(QUIET_UNTIL).padStart(2, '0')}:00` };
};

/** The form's choice of time checked: marketing only, now or the scheduled Bangkok time. */
export const quietHoursNotice = (
  kind: 'marketing' | 'transactional',
  schedule: 'now' | 'later',
  scheduledAt: BangkokLocal,
  now: Date,
): QuietHoursNotice | null => {
  if (kind !== 'marketing') return null;
  const at = schedule === 'later' ? fromBangkokLocal(scheduledAt) : now;
  return at ? quietHoursAt(at) : null;
};
