import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { CronRepeatOptions, JobOptions, Queue } from 'bull';
import {
  JOBS,
  jobIds,
  QUEUES,
  type CallbackJob,
  type ChunkJob,
  type FanoutJob,
  type GamePrizeJob,
  type ImportJob,
  type OtpJob,
  type ReceiptsJob,
  type ReportJob,
  type WebhookJob,
} from './queues.js';

/**
 * Every job the API or the worker queues for the other, by name, with its payload. A payload
 * carries ids (and what must not be stored, such as an OTP's text), never entities.
 */
export interface JobPayloads {
  /** One confirmed send into message rows and chunk jobs. */
  fanout: FanoutJob;
  /** A chunk of a send's messages to its gateway. */
  chunk: ChunkJob;
  /** The same, for a small send (PRIORITY_SEND_MAX): never waits behind a big one. */
  priorityChunk: ChunkJob;
  /** Receipts an HTTP provider posted, for the worker to apply. */
  receipts: ReceiptsJob;
  /** One OTP message, first in line at the gateway. */
  otp: OtpJob;
  /** A signed notification of an OTP's outcome to the app's URL. */
  notify: WebhookJob;
  /** An owed call of the outbox (`webhook_events`). */
  callback: CallbackJob;
  runImport: ImportJob;
  /** One run of a report over one window (a recurring report's schedule is ReportScheduler's). */
  runReport: ReportJob & { windowStart: string; windowEnd: string };
  /** The SMS a play's coupon prize owes (the play's transaction left it pending). */
  gamePrize: GamePrizeJob;
}
export type JobName = keyof JobPayloads;

interface JobDefinition<P> {
  queue: (typeof QUEUES)[keyof typeof QUEUES];
  /** The name a processor listens for (`@Process`). */
  name: (typeof JOBS)[keyof typeof JOBS];
  /** Deterministic: the same work queued twice is one job. */
  id: (payload: P) => string;
  options: JobOptions;
}

/** Chunk jobs, wherever they are queued from (fan-out, scheduler, a direct send). */
const CHUNK_JOB_OPTIONS: JobOptions = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 1000 },
  // Gone once done or given up, so the scheduler can queue the same id again for what is left.
  removeOnComplete: true,
  removeOnFail: true,
};

/** Owed calls: tried for about 9 hours in all, then marked failed. */
export const CALLBACK_JOB_OPTIONS = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: true,
  removeOnFail: 1000,
};

/** Gone once done or given up, so the scheduler that finds the work undone can queue the same id again. */
const RETRIED_THEN_GONE: JobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/** A report run's options, scheduled runs' too: a few tries, and nothing left in Redis (the report row keeps the outcome). */
export const REPORT_RUN_OPTIONS: JobOptions = {
  attempts: 3,
  backoff: { type: 'fixed', delay: 2_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

const chunk: Omit<JobDefinition<ChunkJob>, 'queue'> = {
  name: JOBS.chunk,
  id: (p) => jobIds.chunk(p.broadcastId, p.chunk),
  options: CHUNK_JOB_OPTIONS,
};

/** Each job's queue, id and options, in one place. */
export const JOB_DEFINITIONS: { [K in JobName]: JobDefinition<JobPayloads[K]> } = {
  fanout: { queue: QUEUES.broadcast, name: JOBS.fanout, id: (p) => jobIds.fanout(p.broadcastId), options: RETRIED_THEN_GONE },
  chunk: { queue: QUEUES.sms, ...chunk },
  priorityChunk: { queue: QUEUES.smsPriority, ...chunk },
  receipts: {
    queue: QUEUES.dlr,
    name: JOBS.receipts,
    id: (p) => jobIds.receipts(p.channelId, p.bodyDigest),
    // Kept an hour once applied: a provider's retry of the same call finds its job and adds nothing.
    options: {
      attempts: 20,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 3_600 },
      removeOnFail: false,
    },
  },
  otp: {
    queue: QUEUES.otp,
    name: JOBS.otp,
    id: (p) => jobIds.otp(p.messageId),
    // Eight tries at 0.5 s doubling span about two minutes; the code is worthless after 660 s
    // anyway, and the job, which carries the code, leaves Redis whatever the outcome.
    options: { attempts: 8, backoff: { type: 'exponential', delay: 500 }, removeOnComplete: true, removeOnFail: true },
  },
  notify: {
    queue: QUEUES.webhook,
    name: JOBS.notify,
    id: (p) => jobIds.webhook(p.eventId),
    options: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: 1000 },
  },
  callback: { queue: QUEUES.webhook, name: JOBS.callback, id: (p) => jobIds.webhook(p.eventId), options: CALLBACK_JOB_OPTIONS },
  runImport: {
    queue: QUEUES.import,
    name: JOBS.runImport,
    id: (p) => jobIds.import(p.importId),
    options: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: 100 },
  },
  runReport: {
    queue: QUEUES.report,
    name: JOBS.runReport,
    id: (p) => jobIds.report(p.reportId, new Date(p.windowStart)),
    options: REPORT_RUN_OPTIONS,
  },
  // Given up after a few tries, the minute sweep (gamePrizeSweep) sends what is still owed.
  gamePrize: { queue: QUEUES.gamePrize, name: JOBS.gamePrize, id: (p) => jobIds.gamePrize(p.playId), options: RETRIED_THEN_GONE },
};

/**
 * Jobs that come back on a clock (Bull's repeatable jobs), by kind, with their payload. The
 * housekeeping ones run on fixed cron lines; a recurring report's line is the report's own.
 */
export interface RepeatingPayloads {
  purgeExpiredSecrets: Record<string, never>;
  purgeExpiredUploads: Record<string, never>;
  purgeIdempotencyKeys: Record<string, never>;
  /** Campaigns start and end on the minute. */
  campaignTick: Record<string, never>;
  /** Game prizes' SMS still owed a minute after their play (the API process died first). */
  gamePrizeSweep: Record<string, never>;
  /** A recurring report: each run works out its own window (ReportScheduler, in ICT). */
  reportSchedule: ReportJob;
}
export type RepeatingName = keyof RepeatingPayloads;

interface RepeatingDefinition<P> extends Omit<JobDefinition<P>, 'id'> {
  /** Fixed per payload: every worker replica and the API registering it again find the same job. */
  id: (payload: P) => string;
  /** The cron line, where it does not depend on the payload. */
  cron?: string;
}

const HOUSEKEEPING = { queue: QUEUES.maintenance, options: {} } as const;

export const REPEATING_DEFINITIONS: { [K in RepeatingName]: RepeatingDefinition<RepeatingPayloads[K]> } = {
  purgeExpiredSecrets: {
    ...HOUSEKEEPING,
    name: JOBS.purgeExpiredSecrets,
    id: () => JOBS.purgeExpiredSecrets,
    cron: '17 * * * *',
  },
  purgeExpiredUploads: {
    ...HOUSEKEEPING,
    name: JOBS.purgeExpiredUploads,
    id: () => JOBS.purgeExpiredUploads,
    cron: '37 * * * *',
  },
  purgeIdempotencyKeys: {
    ...HOUSEKEEPING,
    name: JOBS.purgeIdempotencyKeys,
    id: () => JOBS.purgeIdempotencyKeys,
    cron: '47 * * * *',
  },
  campaignTick: {
    ...HOUSEKEEPING,
    name: JOBS.campaignTick,
    id: () => JOBS.campaignTick,
    cron: '* * * * *',
    options: { removeOnComplete: true, removeOnFail: 100 },
  },
  gamePrizeSweep: {
    ...HOUSEKEEPING,
    name: JOBS.gamePrizeSweep,
    id: () => JOBS.gamePrizeSweep,
    cron: '* * * * *',
    options: { removeOnComplete: true, removeOnFail: 100 },
  },
  reportSchedule: {
    queue: QUEUES.report,
    name: JOBS.runReport,
    id: (p) => jobIds.reportSchedule(p.reportId),
    options: REPORT_RUN_OPTIONS,
  },
};

/** A repeating job as Redis holds it: its id, its cron line and the key that removes it. */
export interface Repeating {
  id: string;
  cron: string;
  key: string;
}

/**
 * The one way to queue a job: `jobs.enqueue('fanout', { broadcastId })`. The name decides the
 * queue, the job id and the options, so that no two callers queue the same work differently.
 */
@Injectable()
export class Jobs {
  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<K extends JobName>(name: K, payload: JobPayloads[K]): Promise<void> {
    const job = JOB_DEFINITIONS[name] as JobDefinition<JobPayloads[K]>;
    await this.queue(job.queue).add(job.name, payload, { ...job.options, jobId: job.id(payload) });
  }

  /** Several jobs of one kind in one round trip. */
  async enqueueMany<K extends JobName>(name: K, payloads: JobPayloads[K][]): Promise<void> {
    if (!payloads.length) return;
    const job = JOB_DEFINITIONS[name] as JobDefinition<JobPayloads[K]>;
    await this.queue(job.queue).addBulk(
      payloads.map((data) => ({ name: job.name, data, opts: { ...job.options, jobId: job.id(data) } })),
    );
  }

  /**
   * Registers a repeating job, on its definition's cron line or the one given (`tz` for a line
   * in local time). Registering it again with the same line adds nothing.
   */
  async repeat<K extends RepeatingName>(
    name: K,
    payload: RepeatingPayloads[K],
    schedule?: Omit<CronRepeatOptions, 'cron'> & { cron: string },
  ): Promise<void> {
    const job = REPEATING_DEFINITIONS[name] as RepeatingDefinition<RepeatingPayloads[K]>;
    const repeat = schedule ?? (job.cron ? { cron: job.cron } : undefined);
    if (!repeat) throw new Error(`${name} repeats on a cron line its caller gives`);
    await this.queue(job.queue).add(job.name, payload, { ...job.options, repeat, jobId: job.id(payload) });
  }

  /** The registered repeating jobs of one kind. */
  async repeating(name: RepeatingName): Promise<Repeating[]> {
    const job = REPEATING_DEFINITIONS[name];
    const all = await this.queue(job.queue).getRepeatableJobs();
    return all.filter((entry) => entry.name === job.name && entry.id).map(({ id, cron, key }) => ({ id: id!, cron, key }));
  }

  /** Stops a repeating job (runs already queued stay). */
  async stopRepeating(name: RepeatingName, entry: Pick<Repeating, 'key'>): Promise<void> {
    await this.queue(REPEATING_DEFINITIONS[name].queue).removeRepeatableByKey(entry.key);
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
