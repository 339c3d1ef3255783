import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { SmscSimulator, type SimulatorOptions } from '../../workers/src/simulator/smsc-simulator.js';
import { WorkersModule } from '../../workers/src/workers.module.js';
import { bootApp, type TestApp } from './app.js';
import { migrate, scratchDatabase } from './database.js';
import { freePort } from './ports.js';

export const SIMULATOR_CREDENTIALS = { systemId: 'engage', password: 'secret1' };

/**
 * The whole delivery path on a database and queue prefix of its own: the API, an SMSC
 * simulator and (unless `worker: false`) a worker in this process. Other test files' sends
 * never reach its worker, and its sends never reach theirs.
 */
export async function deliveryHarness(
  name: string,
  simulator: Partial<SimulatorOptions> = {},
  options: { worker?: boolean; channelTps?: number; redisUrl?: string; listen?: boolean } = {},
) {
  const database = await scratchDatabase(`dlv_${name}`);
  const sim = new SmscSimulator({ port: 0, ...SIMULATOR_CREDENTIALS, latencyMs: 1, receiptDelayMs: 50, ...simulator });
  await sim.start();
  const env = {
    DATABASE_URL: database.config.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${name}:${randomBytes(3).toString('hex')}`,
    SMS_DEFAULT_CHANNEL: `smpp://${SIMULATOR_CREDENTIALS.systemId}:${SIMULATOR_CREDENTIALS.password}@127.0.0.1:${sim.port}?tps=${options.channelTps ?? 1000}&window=50`,
    SMS_SCHEDULER_INTERVAL_MS: '300',
    SMS_STALL_SECONDS: '2',
    SMS_LEASE_SECONDS: '4',
  };
  // An API on a real port, for callers from outside the process (an HTTP provider's receipts).
  const port = options.listen ? await freePort() : 0;
  if (port) Object.assign(env, { PUBLIC_URL: `http://127.0.0.1:${port}` });
  const api: TestApp = await bootApp(env, { port });
  let worker: INestApplicationContext | null = null;
  const startWorker = async () => {
    const config = loadConfig({ ...process.env, ...env }, 'worker');
    await migrate(config);
    worker = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), {
      logger: process.env.DELIVERY_DEBUG ? ['error', 'warn', 'log'] : false,
    });
    await worker.init();
    return worker;
  };
  if (options.worker !== false) await startWorker();
  return {
    api,
    sim,
    env,
    database,
    startWorker,
    async stopWorker() {
      await worker?.close();
      worker = null;
    },
    async close() {
      await worker?.close();
      await api.close();
      await sim.stop();
      await database.drop();
    },
  };
}
