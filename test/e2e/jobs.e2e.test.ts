import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { randomUUID } from 'node:crypto';
import { JOB_DEFINITIONS, Jobs, REPEATING_DEFINITIONS, type JobName } from '../../backend/src/queue/jobs.js';
import { QUEUES } from '../../backend/src/queue/queues.js';
import { chunkJobFor, PRIORITY_SEND_MAX } from '../../backend/src/modules/broadcasts/sending-rules.js';
import { bootApp, type TestApp } from '../utils/app.js';

/**
 * The job contract: one name decides the queue, the job id and the options, so the same work
 * queued twice (by the API and by the scheduler that finds it undone) is one job. The API of
 * the test app has no worker, so what is queued stays queued for the test to read.
 */
describe('jobs: one enqueue for every job', () => {
  let t: TestApp;
  let jobs: Jobs;
  const queue = (name: string) => t.app.get<Queue>(getQueueToken(name), { strict: false });
  const queued: { queue: string; id: string }[] = [];

  beforeAll(async () => {
    t = await bootApp();
    jobs = t.app.get(Jobs);
  }, 60_000);
  afterAll(async () => {
    for (const job of queued) await (await queue(job.queue).getJob(job.id))?.remove();
    await t.close();
  });

  it('queues the same work twice as one job, on the queue its name gives', async () => {
    const broadcastId = randomUUID();
    await jobs.enqueue('fanout', { broadcastId });
    await jobs.enqueue('fanout', { broadcastId });
    queued.push({ queue: QUEUES.broadcast, id: `fanout:${broadcastId}` });
    const fanout = await queue(QUEUES.broadcast).getJob(`fanout:${broadcastId}`);
    expect(fanout?.data).toEqual({ broadcastId });
    expect(fanout?.name).toBe('fanout');
    // Given up, a fan-out leaves Redis, so the scheduler's next round can queue the same id again.
    expect(fanout?.opts).toMatchObject({ attempts: 5, removeOnFail: true, removeOnComplete: true });

    for (const [name, on] of [
      [chunkJobFor(PRIORITY_SEND_MAX), QUEUES.smsPriority],
      [chunkJobFor(PRIORITY_SEND_MAX + 1), QUEUES.sms],
    ] as const) {
      await jobs.enqueueMany(name, [
        { broadcastId, chunk: 0 },
        { broadcastId, chunk: 1 },
        { broadcastId, chunk: 0 },
      ]);
      for (const chunk of [0, 1]) {
        const id = `chunk:${broadcastId}:${chunk}`;
        queued.push({ queue: on, id });
        expect((await queue(on).getJob(id))?.data).toEqual({ broadcastId, chunk });
      }
    }
  });

  it('registers a repeating job once however often it is asked, lists it and stops it', async () => {
    const reportId = randomUUID();
    const mine = async () => (await jobs.repeating('reportSchedule')).filter((job) => job.id === `report-schedule-${reportId}`);
    const daily = { cron: '0 1 * * *', tz: 'Asia/Bangkok' };
    await jobs.repeat('reportSchedule', { reportId }, daily);
    await jobs.repeat('reportSchedule', { reportId }, daily);
    const [registered, ...more] = await mine();
    expect(more).toEqual([]);
    expect(registered.cron).toBe(daily.cron);
    await jobs.stopRepeating('reportSchedule', registered);
    expect(await mine()).toEqual([]);
    // A report's line is its own: without one there is nothing to register.
    await expect(jobs.repeat('reportSchedule', { reportId })).rejects.toThrow(/cron line/);
    // The housekeeping jobs carry theirs.
    expect(REPEATING_DEFINITIONS.campaignTick.cron).toBe('* * * * *');
  });

  it('gives every job a deterministic id and an end in Redis', () => {
    for (const name of Object.keys(JOB_DEFINITIONS) as JobName[]) {
      const definition = JOB_DEFINITIONS[name];
      expect(Object.values(QUEUES)).toContain(definition.queue);
      // A job kept forever would fill Redis: each says when it leaves.
      expect(definition.options.removeOnComplete).not.toBeUndefined();
      expect(definition.options.removeOnFail).not.toBeUndefined();
      expect(definition.options.attempts).toBeGreaterThan(1);
    }
  });
});
