import { getQueueToken } from '@nestjs/bull';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { RefreshToken } from '../../backend/src/modules/auth/refresh-token.entity.js';
import { JOBS, QUEUES } from '../../backend/src/queue/queues.js';
import { WorkersModule } from '../../workers/src/workers.module.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount } from '../utils/factories.js';

describe('worker: maintenance queue', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    api = await bootApp();
    worker = await NestFactory.createApplicationContext(WorkersModule.forRoot(loadConfig()), { logger: false });
    await worker.init();
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  it('schedules the hourly purge once and runs it: expired refresh tokens go, live ones stay', async () => {
    const queue = worker.get<Queue>(getQueueToken(QUEUES.maintenance));
    const repeatable = await queue.getRepeatableJobs();
    expect(repeatable.filter((job) => job.name === JOBS.purgeExpiredSecrets)).toHaveLength(1);

    const owner = await registerAccount(api.http);
    const tokens = worker.get(DataSource).getRepository(RefreshToken);
    const expired = await tokens.save(
      tokens.create({ userId: owner.userId, familyId: owner.userId, tokenHash: 'x'.repeat(64), expiresAt: new Date(Date.now() - 1000) }),
    );
    // Enqueued from the API side, processed by the worker process's processor.
    const job = await api.app.get<Queue>(getQueueToken(QUEUES.maintenance)).add(JOBS.purgeExpiredSecrets, {});
    const result = await job.finished();
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await tokens.findOneBy({ id: expired.id })).toBeNull();
    await api.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
  });
});
