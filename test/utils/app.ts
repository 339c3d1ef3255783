import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../backend/src/app.factory.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { migrate } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  /** Where the app listens: `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Requests reuse their connections. Superagent opens one per request unless given an agent: the
 * hostile-input suite's 150,000 requests spent about a tenth of their time opening and closing
 * connections (with the server listening once and connections kept, 252 s → 224 s). An idle
 * connection is dropped after 5 s, before the server's own limit (see bootApp), so a request
 * never goes out on a connection the server is closing.
 */
const keepAlive = new Agent({ keepAlive: true, timeout: 5_000 });

/** Supertest's verbs for `url` (a plain object of them), each request on the keep-alive agent. */
function pooled(url: string): TestAgent {
  const verbs = Object.entries(request(url) as unknown as Record<string, (path: string) => Test>);
  return Object.fromEntries(verbs.map(([verb, make]) => [verb, (path: string) => make(path).agent(keepAlive)])) as unknown as TestAgent;
}

/** The database each booted app's client talks to: helpers given only the client write test setup there. */
const databases = new WeakMap<TestAgent, string>();

/** The database behind a client of `bootApp` (this run's, or a harness's own). */
export function databaseOf(http: TestAgent): string {
  const url = databases.get(http);
  if (!url) throw new Error('not a client of bootApp');
  return url;
}

/**
 * The real HTTP application on this run's database and Redis, listening on a loopback port
 * (`port`, or any free one); `env` overrides settings. Supertest is given the address, not the
 * server: handed a server, it listens and closes it again around every batch of requests.
 */
export async function bootApp(env: Record<string, string> = {}, { port = 0 } = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  await migrate(config);
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const server = app.getHttpServer();
  // Longer than the agent keeps an idle connection (above).
  server.keepAliveTimeout = 10_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const http = pooled(url);
  databases.set(http, config.databaseUrl);
  return { app, http, url, close: () => app.close() };
}
