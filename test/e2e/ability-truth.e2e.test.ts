import { randomUUID } from 'node:crypto';
import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { apiRoutes, urlOf, type Route } from '../utils/routes.js';
import { ROLES, type Role } from '../../backend/src/common/auth/roles.js';

interface Rule {
  action: string;
  subject: string;
  inverted?: boolean;
}

/** The routes a grant names: its subject (or all) and its action (or any, for manage). */
const routesOf = (routes: Route[], grant: { action: string; subject: string }) =>
  routes.filter(
    ({ ability }) =>
      ability &&
      (grant.subject === 'all' || ability.subject === grant.subject) &&
      (grant.action === 'manage' || ability.action === grant.action),
  );

/**
 * Generated from what each role's sign-in says, not from the role table: every grant a user is
 * shown, in `userData.ability` (its `can` rules) and in `userData.permission`, must be one the API
 * honours on at least one route it names. A grant the API refuses everywhere (a business admin
 * shown `manage:Channel` while every channel route answers 403) fails here, whatever the table says.
 */
describe('the abilities a sign-in shows', () => {
  let t: TestApp;
  let routes: Route[];
  const sessions = {} as Record<Role, Session>;
  beforeAll(async () => {
    t = await bootApp();
    routes = (await apiRoutes(t.http)).filter((route) => route.ability && route.auth === 'bearer');
    const admin = await registerAccount(t.http);
    sessions.staff = await staffMember(t.app, t.http);
    sessions.admin = admin;
    for (const role of ROLES) if (!sessions[role]) sessions[role] = await userWithRole(t.http, admin, role);
  }, 60_000);
  afterAll(() => t.close());

  it.each(ROLES)('are honoured by the API for %s', async (role) => {
    const email = sessions[role].email;
    const signIn = await t.http.post('/jwt/login').send({ email, password: PASSWORD }).expect(200);
    const { ability, permission } = signIn.body.userData as { ability: Rule[]; permission: string[] };
    let auth: Record<string, string> = { Authorization: `Bearer ${signIn.body.accessToken as string}` };
    const grants = [
      ...ability.filter((rule) => !rule.inverted).map((rule) => ({ ...rule, shown: `ability ${rule.action} ${rule.subject}` })),
      ...permission.map((entry) => {
        const [action = '', subject = ''] = entry.split(':');
        return { action, subject, shown: `permission ${entry}` };
      }),
    ];
    expect(grants.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const grant of grants) {
      // Reads first: a grant is honoured as soon as one route lets the caller past its check.
      const named = routesOf(routes, grant).sort((a, b) => Number(b.method === 'get') - Number(a.method === 'get'));
      let honoured = named.length === 0;
      for (const route of named) {
        const send = () => {
          const req = t.http[route.method](urlOf(route, Object.fromEntries(route.pathParams.map((name) => [name, randomUUID()])))).set(auth);
          return route.bodyFields ? req.send({}) : req;
        };
        let { status } = await send();
        // A route may end the caller's sessions (logout everywhere): sign in again and retry.
        if (status === 401) {
          auth = (await login(t.http, email)).auth;
          ({ status } = await send());
        }
        if (status !== 403 && status !== 401) {
          honoured = true;
          break;
        }
      }
      if (!honoured) refused.push(`${grant.shown}: every one of its ${named.length} routes answers 403`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
