import { randomUUID } from 'node:crypto';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, login, registerAccount, staffMember, unique, userWithRole, type Session } from '../utils/factories.js';
import { FIELD_VALUES, HEADER_VALUES, listQueries, PATH_VALUES, prototypeFingerprint, QUERY_VALUES, wholeBodies, type Hostile } from '../utils/hostile.js';
import { apiRoutes, basicAuth, ownRows, sampleBody, urlOf, type Route } from '../utils/routes.js';

/** The segment before a path's last: `users` of `/api/users/{id}`, whose fixture id fills `{id}`. */
const resourceOf = (path: string): string => path.split('/').filter(Boolean).slice(-2, -1)[0] ?? '';

/**
 * Every route and verb of the OpenAPI document, fed every class of hostile input in its
 * body fields, query parameters, path parameters and headers, signed out and as each role.
 * Nothing may answer 5xx, Object.prototype must stay as it was, and well-formed requests
 * must still succeed afterwards. New routes are covered by being documented.
 *
 * What runs before the guard meets every caller: the body parser (whole hostile bodies), the
 * router's decoding of the path and the query, and the headers. The per-field values (each
 * body field, list query and declared query parameter) are read by the validation pipes and
 * the services, which Nest runs after the guards: a caller the guard refuses never reaches
 * them, so they go to the callers that pass it (the role table as each sign-in states it,
 * which the role matrix holds the API to). That a refused caller is refused is checked here
 * as well, so a route that lets one through gets every probe.
 */

interface Probe {
  method: Route['method'];
  url: string;
  body?: string;
  headers?: Record<string, string>;
  label: string;
}

const CONCURRENCY = 8;

describe('hostile input on every route', () => {
  let t: TestApp;
  let sessions: Record<string, Session | null>;
  /** What each caller may do, from its sign-in's rules; none signed out. */
  let abilities: Record<string, MongoAbility | null>;
  let fixtureIds: Record<string, string>;
  /** The admin's API key, for the public API's routes. */
  let keyAuth: string;
  const fingerprint = prototypeFingerprint();
  let sent = 0;

  beforeAll(async () => {
    t = await bootApp();
    const admin = await registerAccount(t.http);
    sessions = {
      'signed out': null,
      staff: await staffMember(t.app, t.http),
      admin,
      operator: await userWithRole(t.http, admin, 'operator'),
      viewer: await userWithRole(t.http, admin, 'viewer'),
      client: await userWithRole(t.http, admin, 'client'),
    };
    // Real ids for path parameters, so hostile bodies reach the services and not just a 404.
    const branch = await t.http
      .post('/api/sub-accounts')
      .set(admin.auth)
      .send({ name: unique('Branch '), plan: 'trials', adminFirstName: 'A', adminEmail: `${unique('b')}@example.com`, adminPassword: PASSWORD })
      .expect(201);
    abilities = {};
    for (const [role, session] of Object.entries(sessions)) {
      const signIn = session && (await t.http.post('/jwt/login').send({ email: session.email, password: PASSWORD }).expect(200));
      abilities[role] = signIn && createMongoAbility(signIn.body.userData.ability);
    }
    fixtureIds = { 'sub-accounts': branch.body.id, users: sessions.operator!.userId };
    // And a row of every resource its sample body creates (a new module's too).
    for (const row of await ownRows(t.http, admin, await apiRoutes(t.http))) fixtureIds[resourceOf(row.read.path)] ??= row.id;
    const key = await t.http.post('/api/api-keys').set(admin.auth).send({ name: 'Hostile' }).expect(201);
    keyAuth = basicAuth(key.body.key, key.body.secret);
  }, 60_000);
  afterAll(() => t.close());

  async function run(probes: Probe[], authorization: string | null): Promise<string[]> {
    const failures: string[] = [];
    for (let i = 0; i < probes.length; i += CONCURRENCY) {
      await Promise.all(
        probes.slice(i, i + CONCURRENCY).map(async (probe) => {
          let req = t.http[probe.method](probe.url);
          if (authorization) req = req.set('Authorization', authorization);
          for (const [name, value] of Object.entries(probe.headers ?? {})) req = req.set(name, value);
          if (probe.body !== undefined) req = req.set('Content-Type', 'application/json').send(probe.body);
          sent++;
          try {
            const res = await req;
            if (res.status >= 500) failures.push(`${probe.method.toUpperCase()} ${probe.url.slice(0, 120)} [${probe.label}] → ${res.status}`);
          } catch (error) {
            failures.push(`${probe.method.toUpperCase()} ${probe.url.slice(0, 120)} [${probe.label}] → ${(error as Error).message}`);
          }
        }),
      );
    }
    return failures;
  }

  function idsFor(route: Route): Record<string, string> {
    // A DELETE with a real id would remove the fixture the other probes need.
    const real = route.method === 'delete' ? undefined : fixtureIds[resourceOf(route.path)];
    return Object.fromEntries(route.pathParams.map((name) => [name, real ?? randomUUID()]));
  }

  /** Whether the caller gets past the route's guard, so that its fields reach validation. */
  function passes(ability: MongoAbility | null, route: Route): boolean {
    if (route.auth === 'none') return true;
    // Signed out, or a person's token on the public API (an API key's routes).
    if (!ability || route.auth === 'basic') return false;
    return !route.ability || ability.can(route.ability.action, route.ability.subject);
  }

  /** The route's probes; `fields` false keeps those that meet a caller before the guard. */
  function probesOf(route: Route, fields = true): Probe[] {
    const probes: Probe[] = [];
    const url = urlOf(route, idsFor(route));
    const sample = sampleBody(route);
    if (sample) {
      for (const field of fields ? Object.keys(sample) : []) {
        for (const hostile of FIELD_VALUES) probes.push({ method: route.method, url, body: withField(sample, field, hostile), label: `${field}: ${hostile.label}` });
      }
      for (const hostile of wholeBodies(sample)) probes.push({ method: route.method, url, body: hostile.json, label: hostile.label });
    }
    if (route.method === 'get' && fields) {
      for (const query of listQueries()) probes.push({ method: route.method, url: `${url}?${encodeQuery(query)}`, label: `query ${Object.keys(query)[0]}` });
    }
    for (const name of route.queryParams) {
      for (const v of fields ? QUERY_VALUES : DECODED_BEFORE_THE_GUARD) {
        const encoded = v.startsWith('%') ? v : encodeURIComponent(v);
        probes.push({ method: route.method, url: `${url}?${name}=${encoded}`, label: `query ${name}=${v.slice(0, 20)}` });
      }
    }
    for (const name of route.pathParams) {
      for (const v of PATH_VALUES) {
        const ids = { ...idsFor(route), [name]: v };
        probes.push({ method: route.method, url: urlOf(route, ids), body: route.bodyFields ? '{}' : undefined, label: `path ${name}=${v.slice(0, 40)}` });
      }
    }
    for (const v of HEADER_VALUES) probes.push({ method: route.method, url, headers: { 'X-Account-Id': v }, label: `X-Account-Id ${v.slice(0, 40)}` });
    return probes;
  }

  function sendSample(route: Route, authorization: string | null) {
    let req = t.http[route.method](urlOf(route, idsFor(route)));
    if (authorization) req = req.set('Authorization', authorization);
    const sample = sampleBody(route);
    return sample ? req.send(sample) : req;
  }

  it('answers every probe below 500 and leaves Object.prototype untouched', async () => {
    const routes = await apiRoutes(t.http);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const [role, session] of Object.entries(sessions)) {
      for (const route of routes) {
        // Signed in afresh for each route: a route may end the caller's sessions (logout everywhere).
        const current = session && (await login(t.http, session.email));
        const authorization = current && `Bearer ${current.token}`;
        const passing = passes(abilities[role], route);
        if (!passing) {
          // Refused, or it must get every probe: a well-formed request answers 401 or 403.
          const { status } = await sendSample(route, authorization);
          sent++;
          if (status !== 401 && status !== 403) failures.push(`${role}: ${route.method.toUpperCase()} ${route.path} let a caller the role table refuses past its guard (${status})`);
        }
        const found = await run(probesOf(route, passing), authorization);
        failures.push(...found.map((line) => `${role}: ${line}`));
        if (prototypeFingerprint() !== fingerprint) failures.push(`${role}: ${route.method} ${route.path} changed Object.prototype`);
      }
    }
    // The public API's routes once more with an API key, so hostile values reach past its guard.
    for (const route of routes.filter((candidate) => candidate.auth === 'basic')) {
      failures.push(...(await run(probesOf(route), keyAuth)).map((line) => `api key: ${line}`));
    }
    // Forged credentials, once: the guards must refuse them without a 5xx.
    for (const v of HEADER_VALUES) {
      const res = await t.http.get(`/api/v1/sms/${randomUUID()}`).set('Authorization', `Basic ${Buffer.from(`${v}:${v}`).toString('base64')}`);
      sent++;
      if (res.status >= 500) failures.push(`basic ${v.slice(0, 40)} → ${res.status}`);
    }
    // Forged bearer tokens, once.
    for (const v of HEADER_VALUES) {
      const res = await t.http.get('/profile/data').set('Authorization', `Bearer ${v}`);
      sent++;
      if (res.status >= 500) failures.push(`bearer ${v.slice(0, 40)} → ${res.status}`);
    }
    console.log(`hostile-input suite: ${routes.length} routes, ${Object.keys(sessions).length} callers, ${sent} requests`);
    expect(failures.slice(0, 50)).toEqual([]);
    expect(prototypeFingerprint()).toBe(fingerprint);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  it('still serves well-formed requests afterwards, for every tenant', async () => {
    const fresh = await registerAccount(t.http);
    await t.http.get('/api/users').set(fresh.auth).expect(200);
    await t.http.get('/api/sub-accounts').query({ sort: '["id","ASC"]' }).set(fresh.auth).expect(200);
    const again = await login(t.http, fresh.email);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: again.refreshToken }).expect(200);
    await t.http.get('/api/health').expect(200);
  });
});

/** Query values the router decodes before any guard runs: a NUL and a lone surrogate's bytes. */
const DECODED_BEFORE_THE_GUARD = ['a\u0000b', '%ED%A0%80'];

function withField(sample: Record<string, unknown>, field: string, hostile: Hostile): string {
  const marker = '"@@hostile@@"';
  return JSON.stringify({ ...sample, [field]: '@@hostile@@' }).replace(marker, hostile.json);
}

function encodeQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}
