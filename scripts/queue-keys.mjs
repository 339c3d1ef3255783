// Removes every Bull key under one prefix: test runs, the browser server and mutation runs
// each use a prefix of their own and leave nothing behind in a shared Redis.

/** Deletes the keys `<prefix>:*` through an open ioredis client, in batches (SCAN, never KEYS). */
export async function dropKeysWithPrefix(redis, prefix) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
