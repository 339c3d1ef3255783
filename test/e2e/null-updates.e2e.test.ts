import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';
import { apiRoutes, ownRows, type OwnRow } from '../utils/routes.js';

/**
 * Generated from the OpenAPI document: on every resource a sample body creates, an update that
 * sends a field the create requires as `null` answers 422 naming that field, and changes
 * nothing. An update DTO made with `PartialType(Create…Dto)` alone skips every check of a null
 * field, which then reached the NOT NULL column: a 422 without the field's message, or worse
 * (docs/adding-a-module.md, step 4).
 */
describe('null in a required field of an update', () => {
  let t: TestApp;
  let owner: Session;
  let rows: OwnRow[];
  beforeAll(async () => {
    t = await bootApp();
    owner = await registerAccount(t.http);
    rows = await ownRows(t.http, owner, await apiRoutes(t.http));
  }, 60_000);
  afterAll(() => t.close());

  it('finds resources with an update to try', () => {
    const tried = rows.filter((row) => row.update).map((row) => row.created.path);
    expect(tried).toEqual(expect.arrayContaining(['/api/tags', '/api/templates', '/api/landing-pages', '/api/people-fields']));
  });

  it('answers 422 naming the field, and keeps the row as it was', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      if (!row.update) continue;
      const before = (await t.http.get(row.url).set(owner.auth).expect(200)).body;
      const fields = row.created.requiredFields.filter((name) => row.update!.bodyFields?.[name]);
      for (const field of fields) {
        const res = await t.http.put(row.url).set(owner.auth).send({ [field]: null });
        if (res.status !== 422 || typeof res.body?.errors?.[field] !== 'string') {
          wrong.push(`PUT ${row.update.path} {${field}: null} → ${res.status} ${JSON.stringify(res.body?.errors ?? res.body)}`);
        }
      }
      const after = (await t.http.get(row.url).set(owner.auth).expect(200)).body;
      if (JSON.stringify(after) !== JSON.stringify(before)) wrong.push(`PUT ${row.update.path}: the row changed`);
    }
    expect(wrong).toEqual([]);
  });
});
