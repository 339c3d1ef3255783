import {
  ictDateTime,
  MONTHLY_REPORT_DAYS,
  ictIso,
  isIsoDate,
  monthlyRunsOn,
  reportCron,
  reportWindow,
  windowView,
  type ReportRecurrence,
} from '../../backend/src/modules/reports/report-windows.js';

/** The window of a run at a fixed instant, as people read it (ICT, last second included). */
const at = (recurrence: ReportRecurrence, now: string, range = {}) => windowView(reportWindow(recurrence, new Date(now), range));

describe('report windows, in ICT (UTC+7), with a fixed clock', () => {
  it('daily covers yesterday 00:00 to 23:59:59, the ICT day turning at 17:00 UTC', () => {
    expect(at('daily', '2026-03-01T16:59:59Z')).toEqual({
      windowStart: '2026-02-28T00:00:00+07:00',
      windowEnd: '2026-02-28T23:59:59+07:00',
    });
    expect(at('daily', '2026-03-01T17:00:00Z')).toEqual({
      windowStart: '2026-03-01T00:00:00+07:00',
      windowEnd: '2026-03-01T23:59:59+07:00',
    });
    const { start, end } = reportWindow('daily', new Date('2026-03-01T17:00:00Z'));
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-02-28T17:00:00.000Z', '2026-03-01T17:00:00.000Z']);
  });

  it('daily on the first of a month and of a year covers the previous month’s and year’s last day', () => {
    expect(at('daily', '2026-03-01T00:30:00+07:00').windowStart).toBe('2026-02-28T00:00:00+07:00');
    expect(at('daily', '2028-03-01T01:00:00+07:00').windowStart).toBe('2028-02-29T00:00:00+07:00');
    expect(at('daily', '2027-01-01T01:00:00+07:00')).toEqual({
      windowStart: '2026-12-31T00:00:00+07:00',
      windowEnd: '2026-12-31T23:59:59+07:00',
    });
  });

  it('weekly covers the 7 whole days before today', () => {
    expect(at('weekly', '2026-03-02T01:00:00+07:00')).toEqual({
      windowStart: '2026-02-23T00:00:00+07:00',
      windowEnd: '2026-03-01T23:59:59+07:00',
    });
    // Across February of a leap year.
    expect(at('weekly', '2028-03-03T01:00:00+07:00')).toEqual({
      windowStart: '2028-02-25T00:00:00+07:00',
      windowEnd: '2028-03-02T23:59:59+07:00',
    });
    const { start, end } = reportWindow('weekly', new Date('2026-03-02T01:00:00+07:00'));
    expect((end.getTime() - start.getTime()) / 86_400_000).toBe(7);
  });

  it('monthly covers the previous calendar month, February of a leap year whole', () => {
    expect(at('monthly', '2026-03-01T01:00:00+07:00')).toEqual({
      windowStart: '2026-02-01T00:00:00+07:00',
      windowEnd: '2026-02-28T23:59:59+07:00',
    });
    expect(at('monthly', '2028-03-01T01:00:00+07:00')).toEqual({
      windowStart: '2028-02-01T00:00:00+07:00',
      windowEnd: '2028-02-29T23:59:59+07:00',
    });
    expect(at('monthly', '2027-01-03T01:00:00+07:00')).toEqual({
      windowStart: '2026-12-01T00:00:00+07:00',
      windowEnd: '2026-12-31T23:59:59+07:00',
    });
    // 2026-02-28T17:30Z is already 1 March in Bangkok: February is the previous month.
    expect(at('monthly', '2026-02-28T17:30:00Z').windowStart).toBe('2026-02-01T00:00:00+07:00');
    expect(at('monthly', '2026-02-28T16:30:00Z').windowStart).toBe('2026-01-01T00:00:00+07:00');
  });

  it('once covers from and to, both days whole', () => {
    expect(at('once', '2026-05-01T00:00:00Z', { from: '2028-02-28', to: '2028-02-29' })).toEqual({
      windowStart: '2028-02-28T00:00:00+07:00',
      windowEnd: '2028-02-29T23:59:59+07:00',
    });
    expect(() => reportWindow('once', new Date(), { from: '2026-02-30', to: '2026-03-01' })).toThrow();
  });

  it('a monthly report arrives within the first five days of the next month (spec §9): its day is 1 to 5', () => {
    expect(MONTHLY_REPORT_DAYS).toBe(5);
    const runs = (day: number, month: string) => {
      const days: number[] = [];
      for (let d = 1; d <= 31; d++) {
        const date = `${month}-${String(d).padStart(2, '0')}`;
        if (isIsoDate(date) && monthlyRunsOn(day, new Date(`${date}T01:00:00+07:00`))) days.push(d);
      }
      return days;
    };
    for (const month of ['2026-02', '2028-02', '2026-04', '2026-12']) {
      for (let day = 1; day <= MONTHLY_REPORT_DAYS; day++) expect(runs(day, month)).toEqual([day]);
    }
    expect(reportCron('monthly', 1)).toBe('0 1 1 * *');
    expect(reportCron('monthly', 5)).toBe('0 1 5 * *');
    // A day stored before the rule (the migration clamps them) still runs within the five days.
    expect(reportCron('monthly', 31)).toBe('0 1 5 * *');
    expect(runs(31, '2026-02')).toEqual([5]);
    // The ICT day decides: 4 March 17:00 UTC is 5 March in Bangkok.
    expect(monthlyRunsOn(5, new Date('2026-03-04T16:59:59Z'))).toBe(false);
    expect(monthlyRunsOn(5, new Date('2026-03-04T17:00:00Z'))).toBe(true);
  });

  it('gives cron lines in ICT: daily, Mondays, the monthly day', () => {
    expect(reportCron('daily')).toBe('0 1 * * *');
    expect(reportCron('weekly')).toBe('0 1 * * 1');
    expect(reportCron('monthly', 1)).toBe('0 1 1 * *');
    expect(reportCron('monthly', 3)).toBe('0 1 3 * *');
  });

  it('writes times in ICT', () => {
    expect(ictIso(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02T00:00:00+07:00');
    expect(ictDateTime(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(ictDateTime(null)).toBe('');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
