import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { exitOnSignals } from '../../backend/src/runtime/shutdown.js';
import { WorkersModule } from './workers.module.js';

/**
 * Time running jobs get to finish when the worker is asked to stop. A job still running
 * after it keeps its Redis lock only until the lock expires; Bull then finds it stalled and
 * hands it to another worker, so nothing is lost.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig(process.env, 'worker');
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Closing the context closes the queues, which waits for the jobs in progress.
  exitOnSignals('worker', () => app.close(), SHUTDOWN_TIMEOUT_MS);
  await app.init();
  app.get(Logger).log(`Worker ready (queue prefix "${config.queuePrefix}")`);
  // npm start (scripts/start.mjs) starts a ready worker again when it dies; one that never got here stops it.
  process.send?.('ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
