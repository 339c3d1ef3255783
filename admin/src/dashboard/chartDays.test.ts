import { describe, expect, it } from 'vitest';
import { chartDays } from './chartDays';
import { todayIct, type DashboardDay } from './dashboardApi';

const NOTHING = {
  smsSub: 0,
  deliRate: 0,
  cost: 0,
  otpSub: 0,
  otpCost: 0,
  delivered: 0,
  rejected: 0,
  progress: 0,
  undelivered: 0,
  coupon: 0,
  open: 0,
  redeem: 0,
};
const day = (date: string, figures: Partial<DashboardDay> = {}): DashboardDay => ({ ...NOTHING, day: date, ...figures });

describe('chartDays', () => {
  const month = [
    day('2026-11-01', { smsSub: 4, delivered: 3, undelivered: 1, deliRate: 75, cost: 4 }),
    day('2026-11-02'),
    day('2026-11-03', { smsSub: 2, progress: 2, cost: 2 }),
    day('2026-11-04', { smsSub: 1, rejected: 1, deliRate: 0, cost: 1 }),
    day('2026-11-05'),
    day('2026-11-06', { smsSub: 1, delivered: 1, deliRate: 100 }),
  ];

  it('leaves the rate empty on days with no settled message, and keeps a measured 0 %', () => {
    const rates = chartDays(month, '2026-11-30').map((shown) => shown.deliRate);
    expect(rates).toEqual([75, null, null, 0, null, 100]);
  });

  it('draws no day after today, and today itself', () => {
    const shown = chartDays(month, '2026-11-04');
    expect(shown.map((each) => each.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(shown[3]).toMatchObject({ rejected: 1, cost: 1, deliRate: 0 });
  });

  it('keeps the other figures as the API gave them', () => {
    expect(chartDays(month, '2026-11-30')[2]).toMatchObject({ smsSub: 2, progress: 2, cost: 2, deliRate: null });
  });

  it('shows nothing of a month still to come', () => {
    expect(chartDays([day('2099-01-01'), day('2099-01-02')])).toEqual([]);
  });
});

describe('todayIct', () => {
  it('is the Bangkok day, seven hours ahead of UTC', () => {
    expect(todayIct(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(todayIct(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
  });
});
