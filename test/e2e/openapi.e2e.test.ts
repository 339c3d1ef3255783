import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { SUB_ACCOUNT_LIST } from '../../backend/src/modules/accounts/accounts.service.js';
import { USER_LIST } from '../../backend/src/modules/users/users.service.js';
import { SENDER_LIST } from '../../backend/src/modules/senders/senders.service.js';
import { TEMPLATE_LIST } from '../../backend/src/modules/templates/templates.service.js';
import { BLACKLIST_LIST } from '../../backend/src/modules/blacklist/blacklist.service.js';
import { UnsubscribeService } from '../../backend/src/modules/blacklist/unsubscribe.service.js';
import { CONSENT_LIST, ConsentsService } from '../../backend/src/modules/consents/consents.service.js';
import { PEOPLE_LIST } from '../../backend/src/modules/people/people-list.js';
import { TAG_LIST } from '../../backend/src/modules/tags/tags.service.js';
import { GROUP_LIST } from '../../backend/src/modules/groups/groups.service.js';
import type { ListSpec } from '../../backend/src/common/http/list-query.js';
import { sign } from '../../backend/src/common/http/signature.js';
import { returning } from '../../backend/src/database/returning.js';
import { ReportRunner } from '../../backend/src/modules/reports/report-runner.service.js';
import { REPORT_LIST } from '../../backend/src/modules/reports/reports.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import {
  PASSWORD,
  registerAccount,
  registration,
  staffMember,
  unique,
  userWithRole,
  verifiedRegistration,
  type Session,
} from '../utils/factories.js';
import { approvedSender, middayIct, topUp } from '../utils/messaging.js';
import { previewOpenApiDocument } from '../utils/openapi.js';
import { exerciseSendersAndTemplates } from '../utils/openapi-messaging.js';
import { moduleCalls, type Method } from './openapi-calls/calls.js';
import { basicAuth } from '../utils/routes.js';
import { resolveRef, schemaProblems } from '../utils/schema-check.js';

const METHODS: Method[] = ['get', 'post', 'put', 'delete'];

function operations(document: OpenAPIObject): { path: string; method: Method; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
}

const keysOf = (whitelist: object) =>
  whitelist instanceof Map ? [...(whitelist.keys() as Iterable<string>)] : Object.keys(whitelist);

describe('OpenAPI document (/api/docs-json)', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let admin: Session;
  const exercised = new Set<string>();

  /** The response's status is documented for this route and its body has the documented shape. */
  function expectDocumented(method: Method, path: string, res: Response): void {
    const operation = document.paths[path]?.[method];
    if (!operation) throw new Error(`${method} ${path} is not documented`);
    exercised.add(`${method} ${path}`);
    const documented = operation.responses[String(res.status)];
    expect({ route: `${method} ${path}`, status: res.status, documented: Boolean(documented) }).toEqual(
      expect.objectContaining({ documented: true }),
    );
    if (res.status === 204 || !documented) return;
    // A file download: its media type is documented (its bytes have no JSON shape to check).
    if (!res.type.includes('json') && 'content' in documented && documented.content?.[res.type]) return;
    const schema = 'content' in documented ? documented.content?.['application/json']?.schema : undefined;
    if (!schema) throw new Error(`${method} ${path} ${res.status} has no schema`);
    expect({ route: `${method} ${path} ${res.status}`, problems: schemaProblems(document, schema, res.body) }).toEqual({
      route: `${method} ${path} ${res.status}`,
      problems: [],
    });
  }

  beforeAll(async () => {
    t = await bootApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenAPIObject;
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  it('is the document the admin types are generated from (built without database or Redis)', async () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(await previewOpenApiDocument())));
  });

  it.each([
    ['/api/users', USER_LIST],
    ['/api/sub-accounts', SUB_ACCOUNT_LIST],
    ['/api/senders', SENDER_LIST],
    ['/api/templates', TEMPLATE_LIST],
    ['/api/blacklist', BLACKLIST_LIST],
    ['/api/consents', CONSENT_LIST],
    ['/api/people', PEOPLE_LIST],
    ['/api/tags', TAG_LIST],
    ['/api/groups', GROUP_LIST],
    ['/api/reports', REPORT_LIST],
  ] as [string, ListSpec][])('documents sort, range and filter of %s with the fields its ListSpec allows', async (path, spec) => {
    const operation = document.paths[path].get!;
    const parameter = (name: string) => {
      const found = (operation.parameters as ParameterObject[]).find((p) => p.name === name && p.in === 'query');
      return found?.content?.['application/json']?.schema as SchemaObject;
    };
    const sortItems = (parameter('sort').items as SchemaObject).oneOf as SchemaObject[];
    expect(sortItems[0].enum).toEqual([...new Set(['id', ...keysOf(spec.sortable)])]);
    expect(sortItems[1].enum).toEqual(['ASC', 'DESC']);
    expect(parameter('range')).toMatchObject({ type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer' } });
    const filter = parameter('filter');
    // Range filters are asked with react-admin's suffixes; id filters every resource (getMany).
    const expectedFilters = keysOf(spec.filters).flatMap((field) => {
      const def = spec.filters[field];
      return def.kind === 'range' && !def.bound ? ['gte', 'lte', 'gt', 'lt'].map((bound) => `${field}_${bound}`) : [field];
    });
    expect(Object.keys(filter.properties!).sort()).toEqual([...new Set(['id', ...expectedFilters])].sort());
    expect(filter.additionalProperties).toBe(false);
    const ok = operation.responses['200'] as {
      headers: Record<string, unknown>;
      content: Record<string, { schema: SchemaObject }>;
    };
    expect(ok.headers).toHaveProperty('Content-Range');
    expect(ok.content['application/json'].schema.type).toBe('array');

    // Every field the document offers, the live route accepts.
    for (const field of sortItems[0].enum as string[]) {
      const res = await t.http
        .get(path)
        .set(admin.auth)
        .query({ sort: JSON.stringify([field, 'DESC']) });
      expect({ field, status: res.status }).toEqual({ field, status: 200 });
      expect(res.headers['content-range']).toMatch(new RegExp(`^${spec.resource} \\d+-\\d+/\\d+\\+?$`));
    }
    for (const [field, schema] of Object.entries(filter.properties!) as [string, SchemaObject][]) {
      const single = (schema.oneOf?.[0] ?? schema) as SchemaObject;
      const value =
        single.enum?.[0] ??
        (single.format === 'uuid'
          ? randomUUID()
          : single.format === 'date-time'
            ? new Date().toISOString()
            : single.type === 'number'
              ? 1
              : 'a');
      const res = await t.http
        .get(path)
        .set(admin.auth)
        .query({ filter: JSON.stringify({ [field]: value }) });
      expect({ field, status: res.status }).toEqual({ field, status: 200 });
    }
    expect((await t.http.get(path).set(admin.auth).query({ sort: '["nope","ASC"]' })).status).toBe(400);
  });

  it('gives every route a success response with a schema, and every schema it names exists', () => {
    for (const { path, method, operation } of operations(document)) {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      expect({ route: `${method} ${path}`, successes: success.length > 0 }).toEqual({
        route: `${method} ${path}`,
        successes: true,
      });
      for (const [status, response] of success) {
        if (status === '204') continue;
        const content = response && 'content' in response ? response.content : undefined;
        // JSON, or a file download (CSV, XLSX) documented by its media types.
        const schema = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
        expect({ route: `${method} ${path} ${status}`, schema: Boolean(schema) }).toEqual({
          route: `${method} ${path} ${status}`,
          schema: true,
        });
      }
    }
    // Request schemas follow the validator: @IsOptional() fields are not required.
    const schemas = document.components!.schemas as Record<string, SchemaObject>;
    expect(schemas.RegisterDto.required).not.toContain('username');
    expect(schemas.CreateUserDto.required).not.toContain('lastName');
    expect(schemas.CreateUserDto.required).toEqual(
      expect.arrayContaining(['username', 'firstName', 'email', 'password', 'role']),
    );
    expect(schemas.UpdateAccountSettingsDto.required).toBeUndefined();
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? [];
    for (const ref of new Set(refs)) expect(() => resolveRef(document, { $ref: ref })).not.toThrow();
  });

  it('marks public routes public, the public API Basic and every other route bearer-only, as the guards treat them', async () => {
    let publicCount = 0;
    for (const { path, method, operation } of operations(document)) {
      const url = path.replace('{id}', randomUUID());
      const res = await t.http[method](url).send({});
      const route = `${method} ${path}`;
      if (operation.security === undefined) {
        publicCount += 1;
        expect({ route, status: res.status === 401 ? 'needs a token' : 'answers without one' }).toEqual({
          route,
          status: 'answers without one',
        });
      } else if (path.startsWith('/api/v1/')) {
        // The public API: an API key (Basic), errors as { code, message }.
        expect({ route, security: operation.security, status: res.status, code: res.body.code }).toEqual({
          route,
          security: [{ basic: [] }],
          status: 401,
          code: 'unauthorized',
        });
        expect(operation.responses).toHaveProperty('401');
        expect(operation.responses).toHaveProperty('429');
      } else {
        expect({ route, security: operation.security, status: res.status }).toEqual({
          route,
          security: [{ bearer: [] }],
          status: 401,
        });
        expect(operation.responses).toHaveProperty('401');
        expect(operation.responses).toHaveProperty('403');
      }
    }
    expect(document.components?.securitySchemes?.basic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(publicCount).toBeGreaterThanOrEqual(8); // sign-in calls, health, pricing
    expect(document.paths['/pricing/data'].get!.security).toBeUndefined();
    expect(document.paths['/jwt/login'].post!.security).toBeUndefined();
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents error bodies as they are answered: 400, 401, 403, 404, 409 and 422', async () => {
    const viewer = await userWithRole(t.http, admin, 'viewer');
    expectDocumented('get', '/profile/data', await t.http.get('/profile/data'));
    expectDocumented('post', '/api/users', await t.http.post('/api/users').set(viewer.auth).send({}));
    expectDocumented('get', '/api/users/{id}', await t.http.get(`/api/users/${randomUUID()}`).set(admin.auth));
    expectDocumented('get', '/profile/data', await t.http.get('/profile/data').set(admin.auth).set('X-Account-Id', randomUUID()));
    expectDocumented('post', '/api/users', await t.http.post('/api/users').set(admin.auth).send({ email: 'bad' }));
    expectDocumented('get', '/api/users', await t.http.get('/api/users').set(admin.auth).query({ range: '[5,1]' }));
    expectDocumented('post', '/jwt/register', await t.http.post('/jwt/register').send(registration({ email: admin.email })));
    expectDocumented(
      'post',
      '/jwt/login',
      await t.http.post('/jwt/login').send({ email: admin.email, password: 'wrong-password' }),
    );
    expectDocumented('post', '/jwt/refresh-token', await t.http.post('/jwt/refresh-token').send({ refreshToken: 'nope' }));
    expectDocumented(
      'post',
      '/jwt/reset-password',
      await t.http.post('/jwt/reset-password').send({ token: 'nope', password: PASSWORD }),
    );
    expectDocumented('delete', '/api/users/{id}', await t.http.delete(`/api/users/${admin.userId}`).set(admin.auth));
  });

  // Some two hundred calls in a row: more than Jest's 5 s default on a loaded machine.
  it('answers every route with the documented shape', async () => {
    const http = t.http;
    const owner = await registerAccount(http);
    const auth = owner.auth;
    expectDocumented('get', '/api/health', await http.get('/api/health'));
    expectDocumented('get', '/pricing/data', await http.get('/pricing/data'));
    expectDocumented('post', '/jwt/register', await http.post('/jwt/register').send(await verifiedRegistration(http)));
    // Without a phone check: 422 on otpToken.
    expectDocumented('post', '/jwt/register', await http.post('/jwt/register').send(registration()));
    expectDocumented('post', '/jwt/register/check', await http.post('/jwt/register/check').send({ email: registration().email }));
    expectDocumented('post', '/jwt/register/check', await http.post('/jwt/register/check').send({ email: owner.email }));
    expectDocumented('post', '/jwt/register/check', await http.post('/jwt/register/check').send({ email: 'nope' }));
    const phoneCheck = await http.post('/jwt/register/otp').send({ phone: '0812345678' });
    expectDocumented('post', '/jwt/register/otp', phoneCheck);
    expectDocumented('post', '/jwt/register/otp', await http.post('/jwt/register/otp').send({ phone: '12' }));
    expectDocumented(
      'post',
      '/jwt/register/otp/verify',
      await http.post('/jwt/register/otp/verify').send({ token: phoneCheck.body.token, code: '000000' }),
    );
    expectDocumented(
      'post',
      '/jwt/register',
      await http.post('/jwt/register').send(registration({ otpToken: phoneCheck.body.token })),
    );
    const login = await http.post('/jwt/login').send({ email: owner.email, password: PASSWORD });
    expectDocumented('post', '/jwt/login', login);
    const refreshed = await http.post('/jwt/refresh-token').send({ refreshToken: login.body.refreshToken });
    expectDocumented('post', '/jwt/refresh-token', refreshed);
    expectDocumented('post', '/jwt/logout', await http.post('/jwt/logout').send({ refreshToken: refreshed.body.refreshToken }));
    expectDocumented('post', '/jwt/forgot-password', await http.post('/jwt/forgot-password').send({ email: owner.email }));

    expectDocumented('get', '/profile/data', await http.get('/profile/data').set(auth));
    expectDocumented('put', '/profile/data', await http.put('/profile/data').set(auth).send({ firstName: 'Malee' }));
    expectDocumented('get', '/account-setting/data', await http.get('/account-setting/data').set(auth));
    expectDocumented(
      'put',
      '/account-setting/data',
      await http.put('/account-setting/data').set(auth).send({ timezone: 'Asia/Bangkok' }),
    );
    expectDocumented('get', '/api/accounts/switchable', await http.get('/api/accounts/switchable').set(auth));

    const username = unique('doc');
    const newUser = {
      username,
      firstName: 'Doc',
      lastName: 'User',
      email: `${username}@example.com`,
      role: 'viewer',
      password: PASSWORD,
    };
    const created = await http.post('/api/users').set(auth).send(newUser);
    expectDocumented('post', '/api/users', created);
    const id = created.body.id as string;
    expectDocumented('get', '/api/users', await http.get('/api/users').set(auth));
    expectDocumented('get', '/api/users/{id}', await http.get(`/api/users/${id}`).set(auth));
    expectDocumented(
      'put',
      '/api/users/{id}',
      await http
        .put(`/api/users/${id}`)
        .set(auth)
        .send({ ...created.body, ...{ firstName: 'Docs' } }),
    );
    expectDocumented('get', '/api/users/list/data', await http.get('/api/users/list/data').set(auth));
    expectDocumented('get', '/api/users/user', await http.get('/api/users/user').query({ id }).set(auth));
    expectDocumented('delete', '/apps/users/delete', await http.delete('/apps/users/delete').query({ id }).set(auth));
    const second = await http
      .post('/api/users')
      .set(auth)
      .send({ ...newUser, username: unique('doc'), email: `${unique('doc')}@example.com` });
    expectDocumented('delete', '/api/users/{id}', await http.delete(`/api/users/${second.body.id}`).set(auth));

    const sub = await http
      .post('/api/sub-accounts')
      .set(auth)
      .send({
        name: unique('Branch'),
        plan: 'trials',
        adminFirstName: 'Branch',
        adminEmail: `${unique('branch')}@example.com`,
        adminPassword: PASSWORD,
      });
    expectDocumented('post', '/api/sub-accounts', sub);
    expectDocumented('get', '/api/sub-accounts', await http.get('/api/sub-accounts').set(auth));
    expectDocumented('get', '/api/sub-accounts/{id}', await http.get(`/api/sub-accounts/${sub.body.id}`).set(auth));
    expectDocumented(
      'put',
      '/api/sub-accounts/{id}',
      await http.put(`/api/sub-accounts/${sub.body.id}`).set(auth).send({ status: 'suspended' }),
    );
    expectDocumented('delete', '/api/sub-accounts/{id}', await http.delete(`/api/sub-accounts/${sub.body.id}`).set(auth));

    const change = { currentPassword: PASSWORD, newPassword: 'another-good-password', confirmPassword: 'another-good-password' };
    expectDocumented('post', '/profile/password', await http.post('/profile/password').set(auth).send(change));
    expectDocumented('post', '/profile/logout-everywhere', await http.post('/profile/logout-everywhere').set(auth));

    await exerciseSendersAndTemplates(t, expectDocumented);
    // A new account: the owner above has just signed out everywhere.
    const shop = await registerAccount(http);
    const staff = await staffMember(t.app, http);
    const sender = await approvedSender(http, shop, staff);
    await topUp(http, staff, shop.accountId, 100);
    const send = {
      senderName: sender,
      message: 'Hello',
      recipients: ['0812345678'],
      kind: 'transactional',
      scheduledAt: middayIct(2),
    };
    expectDocumented('post', '/api/broadcasts/analyze', await http.post('/api/broadcasts/analyze').set(shop.auth).send(send));
    const broadcast = await http.post('/api/broadcasts').set(shop.auth).send(send);
    expectDocumented('post', '/api/broadcasts', broadcast);
    expectDocumented('get', '/api/broadcasts', await http.get('/api/broadcasts').set(shop.auth));
    expectDocumented('get', '/api/broadcasts/{id}', await http.get(`/api/broadcasts/${broadcast.body.id}`).set(shop.auth));
    expectDocumented(
      'post',
      '/api/broadcasts/{id}/cancel',
      await http.post(`/api/broadcasts/${broadcast.body.id}/cancel`).set(shop.auth),
    );
    expectDocumented('get', '/api/messages', await http.get('/api/messages').set(shop.auth));
    expectDocumented('get', '/api/messages/{id}', await http.get(`/api/messages/${randomUUID()}`).set(shop.auth));
    expectDocumented(
      'get',
      '/api/messages/export',
      await http.get('/api/messages/export').query({ format: 'csv' }).set(shop.auth),
    );

    const purchase = await http
      .post('/api/credit-purchases')
      .set(staff.auth)
      .send({ accountId: shop.accountId, credits: 5, amount: 1, kind: 'standard' });
    expectDocumented('post', '/api/credit-purchases', purchase);
    expectDocumented('get', '/api/credit-purchases', await http.get('/api/credit-purchases').set(shop.auth));
    expectDocumented(
      'get',
      '/api/credit-purchases/{id}',
      await http.get(`/api/credit-purchases/${purchase.body.id}`).set(shop.auth),
    );
    const ledger = await http.get('/api/credit-transactions').set(shop.auth);
    expectDocumented('get', '/api/credit-transactions', ledger);
    expectDocumented(
      'get',
      '/api/credit-transactions/{id}',
      await http.get(`/api/credit-transactions/${ledger.body[0].id}`).set(shop.auth),
    );

    const apiKey = await http.post('/api/api-keys').set(shop.auth).send({ name: 'Shop' });
    expectDocumented('post', '/api/api-keys', apiKey);
    expectDocumented('get', '/api/api-keys', await http.get('/api/api-keys').set(shop.auth));
    expectDocumented('get', '/api/api-keys/{id}', await http.get(`/api/api-keys/${apiKey.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/api-keys/{id}',
      await http.put(`/api/api-keys/${apiKey.body.id}`).set(shop.auth).send({ name: 'Shop 2' }),
    );
    const rotated = await http.post(`/api/api-keys/${apiKey.body.id}/rotate`).set(shop.auth);
    expectDocumented('post', '/api/api-keys/{id}/rotate', rotated);
    const keyAuth = basicAuth(rotated.body.key, rotated.body.secret);
    const sent = await http
      .post('/api/v1/sms')
      .set('Authorization', keyAuth)
      .send({ sender, to: ['0812345678', 'nope'], message: 'Hi' });
    expectDocumented('post', '/api/v1/sms', sent);
    expectDocumented(
      'post',
      '/api/v1/sms',
      await http.post('/api/v1/sms').set('Authorization', keyAuth).send({ sender, to: [], message: 'Hi' }),
    );
    const [message] = (await http.get('/api/messages').set(shop.auth)).body;
    expectDocumented(
      'get',
      '/api/v1/sms/{id}',
      await http.get(`/api/v1/sms/${message?.id ?? randomUUID()}`).set('Authorization', keyAuth),
    );
    expectDocumented('get', '/api/v1/sms/{id}', await http.get(`/api/v1/sms/${randomUUID()}`).set('Authorization', keyAuth));
    expectDocumented('get', '/api/v1/sms/{id}', await http.get(`/api/v1/sms/${randomUUID()}`));
    expectDocumented(
      'post',
      '/api/api-keys/{id}/revoke',
      await http.post(`/api/api-keys/${apiKey.body.id}/revoke`).set(shop.auth),
    );
    expectDocumented('delete', '/api/api-keys/{id}', await http.delete(`/api/api-keys/${apiKey.body.id}`).set(shop.auth));

    const otpApp = await http
      .post('/api/otp-apps')
      .set(shop.auth)
      .send({ name: 'Sign-in', sender, content: 'Code {otp} ref {ref}' });
    expectDocumented('post', '/api/otp-apps', otpApp);
    expectDocumented('get', '/api/otp-apps', await http.get('/api/otp-apps').set(shop.auth));
    expectDocumented('get', '/api/otp-apps/{id}', await http.get(`/api/otp-apps/${otpApp.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/otp-apps/{id}',
      await http.put(`/api/otp-apps/${otpApp.body.id}`).set(shop.auth).send({ pinLength: 4 }),
    );
    expectDocumented(
      'post',
      '/api/otp-apps/{id}/rotate-notify-secret',
      await http.post(`/api/otp-apps/${otpApp.body.id}/rotate-notify-secret`).set(shop.auth),
    );
    const testOtp = await http.post('/api/otp-requests').set(shop.auth).send({ appId: otpApp.body.id, mobile: '0812345678' });
    expectDocumented('post', '/api/otp-requests', testOtp);
    expectDocumented('get', '/api/otp-requests', await http.get('/api/otp-requests').set(shop.auth));
    expectDocumented('get', '/api/otp-requests/summary', await http.get('/api/otp-requests/summary').set(shop.auth));
    expectDocumented('get', '/api/otp-requests/{id}', await http.get(`/api/otp-requests/${testOtp.body.id}`).set(shop.auth));
    expectDocumented(
      'post',
      '/api/otp-requests/{id}/resend',
      await http.post(`/api/otp-requests/${testOtp.body.id}/resend`).set(shop.auth),
    );
    expectDocumented(
      'post',
      '/api/otp-requests/{id}/verify',
      await http.post(`/api/otp-requests/${testOtp.body.id}/verify`).set(shop.auth).send({ code: '000000' }),
    );
    const otpKey = await http.post('/api/api-keys').set(shop.auth).send({ name: 'OTP' });
    const otpAuth = basicAuth(otpKey.body.key, otpKey.body.secret);
    const ticket = await http
      .post('/api/v1/otp/request')
      .set('Authorization', otpAuth)
      .send({ appId: otpApp.body.id, mobile: '0812345679' });
    expectDocumented('post', '/api/v1/otp/request', ticket);
    expectDocumented(
      'post',
      '/api/v1/otp/request',
      await http
        .post('/api/v1/otp/request')
        .set('Authorization', otpAuth)
        .send({ appId: otpApp.body.id, mobile: '+14155552671' }),
    );
    expectDocumented(
      'post',
      '/api/v1/otp/resend',
      await http.post('/api/v1/otp/resend').set('Authorization', otpAuth).send({ token: ticket.body.token }),
    );
    expectDocumented(
      'post',
      '/api/v1/otp/verify',
      await http.post('/api/v1/otp/verify').set('Authorization', otpAuth).send({ token: ticket.body.token, code: '000000' }),
    );
    expectDocumented(
      'post',
      '/api/v1/otp/verify',
      await http.post('/api/v1/otp/verify').set('Authorization', otpAuth).send({ token: randomUUID(), code: '000000' }),
    );
    expectDocumented('delete', '/api/otp-apps/{id}', await http.delete(`/api/otp-apps/${otpApp.body.id}`).set(shop.auth));

    const channelBody = {
      name: 'Operator',
      type: 'smpp',
      host: '127.0.0.1',
      port: 2775,
      systemId: 'shop',
      password: 'secret',
      accountId: shop.accountId,
    };
    const channel = await http.post('/api/channels').set(staff.auth).send(channelBody);
    expectDocumented('post', '/api/channels', channel);
    expectDocumented('get', '/api/channels', await http.get('/api/channels').set(staff.auth));
    expectDocumented('get', '/api/channels/{id}', await http.get(`/api/channels/${channel.body.id}`).set(staff.auth));
    expectDocumented(
      'put',
      '/api/channels/{id}',
      await http
        .put(`/api/channels/${channel.body.id}`)
        .set(staff.auth)
        .send({ ...channel.body, tps: 50 }),
    );
    const provider = await http
      .post('/api/channels')
      .set(staff.auth)
      .send({ ...channelBody, name: 'Provider', type: 'http' });
    const receipts = JSON.stringify({
      receipts: [{ id: 'h1', status: 'DELIVRD', err: '000', doneAt: new Date().toISOString() }],
    });
    const receiptsCall = (signature: string) =>
      http
        .post(`/api/channels/${provider.body.id}/receipts`)
        .set('content-type', 'application/json')
        .set('x-engage-signature', signature)
        .send(receipts);
    expectDocumented('post', '/api/channels/{id}/receipts', await receiptsCall(sign('secret', receipts)));
    expectDocumented('post', '/api/channels/{id}/receipts', await receiptsCall('t=0,v1=0'));
    expectDocumented('delete', '/api/channels/{id}', await http.delete(`/api/channels/${channel.body.id}`).set(staff.auth));

    const upload = await http
      .post('/api/uploads')
      .set(shop.auth)
      .attach('file', Buffer.from('mobile,firstName\n0812345678,Somchai\n'), 'list.csv');
    expectDocumented('post', '/api/uploads', upload);
    expectDocumented('get', '/api/uploads', await http.get('/api/uploads').set(shop.auth));
    expectDocumented('get', '/api/uploads/{id}', await http.get(`/api/uploads/${upload.body.id}`).set(shop.auth));
    expectDocumented('delete', '/api/uploads/{id}', await http.delete(`/api/uploads/${upload.body.id}`).set(shop.auth));

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await http.post('/api/images').set(shop.auth).attach('file', png, 'a.png');
    expectDocumented('post', '/api/images', image);
    expectDocumented('post', '/api/images', await http.post('/api/images').set(shop.auth).attach('file', Buffer.from('<svg/>'), 'a.svg'));
    expectDocumented('get', '/i/{id}', await http.get(`/i/${image.body.id}`));
    expectDocumented('get', '/i/{id}', await http.get('/i/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d'));

    const imported = await http
      .post('/api/imports')
      .set(shop.auth)
      .attach('file', Buffer.from('mobile,name\n0812345670,Malee\n12,Bad\n'), 'people.csv')
      .field('target', 'people');
    expectDocumented('post', '/api/imports', imported);
    expectDocumented('get', '/api/imports', await http.get('/api/imports').set(shop.auth));
    expectDocumented('get', '/api/imports/fields', await http.get('/api/imports/fields').query({ target: 'people' }).set(shop.auth));
    expectDocumented('get', '/api/imports/{id}', await http.get(`/api/imports/${imported.body.id}`).set(shop.auth));
    expectDocumented('post', '/api/imports/{id}/start', await http.post(`/api/imports/${imported.body.id}/start`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/imports/{id}',
      await http.put(`/api/imports/${imported.body.id}`).set(shop.auth).send({ mapping: { mobile: 'mobile', name: 'firstName' } }),
    );
    expectDocumented('post', '/api/imports/{id}/start', await http.post(`/api/imports/${imported.body.id}/start`).set(shop.auth));
    expectDocumented(
      'get',
      '/api/imports/{id}/invalid',
      await http.get(`/api/imports/${imported.body.id}/invalid`).query({ format: 'csv' }).set(shop.auth),
    );

    const report = await http
      .post('/api/reports')
      .set(shop.auth)
      .send({ name: 'SMS March', type: 'sms-summary', recurrence: 'once', format: 'csv', from: '2026-03-01', to: '2026-03-31' });
    expectDocumented('post', '/api/reports', report);
    expectDocumented(
      'post',
      '/api/reports',
      await http.post('/api/reports').set(shop.auth).send({ name: 'a/b', type: 'nope', recurrence: 'monthly', format: 'csv', dayOfMonth: 32 }),
    );
    expectDocumented('get', '/api/reports', await http.get('/api/reports').set(shop.auth));
    expectDocumented('get', '/api/reports/{id}', await http.get(`/api/reports/${report.body.id}`).set(shop.auth));
    expectDocumented('get', '/api/reports/{id}/file', await http.get(`/api/reports/${report.body.id}/file`).set(shop.auth));
    const reportWindow = (await http.get(`/api/reports/${report.body.id}`).set(shop.auth)).body as { windowStart: string; windowEnd: string };
    await t.app.get(ReportRunner).run({
      reportId: report.body.id,
      windowStart: new Date(reportWindow.windowStart).toISOString(),
      windowEnd: new Date(new Date(reportWindow.windowEnd).getTime() + 1000).toISOString(),
    });
    expectDocumented('get', '/api/reports/{id}/file', await http.get(`/api/reports/${report.body.id}/file`).set(shop.auth));
    expectDocumented('post', '/api/reports/{id}/run', await http.post(`/api/reports/${report.body.id}/run`).set(shop.auth));
    expectDocumented('delete', '/api/reports/{id}', await http.delete(`/api/reports/${report.body.id}`).set(shop.auth));

    const blocked = await http
      .post('/api/blacklist')
      .set(shop.auth)
      .send({ mobile: '081-234-5670', reason: 'unsubscribe', source: 'Docs' });
    expectDocumented('post', '/api/blacklist', blocked);
    expectDocumented('post', '/api/blacklist', await http.post('/api/blacklist').set(shop.auth).send({ mobile: '+66812345670' }));
    expectDocumented('post', '/api/blacklist', await http.post('/api/blacklist').set(shop.auth).send({ mobile: '12' }));
    expectDocumented('get', '/api/blacklist', await http.get('/api/blacklist').query({ filter: '{"q":"0812"}' }).set(shop.auth));
    expectDocumented('get', '/api/blacklist/{id}', await http.get(`/api/blacklist/${blocked.body.id}`).set(shop.auth));
    expectDocumented('delete', '/api/blacklist/{id}', await http.delete(`/api/blacklist/${blocked.body.id}`).set(shop.auth));
    const unsubscribe = t.app.get(UnsubscribeService);
    await unsubscribe.remember(shop.accountId, ['+66812345671']);
    const link = new URL(unsubscribe.link(shop.accountId, '+66812345671')).pathname;
    expectDocumented('get', '/u/{code}', await http.get(link));
    expectDocumented('post', '/u/{code}', await http.post(link));
    expectDocumented('get', '/u/{code}', await http.get('/u/AAAAAAAAAA'));
    expectDocumented('post', '/u/{code}', await http.post('/u/AAAAAAAAAA'));
    const consents = t.app.get(ConsentsService);
    await consents.remember(shop.accountId, ['+66812345671']);
    const consentLink = new URL(consents.link(shop.accountId, '+66812345671')).pathname;
    expectDocumented('get', '/e/{code}', await http.get(consentLink));
    expectDocumented('post', '/e/{code}/accept', await http.post(`${consentLink}/accept`));
    expectDocumented('post', '/e/{code}/decline', await http.post(`${consentLink}/decline`));
    expectDocumented('get', '/e/{code}', await http.get('/e/AAAAAAAAAA'));
    expectDocumented('post', '/e/{code}/accept', await http.post('/e/AAAAAAAAAA/accept'));
    expectDocumented('post', '/e/{code}/decline', await http.post('/e/AAAAAAAAAA/decline'));
    const decisions = await http.get('/api/consents').query({ filter: '{"q":"0812","decision":"declined"}' }).set(shop.auth);
    expectDocumented('get', '/api/consents', decisions);
    expectDocumented('get', '/api/consents/{id}', await http.get(`/api/consents/${decisions.body[0].id}`).set(shop.auth));
    expectDocumented('get', '/api/consents/{id}', await http.get(`/api/consents/${randomUUID()}`).set(shop.auth));
    expectDocumented('get', '/api/dashboard', await http.get('/api/dashboard').query({ month: '2026-02' }).set(shop.auth));
    expectDocumented('get', '/api/dashboard', await http.get('/api/dashboard').query({ accountId: randomUUID() }).set(shop.auth));
    expectDocumented('get', '/api/dashboard', await http.get('/api/dashboard').query({ month: '2026-13' }).set(shop.auth));
    expectDocumented('get', '/api/dashboard/platform', await http.get('/api/dashboard/platform').set(staff.auth));
    expectDocumented('get', '/api/dashboard/platform', await http.get('/api/dashboard/platform').set(shop.auth));
    const book = await http
      .post('/api/coupon-books')
      .set(shop.auth)
      .send({ name: 'Docs book', startDate: '2026-12-01T00:00:00+07:00', endDate: '2026-12-31T00:00:00+07:00' });
    expectDocumented('post', '/api/coupon-books', book);
    expectDocumented('post', '/api/coupon-books', await http.post('/api/coupon-books').set(shop.auth).send({ name: '' }));
    expectDocumented('get', '/api/coupon-books', await http.get('/api/coupon-books').set(shop.auth));
    expectDocumented('get', '/api/coupon-books/{id}', await http.get(`/api/coupon-books/${book.body.id}`).set(shop.auth));
    expectDocumented('put', '/api/coupon-books/{id}', await http.put(`/api/coupon-books/${book.body.id}`).set(shop.auth).send({ name: 'Docs' }));
    const couponBody = { couponName: 'Docs', startDate: '2026-12-01T00:00:00+07:00', endDate: '2026-12-31T00:00:00+07:00', useMax: 3, couponBookId: book.body.id };
    const coupon = await http.post('/api/coupons').set(shop.auth).send(couponBody);
    expectDocumented('post', '/api/coupons', coupon);
    expectDocumented('post', '/api/coupons', await http.post('/api/coupons').set(shop.auth).send({ ...couponBody, useMax: 0 }));
    expectDocumented('get', '/api/coupons', await http.get('/api/coupons').set(shop.auth));
    expectDocumented('get', '/api/coupons/{id}', await http.get(`/api/coupons/${coupon.body.id}`).set(shop.auth));
    expectDocumented('put', '/api/coupons/{id}', await http.put(`/api/coupons/${coupon.body.id}`).set(shop.auth).send({ useMax: 4 }));
    const codesFilter = JSON.stringify({ couponId: coupon.body.id });
    expectDocumented('get', '/api/coupon-codes', await http.get('/api/coupon-codes').query({ filter: codesFilter }).set(shop.auth));
    expectDocumented(
      'get',
      '/api/coupon-codes/export',
      await http.get('/api/coupon-codes/export').query({ format: 'csv', filter: codesFilter }).set(shop.auth),
    );
    expectDocumented('get', '/api/coupons/{id}/dashboard', await http.get(`/api/coupons/${coupon.body.id}/dashboard`).set(shop.auth));
    expectDocumented('get', '/api/coupons/{id}/dashboard', await http.get(`/api/coupons/${coupon.body.id}/dashboard`).query({ from: 'x' }).set(shop.auth));
    expectDocumented('get', '/api/coupons/dashboard', await http.get('/api/coupons/dashboard').query({ month: '2026-12' }).set(shop.auth));
    expectDocumented('delete', '/api/coupons/{id}', await http.delete(`/api/coupons/${coupon.body.id}`).set(shop.auth));
    expectDocumented('delete', '/api/coupon-books/{id}', await http.delete(`/api/coupon-books/${book.body.id}`).set(shop.auth));
    const ictDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const campaignCoupon = await http
      .post('/api/coupons')
      .set(shop.auth)
      .send({
        couponName: 'Docs campaign',
        startDate: new Date(Date.now() - 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
        useMax: 3,
        status: 'active',
        senderName: sender,
        message: 'Code {{couponCode}} {{couponLink}}',
      });
    const campaignBody = {
      name: 'Docs',
      startDate: ictDay(2),
      timeStart: '12:00',
      endDate: ictDay(10),
      timeEnd: '20:00',
      recipients: ['0812345678'],
      couponIds: [campaignCoupon.body.id],
    };
    const campaign = await http.post('/api/campaigns').set(shop.auth).send(campaignBody);
    expectDocumented('post', '/api/campaigns', campaign);
    expectDocumented('post', '/api/campaigns', await http.post('/api/campaigns').set(shop.auth).send({ ...campaignBody, couponIds: [] }));
    expectDocumented('get', '/api/campaigns', await http.get('/api/campaigns').set(shop.auth));
    expectDocumented('get', '/api/campaigns/{id}', await http.get(`/api/campaigns/${campaign.body.id}`).set(shop.auth));
    expectDocumented('put', '/api/campaigns/{id}', await http.put(`/api/campaigns/${campaign.body.id}`).set(shop.auth).send({ name: 'Docs 2' }));
    expectDocumented('post', '/api/campaigns/{id}/analyze', await http.post(`/api/campaigns/${campaign.body.id}/analyze`).set(shop.auth));
    expectDocumented('post', '/api/campaigns/analyze', await http.post('/api/campaigns/analyze').set(shop.auth).send(campaignBody));
    expectDocumented('post', '/api/campaigns/analyze', await http.post('/api/campaigns/analyze').set(shop.auth).send({ ...campaignBody, couponIds: [] }));
    expectDocumented('post', '/api/campaigns/confirm', await http.post('/api/campaigns/confirm').set(shop.auth).send({ ...campaignBody, couponIds: [] }));
    expectDocumented('post', '/api/campaigns/confirm', await http.post('/api/campaigns/confirm').set(shop.auth).send(campaignBody));
    expectDocumented('post', '/api/campaigns/{id}/confirm', await http.post(`/api/campaigns/${campaign.body.id}/confirm`).set(shop.auth));
    expectDocumented('post', '/api/campaigns/{id}/confirm', await http.post(`/api/campaigns/${campaign.body.id}/confirm`).set(shop.auth));
    expectDocumented('delete', '/api/campaigns/{id}', await http.delete(`/api/campaigns/${campaign.body.id}`).set(shop.auth));
    expectDocumented('post', '/api/campaigns/{id}/cancel', await http.post(`/api/campaigns/${campaign.body.id}/cancel`).set(shop.auth));
    expectDocumented('post', '/api/campaigns/{id}/cancel', await http.post(`/api/campaigns/${campaign.body.id}/cancel`).set(shop.auth));
    const draftCampaign = await http.post('/api/campaigns').set(shop.auth).send(campaignBody);
    expectDocumented('delete', '/api/campaigns/{id}', await http.delete(`/api/campaigns/${draftCampaign.body.id}`).set(shop.auth));
    const page = await http.post('/api/landing-pages').set(shop.auth).send({ landingpage_name: 'Docs', status: 'active' });
    expectDocumented('post', '/api/landing-pages', page);
    expectDocumented('post', '/api/landing-pages', await http.post('/api/landing-pages').set(shop.auth).send({ landingpage_name: '' }));
    expectDocumented('get', '/api/landing-pages', await http.get('/api/landing-pages').set(shop.auth));
    expectDocumented('get', '/api/landing-pages/{id}', await http.get(`/api/landing-pages/${page.body.id}`).set(shop.auth));
    expectDocumented('put', '/api/landing-pages/{id}', await http.put(`/api/landing-pages/${page.body.id}`).set(shop.auth).send({ landingpage_detail: '<p>Docs</p>' }));
    expectDocumented('post', '/api/landing-pages/{id}/duplicate', await http.post(`/api/landing-pages/${page.body.id}/duplicate`).set(shop.auth));
    expectDocumented('get', '/api/public/landing-pages/{id}', await http.get(`/api/public/landing-pages/${page.body.id}`));
    expectDocumented('get', '/api/public/landing-pages/{id}', await http.get('/api/public/landing-pages/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d'));
    expectDocumented('delete', '/api/landing-pages/{id}', await http.delete(`/api/landing-pages/${page.body.id}`).set(shop.auth));
    const redeemCoupon = await http
      .post('/api/coupons')
      .set(shop.auth)
      .send({
        couponName: 'Docs redeem',
        startDate: new Date(Date.now() - 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
        useMax: 3,
        useMaxRedeem: 2,
        oneTimeCoupon: false,
        status: 'active',
        senderName: sender,
        message: 'Code {{couponCode}} {{couponLink}}',
      });
    // A code given to a phone, as the campaign fan-out does: its page token, its number, issued.
    const [issued] = await returning<{ code: string; token: string }>(
      t.app.get(DataSource),
      `UPDATE coupon_codes SET status = 'issued', token = $2, mobile = '+66812345678', issued_at = now()
        WHERE id = (SELECT id FROM coupon_codes WHERE coupon_id = $1 AND status = 'available' ORDER BY id LIMIT 1)
        RETURNING code, token`,
      [redeemCoupon.body.id, randomUUID().replace(/-/g, '').slice(0, 12)],
    );
    const couponPage = `/api/public/coupons/${issued.token}`;
    expectDocumented('get', '/api/public/coupons/{token}', await http.get(couponPage));
    expectDocumented('get', '/api/public/coupons/{token}', await http.get('/api/public/coupons/ZZZZZZZZZZZZ'));
    const couponOtp = await http.post(`${couponPage}/otp`).send({ mobile: '081-234-5678' });
    expectDocumented('post', '/api/public/coupons/{token}/otp', couponOtp);
    expectDocumented('post', '/api/public/coupons/{token}/otp', await http.post(`${couponPage}/otp`).send({ mobile: '0898765432' }));
    expectDocumented(
      'post',
      '/api/public/coupons/{token}/otp/verify',
      await http.post(`${couponPage}/otp/verify`).send({ otpToken: couponOtp.body.token, code: '000000' }),
    );
    expectDocumented(
      'post',
      '/api/public/coupons/{token}/otp/verify',
      await http.post(`${couponPage}/otp/verify`).send({ otpToken: 'nope', code: 'x' }),
    );
    expectDocumented('post', '/api/public/coupons/{token}/redeem', await http.post(`${couponPage}/redeem`).send({}));
    expectDocumented(
      'post',
      '/api/public/coupons/{token}/redeem',
      await http.post(`${couponPage}/redeem`).set('Idempotency-Key', 'bad key with spaces').send({}),
    );
    expectDocumented('get', '/api/redemptions/lookup', await http.get('/api/redemptions/lookup').query({ code: issued.code }).set(shop.auth));
    expectDocumented('get', '/api/redemptions/lookup', await http.get('/api/redemptions/lookup').query({ code: 'ZZZZZZZZ' }).set(shop.auth));
    expectDocumented('get', '/api/redemptions/lookup', await http.get('/api/redemptions/lookup').query({ code: 'A-B' }).set(shop.auth));
    const redeemed = await http
      .post('/api/redemptions')
      .set(shop.auth)
      .send({ code: issued.code, branch: 'Siam', saleAmount: 350.5, reference: 'INV-1' });
    expectDocumented('post', '/api/redemptions', redeemed);
    expectDocumented('post', '/api/redemptions', await http.post('/api/redemptions').set(shop.auth).send({ code: issued.code }));
    expectDocumented('post', '/api/redemptions', await http.post('/api/redemptions').set(shop.auth).send({ code: 'A-B' }));
    const redemptionId = redeemed.body.redemption.id as string;
    expectDocumented('get', '/api/redemptions', await http.get('/api/redemptions').set(shop.auth));
    expectDocumented('get', '/api/redemptions/{id}', await http.get(`/api/redemptions/${redemptionId}`).set(shop.auth));
    expectDocumented('get', '/api/redemptions/{id}', await http.get(`/api/redemptions/${randomUUID()}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/redemptions/{id}',
      await http.put(`/api/redemptions/${redemptionId}`).set(shop.auth).send({ status: 'voided' }),
    );
    expectDocumented(
      'put',
      '/api/redemptions/{id}',
      await http.put(`/api/redemptions/${redemptionId}`).set(shop.auth).send({ status: 'redeemed' }),
    );
    expectDocumented(
      'get',
      '/api/redemptions/export',
      await http.get('/api/redemptions/export').query({ format: 'csv' }).set(shop.auth),
    );
    // The worker writes the delivery log; one answered try and one that got no answer.
    await t.app.get(DataSource).query(
      `INSERT INTO webhook_deliveries (account_id, coupon_id, event_id, event, url, attempt, status_code, error, duration_ms)
       VALUES ($1, $2, 'evt-1', 'coupon.redeem', 'https://hooks.example.com/redeem', 1, NULL, 'timed out', 5000),
              ($1, $2, 'evt-1', 'coupon.redeem', 'https://hooks.example.com/redeem', 2, 200, NULL, 120)`,
      [shop.accountId, redeemCoupon.body.id],
    );
    const deliveriesFilter = JSON.stringify({ couponId: redeemCoupon.body.id });
    expectDocumented('get', '/api/webhook-deliveries', await http.get('/api/webhook-deliveries').query({ filter: deliveriesFilter }).set(shop.auth));
    expectDocumented('get', '/api/webhook-deliveries', await http.get('/api/webhook-deliveries').query({ range: '[5,1]' }).set(shop.auth));
    expectDocumented('post', '/api/dashboard/queues-session', await http.post('/api/dashboard/queues-session').set(staff.auth));
    expectDocumented('post', '/api/dashboard/queues-session', await http.post('/api/dashboard/queues-session').set(shop.auth));

    const levelField = await http
      .post('/api/people-fields')
      .set(shop.auth)
      .send({ label: 'Level', key: 'level', type: 'choice', choices: ['Gold'] });
    expectDocumented('post', '/api/people-fields', levelField);
    expectDocumented(
      'post',
      '/api/people-fields',
      await http.post('/api/people-fields').set(shop.auth).send({ label: 'X', key: '1x', type: 'text' }),
    );
    expectDocumented('get', '/api/people-fields', await http.get('/api/people-fields').set(shop.auth));
    expectDocumented('get', '/api/people-fields/{id}', await http.get(`/api/people-fields/${levelField.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/people-fields/{id}',
      await http.put(`/api/people-fields/${levelField.body.id}`).set(shop.auth).send({ label: 'Member level' }),
    );
    const vipTag = await http.post('/api/tags').set(shop.auth).send({ name: 'VIP' });
    expectDocumented('post', '/api/tags', vipTag);
    expectDocumented('post', '/api/tags', await http.post('/api/tags').set(shop.auth).send({ name: 'vip' }));
    expectDocumented('get', '/api/tags', await http.get('/api/tags').set(shop.auth));
    expectDocumented('get', '/api/tags/{id}', await http.get(`/api/tags/${vipTag.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/tags/{id}',
      await http.put(`/api/tags/${vipTag.body.id}`).set(shop.auth).send({ name: 'VIP+' }),
    );
    const club = await http.post('/api/groups').set(shop.auth).send({ name: 'Club' });
    expectDocumented('post', '/api/groups', club);
    expectDocumented(
      'post',
      '/api/groups',
      await http
        .post('/api/groups')
        .set(shop.auth)
        .send({ name: 'Women', kind: 'dynamic', rules: { gender: 'female' } }),
    );
    expectDocumented('get', '/api/groups', await http.get('/api/groups').set(shop.auth));
    expectDocumented('get', '/api/groups/{id}', await http.get(`/api/groups/${club.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/groups/{id}',
      await http.put(`/api/groups/${club.body.id}`).set(shop.auth).send({ name: 'Club+' }),
    );
    const somchai = await http
      .post('/api/people')
      .set(shop.auth)
      .send({
        mobile: '0812345671',
        firstName: 'สมชาย',
        fields: { level: 'Gold' },
        tagIds: [vipTag.body.id],
        groupIds: [club.body.id],
      });
    expectDocumented('post', '/api/people', somchai);
    expectDocumented('post', '/api/people', await http.post('/api/people').set(shop.auth).send({ mobile: '0812345671' }));
    expectDocumented(
      'get',
      '/api/people',
      await http
        .get('/api/people')
        .query({ filter: JSON.stringify({ tagId: vipTag.body.id }) })
        .set(shop.auth),
    );
    expectDocumented('get', '/api/people/export', await http.get('/api/people/export').query({ format: 'csv' }).set(shop.auth));
    expectDocumented('get', '/api/people/{id}', await http.get(`/api/people/${somchai.body.id}`).set(shop.auth));
    expectDocumented(
      'put',
      '/api/people/{id}',
      await http.put(`/api/people/${somchai.body.id}`).set(shop.auth).send({ lastName: 'ใจดี' }),
    );
    expectDocumented(
      'post',
      '/api/people/bulk',
      await http
        .post('/api/people/bulk')
        .set(shop.auth)
        .send({ action: 'untag', ids: [somchai.body.id], tagIds: [vipTag.body.id] }),
    );
    expectDocumented('delete', '/api/people/{id}', await http.delete(`/api/people/${somchai.body.id}`).set(shop.auth));
    expectDocumented('delete', '/api/groups/{id}', await http.delete(`/api/groups/${club.body.id}`).set(shop.auth));
    expectDocumented('delete', '/api/tags/{id}', await http.delete(`/api/tags/${vipTag.body.id}`).set(shop.auth));
    expectDocumented(
      'delete',
      '/api/people-fields/{id}',
      await http.delete(`/api/people-fields/${levelField.body.id}`).set(shop.auth),
    );

    // The modules that keep their calls beside the others (openapi-calls/), as the account's owner.
    for (const [, calls] of moduleCalls()) await calls({ http, auth: shop.auth, expectDocumented });

    // Every documented route was called, in this file or a module's calls, with its answer checked against the document.
    const missed = operations(document).filter(({ method, path }) => !exercised.has(`${method} ${path}`));
    expect(missed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  }, 60_000);
});

describe('API_DOCS', () => {
  it('false: /api/docs and /api/docs-json answer 404', async () => {
    const t = await bootApp({ API_DOCS: 'false' });
    try {
      await t.http.get('/api/docs').expect(404);
      await t.http.get('/api/docs-json').expect(404);
      await t.http.get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });
});
