import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../backend/src/app.factory.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { migrate } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  close(): Promise<void>;
}

/** The real HTTP application on this run's database and Redis; `env` overrides settings. */
export async function bootApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  await migrate(config);
  const app = await createApp(config);
  await app.init();
  const http = request(app.getHttpServer());
  return { app, http, close: () => app.close() };
}
