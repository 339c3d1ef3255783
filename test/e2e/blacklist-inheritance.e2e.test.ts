import { bootApp, type TestApp } from '../utils/app.js';
import { newSubAccount, registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, middayIct, topUp } from '../utils/messaging.js';

/** A number the parent account blacklisted was sendable from its sub-accounts. */
describe('sub-accounts inherit their parent’s blacklist unless the parent turns it off', () => {
  let t: TestApp;
  let parent: Session;
  let subId: string;
  let sender: string;
  beforeAll(async () => {
    t = await bootApp();
    parent = await registerAccount(t.http);
    subId = (await t.http.post('/api/sub-accounts').set(parent.auth).send(newSubAccount()).expect(201)).body.id;
    const staff = await staffMember(t.app, t.http);
    // The parent's admin acts in the sub-account: its sender and credits.
    const inSub = { ...parent, accountId: subId, auth: { ...parent.auth, 'X-Account-Id': subId } } as Session;
    sender = await approvedSender(t.http, inSub, staff);
    await topUp(t.http, staff, subId, 100);
    await t.http.post('/api/blacklist').set(parent.auth).send({ mobile: '0812345678' }).expect(201);
  });
  afterAll(() => t.close());

  const analyzeInSub = () =>
    t.http
      .post('/api/broadcasts/analyze')
      .set(parent.auth)
      .set('X-Account-Id', subId)
      .send({ senderName: sender, message: 'Hello', recipients: ['0812345678', '0899999999'], scheduledAt: middayIct(2) })
      .expect(200);

  it('blocks the parent’s blacklisted number in a sub-account’s send, by default', async () => {
    const sub = await t.http.get(`/api/sub-accounts/${subId}`).set(parent.auth).expect(200);
    expect(sub.body.inheritParentBlacklist).toBe(true);
    // The analysis says which list blocked it.
    expect((await analyzeInSub()).body).toMatchObject({ valid: 1, blacklisted: 1, blacklistedBy: { own: 0, parent: 1 } });
    // On both lists: the sub-account's own counts.
    await t.http.post('/api/blacklist').set(parent.auth).set('X-Account-Id', subId).send({ mobile: '0812345678' }).expect(201);
    await t.http.post('/api/blacklist').set(parent.auth).set('X-Account-Id', subId).send({ mobile: '0899999999' }).expect(201);
    const both = await t.http
      .post('/api/broadcasts/analyze')
      .set(parent.auth)
      .set('X-Account-Id', subId)
      .send({ senderName: sender, message: 'Hello', recipients: ['0812345678', '0899999999', '0811111111'], scheduledAt: middayIct(2) })
      .expect(200);
    expect(both.body).toMatchObject({ valid: 1, blacklisted: 2, blacklistedBy: { own: 2, parent: 0 } });
    const own = await t.http.get('/api/blacklist').set(parent.auth).set('X-Account-Id', subId).expect(200);
    for (const entry of own.body as { id: string }[])
      await t.http.delete(`/api/blacklist/${entry.id}`).set(parent.auth).set('X-Account-Id', subId).expect(200);
  });

  it('lets the parent turn the inheritance off for a sub-account, and on again', async () => {
    const off = await t.http.put(`/api/sub-accounts/${subId}`).set(parent.auth).send({ inheritParentBlacklist: false }).expect(200);
    expect(off.body.inheritParentBlacklist).toBe(false);
    expect((await analyzeInSub()).body).toMatchObject({ valid: 2, blacklisted: 0 });
    // The sub-account's settings show it; they do not change it (the parent's list is the parent's).
    const settings = await t.http.get('/account-setting/data').set(parent.auth).set('X-Account-Id', subId).expect(200);
    expect(settings.body.inheritParentBlacklist).toBe(false);
    await t.http.put(`/api/sub-accounts/${subId}`).set(parent.auth).send({ inheritParentBlacklist: true }).expect(200);
    expect((await analyzeInSub()).body).toMatchObject({ valid: 1, blacklisted: 1 });
  });
});
