import { describe, expect, it } from 'vitest';
import { analyzeText } from '@sms/segments';
import { withStandIns } from './parts';
import { couponVariableWhenActive } from './validators';

describe('the coupon message as the counter prices it', () => {
  it('counts the code and the link at their final length, not the variable names', () => {
    const text = 'Your coupon {{couponCode}}: {{ couponLink }} {{firstName}}';
    const counted = withStandIns(text, 'NY', 500);
    // 500 codes: 6 random symbols behind the prefix; the link is this site's /c/ and 12 characters.
    expect(counted).toBe(`Your coupon ${'¤'.repeat(8)}: ${window.location.origin}/c/${'¤'.repeat(12)} {{firstName}}`);
    expect(analyzeText(counted).encoding).toBe('gsm7');
  });

  it('grows the code with the count asked', () => {
    expect(withStandIns('{{couponCode}}', '', 1_000)).toBe('¤'.repeat(6));
    expect(withStandIns('{{couponCode}}', '', 2_000_000)).toBe('¤'.repeat(7));
  });
});

describe('an active coupon’s message', () => {
  it('must carry {{couponCode}} or {{couponLink}}; a draft may wait', () => {
    const active = { status: 'active' };
    expect(couponVariableWhenActive('Your code {code} {link}', active, {})).toBe('validation.couponVariableRequired');
    expect(couponVariableWhenActive('', active, {})).toBe('validation.couponVariableRequired');
    expect(couponVariableWhenActive('Code {{ couponCode }}', active, {})).toBeUndefined();
    expect(couponVariableWhenActive('Open {{couponLink}}', active, {})).toBeUndefined();
    expect(couponVariableWhenActive('Later', { status: 'draft' }, {})).toBeUndefined();
  });
});
