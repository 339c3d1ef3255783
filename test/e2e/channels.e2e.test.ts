import { ChannelsService } from '../../backend/src/modules/channels/channels.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';

describe('channels: gateway settings per account, set by staff, read by the account, secrets never answered', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp({ SMS_DEFAULT_CHANNEL: 'smpp://engage:engage@127.0.0.1:2775?window=20&tps=300' });
    staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Operator A',
    type: 'smpp',
    host: 'smsc.example.co.th',
    port: 2775,
    systemId: 'shop01',
    password: 's3cret-pass',
    tps: 50,
    window: 5,
    accountId: admin.accountId,
    ...extra,
  });

  it('staff create, read, update and delete; the password is stored, never answered', async () => {
    const created = await t.http.post('/api/channels').set(staff.auth).send(body()).expect(201);
    expect(created.body).toMatchObject({ name: 'Operator A', hasPassword: true, tps: 50, window: 5, accountId: admin.accountId });
    const answers = [
      created.body,
      (await t.http.get(`/api/channels/${created.body.id}`).set(staff.auth).expect(200)).body,
      (await t.http.get('/api/channels').set(staff.auth).expect(200)).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('s3cret-pass');
    // The list names each channel's account (joined for its name alone, channels.service.ts).
    const [home] = (await t.http.get('/api/accounts/switchable').set(admin.auth).expect(200)).body;
    const listed = answers[2].find((row: { id: string }) => row.id === created.body.id);
    expect(listed.accountName).toBe(home.name);
    // Without a password the stored one stays; the worker reads it decrypted.
    await t.http
      .put(`/api/channels/${created.body.id}`)
      .set(staff.auth)
      .send({ ...created.body, tps: 80 })
      .expect(200);
    const settings = await t.app.get(ChannelsService).settingsFor(admin.accountId);
    expect(settings).toMatchObject({ id: created.body.id, host: 'smsc.example.co.th', password: 's3cret-pass', tps: 80 });
    await t.http.delete(`/api/channels/${created.body.id}`).set(staff.auth).expect(200);
    // Then the configured default applies.
    expect(await t.app.get(ChannelsService).settingsFor(admin.accountId)).toMatchObject({
      id: 'default',
      port: 2775,
      window: 20,
      tps: 300,
      systemId: 'engage',
    });
  });

  it('account roles may not create, change or delete a channel', async () => {
    const operator = await userWithRole(t.http, admin, 'operator');
    const made = await t.http.post('/api/channels').set(staff.auth).send(body({ name: 'Kept' })).expect(201);
    for (const session of [admin, operator]) {
      await t.http.post('/api/channels').set(session.auth).send(body()).expect(403);
      await t.http.put(`/api/channels/${made.body.id}`).set(session.auth).send(body()).expect(403);
      await t.http.delete(`/api/channels/${made.body.id}`).set(session.auth).expect(403);
    }
    const client = await userWithRole(t.http, admin, 'client');
    await t.http.get('/api/channels').set(client.auth).expect(403);
    await t.http.delete(`/api/channels/${made.body.id}`).set(staff.auth).expect(200);
  });

  it('Channel List: a business reads its own channels, without how they connect; not another account’s', async () => {
    const other = await registerAccount(t.http);
    const mine = await t.http.post('/api/channels').set(staff.auth).send(body({ name: 'Mine', type: 'http', host: 'api.example.co.th', port: 443 })).expect(201);
    const theirs = await t.http.post('/api/channels').set(staff.auth).send(body({ name: 'Theirs', accountId: other.accountId })).expect(201);
    try {
      for (const role of ['admin', 'operator', 'viewer'] as const) {
        const session = role === 'admin' ? admin : await userWithRole(t.http, admin, role);
        const list = (await t.http.get('/api/channels').set(session.auth).expect(200)).body as Record<string, unknown>[];
        expect(list.map((row) => row.id)).toEqual([mine.body.id]);
        const one = (await t.http.get(`/api/channels/${mine.body.id}`).set(session.auth).expect(200)).body;
        for (const row of [list[0], one]) {
          expect(row).toMatchObject({ name: 'Mine', type: 'http', enabled: true, host: null, port: null, systemId: null, hasPassword: null, receiptUrl: null });
          expect(JSON.stringify(row)).not.toMatch(/s3cret-pass|shop01|api\.example/);
        }
        await t.http.get(`/api/channels/${theirs.body.id}`).set(session.auth).expect(404);
      }
      // Staff still see the connection.
      expect((await t.http.get(`/api/channels/${mine.body.id}`).set(staff.auth).expect(200)).body).toMatchObject({
        host: 'api.example.co.th',
        systemId: 'shop01',
        hasPassword: true,
      });
    } finally {
      await t.http.delete(`/api/channels/${mine.body.id}`).set(staff.auth).expect(200);
      await t.http.delete(`/api/channels/${theirs.body.id}`).set(staff.auth).expect(200);
    }
  });

  it('refuses bad settings with field errors', async () => {
    for (const [extra, field] of [
      [{ port: 70000 }, 'port'],
      [{ tps: 0 }, 'tps'],
      [{ window: 5000 }, 'window'],
      [{ type: 'x' }, 'type'],
      [{ host: 'bad host!' }, 'host'],
      [{ password: '' }, 'password'],
      [{ accountId: '00000000-0000-4000-8000-000000000000' }, 'accountId'],
    ] as const) {
      const res = await t.http.post('/api/channels').set(staff.auth).send(body(extra));
      expect([field, res.status]).toEqual([field, 422]);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });
});
