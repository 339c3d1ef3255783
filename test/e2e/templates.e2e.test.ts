import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

describe('templates: create, edit, copy, delete and restore, with live counts', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, session = admin) => t.http.post('/api/templates').set(session.auth).send(body);

  it('answers each template with its encoding, characters, parts, forcing character and variables', async () => {
    const gsm = await create({ name: 'Long', message: 'a'.repeat(161) }).expect(201);
    expect(gsm.body).toMatchObject({ encoding: 'gsm7', characters: 161, parts: 2, forcedBy: null, variables: [] });
    const thai = await create({ name: 'Thai', senderName: 'MyShop', message: 'Hi {{firstName}} สวัสดี' }).expect(201);
    expect(thai.body).toMatchObject({
      encoding: 'ucs2',
      forcedBy: 'ส',
      parts: 1,
      variables: ['firstName'],
      senderName: 'MyShop',
    });
  });

  it('refuses a message over three parts, an empty one and a bad sender name', async () => {
    expect((await create({ name: 'Too long', message: 'ก'.repeat(202) }).expect(422)).body.errors).toHaveProperty('message');
    expect((await create({ name: 'Empty', message: '' }).expect(422)).body.errors).toHaveProperty('message');
    expect((await create({ name: 'Bad', message: 'x', senderName: 'has space' }).expect(422)).body.errors).toHaveProperty(
      'senderName',
    );
    expect((await create({ message: 'x' }).expect(422)).body.errors).toHaveProperty('name');
  });

  it('edits, copies, deletes softly and restores', async () => {
    const created = await create({ name: 'Promo', message: 'Sale' }).expect(201);
    const id = created.body.id;
    const edited = await t.http
      .put(`/api/templates/${id}`)
      .set(admin.auth)
      .send({ ...created.body, message: 'Big sale' })
      .expect(200);
    expect(edited.body).toMatchObject({ message: 'Big sale', characters: 8 });
    const copy = await t.http.post(`/api/templates/${id}/copy`).set(admin.auth).expect(201);
    expect(copy.body).toMatchObject({ name: 'Promo (copy)', message: 'Big sale' });
    const thaiCopy = await t.http.post(`/api/templates/${id}/copy`).set(admin.auth).set('Accept-Language', 'th').expect(201);
    expect(thaiCopy.body.name).toBe('Promo (สำเนา)');

    await t.http.delete(`/api/templates/${id}`).set(admin.auth).expect(200);
    await t.http.get(`/api/templates/${id}`).set(admin.auth).expect(404);
    const live = await t.http.get('/api/templates').set(admin.auth).expect(200);
    expect(live.body.map((row: { id: string }) => row.id)).not.toContain(id);
    const deleted = await t.http
      .get('/api/templates')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ deleted: true }) })
      .expect(200);
    expect(deleted.body.map((row: { id: string }) => row.id)).toEqual([id]);
    await t.http.post(`/api/templates/${id}/restore`).set(admin.auth).expect(201);
    await t.http.get(`/api/templates/${id}`).set(admin.auth).expect(200);
    await t.http.post(`/api/templates/${id}/restore`).set(admin.auth).expect(422);
  });

  it('lists the variables a message may use', async () => {
    const res = await t.http.get('/api/templates/variables').set(admin.auth).expect(200);
    expect(res.body.variables.map((v: { key: string }) => v.key)).toEqual(['firstName', 'lastName', 'mobile', 'email']);
  });

  it('keeps templates to their account and viewers to reading', async () => {
    const created = await create({ name: 'Private', message: 'x' }).expect(201);
    const other = await registerAccount(t.http);
    await t.http.get(`/api/templates/${created.body.id}`).set(other.auth).expect(404);
    await t.http.post(`/api/templates/${created.body.id}/copy`).set(other.auth).expect(404);
    const viewer = await userWithRole(t.http, admin, 'viewer');
    await create({ name: 'No', message: 'x' }, viewer).expect(403);
    await t.http.get(`/api/templates/${created.body.id}`).set(viewer.auth).expect(200);
  });
});
