import { JwtService } from '@nestjs/jwt';
import { createHmac, randomUUID } from 'node:crypto';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { QUEUES } from '../../backend/src/queue/queues.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';

const COOKIE = 'engage_queues';

/** The cookie the session route set, as a browser would send it back. */
function boardCookie(setCookie: string | string[] | undefined): string {
  const found = [setCookie ?? []].flat().find((line) => line.startsWith(`${COOKIE}=`));
  if (!found) throw new Error('no board cookie was set');
  return found.split(';')[0]!;
}

/**
 * Bull Board at /queues, staff only: a staff member's session call sets a short-lived cookie
 * for the board's path; without it, or with anything but a cookie the API signed, the board
 * answers 401 and shows nothing.
 */
describe('queue board (/queues)', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  /** Signs board tokens as the API does (a key derived from JWT_SECRET), to forge the edge cases. */
  let boardSigner: JwtService;

  beforeAll(async () => {
    t = await bootApp();
    staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
    const { jwt } = loadConfig(process.env);
    boardSigner = new JwtService({ secret: createHmac('sha256', jwt.secret).update('engage:queues-board').digest('hex') });
  }, 60_000);
  afterAll(() => t.close());

  const openSession = (who: Session) => t.http.post('/api/dashboard/queues-session').set(who.auth);

  it('answers 401, a small page of its own policy, without a board cookie', async () => {
    for (const path of ['/queues', '/queues/', '/queues/api/queues', '/queues/queue/sms']) {
      const res = await t.http.get(path).set('Accept-Language', 'th');
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 401, type: 'text/html' });
      expect(res.text).toContain('กระดานคิวงาน');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // Neither a staff bearer token: plain navigation never carries one, and the board asks for its cookie.
    expect((await t.http.get('/queues/api/queues').set(staff.auth)).status).toBe(401);
  });

  it('answers 401 to a forged, mis-signed, expired or borrowed cookie', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: staff.userId, role: 'staff', ver: 0, aud: 'queues-board' };
    const cookies = {
      garbage: 'not-a-token',
      empty: '',
      otherKey: new JwtService({ secret: 'x'.repeat(40) }).sign({ ...claims, exp: now + 600 }),
      // An access token is signed with the JWT secret itself, not the board's key.
      accessToken: staff.token,
      expired: boardSigner.sign({ ...claims, exp: now - 5 }),
      wrongAudience: boardSigner.sign({ ...claims, aud: 'other', exp: now + 600 }),
      notStaff: boardSigner.sign({ ...claims, sub: admin.userId, exp: now + 600 }),
      unknownUser: boardSigner.sign({ ...claims, sub: randomUUID(), exp: now + 600 }),
      unsigned: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...claims, exp: now + 600 }),
      ).toString('base64url')}.`,
    };
    for (const [name, value] of Object.entries(cookies)) {
      const res = await t.http.get('/queues/api/queues').set('Cookie', `${COOKIE}=${value}`);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
    }
    // The forger's recipe is right otherwise: the same claims, unexpired, open the board.
    const fine = boardSigner.sign({ ...claims, exp: now + 600 });
    expect((await t.http.get('/queues/api/queues').set('Cookie', `${COOKIE}=${fine}`)).status).toBe(200);
  });

  it('refuses an account admin the session (403) and sets no cookie', async () => {
    const res = await openSession(admin);
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives staff an HttpOnly, SameSite=Strict cookie for /queues that opens the board and its API', async () => {
    const res = await openSession(staff);
    expect(res.status).toBe(204);
    const line = [res.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${COOKIE}=`))!;
    expect(line).toMatch(/; Path=\/queues(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Strict(;|$)/);
    expect(line).toMatch(/; Max-Age=1800(;|$)/);
    // Secure only in production: the test API speaks plain HTTP on loopback.
    expect(line).not.toMatch(/; Secure/);
    const cookie = boardCookie(res.headers['set-cookie']);

    const page = await t.http.get('/queues').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<base href="/queues/"');
    expect(page.headers['x-powered-by']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The board's own policy: its scripts come from here, nothing else runs, nothing frames it.
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|https:)/);
    expect(policy).toContain("frame-ancestors 'none'");
    const script = /<script defer src="(static\/js\/main\.[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await t.http.get(`/queues/${script}`).set('Cookie', cookie);
    expect(asset.status).toBe(200);
    expect(asset.type).toMatch(/javascript$/);

    const api = await t.http.get('/queues/api/queues').set('Cookie', cookie);
    expect(api.status).toBe(200);
    const queues = (api.body as { queues: { name: string; readOnlyMode: boolean }[] }).queues;
    expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(QUEUES).sort());
    // Read-write: staff retry and clean jobs there.
    expect(queues.every((queue) => !queue.readOnlyMode)).toBe(true);

    // The app's own pages keep the app's policy.
    const health = await t.http.get('/api/docs-json');
    expect(health.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  });

  it('ends the board with the staff member’s sessions (sign out everywhere)', async () => {
    const other = await staffMember(t.app, t.http);
    const cookie = boardCookie((await openSession(other).expect(204)).headers['set-cookie']);
    expect((await t.http.get('/queues/api/queues').set('Cookie', cookie)).status).toBe(200);
    await t.http.post('/profile/logout-everywhere').set(other.auth).expect(204);
    expect((await t.http.get('/queues/api/queues').set('Cookie', cookie)).status).toBe(401);
  });

  it('keeps the board out of the OpenAPI document, the session route in', async () => {
    const { paths } = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(paths).filter((path) => path.startsWith('/queues'))).toEqual([]);
    expect(paths['/api/dashboard/queues-session']).toBeDefined();
  });
});
