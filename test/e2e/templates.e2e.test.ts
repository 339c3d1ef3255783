import { abilityFor } from '../../backend/src/modules/abilities.js';
import type { RequestContext } from '../../backend/src/common/tenancy/request-context.js';
import { TemplatesService } from '../../backend/src/modules/templates/templates.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Order ready',
  senderName: 'MyShop',
  message: 'Hello {{firstName}}, your order is ready.',
  ...overrides,
});

describe('templates (/api/templates)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  const create = (session: Session, body: Record<string, unknown>) => t.http.post('/api/templates').set(session.auth).send(body);

  it('creates, reads, updates with the whole record and lists, with the analysis of each message', async () => {
    await t.http.post('/api/templates').send(template()).expect(401);
    const created = await create(admin, template()).expect(201);
    expect(created.body).toMatchObject({
      ...template(),
      accountId: admin.accountId,
      encoding: 'gsm7',
      characters: 41,
      parts: 1,
      forcedBy: null,
      deletedAt: null,
    });
    const id = created.body.id as string;
    expect((await t.http.get(`/api/templates/${id}`).set(admin.auth).expect(200)).body).toEqual(created.body);

    // react-admin sends the whole record back, analysis fields included.
    const updated = await t.http
      .put(`/api/templates/${id}`)
      .set(admin.auth)
      .send({ ...created.body, message: 'สวัสดี {{firstName}}', senderName: null })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'สวัสดี {{firstName}}',
      senderName: null,
      encoding: 'ucs2',
      forcedBy: 'ส',
      parts: 1,
    });
    await t.http.put(`/api/templates/${id}`).set(admin.auth).send({ name: null }).expect(422);
    await t.http.put(`/api/templates/${id}`).set(admin.auth).send({ message: '' }).expect(422);

    const list = await t.http.get('/api/templates').query({ sort: '["name","ASC"]' }).set(admin.auth).expect(200);
    expect(list.headers['content-range']).toMatch(/^templates 0-\d+\/\d+$/);
    expect(list.body.find((row: { id: string }) => row.id === id)).toMatchObject({ parts: 1, encoding: 'ucs2' });
  });

  it('counts parts as operators do: 161 GSM-7 characters are 2 parts, one Thai letter forces UCS-2', async () => {
    const long = await create(admin, template({ message: 'a'.repeat(161) })).expect(201);
    expect(long.body).toMatchObject({ encoding: 'gsm7', characters: 161, parts: 2, forcedBy: null });
    const thai = await create(admin, template({ message: `${'a'.repeat(60)}ก` })).expect(201);
    expect(thai.body).toMatchObject({ encoding: 'ucs2', characters: 61, parts: 1, forcedBy: 'ก' });
    const thaiLong = await create(admin, template({ message: 'ก'.repeat(201) })).expect(201);
    expect(thaiLong.body).toMatchObject({ encoding: 'ucs2', parts: 3 });
  });

  it('refuses a message over the 3-part cap with the numbers in the message', async () => {
    const res = await create(admin, template({ message: 'ก'.repeat(202) })).expect(422);
    expect(res.body.errors).toEqual({ message: 'validation.tooManyParts' });
    expect(res.body.message).toBe('The message takes 4 SMS parts; at most 3 are allowed');
    expect(res.body).not.toHaveProperty('params');
    const thai = await t.http
      .post('/api/templates')
      .set(admin.auth)
      .set('Accept-Language', 'th')
      .send(template({ message: 'a'.repeat(460) }))
      .expect(422);
    expect(thai.body.message).toBe('ข้อความนี้ใช้ 4 SMS ส่งได้ไม่เกิน 3');
    await create(admin, template({ message: 'a'.repeat(459) })).expect(201);
    const existing = (await create(admin, template()).expect(201)).body;
    await t.http
      .put(`/api/templates/${existing.id}`)
      .set(admin.auth)
      .send({ message: 'a'.repeat(1000) })
      .expect(422);
  });

  it.each([
    ['no message', { message: undefined }, 'message', 'validation.required'],
    ['an empty message', { message: '' }, 'message', 'validation.required'],
    ['a message over 1,000 characters', { message: `${'a'.repeat(1001)}` }, 'message', 'validation.maxLength'],
    ['an unknown variable', { message: 'Hi {{nickname}}' }, 'message', 'validation.unknownVariable'],
    ['no name', { name: '' }, 'name', 'validation.required'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'name', 'validation.maxLength'],
    ['a sender with a space', { senderName: 'My Shop' }, 'senderName', 'validation.senderName'],
  ])('refuses %s with 422 on the field', async (_label, overrides, field, key) => {
    const res = await create(admin, template(overrides)).expect(422);
    expect(res.body.errors).toEqual({ [field]: key });
  });

  it('copies a template under "<name> (copy)", in the caller’s language', async () => {
    const source = (await create(admin, template({ name: 'Welcome' })).expect(201)).body;
    const copy = await t.http.post(`/api/templates/${source.id}/copy`).set(admin.auth).expect(201);
    expect(copy.body).toMatchObject({ name: 'Welcome (copy)', senderName: source.senderName, message: source.message });
    expect(copy.body.id).not.toBe(source.id);
    const thai = await t.http.post(`/api/templates/${source.id}/copy`).set(admin.auth).set('Accept-Language', 'th').expect(201);
    expect(thai.body.name).toBe('Welcome (สำเนา)');
    // A long name is shortened so that the copy still fits.
    const long = (await create(admin, template({ name: 'L'.repeat(120) })).expect(201)).body;
    const longCopy = await t.http.post(`/api/templates/${long.id}/copy`).set(admin.auth).expect(201);
    expect(longCopy.body.name).toHaveLength(120);
    expect(longCopy.body.name.endsWith(' (copy)')).toBe(true);
  });

  it('deletes softly: gone from the list and from reads, listed under deleted, restored', async () => {
    const owner = await registerAccount(t.http);
    const kept = (await create(owner, template({ name: 'Kept' })).expect(201)).body;
    const gone = (await create(owner, template({ name: 'Gone' })).expect(201)).body;
    const deleted = await t.http.delete(`/api/templates/${gone.id}`).set(owner.auth).expect(200);
    expect(deleted.body.deletedAt).toEqual(expect.any(String));

    await t.http.get(`/api/templates/${gone.id}`).set(owner.auth).expect(404);
    await t.http.put(`/api/templates/${gone.id}`).set(owner.auth).send({ name: 'Back?' }).expect(404);
    await t.http.delete(`/api/templates/${gone.id}`).set(owner.auth).expect(404);
    await t.http.post(`/api/templates/${gone.id}/copy`).set(owner.auth).expect(404);
    const active = await t.http.get('/api/templates').set(owner.auth).expect(200);
    expect(active.body.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    const bin = await t.http
      .get('/api/templates')
      .query({ filter: JSON.stringify({ deleted: true }) })
      .set(owner.auth)
      .expect(200);
    expect(bin.body.map((row: { id: string }) => row.id)).toEqual([gone.id]);
    expect(bin.headers['content-range']).toBe('templates 0-0/1');
    const notDeleted = await t.http
      .get('/api/templates')
      .query({ filter: JSON.stringify({ deleted: false }) })
      .set(owner.auth)
      .expect(200);
    expect(notDeleted.body.map((row: { id: string }) => row.id)).toEqual([kept.id]);

    const restored = await t.http.post(`/api/templates/${gone.id}/restore`).set(owner.auth).expect(200);
    expect(restored.body).toMatchObject({ id: gone.id, deletedAt: null, name: 'Gone' });
    await t.http.get(`/api/templates/${gone.id}`).set(owner.auth).expect(200);
    const again = await t.http
      .get('/api/templates')
      .query({ filter: JSON.stringify({ deleted: true }) })
      .set(owner.auth)
      .expect(200);
    expect(again.body).toEqual([]);
  });

  it('filters by sender and searches name and message', async () => {
    const owner = await registerAccount(t.http);
    await create(owner, template({ name: 'Promo', senderName: 'Alpha', message: 'Sale starts today' })).expect(201);
    await create(owner, template({ name: 'Receipt', senderName: 'Beta', message: 'Thank you' })).expect(201);
    const bySender = await t.http
      .get('/api/templates')
      .query({ filter: JSON.stringify({ senderName: 'Beta' }) })
      .set(owner.auth)
      .expect(200);
    expect(bySender.body.map((row: { name: string }) => row.name)).toEqual(['Receipt']);
    const byText = await t.http
      .get('/api/templates')
      .query({ filter: JSON.stringify({ q: 'starts' }) })
      .set(owner.auth)
      .expect(200);
    expect(byText.body.map((row: { name: string }) => row.name)).toEqual(['Promo']);
  });

  it('answers the variables a message may use', async () => {
    const viewer = await userWithRole(t.http, admin, 'viewer');
    const res = await t.http.get('/api/templates/variables').set(viewer.auth).expect(200);
    expect(res.body.variables.map((v: { key: string }) => v.key)).toEqual(['firstName', 'lastName', 'mobile', 'email']);
    expect(res.body.variables[0]).toEqual({ key: 'firstName', label: 'app.templates.variables.firstName' });
  });

  it('offers the account’s custom fields (People Structure) as variables, and only its own', async () => {
    const shop = await registerAccount(t.http);
    const other = await registerAccount(t.http);
    await t.http.post('/api/people-fields').set(shop.auth).send({ label: 'แต้มสะสม', key: 'points', type: 'number' }).expect(201);
    const variables = (await t.http.get('/api/templates/variables').set(shop.auth).expect(200)).body.variables;
    expect(variables.slice(4)).toEqual([{ key: 'points', label: 'แต้มสะสม' }]);
    expect((await t.http.get('/api/templates/variables').set(other.auth).expect(200)).body.variables).toHaveLength(4);

    await create(shop, template({ message: 'You have {{points}} points' })).expect(201);
    const refused = await create(other, template({ message: 'You have {{points}} points' })).expect(422);
    expect(refused.body.errors).toHaveProperty('message');
  });

  it('keeps each account to its own templates: 404 for another’s, also through the service', async () => {
    const stranger = await registerAccount(t.http);
    const mine = (await create(admin, template()).expect(201)).body;
    await t.http.get(`/api/templates/${mine.id}`).set(stranger.auth).expect(404);
    await t.http.put(`/api/templates/${mine.id}`).set(stranger.auth).send({ name: 'Mine now' }).expect(404);
    await t.http.delete(`/api/templates/${mine.id}`).set(stranger.auth).expect(404);
    await t.http.post(`/api/templates/${mine.id}/copy`).set(stranger.auth).expect(404);
    await t.http.post(`/api/templates/${mine.id}/restore`).set(stranger.auth).expect(404);

    const ctx = (session: Session): RequestContext => ({
      userId: session.userId,
      role: 'admin',
      homeAccountId: session.accountId,
      accountId: session.accountId,
      scopeAccountIds: [session.accountId],
      ability: abilityFor('admin'),
      language: 'en',
    });
    const service = t.app.get(TemplatesService);
    await expect(service.get(ctx(admin), mine.id)).resolves.toMatchObject({
      id: mine.id,
      name: mine.name,
      senderName: mine.senderName,
      message: mine.message,
    });
    await expect(service.get(ctx(stranger), mine.id)).rejects.toMatchObject({ status: 404 });
    await t.http.delete(`/api/templates/${mine.id}`).set(admin.auth).expect(200);
    await expect(service.get(ctx(admin), mine.id)).rejects.toMatchObject({ status: 404 });
  });

  it('lets operators write templates and viewers only read them', async () => {
    const operator = await userWithRole(t.http, admin, 'operator');
    const viewer = await userWithRole(t.http, admin, 'viewer');
    const created = await create(operator, template()).expect(201);
    await t.http.delete(`/api/templates/${created.body.id}`).set(operator.auth).expect(200);
    await t.http.post(`/api/templates/${created.body.id}/restore`).set(operator.auth).expect(200);
    await create(viewer, template()).expect(403);
    await t.http.post(`/api/templates/${created.body.id}/copy`).set(viewer.auth).expect(403);
    await t.http.get(`/api/templates/${created.body.id}`).set(viewer.auth).expect(200);
  });
});
