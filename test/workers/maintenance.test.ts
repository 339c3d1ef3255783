import { getQueueToken } from '@nestjs/bull';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bull';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { PasswordReset } from '../../backend/src/modules/auth/password-reset.entity.js';
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
    expect(repeatable.filter((job) => job.name === JOBS.purgeExpiredUploads)).toHaveLength(1);
    expect(repeatable.filter((job) => job.name === JOBS.purgeIdempotencyKeys)).toHaveLength(1);

    const owner = await registerAccount(api.http);
    const tokens = worker.get(DataSource).getRepository(RefreshToken);
    const expired = await tokens.save(
      tokens.create({
        userId: owner.userId,
        familyId: owner.userId,
        tokenHash: 'x'.repeat(64),
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    // Enqueued from the API side, processed by the worker process's processor.
    const job = await api.app.get<Queue>(getQueueToken(QUEUES.maintenance)).add(JOBS.purgeExpiredSecrets, {});
    const result = await job.finished();
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await tokens.findOneBy({ id: expired.id })).toBeNull();
    await api.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
  });

  it('purges reset links once expired or used, and keeps a live one', async () => {
    const owner = await registerAccount(api.http);
    const resets = worker.get(DataSource).getRepository(PasswordReset);
    const link = (expiresInMs: number, usedAt: Date | null) =>
      resets.save(
        resets.create({ userId: owner.userId, tokenHash: 'y'.repeat(64), expiresAt: new Date(Date.now() + expiresInMs), usedAt }),
      );
    const expired = await link(-1000, null);
    const used = await link(3_600_000, new Date());
    const live = await link(3_600_000, null);

    const job = await api.app.get<Queue>(getQueueToken(QUEUES.maintenance)).add(JOBS.purgeExpiredSecrets, {});
    const result = await job.finished();
    expect(result.removed).toBeGreaterThanOrEqual(2);
    expect(await resets.findOneBy({ id: expired.id })).toBeNull();
    expect(await resets.findOneBy({ id: used.id })).toBeNull();
    expect(await resets.findOneBy({ id: live.id })).not.toBeNull();
  });

  it('purges uploads past their retention, but not a file a scheduled send still has to read', async () => {
    const owner = await registerAccount(api.http);
    const upload = () =>
      api.http.post('/api/uploads').set(owner.auth).attach('file', Buffer.from('phone\n0812345678\n'), 'list.csv').expect(201);
    const [old, scheduled, fresh] = [(await upload()).body.id, (await upload()).body.id, (await upload()).body.id];
    const db = worker.get(DataSource);
    await db.query(`UPDATE uploads SET created_at = now() - interval '400 days' WHERE id = ANY($1::uuid[])`, [[old, scheduled]]);
    await db.query(
      `INSERT INTO broadcasts (account_id, status, kind, sender_name, message, file_id, scheduled_at)
       VALUES ($1, 'scheduled', 'marketing', 'Engage', 'Hello', $2, now() + interval '1 day')`,
      [owner.accountId, scheduled],
    );
    const paths = new Map<string, string>(
      (await db.query(`SELECT id, path FROM uploads WHERE id = ANY($1::uuid[])`, [[old, scheduled, fresh]])).map(
        (row: { id: string; path: string }) => [row.id, row.path],
      ),
    );
    expect([...paths.values()].every((path) => existsSync(path))).toBe(true);

    const job = await api.app.get<Queue>(getQueueToken(QUEUES.maintenance)).add(JOBS.purgeExpiredUploads, {});
    expect((await job.finished()).removed).toBeGreaterThanOrEqual(1);
    const left = (await db.query(`SELECT id FROM uploads WHERE id = ANY($1::uuid[])`, [[old, scheduled, fresh]])).map(
      (row: { id: string }) => row.id,
    );
    expect(left.sort()).toEqual([scheduled, fresh].sort());
    expect(existsSync(paths.get(old)!)).toBe(false);
    expect(existsSync(paths.get(scheduled)!)).toBe(true);
    await api.http.get(`/api/uploads/${old}`).set(owner.auth).expect(404);
    await db.query(`DELETE FROM broadcasts WHERE file_id = $1`, [scheduled]);
  });

  it('removes upload files an hour old that no row names (a crash between the file and its row), and nothing else', async () => {
    const owner = await registerAccount(api.http);
    const kept = (await api.http.post('/api/uploads').set(owner.auth).attach('file', Buffer.from('phone\n0812345678\n'), 'list.csv').expect(201)).body.id;
    const db = worker.get(DataSource);
    const [{ path: keptPath }] = await db.query(`SELECT path FROM uploads WHERE id = $1`, [kept]);
    const folder = dirname(keptPath);
    const file = (dir: string, name: string, ageMs: number) => {
      mkdirSync(dir, { recursive: true });
      const path = join(dir, name);
      writeFileSync(path, 'phone\n0812345678\n');
      const at = new Date(Date.now() - ageMs);
      utimesSync(path, at, at);
      return path;
    };
    const twoHours = 2 * 3_600_000;
    utimesSync(keptPath, new Date(Date.now() - twoHours), new Date(Date.now() - twoHours));
    const orphans = [file(folder, randomUUID(), twoHours), file(folder, randomUUID(), 3 * 86_400_000)];
    // Still being uploaded or read: its row may come any moment.
    const recent = file(folder, randomUUID(), 60_000);
    // Not a name the upload receiver gives, and a folder of no account of this database
    // (another environment sharing the directory): not this sweep's to judge.
    const foreignName = file(folder, 'notes.txt', twoHours);
    const foreignFolder = file(join(dirname(folder), randomUUID()), randomUUID(), twoHours);

    const job = await api.app.get<Queue>(getQueueToken(QUEUES.maintenance)).add(JOBS.purgeExpiredUploads, {});
    expect((await job.finished()).orphans).toBeGreaterThanOrEqual(2);
    expect(orphans.map(existsSync)).toEqual([false, false]);
    expect([keptPath, recent, foreignName, foreignFolder].map(existsSync)).toEqual([true, true, true, true]);
    await api.http.get(`/api/uploads/${kept}`).set(owner.auth).expect(200);
    for (const path of [recent, foreignName, dirname(foreignFolder)]) rmSync(path, { recursive: true });
  });
});
