import pg from 'pg';
import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, topUp } from '../utils/messaging.js';

jest.setTimeout(120_000);

/**
 * Typed or pasted numbers with a message using {{firstName}}: the people of the sending account
 * who have those numbers fill it, and the sender chooses what the others get.
 */
describe('typed numbers: variables filled from the people of the account', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;
  let sender: string;
  // Anna and Ben are people of the shop; Dao is one with no first name; 0893000003 is nobody's
  // in the shop, but a person of another account (whose name must never leak into the shop's send).
  const numbers = ['0893000001', '0893000002', '0893000003', '0893000004'];
  const e164 = (mobile: string) => `+66${mobile.slice(1)}`;

  beforeAll(async () => {
    h = await deliveryHarness('typed_people', { record: true, ratios: { delivered: 1, undelivered: 0, rejected: 0 } });
    db = h.api.app.get(DataSource);
    const staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    const other = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, shop, staff);
    await topUp(h.api.http, staff, shop.accountId, 1_000);
    const person = (session: Session, body: Record<string, unknown>) =>
      h.api.http.post('/api/people').set(session.auth).send(body).expect(201);
    await person(shop, { mobile: numbers[0], firstName: 'Anna' });
    await person(shop, { mobile: numbers[1], firstName: 'Ben' });
    await person(shop, { mobile: numbers[3], lastName: 'Dao' });
    await person(other, { mobile: numbers[2], firstName: 'Stranger' });
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const body = (extra: Record<string, unknown> = {}) => ({
    senderName: sender,
    message: 'Hi {{firstName}}, sale today',
    recipients: numbers,
    kind: 'transactional',
    ...extra,
  });

  /** The texts the send's messages carry, and those the SMSC received, by number. */
  async function sentTexts(id: string): Promise<Record<string, string>> {
    await eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${id}`).set(shop.auth).expect(200);
        return res.body.status === 'completed' && res.body.counts.delivered === res.body.recipients ? res.body : null;
      },
      60_000,
      300,
    );
    const rows = await db.query<{ mobile: string; text: string }[]>(`SELECT mobile, text FROM messages WHERE broadcast_id = $1`, [id]);
    const texts = Object.fromEntries(rows.map((row) => [row.mobile, row.text]));
    // What reached the operator is what was written.
    for (const [mobile, text] of Object.entries(texts)) {
      expect(h.sim.submitted().filter((entry) => entry.destination === mobile.slice(1)).map((entry) => entry.text)).toContain(text);
    }
    return texts;
  }

  it('counts the numbers that match people and names those that lack a value, in one people query', async () => {
    const query = jest.spyOn(pg.Client.prototype, 'query');
    let analysis;
    try {
      analysis = await h.api.http.post('/api/broadcasts/analyze').set(shop.auth).send(body()).expect(200);
      const sql = query.mock.calls.map(([config]) => (typeof config === 'string' ? config : String((config as { text?: string }).text)));
      // Set-based: one statement for the whole batch of numbers, never one per number.
      expect(sql.filter((text) => /FROM "people"/.test(text))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
    expect(analysis.body).toMatchObject({ valid: 4, matchedPeople: 3, lackingValues: 2, credits: 4 });
    expect(analysis.body.lackingNumbers).toEqual([e164(numbers[2]), e164(numbers[3])]);
    expect(analysis.body.preview.map((message: { text: string }) => message.text)).toEqual([
      'Hi Anna, sale today',
      'Hi Ben, sale today',
      'Hi , sale today',
      'Hi , sale today',
    ]);

    const leaving = await h.api.http.post('/api/broadcasts/analyze').set(shop.auth).send(body({ missingValues: 'leaveOut' })).expect(200);
    expect(leaving.body).toMatchObject({ valid: 2, matchedPeople: 2, lackingValues: 2, credits: 2 });
  });

  it('sends each person their first name and the typed fallback to the numbers without one', async () => {
    const sent = await h.api.http
      .post('/api/broadcasts')
      .set(shop.auth)
      .send(body({ missingValues: 'fallback', fallbackValues: { firstName: 'friend' } }))
      .expect(201);
    expect(await sentTexts(sent.body.id)).toEqual({
      [e164(numbers[0])]: 'Hi Anna, sale today',
      [e164(numbers[1])]: 'Hi Ben, sale today',
      [e164(numbers[2])]: 'Hi friend, sale today',
      [e164(numbers[3])]: 'Hi friend, sale today',
    });
  });

  it('leaves out the numbers without a value when asked, and charges only for the others', async () => {
    const sent = await h.api.http.post('/api/broadcasts').set(shop.auth).send(body({ missingValues: 'leaveOut' })).expect(201);
    const send = (await h.api.http.get(`/api/broadcasts/${sent.body.id}`).set(shop.auth).expect(200)).body;
    expect(send).toMatchObject({ recipients: 2, credits: 2 });
    expect(await sentTexts(sent.body.id)).toEqual({
      [e164(numbers[0])]: 'Hi Anna, sale today',
      [e164(numbers[1])]: 'Hi Ben, sale today',
    });
  });

  it('sends the variable empty by default', async () => {
    const sent = await h.api.http.post('/api/broadcasts').set(shop.auth).send(body({ recipients: numbers.slice(1, 3) })).expect(201);
    expect(await sentTexts(sent.body.id)).toEqual({
      [e164(numbers[1])]: 'Hi Ben, sale today',
      [e164(numbers[2])]: 'Hi , sale today',
    });
  });

  it('refuses a fallback left blank and a variable no person has, charging nothing', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      (await h.api.http.post('/api/broadcasts').set(shop.auth).send(body(extra)).expect(422)).body.errors as Record<string, string>;
    expect(await refused({ missingValues: 'fallback' })).toEqual({ fallbackValues: 'validation.fallbackValues' });
    expect(await refused({ missingValues: 'fallback', fallbackValues: { firstName: '  ' } })).toHaveProperty('fallbackValues');
    expect(await refused({ missingValues: 'fallback', fallbackValues: { firstName: 'x'.repeat(101) } })).toHaveProperty('fallbackValues');
    expect(await refused({ missingValues: 'sometimes' })).toHaveProperty('missingValues');
    expect(await refused({ message: 'Hi {{nickname}}' })).toEqual({ message: 'validation.unknownVariable' });
  });
});
