import { randomUUID } from 'node:crypto';
import { createMongoAbility } from '@casl/ability';
import { ROLE_ABILITIES } from '../../backend/src/modules/abilities.js';
import { type Role } from '../../backend/src/common/auth/roles.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { login, registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { API_KEY_ROLE } from '../../backend/src/modules/api-keys/api-key.guard.js';
import { apiRoutes, basicAuth, urlOf } from '../utils/routes.js';

/**
 * Generated from the role table: every role against every route that requires an ability
 * answers 403 exactly when its grants do not allow it, and otherwise gets past the check
 * (any answer but 401/403). A route or a grant added later is covered as it is.
 */
describe('role × route matrix', () => {
  let t: TestApp;
  let sessions: Partial<Record<Role, Session>>;
  beforeAll(async () => {
    t = await bootApp();
    const admin = await registerAccount(t.http);
    sessions = {
      staff: await staffMember(t.app, t.http),
      admin,
      operator: await userWithRole(t.http, admin, 'operator'),
      viewer: await userWithRole(t.http, admin, 'viewer'),
      client: await userWithRole(t.http, admin, 'client'),
    };
  }, 60_000);
  afterAll(() => t.close());

  it('answers 403 exactly where the role table denies the route', async () => {
    const routes = (await apiRoutes(t.http)).filter((route) => route.ability && route.auth === 'bearer');
    expect(routes.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    for (const [role, session] of Object.entries(sessions) as [Role, Session][]) {
      const ability = createMongoAbility(ROLE_ABILITIES[role]);
      let auth = (await login(t.http, session.email)).auth;
      for (const route of routes) {
        const { action, subject } = route.ability!;
        const allowed = ability.can(action, subject);
        // A random id: nothing real is read, changed or deleted, the check runs all the same.
        const url = urlOf(route, Object.fromEntries(route.pathParams.map((name) => [name, randomUUID()])));
        const send = () => {
          const req = t.http[route.method](url).set(auth);
          return route.bodyFields ? req.send({}) : req;
        };
        let { status } = await send();
        // A route before may have ended the caller's sessions (logout everywhere): a 401 is asked
        // again signed in afresh, and only a 401 then counts (a sign-in per route cost half the time).
        if (status === 401) {
          auth = (await login(t.http, session.email)).auth;
          ({ status } = await send());
        }
        const denied = status === 403;
        if (status === 401 || denied === allowed) {
          mismatches.push(`${role} ${route.method.toUpperCase()} ${route.path} (${action} ${subject}): ${status}, expected ${allowed ? 'allowed' : '403'}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('lets an API key do on the public API exactly what its role allows', async () => {
    const routes = (await apiRoutes(t.http)).filter((route) => route.auth === 'basic');
    expect(routes.length).toBeGreaterThan(0);
    const key = await t.http.post('/api/api-keys').set((await login(t.http, sessions.admin!.email)).auth).send({ name: 'Matrix' }).expect(201);
    const ability = createMongoAbility(ROLE_ABILITIES[API_KEY_ROLE]);
    const mismatches: string[] = [];
    for (const route of routes) {
      const allowed = !route.ability || ability.can(route.ability.action, route.ability.subject);
      let req = t.http[route.method](urlOf(route, Object.fromEntries(route.pathParams.map((name) => [name, randomUUID()]))));
      req = req.set('Authorization', basicAuth(key.body.key, key.body.secret));
      if (route.bodyFields) req = req.send({});
      const { status } = await req;
      if (status === 401 || (status === 403) === allowed) mismatches.push(`${route.method.toUpperCase()} ${route.path}: ${status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('requires an ability on every route that is not public, so none escapes the matrix', async () => {
    const unguarded = (await apiRoutes(t.http)).filter((route) => !route.isPublic && !route.ability);
    expect(unguarded.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('keeps a real sub-account from every role but admin and staff, and a real user from a client', async () => {
    const fresh = async (role: Role) => (await login(t.http, sessions[role]!.email)).auth;
    const admin = { auth: await fresh('admin') };
    const branch = await t.http
      .post('/api/sub-accounts')
      .set(admin.auth)
      .send({ name: `Branch ${randomUUID().slice(0, 8)}`, plan: 'trials', adminFirstName: 'A', adminEmail: `${randomUUID()}@example.com`, adminPassword: 'correct-horse-battery' })
      .expect(201);
    for (const role of ['operator', 'viewer', 'client'] as const) {
      await t.http.delete(`/api/sub-accounts/${branch.body.id}`).set(await fresh(role)).expect(403);
    }
    await t.http.get(`/api/sub-accounts/${branch.body.id}`).set(admin.auth).expect(200);
    const client = await fresh('client');
    await t.http.get(`/api/users/${sessions.operator!.userId}`).set(client).expect(403);
    await t.http.get('/api/users').set(client).expect(403);
  });
});
