/**
 * Every queue and job name, declared once. The API enqueues, the worker processes; a job
 * payload carries ids, never entities.
 */
export const QUEUES = {
  maintenance: 'maintenance',
  /** Fan-out of one send into message rows and chunk jobs. */
  broadcast: 'broadcast',
  /** Chunks of a send's messages to its gateway. */
  sms: 'sms',
  /** Small sends (a quick send to a few numbers, later OTP): never wait behind a big one. */
  smsPriority: 'sms-priority',
} as const;

export const JOBS = {
  purgeExpiredSecrets: 'purge-expired-secrets',
  fanout: 'fanout',
  chunk: 'chunk',
} as const;

/** Deterministic job ids: enqueuing the same work twice yields one job. */
export const jobIds = {
  fanout: (broadcastId: string) => `fanout:${broadcastId}`,
  chunk: (broadcastId: string, chunk: number) => `chunk:${broadcastId}:${chunk}`,
};

export interface FanoutJob {
  broadcastId: string;
}
export interface ChunkJob {
  broadcastId: string;
  chunk: number;
}
