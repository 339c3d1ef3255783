import { describe, expect, it } from 'vitest';
import { fromBangkokLocal, quietHoursAt, quietHoursNotice, toBangkokLocal } from './quietHours';

describe('quiet hours in Bangkok time, whatever the browser clock says', () => {
  it('reads instants in ICT (UTC+7): 13:59 UTC is 20:59 in Bangkok, 14:00 UTC is 21:00', () => {
    expect(quietHoursAt(new Date('2026-12-03T13:59:00Z'))).toBeNull();
    expect(quietHoursAt(new Date('2026-12-03T14:00:00Z'))).toEqual({ at: '2026-12-03T21:00', next: '2026-12-04T09:00' });
  });

  it('points after midnight to the same morning, and lets 09:00 go', () => {
    // 2026-12-03 01:30 UTC is 08:30 in Bangkok.
    expect(quietHoursAt(new Date('2026-12-03T01:30:00Z'))).toEqual({ at: '2026-12-03T08:30', next: '2026-12-03T09:00' });
    expect(quietHoursAt(new Date('2026-12-03T02:00:00Z'))).toBeNull();
    // 23:30 UTC on the 2nd is already 06:30 on the 3rd in Bangkok.
    expect(quietHoursAt(new Date('2026-12-02T23:30:00Z'))?.next).toBe('2026-12-03T09:00');
  });

  it('crosses months and years', () => {
    expect(quietHoursAt(new Date('2026-12-31T15:00:00Z'))?.next).toBe('2027-01-01T09:00');
  });

  it('checks the scheduled Bangkok time, or now; transactional sends have no quiet hours', () => {
    const noon = new Date('2026-12-03T05:00:00Z');
    const night = new Date('2026-12-03T16:00:00Z');
    expect(quietHoursNotice('marketing', 'now', '', noon)).toBeNull();
    expect(quietHoursNotice('marketing', 'now', '', night)?.next).toBe('2026-12-04T09:00');
    expect(quietHoursNotice('transactional', 'now', '', night)).toBeNull();
    expect(quietHoursNotice('marketing', 'later', '2026-12-05T22:15', noon)).toEqual({
      at: '2026-12-05T22:15',
      next: '2026-12-06T09:00',
    });
    expect(quietHoursNotice('marketing', 'later', '2026-12-05T10:00', night)).toBeNull();
    expect(quietHoursNotice('marketing', 'later', '', night)).toBeNull();
  });

  it('converts between instants and Bangkok wall-clock times', () => {
    expect(toBangkokLocal(new Date('2026-12-03T02:00:00Z'))).toBe('2026-12-03T09:00');
    expect(fromBangkokLocal('2026-12-03T09:00')?.toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(fromBangkokLocal('nonsense')).toBeNull();
  });
});
