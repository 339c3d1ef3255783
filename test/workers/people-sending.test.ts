import pg from 'pg';
import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, topUp } from '../utils/messaging.js';

jest.setTimeout(120_000);

describe('sending to people: tags and groups as the audience, their fields as variables', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;
  let sender: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await deliveryHarness('people');
    db = h.api.app.get(DataSource);
    const staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, shop, staff);
    await topUp(h.api.http, staff, shop.accountId, 1_000);

    const post = async (path: string, body: Record<string, unknown>) =>
      (await h.api.http.post(path).set(shop.auth).send(body).expect(201)).body as { id: string };
    await post('/api/people-fields', { label: 'Points', key: 'points', type: 'number' });
    ids.vip = (await post('/api/tags', { name: 'VIP' })).id;
    ids.club = (await post('/api/groups', { name: 'Club' })).id;
    ids.women = (await post('/api/groups', { name: 'Women', kind: 'dynamic', rules: { gender: 'female' } })).id;
    // Anna: tagged and in the club (sent once). Ben: tagged, blacklisted. Chai: club only.
    // Dao: a woman, so in the dynamic group. Ed: in nothing.
    await post('/api/people', {
      mobile: '0891000001',
      firstName: 'Anna',
      fields: { points: 120 },
      tagIds: [ids.vip],
      groupIds: [ids.club],
    });
    const ben = await post('/api/people', { mobile: '0891000002', firstName: 'Ben', tagIds: [ids.vip] });
    await post('/api/people', { mobile: '0891000003', firstName: 'Chai', groupIds: [ids.club] });
    await post('/api/people', { mobile: '0891000004', firstName: 'Dao', gender: 'female' });
    await post('/api/people', { mobile: '0891000005', firstName: 'Ed' });
    await h.api.http
      .post('/api/people/bulk')
      .set(shop.auth)
      .send({ action: 'blacklist', ids: [ben.id] })
      .expect(200);
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const body = (audience: Record<string, unknown>) => ({
    senderName: sender,
    message: 'Hi {{firstName}}, you have {{points}} points',
    kind: 'transactional',
    ...audience,
  });

  it('counts each person once on the analyze page, the blacklisted one apart, with the message filled per person', async () => {
    const analysis = await h.api.http
      .post('/api/broadcasts/analyze')
      .set(shop.auth)
      .send(body({ tagIds: [ids.vip], groupIds: [ids.club, ids.women] }))
      .expect(200);
    expect(analysis.body).toMatchObject({ valid: 3, duplicate: 0, invalid: 0, blacklisted: 1, credits: 3 });
    expect(analysis.body.preview.map((message: { text: string }) => message.text)).toContain('Hi Anna, you have 120 points');

    const everyone = await h.api.http
      .post('/api/broadcasts/analyze')
      .set(shop.auth)
      .send(body({ allPeople: true }))
      .expect(200);
    expect(everyone.body).toMatchObject({ valid: 4, blacklisted: 1 });
  });

  it('reads an audience of tags and groups with a plan made for them, never one kept for all', async () => {
    const query = jest.spyOn(pg.Client.prototype, 'query');
    try {
      await h.api.http.post('/api/broadcasts/analyze').set(shop.auth).send(body({ tagIds: [ids.vip] })).expect(200);
      const configs = query.mock.calls.map(([config]) => (typeof config === 'string' ? { text: config } : (config as { text?: string; name?: string })));
      const audience = configs.filter((config) => String(config.text).includes('person_tags pt WHERE pt.tag_id IN'));
      expect(audience.length).toBeGreaterThan(0);
      // Unnamed: PostgreSQL plans the statement for its values each time it runs.
      for (const config of audience) expect(config.name).toBeUndefined();
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a variable no person has, another account’s tag, and two audiences at once', async () => {
    const unknown = await h.api.http
      .post('/api/broadcasts/analyze')
      .set(shop.auth)
      .send(body({ tagIds: [ids.vip], message: 'Hi {{nickname}}' }))
      .expect(422);
    expect(unknown.body.errors).toHaveProperty('message');
    const other = await registerAccount(h.api.http);
    const foreign = (await h.api.http.post('/api/tags').set(other.auth).send({ name: 'Theirs' }).expect(201)).body.id as string;
    expect(
      (
        await h.api.http
          .post('/api/broadcasts/analyze')
          .set(shop.auth)
          .send(body({ tagIds: [foreign] }))
          .expect(422)
      ).body.errors,
    ).toHaveProperty('tagIds');
    expect(
      (
        await h.api.http
          .post('/api/broadcasts/analyze')
          .set(shop.auth)
          .send(body({ tagIds: [ids.vip], recipients: ['0812345678'] }))
          .expect(422)
      ).body.errors,
    ).toHaveProperty('recipients');
  });

  it('sends to the same people the analysis counted, each message filled with its person’s fields', async () => {
    const sent = await h.api.http
      .post('/api/broadcasts')
      .set(shop.auth)
      .send(body({ tagIds: [ids.vip], groupIds: [ids.club, ids.women] }))
      .expect(201);
    await eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${sent.body.id}`).set(shop.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      60_000,
      300,
    );
    const rows = await db.query<{ mobile: string; text: string }[]>(
      `SELECT mobile, text FROM messages WHERE broadcast_id = $1 ORDER BY mobile`,
      [sent.body.id],
    );
    expect(rows).toEqual([
      { mobile: '+66891000001', text: 'Hi Anna, you have 120 points' },
      { mobile: '+66891000003', text: 'Hi Chai, you have  points' },
      { mobile: '+66891000004', text: 'Hi Dao, you have  points' },
    ]);
  });

  it('carries an unsubscribe link that opens a page in Thai or English and blacklists the number once confirmed', async () => {
    const sent = await h.api.http
      .post('/api/broadcasts')
      .set(shop.auth)
      .send(body({ groupIds: [ids.women], unsubscribeLink: true, message: 'Sale for {{firstName}}' }))
      .expect(201);
    await eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${sent.body.id}`).set(shop.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      60_000,
      300,
    );
    const [message] = await db.query<{ text: string }[]>(`SELECT text FROM messages WHERE broadcast_id = $1`, [sent.body.id]);
    const link = /\n(http\S+\/u\/([\w-]{16}))$/.exec(message.text);
    expect(link).not.toBeNull();
    const path = new URL(link![1]).pathname;

    // A link previewer's GET changes nothing; the page asks, in Thai by default.
    const thai = await h.api.http.get(path).expect(200).expect('Content-Type', /html/);
    expect(thai.text).toContain('lang="th"');
    expect(thai.text).toContain('089-XXX-0004');
    expect(thai.text).toContain('method="post"');
    const english = await h.api.http.get(path).set('Accept-Language', 'en-US,en;q=0.8').expect(200);
    expect(english.text).toContain('Stop SMS from');
    expect((await h.api.http.get(`${path}?lang=th`).set('Accept-Language', 'en').expect(200)).text).toContain('lang="th"');
    const blocked = () =>
      db.query<{ reason: string }[]>(`SELECT reason FROM blacklist WHERE account_id = $1 AND mobile = '+66891000004'`, [
        shop.accountId,
      ]);
    expect(await blocked()).toEqual([]);

    const done = await h.api.http.post(`${path}?lang=en`).expect(200);
    expect(done.text).toContain('You are unsubscribed');
    await h.api.http.post(path).expect(200);
    expect(await blocked()).toEqual([{ reason: 'unsubscribe' }]);
    expect((await h.api.http.get(path).expect(200)).text).not.toContain('method="post"');

    const again = await h.api.http
      .post('/api/broadcasts/analyze')
      .set(shop.auth)
      .send(body({ groupIds: [ids.women, ids.club] }))
      .expect(200);
    expect(again.body).toMatchObject({ valid: 2, blacklisted: 1 });
    // A code no message carried, or not a code at all: the page says so, nothing is added.
    for (const bad of ['AAAAAAAAAA', 'short', 'a'.repeat(300)]) {
      expect((await h.api.http.get(`/u/${bad}?lang=en`).expect(404)).text).toContain('Link not found');
      await h.api.http.post(`/u/${bad}`).expect(404);
    }
    // Input no page is made for (a NUL byte) is refused before the controller, still a 404.
    await h.api.http.post('/u/%00%00').expect(404);
  });

  // Transactional, as the others here, so the test runs at any hour (quiet hours refuse marketing at night).
  it('carries an e-Consent link whose answers go to the ledger, and a later send reaches only those who consented', async () => {
    const send = async (audience: Record<string, unknown>) => {
      const sent = await h.api.http.post('/api/broadcasts').set(shop.auth).send(body(audience)).expect(201);
      return eventually(
        async () => {
          const res = await h.api.http.get(`/api/broadcasts/${sent.body.id}`).set(shop.auth).expect(200);
          return res.body.status === 'completed' ? res.body : null;
        },
        60_000,
        300,
      );
    };
    const asked = await send({ groupIds: [ids.club], eConsent: true, message: 'News for {{firstName}}' });
    const texts = await db.query<{ mobile: string; text: string }[]>(
      `SELECT mobile, text FROM messages WHERE broadcast_id = $1 ORDER BY mobile`,
      [asked.id],
    );
    expect(texts).toHaveLength(2);
    const pathOf = (mobile: string) => {
      const link = /\n(http\S+\/e\/([\w-]{16}))$/.exec(texts.find((row) => row.mobile === mobile)!.text);
      expect(link).not.toBeNull();
      return new URL(link![1]).pathname;
    };
    // Anna agrees; Chai agrees, then changes his mind: his latest answer counts.
    expect((await h.api.http.get(pathOf('+66891000001')).expect(200)).text).toContain('lang="th"');
    await h.api.http.post(`${pathOf('+66891000001')}/accept`).expect(200);
    await h.api.http.post(`${pathOf('+66891000003')}/accept?lang=en`).expect(200);
    await h.api.http.post(`${pathOf('+66891000003')}/decline?lang=en`).expect(200);
    const ledger = await h.api.http.get('/api/consents').set(shop.auth).query({ sort: '["createdAt","ASC"]' }).expect(200);
    expect(ledger.body.map((row: { mobile: string; decision: string }) => [row.mobile, row.decision])).toEqual([
      ['+66891000001', 'accepted'],
      ['+66891000003', 'accepted'],
      ['+66891000003', 'declined'],
    ]);

    // The club alone: Dao (of the women) may be blacklisted by the test before, which would count her apart.
    const marketing = { groupIds: [ids.club], consentedOnly: true, message: 'Offer for {{firstName}}' };
    const analysis = await h.api.http.post('/api/broadcasts/analyze').set(shop.auth).send(body(marketing)).expect(200);
    expect(analysis.body).toMatchObject({ valid: 1, notConsented: 1, blacklisted: 0 });
    const limited = await send(marketing);
    expect(limited).toMatchObject({ recipients: 1, notConsented: 1, consentedOnly: true });
    const reached = await db.query<{ mobile: string }[]>(`SELECT mobile FROM messages WHERE broadcast_id = $1`, [limited.id]);
    expect(reached).toEqual([{ mobile: '+66891000001' }]);
  });
});
