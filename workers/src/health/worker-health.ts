import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { createServer, type Server } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { DatabaseProbe } from '../../../backend/src/database/database-probe.js';
import { CONSUMED_QUEUES } from '../consumed-queues.js';

export interface WorkerHealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  redis: 'up' | 'down';
  queues: Record<string, { waiting: number; active: number; delayed: number; failed: number } | 'down'>;
}

const PROBE_TIMEOUT_MS = 2000;

function probe<T>(work: () => Promise<T>): Promise<T | undefined> {
  return Promise.race([
    work().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS).unref()),
  ]);
}

/**
 * The worker's own health: PostgreSQL and Redis reachable and the queues it consumes. Served
 * as `GET /health` on WORKER_HEALTH_PORT (off when unset) for a process manager's checks.
 */
@Injectable()
export class WorkerHealth implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHealth');
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseProbe,
    private readonly moduleRef: ModuleRef,
  ) {}

  async report(): Promise<WorkerHealthReport> {
    const queues = CONSUMED_QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    const [database, redis, counts] = await Promise.all([
      probe(() => this.database.ping().then(() => true)),
      probe(async () => (await queues[0].client.ping()) === 'PONG' || undefined),
      Promise.all(queues.map((queue) => probe(() => queue.getJobCounts()))),
    ]);
    const up = (value: unknown) => (value === undefined ? 'down' : 'up');
    const report: WorkerHealthReport = {
      status: database !== undefined && redis !== undefined ? 'ok' : 'error',
      database: up(database),
      redis: up(redis),
      queues: {},
    };
    CONSUMED_QUEUES.forEach((name, i) => {
      const c = counts[i];
      report.queues[name] = c ? { waiting: c.waiting, active: c.active, delayed: c.delayed, failed: c.failed } : 'down';
    });
    return report;
  }

  async onApplicationBootstrap() {
    const port = this.config.workerHealthPort;
    if (port === undefined) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/health') {
        res.writeHead(404).end();
        return;
      }
      void this.report().then((report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(report));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.host, resolve);
    });
    this.server = server;
    this.logger.log(`health on http://${this.config.host}:${port}/health`);
  }

  async onApplicationShutdown() {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
