import { describe, expect, it } from 'vitest';
import { basicErrors, campaignPayload, couponErrors, withSampleCodes } from './steps';

const basic = {
  name: 'New year',
  startDate: '2026-12-01',
  timeStart: '10:00',
  endDate: '2026-12-31',
  timeEnd: '20:00',
  audience: 'typed' as const,
  numbers: '0812345678\n0812345679',
};

describe('campaign wizard steps', () => {
  it('lets a complete basic setting through to the coupons', () => {
    expect(basicErrors(basic)).toEqual({});
  });

  it('holds the basic setting on each missing or wrong field', () => {
    expect(basicErrors({ ...basic, name: ' ' })).toEqual({ name: 'ra.validation.required' });
    expect(basicErrors({ ...basic, timeStart: '24:00' })).toEqual({ timeStart: 'validation.time' });
    expect(basicErrors({ ...basic, endDate: '2026-12-01', timeEnd: '09:00' })).toEqual({ endDate: 'validation.endAfterStart' });
    expect(basicErrors({ ...basic, numbers: '' })).toEqual({ numbers: 'validation.recipientsRequired' });
    expect(basicErrors({ ...basic, audience: 'people' })).toEqual({ tagIds: 'validation.recipientsRequired' });
    expect(basicErrors({ ...basic, audience: 'people', allPeople: true })).toEqual({});
  });

  it('holds the coupons step until a coupon is chosen', () => {
    expect(couponErrors({})).toEqual({ couponIds: 'validation.couponsRequired' });
    expect(couponErrors({ couponIds: ['c1'] })).toEqual({});
  });

  it('sends one audience kind', () => {
    expect(campaignPayload({ ...basic, couponIds: ['c1'], tagIds: ['t1'] })).toMatchObject({
      recipients: ['0812345678', '0812345679'],
      couponIds: ['c1'],
    });
    const people = campaignPayload({ ...basic, audience: 'people', tagIds: ['t1'], couponIds: ['c1'] });
    expect(people).toMatchObject({ allPeople: false, tagIds: ['t1'], groupIds: [] });
    expect(people).not.toHaveProperty('recipients');
    expect(campaignPayload({ ...basic, audience: 'file', fileId: 'f1', phoneColumn: 'Mobile' })).toMatchObject({
      fileId: 'f1',
      phoneColumn: 'Mobile',
      variables: {},
    });
  });

  it('holds a file audience until its file and phone column are chosen', () => {
    expect(basicErrors({ ...basic, audience: 'file' })).toEqual({ fileId: 'ra.validation.required' });
    expect(basicErrors({ ...basic, audience: 'file', fileId: 'f1' })).toEqual({ phoneColumn: 'validation.phoneColumn' });
    expect(basicErrors({ ...basic, audience: 'file', fileId: 'f1', phoneColumn: 'Mobile' })).toEqual({});
  });
});

describe('the confirm step’s preview', () => {
  it('shows a readable sample code of the same length in place of the stand-ins', () => {
    const text = 'Code ¤¤¤¤¤¤¤¤¤¤ at https://x.test/c/¤¤¤¤¤¤¤¤¤¤¤¤';
    const shown = withSampleCodes(text);
    expect(shown).toBe('Code ABCD2345EF at https://x.test/c/ABCD2345EFGH');
    expect(shown).toHaveLength(text.length);
    expect(withSampleCodes('¤'.repeat(20))).toBe('ABCD2345EFGH6789ABCD');
    expect(withSampleCodes('No code here')).toBe('No code here');
  });
});
