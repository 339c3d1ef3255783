import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadLocale } from '../../backend/src/common/i18n/messages.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

/** A real 1×1 PNG, with random trailing bytes so every run stores a different file. */
const png = () =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    randomBytes(16),
  ]);

describe('images of rich text: upload, /i/<id>, what is refused', () => {
  let t: TestApp;
  let shop: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    shop = await registerAccount(t.http);
    other = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  const upload = (session: Session | null, bytes: Buffer, filename: string, contentType: string) => {
    const request = t.http.post('/api/images');
    if (session) request.set(session.auth);
    return request.attach('file', bytes, { filename, contentType });
  };

  it('stores a PNG and serves the same bytes at /i/<id>, cached for good and never sniffed', async () => {
    const bytes = png();
    const created = await upload(shop, bytes, 'a.png', 'image/png').expect(201);
    expect(created.body).toEqual({ id: expect.any(String), url: `/i/${created.body.id}` });
    // No sign-in: the public pages show it to anyone.
    const served = await t.http
      .get(created.body.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('takes the type from the bytes, not from the name or the type sent', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), randomBytes(32)]);
    const created = await upload(shop, gif, 'photo.png', 'image/png').expect(201);
    expect((await t.http.get(created.body.url).expect(200)).headers['content-type']).toBe('image/gif');
  });

  it('refuses an SVG, a text file named .png and a file over 2 MB, on `file`, in the user’s language', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(shop, svg, 'a.svg', 'image/svg+xml').expect(422)).body.errors).toEqual({ file: 'validation.imageType' });
    const text = Buffer.from('just some text, not an image');
    expect((await upload(shop, text, 'a.png', 'image/png').expect(422)).body.errors).toEqual({ file: 'validation.imageType' });
    const large = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(shop, large, 'big.png', 'image/png').expect(422)).body.errors).toEqual({
      file: 'validation.imageTooLarge',
    });
    // Field errors stay keys for the admin to show, in English and in Thai.
    for (const language of ['en', 'th'] as const) {
      const validation = loadLocale(join(__dirname, '../../locales'), language).validation as Record<string, unknown>;
      expect(validation.imageType).toEqual(expect.any(String));
      expect(validation.imageTooLarge).toEqual(expect.any(String));
    }
  });

  it('asks for a sign-in and the right to write pages; the address itself is public by design', async () => {
    await upload(null, png(), 'a.png', 'image/png').expect(401);
    const viewer = await userWithRole(t.http, shop, 'viewer');
    await upload(viewer, png(), 'a.png', 'image/png').expect(403);
    const operator = await userWithRole(t.http, shop, 'operator');
    await upload(operator, png(), 'a.png', 'image/png').expect(201);
    // The upload is the account's own row (tenant-scoped like every other); an image's address is
    // a key anyone holding it may use, as any image on a public page is: another account, or no
    // account at all, reads it the same way.
    const created = await upload(other, png(), 'b.png', 'image/png').expect(201);
    await t.http.get(created.body.url).set(shop.auth).expect(200);
    const [row] = await t.app.get(DataSource).query<{ account_id: string }[]>('SELECT account_id FROM images WHERE id = $1', [
      created.body.id,
    ]);
    expect(row!.account_id).toBe(other.accountId);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await t.http.get('/i/0b6f7c2e-4a55-4f0e-9a43-1d2c3b4a5f60').expect(404);
    await t.http.get('/i/not-an-id').expect(404);
    await t.http.get("/i/1'%20OR%201=1").expect(404);
  });
});
