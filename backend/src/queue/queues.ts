/**
 * Every queue and job name, declared once. The API enqueues, the worker processes; a job
 * payload carries ids, never entities.
 */
export const QUEUES = {
  maintenance: 'maintenance',
} as const;

export const JOBS = {
  purgeExpiredSecrets: 'purge-expired-secrets',
} as const;
