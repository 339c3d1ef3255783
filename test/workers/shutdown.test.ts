import { BullModule, getQueueToken, Process, Processor } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { WorkersModule } from '../../workers/src/workers.module.js';
import { migrate } from '../utils/database.js';

const SLOW = 'shutdown-test';

@Processor(SLOW)
class SlowProcessor {
  @Process()
  async handle(job: Job<{ ms: number }>) {
    await new Promise((resolve) => setTimeout(resolve, job.data.ms));
    return { done: true };
  }
}

@Module({ imports: [BullModule.registerQueue({ name: SLOW })], providers: [SlowProcessor] })
class SlowModule {}

// Two worker contexts start and stop here: on a busy 2-core machine that takes more than Jest's 5 s.
jest.setTimeout(60_000);

describe('worker: graceful shutdown', () => {
  it('closing the worker lets the job in progress finish first', async () => {
    const config = loadConfig({ ...process.env, QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:shutdown` }, 'worker');
    await migrate(config);
    const worker = await NestFactory.createApplicationContext(
      { module: class WorkerWithSlowJob {}, imports: [WorkersModule.forRoot(config), SlowModule] },
      { logger: false },
    );
    await worker.init();
    const queue = worker.get<Queue>(getQueueToken(SLOW), { strict: false });
    const job = await queue.add({ ms: 1500 });
    for (let i = 0; i < 50 && !(await job.isActive()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await job.isActive()).toBe(true);

    const closing = Date.now();
    await worker.close();
    expect(Date.now() - closing).toBeGreaterThan(500);

    // Read back over a fresh connection: the job completed, it was not cut off.
    const context = await NestFactory.createApplicationContext(
      { module: class Reader {}, imports: [WorkersModule.forRoot(config), BullModule.registerQueue({ name: SLOW })] },
      { logger: false },
    );
    const reread = await context.get<Queue>(getQueueToken(SLOW), { strict: false }).getJob(job.id);
    expect(await reread?.getState()).toBe('completed');
    expect(reread?.returnvalue).toEqual({ done: true });
    await context.close();
  });
});
