import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';
import { apiRoutes, basicAuth, ownRows, sampleBody, urlOf, type OwnRow, type Route } from '../utils/routes.js';

/**
 * Generated from the OpenAPI document: every role of one account, aimed at another
 * account's ids (in paths, in X-Account-Id, in id filters and in id fields of bodies),
 * answers 403 or 404 or sees nothing of it, and the other account is unchanged afterwards.
 * A role the role table refuses a route is answered by the guard before any id is read: there
 * one probe, answered 403, stands for the rest (the role matrix checks the table itself).
 */
describe('tenant matrix', () => {
  let t: TestApp;
  let attackers: Record<string, Session>;
  let victim: Session;
  let victimIds: string[];
  let victimRows: OwnRow[];
  /** The attacking account's API key, for the public API's routes. */
  let attackerKey: string;
  beforeAll(async () => {
    t = await bootApp();
    const admin = await registerAccount(t.http);
    attackers = {
      admin,
      operator: await userWithRole(t.http, admin, 'operator'),
      viewer: await userWithRole(t.http, admin, 'viewer'),
      client: await userWithRole(t.http, admin, 'client'),
    };
    const key = await t.http.post('/api/api-keys').set(admin.auth).send({ name: 'Attacker' }).expect(201);
    attackerKey = basicAuth(key.body.key, key.body.secret);
    victim = await registerAccount(t.http);
    const victimUser = await userWithRole(t.http, victim, 'operator');
    const branch = await t.http
      .post('/api/sub-accounts')
      .set(victim.auth)
      .send({ name: unique('Branch '), plan: 'trials', adminFirstName: 'V', adminEmail: `${unique('v')}@example.com`, adminPassword: PASSWORD })
      .expect(201);
    const victimKey = await t.http.post('/api/api-keys').set(victim.auth).send({ name: 'Victim' }).expect(201);
    victimRows = await ownRows(t.http, victim, await apiRoutes(t.http));
    victimIds = [victim.accountId, victim.userId, victimUser.userId, branch.body.id, victimKey.body.id, ...victimRows.map((row) => row.id)];
  }, 60_000);
  afterAll(() => t.close());

  /** What the victim's admin sees of its own account; compared before and after. */
  async function victimState(): Promise<string> {
    const reads = ['/api/users?range=[0,99]', '/api/sub-accounts?range=[0,99]', '/account-setting/data', '/profile/data', ...victimRows.map((row) => row.url)];
    const bodies = await Promise.all(reads.map(async (url) => (await t.http.get(url).set(victim.auth).expect(200)).body));
    return JSON.stringify(bodies, (key, value) => (key === 'lastLoginAt' ? undefined : value));
  }

  function probes(route: Route): { url: string; body?: Record<string, unknown>; headers?: Record<string, string>; label: string; list?: boolean }[] {
    const out: ReturnType<typeof probes> = [];
    const sample = sampleBody(route);
    for (const id of victimIds) {
      if (route.pathParams.length) {
        out.push({ url: urlOf(route, Object.fromEntries(route.pathParams.map((name) => [name, id]))), body: sample, label: `path id ${id}` });
      }
      for (const field of Object.keys(route.bodyFields ?? {}).filter((name) => /Id$/.test(name))) {
        out.push({ url: urlOf(route, {}), body: { ...sample, [field]: id }, label: `body ${field}` });
      }
    }
    if (route.isList) {
      out.push({ url: `${route.path}?filter=${encodeURIComponent(JSON.stringify({ id: victimIds }))}`, label: 'list filtered by foreign ids', list: true });
    }
    if (!route.pathParams.length) {
      out.push({ url: route.path, body: sample, headers: { 'X-Account-Id': victim.accountId }, label: 'X-Account-Id' });
    }
    return out;
  }

  it("aims at rows of the resources a sample body creates, as well as the foundation's", () => {
    // Plain modules whose sample body creates a row; a harvest that silently found nothing would
    // leave every route taking an id aimed at the foundation's rows alone.
    const paths = victimRows.map((row) => row.url.replace(/\/[^/]+$/, ''));
    expect(paths).toEqual(expect.arrayContaining(['/api/tags', '/api/templates', '/api/people-fields', '/api/landing-pages']));
  });

  it('lets no role of one account read or change another account', async () => {
    const before = await victimState();
    const all = await apiRoutes(t.http);
    const routes = all.filter((route) => route.auth === 'bearer');
    const leaks: string[] = [];
    // What each person may do, from its sign-in's rules (the role matrix holds the API to them).
    const abilities: Record<string, MongoAbility> = {};
    for (const [role, session] of Object.entries(attackers)) {
      const signIn = await t.http.post('/jwt/login').send({ email: session.email, password: PASSWORD }).expect(200);
      abilities[role] = createMongoAbility(signIn.body.userData.ability);
    }
    // Each person of the attacking account with the console's routes; its API key with the public API's.
    const callers: [string, () => Promise<string>, Route[]][] = [
      ...Object.entries(attackers).map(([role, session]): [string, () => Promise<string>, Route[]] => [
        role,
        async () => (await login(t.http, session.email)).auth.Authorization,
        routes,
      ]),
      ['api key', async () => attackerKey, all.filter((route) => route.auth === 'basic')],
    ];
    for (const [role, authorization, reachable] of callers) {
      let current = await authorization();
      for (const route of reachable) {
        // A role the table refuses is answered by the guard before any id is read, whichever id
        // it names: once that answer is 403, the route's other probes would meet the same check.
        const refusedByGuard = route.ability && abilities[role] && !abilities[role].can(route.ability.action, route.ability.subject);
        for (const [at, probe] of probes(route).entries()) {
          const send = () => {
            let req = t.http[route.method](probe.url).set('Authorization', current);
            for (const [name, value] of Object.entries(probe.headers ?? {})) req = req.set(name, value);
            return probe.body ? req.send(probe.body) : req;
          };
          let res = await send();
          // A route before may have ended the caller's sessions (logout everywhere): a 401 is asked
          // again signed in afresh, and only a 401 then counts (a sign-in per route cost a third).
          if (res.status === 401) {
            current = await authorization();
            res = await send();
          }
          const text = JSON.stringify(res.body);
          const seen = victimIds.filter((id) => text.includes(id));
          const refused = [403, 404].includes(res.status) || (res.status === 422 && !probe.headers);
          // Acting in another account (X-Account-Id) is refused outright; a list only has to show nothing of it.
          const ok = probe.list ? res.status < 500 && !seen.length : refused;
          if (!ok) leaks.push(`${role} ${route.method.toUpperCase()} ${route.path} [${probe.label}] → ${res.status}${seen.length ? ' showing the other account' : ''}`);
          if (at === 0 && refusedByGuard && res.status === 403) break;
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await victimState()).toBe(before);
  }, 120_000);
});
