import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { inQuietHours, QUIET_HOURS } from '../../backend/src/modules/broadcasts/sending-rules.js';

const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost', JWT_SECRET: 'x'.repeat(32) };
const quietHoursOf = (value?: string) => loadConfig({ ...base, SMS_QUIET_HOURS: value }, 'api').messaging.quietHours;
/** An instant at an ICT wall-clock time on 1 December 2026. */
const ict = (hh: number, mm = 0, ss = 0) => new Date(Date.UTC(2026, 11, 1, hh - 7, mm, ss));

describe('quiet hours for marketing', () => {
  it('defaults to 21:00–09:00 ICT, across midnight, marketing only', () => {
    expect(quietHoursOf()).toEqual(QUIET_HOURS);
    expect(inQuietHours(ict(20, 59, 59), 'marketing')).toBe(false);
    expect(inQuietHours(ict(21), 'marketing')).toBe(true);
    expect(inQuietHours(ict(3), 'marketing')).toBe(true);
    expect(inQuietHours(ict(8, 59, 59), 'marketing')).toBe(true);
    expect(inQuietHours(ict(9), 'marketing')).toBe(false);
    expect(inQuietHours(ict(23), 'transactional')).toBe(false);
  });

  it('takes another window, one within a day, or none', () => {
    expect(quietHoursOf('22-6')).toEqual({ from: 22, until: 6 });
    const lunch = quietHoursOf('12-13');
    expect(inQuietHours(ict(12, 30), 'marketing', lunch)).toBe(true);
    expect(inQuietHours(ict(13), 'marketing', lunch)).toBe(false);
    expect(inQuietHours(ict(23), 'marketing', lunch)).toBe(false);
    expect(quietHoursOf('off')).toBeNull();
    expect(inQuietHours(ict(23), 'marketing', null)).toBe(false);
  });

  it('refuses a setting it cannot read', () => {
    for (const bad of ['21', '9-9', '25-3', 'night', '21-9-1']) expect(() => quietHoursOf(bad)).toThrow(ConfigError);
  });
});
