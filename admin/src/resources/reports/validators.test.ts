import { describe, expect, it } from 'vitest';
import { dayOfMonth, fileName, notBeforeFrom, toReportPayload } from './validators';

describe('report form rules', () => {
  it('refuses file names with < > : / | ? * and says so with the server’s key', () => {
    for (const name of ['a<b', 'a>b', 'a:b', 'a/b', 'a|b', 'a?b', 'a*b']) expect(fileName(name)).toBe('validation.fileName');
    expect(fileName('รายงาน มีนาคม 2026')).toBeUndefined();
    expect(fileName('')).toBeUndefined();
  });

  it('takes a day of the month from 1 to 5', () => {
    expect(dayOfMonth(0)).toBe('validation.dayOfMonth');
    expect(dayOfMonth(32)).toBe('validation.dayOfMonth');
    expect(dayOfMonth(1.5)).toBe('validation.dayOfMonth');
    // Within the first five days of the next month (spec §9).
    expect(dayOfMonth(6)).toBe('validation.dayOfMonth');
    expect(dayOfMonth(31)).toBe('validation.dayOfMonth');
    expect(dayOfMonth(5)).toBeUndefined();
    expect(dayOfMonth('1')).toBeUndefined();
  });

  it('wants the end on or after the start', () => {
    expect(notBeforeFrom('2026-03-01', { from: '2026-03-02' })).toBe('validation.reportRange');
    expect(notBeforeFrom('2026-03-02', { from: '2026-03-02' })).toBeUndefined();
  });

  it('sends only the fields of the chosen recurrence', () => {
    const base = { name: 'R', type: 'otp', format: 'csv', from: '2026-03-01', to: '2026-03-02', dayOfMonth: '5' };
    expect(toReportPayload({ ...base, recurrence: 'once' })).toEqual({
      name: 'R',
      type: 'otp',
      format: 'csv',
      recurrence: 'once',
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(toReportPayload({ ...base, recurrence: 'monthly' })).toEqual({
      name: 'R',
      type: 'otp',
      format: 'csv',
      recurrence: 'monthly',
      dayOfMonth: 5,
    });
    expect(toReportPayload({ ...base, recurrence: 'daily' })).toEqual({
      name: 'R',
      type: 'otp',
      format: 'csv',
      recurrence: 'daily',
    });
  });
});
