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

  describe('typed numbers filled from people, and what those without a value get', () => {
    const typed = async function* (phones: string[]): AsyncGenerator<RawRecipient> {
      for (const phone of phones) yield { row: null, phone, values: { mobile: phone } };
    };
    const people = new Map([
      ['+66893000001', { firstName: 'Anna', mobile: '+66893000001' }],
      ['+66893000002', { firstName: '', mobile: '+66893000002' }],
    ]);
    const judge = async (mode: 'empty' | 'fallback' | 'leaveOut', asked: string[][] = []) => {
      const verdicts: Verdict[] = [];
      for await (const batch of prepareRecipients(typed(['0893000001', '0893000002', '0893000003', '0893000001']), {
        message: 'Hi {{firstName}} ({{mobile}})',
        extras: { unsubscribeLink: false, eConsent: false, consentedOnly: false, plan: 'basic' },
        blacklisted: async () => new Map(),
        peopleValues: async (mobiles) => {
          asked.push([...mobiles]);
          return new Map(mobiles.flatMap((mobile) => (people.has(mobile) ? [[mobile, people.get(mobile)!] as const] : [])));
        },
        lacking: { mode, fallbacks: { firstName: 'friend' }, variables: ['firstName'] },
      }))
        verdicts.push(...batch);
      return verdicts;
    };
    const texts = (verdicts: Verdict[]) => verdicts.map((v) => (v.kind === 'valid' ? [v.recipient.text, v.recipient.matched, v.recipient.lacking] : v.kind));

    it('asks for the people of a batch once, with every new number, and keeps the number as typed', async () => {
      const asked: string[][] = [];
      expect(texts(await judge('empty', asked))).toEqual([
        ['Hi Anna (0893000001)', true, false],
        // A person with the field empty lacks it as much as a number of nobody.
        ['Hi  (0893000002)', true, true],
        ['Hi  (0893000003)', false, true],
        'duplicate',
      ]);
      expect(asked).toEqual([['+66893000001', '+66893000002', '+66893000003']]);
    });

    it('gives the typed value, or leaves them out', async () => {
      expect(texts(await judge('fallback'))).toEqual([
        ['Hi Anna (0893000001)', true, false],
        ['Hi friend (0893000002)', true, true],
        ['Hi friend (0893000003)', false, true],
        'duplicate',
      ]);
      expect(texts(await judge('leaveOut'))).toEqual([['Hi Anna (0893000001)', true, false], 'leftOut', 'leftOut', 'duplicate']);
    });
  });
});
