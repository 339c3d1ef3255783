import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { serveAdmin } from '../../backend/src/common/http/admin-static.js';

@Module({})
class EmptyModule {}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/**
 * The built admin as browsers get it: which file of the build answers (brotli, gzip or plain,
 * by what the browser accepts), under which type, and for how long it may be cached. The app
 * here serves a tree shaped like admin/dist and nothing else.
 */
describe('serveAdmin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'engage-admin-dist-'));
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>admin</title>',
    'favicon.svg': '<svg/>',
    'assets-old.js': 'old',
    'assets/app-abc.js': 'plain js',
    'assets/app-abc.js.br': 'brotli js',
    'assets/app-abc.js.gz': 'gzip js',
    'assets/only-gz.css': 'plain css',
    'assets/only-gz.css.gz': 'gzip css',
    'assets/plain-x.css': 'plain only',
    'assets/logo-x.svg.br': 'brotli svg',
    'assets/logo-x.svg': '<svg/>',
    'assets/data-x.json.gz': '{"gzip":true}',
    'assets/data-x.json': '{}',
    'assets/blob-x.bin.gz': 'gzip bin',
    'assets/blob-x.bin': 'bin',
  };

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // Each compressed file holds its own words, so an answer tells which file was sent.
    for (const [name, body] of Object.entries(files)) {
      const bytes = name.endsWith('.br') ? brotliCompressSync(body) : name.endsWith('.gz') ? gzipSync(body) : body;
      writeFileSync(join(dist, name), bytes);
    }
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    serveAdmin(app, dist);
    await app.init();
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the brotli file to a browser that takes brotli, typed as the original and immutable', async () => {
    const res = await http.get('/assets/app-abc.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe('brotli js');
  });

  it('answers the gzip file to a browser that takes only gzip', async () => {
    const res = await http.get('/assets/app-abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe('gzip js');
  });

  it('answers the plain file to a browser that takes neither, still varying by encoding', async () => {
    const res = await http.get('/assets/app-abc.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('plain js');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD as GET', async () => {
    const res = await http.head('/assets/app-abc.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(brotliCompressSync('brotli js').length));
  });

  it('never looks at another method, nor at a path outside assets/', async () => {
    const post = await http.post('/assets/app-abc.js').set('Accept-Encoding', 'br');
    expect(post.status).toBe(404);
    expect(post.headers['content-encoding']).toBeUndefined();
    expect(post.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
    // As long as "/assets/", so the name after it would match an asset if the prefix went unchecked.
    const outside = await http.get('/1234567app-abc.js').set('Accept-Encoding', 'br');
    expect(outside.status).toBe(404);
    expect(outside.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
  });

  it('falls back to the encoding a file has when the preferred one is missing', async () => {
    const res = await http.get('/assets/only-gz.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.text).toBe('gzip css');
    const plain = await http.get('/assets/only-gz.css').set('Accept-Encoding', 'br').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('plain css');
  });

  it('serves an asset without a compressed sibling as it is, immutable, not varying', async () => {
    const res = await http.get('/assets/plain-x.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['/assets/logo-x.svg', 'br', 'image/svg+xml'],
    ['/assets/data-x.json', 'gzip', 'application/json; charset=utf-8'],
    // Not '' and not the .gz file's own type (application/gzip): the original's, unknown.
    ['/assets/blob-x.bin', 'gzip', 'application/octet-stream'],
  ])('types compressed %s by its original extension', async (path, encoding, type) => {
    const res = await http.get(path).set('Accept-Encoding', encoding).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe(type);
  });

  it('revalidates index.html on every load, at / and by name', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>admin</title>');
    }
  });

  it('caches files outside assets/ for a day, including one whose name only starts like it', async () => {
    for (const path of ['/favicon.svg', '/assets-old.js']) {
      const res = await http.get(path).expect(200);
      expect(res.headers['cache-control']).toBe(DAY);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });
});
