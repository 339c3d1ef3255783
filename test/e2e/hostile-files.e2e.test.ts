import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';
import { hostileFiles } from '../utils/hostile-files.js';
import { apiRoutes, sampleOf, type Route } from '../utils/routes.js';

// Some files take seconds to refuse on a loaded machine (a million rows is still read to its limit).
jest.setTimeout(600_000);

/**
 * Every route of the OpenAPI document that takes a file (a new one's too) is sent every hostile
 * file: each is refused with the field error naming its limit, the API keeps answering its
 * health check within a second throughout, its memory stays bounded, no file is left on disk,
 * and a good file is still accepted afterwards.
 */
describe('hostile files on every route that takes one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engage-hostile-files-'));
  let t: TestApp;
  let admin: Session;
  let routes: Route[];
  beforeAll(async () => {
    t = await bootApp({ UPLOAD_DIR: dir });
    admin = await registerAccount(t.http);
    routes = (await apiRoutes(t.http)).filter((route) => route.multipart?.files.length && route.auth === 'bearer');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const live = () => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };

  /**
   * Routes that take an image, not a list: every hostile file (none is an image) is refused as
   * not one, or as too large before it is read; a good file for them is a PNG.
   */
  const IMAGE_ROUTES = new Set(['/api/images']);
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const refused = (route: Route, file: { refusal: string }, key: string | undefined) =>
    IMAGE_ROUTES.has(route.path) ? key === 'validation.imageType' || key === 'validation.imageTooLarge' : key === file.refusal;

  function send(route: Route, file: { name: string; content: Buffer }) {
    let req = t.http.post(route.path).set(admin.auth);
    for (const [name, schema] of Object.entries(route.multipart!.fields)) req = req.field(name, String(sampleOf(schema)));
    return req.attach(route.multipart!.files[0], file.content, file.name);
  }

  /**
   * The slowest health answer, polled every 100 ms, and the most memory in use, measured once a
   * second, while `work` runs; and the work's answer. A full collection stops the API as well
   * (it runs in this process) for a few hundred ms on a loaded machine: every fifth poll, it took
   * most of the suite's time. A reader that holds what it reads holds it for the whole read.
   */
  async function watchingHealth<T>(work: Promise<T>): Promise<{ answer: T; slowest: number; peak: number }> {
    let done = false;
    let slowest = 0;
    let peak = 0;
    let measured = 0;
    const poll = (async () => {
      while (!done) {
        const started = Date.now();
        await t.http.get('/api/health').expect(200);
        slowest = Math.max(slowest, Date.now() - started);
        // What is still reachable, after a full collection (garbage is no measure).
        if (Date.now() - measured >= 1_000) {
          peak = Math.max(peak, live());
          measured = Date.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      return { answer: await work, slowest, peak };
    } finally {
      done = true;
      await poll;
    }
  }

  it('finds the routes that take a file', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(expect.arrayContaining(['/api/images', '/api/imports', '/api/uploads']));
  });

  it('refuses each hostile file with its limit named, health within a second, memory bounded', async () => {
    const failures: string[] = [];
    let peakGrowth = 0;
    const files = hostileFiles();
    const baseline = live();
    for (const route of routes) {
      for (const file of files) {
        const { answer, slowest, peak } = await watchingHealth(send(route, file));
        peakGrowth = Math.max(peakGrowth, peak - baseline);
        const where = `${route.path} ${file.label}`;
        if (answer.status !== 422 || !refused(route, file, answer.body?.errors?.file)) {
          failures.push(`${where} → ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body).slice(0, 200)}`);
        }
        if (slowest > 1_000) failures.push(`${where}: health took ${slowest} ms`);
      }
    }
    console.log(`hostile files: ${routes.length} routes; peak memory growth ${(peakGrowth / 1024 / 1024).toFixed(0)} MB`);
    expect(failures).toEqual([]);
    expect(peakGrowth / 1024 / 1024).toBeLessThan(300);
    const left = existsSync(join(dir, admin.accountId)) ? readdirSync(join(dir, admin.accountId)) : [];
    expect(left).toEqual([]);
  });

  it('still accepts a good file afterwards', async () => {
    for (const route of routes) {
      const good = IMAGE_ROUTES.has(route.path)
        ? { name: 'a.png', content: PNG }
        : { name: 'list.csv', content: Buffer.from('mobile,name\n0812345678,Somchai\n') };
      await send(route, good).expect(201);
    }
  });
});
