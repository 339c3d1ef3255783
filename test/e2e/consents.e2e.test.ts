import { ConsentsService, CONSENT_TEXT_VERSION } from '../../backend/src/modules/consents/consents.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

/**
 * e-Consent links (`/e/<code>`) and the consent ledger: the page asks in Thai (or English), each
 * answer is a row with its time, wording version and source, the latest answer is the person's
 * consent, and the ledger is the account's alone. The path through a send is in
 * test/workers/people-sending.test.ts.
 */
describe('e-Consent: the page and the ledger', () => {
  let t: TestApp;
  let shop: Session;
  let consents: ConsentsService;
  beforeAll(async () => {
    t = await bootApp();
    shop = await registerAccount(t.http);
    consents = t.app.get(ConsentsService);
  });
  afterAll(() => t.close());

  const pathOf = (mobile: string, accountId = shop.accountId) => new URL(consents.link(accountId, mobile)).pathname;

  it('asks in Thai with the wording, records accept then decline with time, version and source, and the latest counts', async () => {
    const mobile = '+66812345601';
    await t.http.post('/api/people').set(shop.auth).send({ mobile: '0812345601', firstName: 'Somchai' }).expect(201);
    await consents.remember(shop.accountId, [mobile]);
    const path = pathOf(mobile);
    expect(path).toMatch(/^\/e\/[A-Za-z0-9_-]{16}$/);

    const page = await t.http.get(path).expect(200);
    expect(page.text).toContain('<html lang="th">');
    expect(page.text).toContain('081-XXX-5601');
    expect(page.text).toContain('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล');
    expect(page.text).toContain(`action="${path}/accept?lang=th"`);
    expect((await t.http.get(path).query({ lang: 'en' }).expect(200)).text).toContain('I agree');

    const before = Date.now();
    const accepted = await t.http.post(`${path}/accept`).query({ lang: 'th' }).expect(200);
    expect(accepted.text).toContain('ท่านได้ยินยอมรับข้อความทางการตลาดแล้ว');
    // Changing one's mind is one more row, never an edit.
    await t.http.post(`${path}/decline`).query({ lang: 'en' }).expect(200);

    const ledger = await t.http.get('/api/consents').set(shop.auth).query({ sort: '["createdAt","ASC"]' }).expect(200);
    expect(ledger.body).toHaveLength(2);
    const person = (await t.http.get('/api/people').set(shop.auth).query({ filter: JSON.stringify({ q: '0812345601' }) })).body[0];
    expect(ledger.body[0]).toMatchObject({
      mobile,
      personId: person.id,
      purpose: 'marketing',
      decision: 'accepted',
      textVersion: CONSENT_TEXT_VERSION,
      source: 'sms-link th',
    });
    expect(ledger.body[1]).toMatchObject({ decision: 'declined', source: 'sms-link en' });
    expect(new Date(ledger.body[0].createdAt).getTime()).toBeGreaterThanOrEqual(before - 1_000);

    const ctx = { accountId: shop.accountId } as never;
    expect(await consents.consentedAmong(ctx, [mobile])).toEqual(new Set());
    await t.http.post(`${path}/accept`).expect(200);
    expect(await consents.consentedAmong(ctx, [mobile, '+66812345602'])).toEqual(new Set([mobile]));
    expect((await t.http.get(path).query({ lang: 'en' }).expect(200)).text).toContain('You agreed to receive marketing messages.');
  });

  it('answers 404 for a code no message carried, and records nothing', async () => {
    await t.http.get('/e/AAAAAAAAAAAAAAAA').expect(404);
    await t.http.post('/e/AAAAAAAAAAAAAAAA/accept').expect(404);
    await t.http.post('/e/short/accept').expect(404);
  });

  it('keeps the ledger to its account, readable by viewers, written by no one but the person', async () => {
    const other = await registerAccount(t.http);
    await consents.remember(other.accountId, ['+66812345609']);
    await t.http.post(`${pathOf('+66812345609', other.accountId)}/accept`).expect(200);
    const mine = await t.http.get('/api/consents').set(shop.auth).expect(200);
    expect(mine.body.map((row: { mobile: string }) => row.mobile)).not.toContain('+66812345609');
    const theirs = await t.http.get('/api/consents').set(other.auth).expect(200);
    expect(theirs.body).toHaveLength(1);
    await t.http.get(`/api/consents/${theirs.body[0].id}`).set(shop.auth).expect(404);
    const viewer = await userWithRole(t.http, other, 'viewer');
    await t.http.get(`/api/consents/${theirs.body[0].id}`).set(viewer.auth).expect(200);
    await t.http.get('/api/consents').set(viewer.auth).query({ filter: JSON.stringify({ q: '0812345609', decision: 'accepted' }) }).expect(200);
  });
});
