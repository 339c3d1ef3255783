import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { INestApplicationContext } from '@nestjs/common';
import { createServer } from 'node:net';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { AuthService } from '../../backend/src/modules/auth/auth.service.js';
import { WorkersModule } from '../../workers/src/workers.module.js';
import { migrate } from '../utils/database.js';
import { CONSUMED_QUEUES } from '../../workers/src/consumed-queues.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('worker: a process of its own', () => {
  let worker: INestApplicationContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    // No JWT secret and a root without locales: the worker needs neither. Its own queue
    // prefix keeps it from taking the jobs other test files wait for.
    const env = { ...process.env, JWT_SECRET: undefined, APP_ROOT: '/nonexistent', WORKER_HEALTH_PORT: String(port) };
    const config = loadConfig({ ...env, QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:standalone` }, 'worker');
    await migrate(config);
    worker = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), { logger: false });
    await worker.init();
  });
  afterAll(() => worker.close());

  it('loads no part of the HTTP edge', () => {
    for (const token of [JwtService, AuthService, Messages]) expect(() => worker.get(token, { strict: false })).toThrow();
  });

  it('reports PostgreSQL, Redis and the queues it consumes on WORKER_HEALTH_PORT', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      queues: Object.fromEntries(CONSUMED_QUEUES.map((queue) => [queue, { waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) }])),
    });
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('keeps the health endpoint off without WORKER_HEALTH_PORT', () => {
    expect(loadConfig({ ...process.env }, 'worker').workerHealthPort).toBeUndefined();
    expect(() => loadConfig({ ...process.env, JWT_SECRET: undefined }, 'api')).toThrow(/JWT_SECRET/);
  });
});
