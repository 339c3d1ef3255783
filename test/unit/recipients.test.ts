import { prepareRecipients, type RawRecipient, type Verdict } from '../../backend/src/modules/broadcasts/recipients.js';

async function* rows(phones: string[]): AsyncGenerator<RawRecipient> {
  for (const [at, phone] of phones.entries()) yield { row: at + 2, phone, values: { name: `N${at}` } };
}

/** 12,000 rows: a valid number, then every tenth row invalid, a repeat or a blacklisted one. */
const phones = Array.from({ length: 12_000 }, (_, at) =>
  at % 10 === 3 ? 'not a number' : at % 10 === 7 ? `081${String(at - 1).padStart(7, '0')}` : `081${String(at).padStart(7, '0')}`,
);
const blacklist = new Set(phones.filter((_, at) => at % 10 === 5).map((phone) => `+66${phone.slice(1)}`));

describe('prepareRecipients', () => {
  it('judges every row once, in the order given, across batches, asking the blacklist once per batch', async () => {
    const asked: number[] = [];
    const batches: Verdict[][] = [];
    for await (const batch of prepareRecipients(rows(phones), {
      message: 'Hello {{name}}',
      extras: { unsubscribeLink: false, eConsent: false, consentedOnly: false, plan: 'basic' },
      blacklisted: async (mobiles) => {
        asked.push(mobiles.length);
        // Whose list holds each: the account's own here.
        return new Map(mobiles.filter((mobile) => blacklist.has(mobile)).map((mobile) => [mobile, 'own' as const]));
      },
    }))
      batches.push(batch);

    const verdicts = batches.flat();
    expect(batches.length).toBeGreaterThan(1);
    expect(asked).toHaveLength(batches.length);
    expect(verdicts).toHaveLength(phones.length);
    const kinds = verdicts.map((verdict) => verdict.kind);
    phones.forEach((_, at) => {
      const expected = at % 10 === 3 ? 'invalid' : at % 10 === 7 ? 'duplicate' : at % 10 === 5 ? 'blacklisted' : 'valid';
      if (kinds[at] !== expected) throw new Error(`row ${at}: ${kinds[at]}, expected ${expected}`);
    });
    const first = verdicts[0];
    expect(first).toEqual({
      kind: 'valid',
      recipient: expect.objectContaining({ mobile: '+66810000000', text: 'Hello N0', parts: 1, encoding: 'gsm7' }),
    });
    expect(verdicts[3]).toEqual({ kind: 'invalid', row: 5, value: 'not a number' });
  });
});
