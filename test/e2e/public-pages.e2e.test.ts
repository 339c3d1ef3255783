import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootApp, type TestApp } from '../utils/app.js';

// The API tests run without an admin build: a tree shaped like one stands in for admin/dist.
const SCRIPT = '/assets/public-page-T3stHash.js';
const PAGE = `<!doctype html><html lang="th"><head><script type="module" crossorigin src="${SCRIPT}"></script></head><body><div id="app"></div></body></html>`;

function fakeBuild(): string {
  const appRoot = mkdtempSync(join(tmpdir(), 'engage-public-pages-'));
  const dist = join(appRoot, 'admin', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, 'public-page.html'), PAGE);
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dist, SCRIPT), script);
  writeFileSync(join(dist, `${SCRIPT}.gz`), gzipSync(script));
  // The API reads its messages from <appRoot>/locales.
  symlinkSync(join(process.cwd(), 'locales'), join(appRoot, 'locales'));
  return appRoot;
}

describe('the public pages (/c/<token>, /p/<id>, /g/<gameCode>)', () => {
  let appRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    appRoot = fakeBuild();
    t = await bootApp({ SERVE_ADMIN: 'true', APP_ROOT: appRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(appRoot, { recursive: true, force: true });
  });

  it.each([
    '/c/Tok3nTok3nAb',
    '/c/anything-at-all',
    '/coupon/0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e/Tok3nTok3nAb',
    '/p/0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e',
    '/p/42/',
    '/g/Gam3C0de_x-Y',
    '/g/Gam3C0de_x-Y/',
  ])('GET %s answers the bundle’s HTML, revalidated, with a policy that lets only its own scripts run', async (path) => {
    const res = await t.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<script type="module" crossorigin src="${SCRIPT}"></script>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // A coupon's address is its key: search engines must not list it.
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('answers HEAD with the page’s headers, as a phone checking a link does', async () => {
    const res = await t.http.head('/c/abc').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a repeat load with 304 (the ETag of the page)', async () => {
    const first = await t.http.get('/c/abc').expect(200);
    await t.http.get('/c/abc').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('serves the script the page names, precompressed and immutable', async () => {
    const res = await t.http.get(SCRIPT).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves other paths and methods alone', async () => {
    const nested = await t.http.get('/c/abc/def').expect(404);
    expect(nested.headers['content-type']).toMatch(/json/);
    await t.http.get('/c/').expect(404);
    await t.http.get('/g/Gam3C0de_x-Y/play').expect(404);
    await t.http.get('/g/').expect(404);
    await t.http.post('/c/abc').send({}).expect(404);
    await t.http.get('/api/health').expect(200);
  });
});

describe('the public pages without an admin build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  // As the admin itself: nothing is served, the API's JSON 404 answers.
  it('leave /c/, /p/ and /g/ unanswered', async () => {
    const res = await t.http.get('/c/Tok3nTok3nAb').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    await t.http.get('/p/1').expect(404);
    await t.http.get('/g/Gam3C0de_x-Y').expect(404);
  });
});
