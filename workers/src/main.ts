import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { WorkersModule } from './workers.module.js';

async function main() {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log(`Worker ready (queue prefix "${config.queuePrefix}")`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
