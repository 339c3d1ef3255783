import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, unique, type Session } from '../utils/factories.js';

describe('platform staff', () => {
  let t: TestApp;
  let staff: Session;
  let business: Session;
  beforeAll(async () => {
    t = await bootApp();
    staff = await staffMember(t.app, t.http);
    business = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('see users of every account from the platform account, filtered by plan', async () => {
    const res = await t.http.get('/api/users').query({ filter: JSON.stringify({ accountId: business.accountId }) }).set(staff.auth).expect(200);
    expect(res.body.map((u: { id: string }) => u.id)).toEqual([business.userId]);
    const trials = await t.http.get('/api/users').query({ filter: JSON.stringify({ plan: 'trials' }), range: '[0,99]' }).set(staff.auth).expect(200);
    expect(trials.body.some((u: { id: string }) => u.id === business.userId)).toBe(true);
    expect(trials.body.every((u: { plan: string }) => u.plan === 'trials')).toBe(true);
  });

  it('may act in any account and change its plan, which its own admin may not', async () => {
    const switchable = await t.http.get('/api/accounts/switchable').set(staff.auth).expect(200);
    expect(switchable.body.map((a: { id: string }) => a.id)).toContain(business.accountId);
    const changed = await t.http
      .put('/account-setting/data')
      .set(staff.auth)
      .set('X-Account-Id', business.accountId)
      .send({ plan: 'enterprise' })
      .expect(200);
    expect(changed.body).toMatchObject({ id: business.accountId, plan: 'enterprise' });
    const seen = await t.http.get('/account-setting/data').set(business.auth).expect(200);
    expect(seen.body.plan).toBe('enterprise');
  });

  it('alone give the staff role, and only within the platform account', async () => {
    const username = unique('s');
    const body = { username, firstName: 'New', email: `${username}@example.com`, role: 'staff', password: 'long-enough-pass' };
    await t.http.post('/api/users').set(staff.auth).send(body).expect(201);
    const elsewhere = { ...body, username: unique('s'), email: `${unique()}@example.com`, accountId: business.accountId };
    const res = await t.http.post('/api/users').set(staff.auth).send(elsewhere).expect(422);
    expect(res.body.errors).toEqual({ role: 'validation.oneOf' });
  });

  it('a business admin cannot act in the platform account', async () => {
    const platformId = (await t.http.get('/account-setting/data').set(staff.auth).expect(200)).body.id;
    await t.http.get('/api/users').set(business.auth).set('X-Account-Id', platformId).expect(404);
  });
});
