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
  /** Small sends (a quick send to a few numbers): never wait behind a big one. */
  smsPriority: 'sms-priority',
  /** OTP messages, one per job, first in line at the gateway. */
  otp: 'otp',
  /** Signed calls to customers' URLs (OTP notifications), retried with backoff. */
  webhook: 'webhook',
  /** Delivery receipts an HTTP provider posted to the API, for the worker to apply. */
  dlr: 'dlr',
  /** People and blacklist files, one import per job. */
  import: 'import',
  /** Report files, one run per job; recurring reports are repeatable jobs. */
  report: 'report',
  /** A game's coupon prize SMS, one per job: sent beside the play, never inside its request. */
  gamePrize: 'game-prize',
} as const;

export const JOBS = {
  purgeExpiredSecrets: 'purge-expired-secrets',
  purgeExpiredUploads: 'purge-expired-uploads',
  purgeIdempotencyKeys: 'purge-idempotency-keys',
  campaignTick: 'campaign-tick',
  gamePrizeSweep: 'game-prize-sweep',
  gamePrize: 'game-prize',
  fanout: 'fanout',
  chunk: 'chunk',
  receipts: 'receipts',
  otp: 'otp',
  notify: 'notify',
  /** A call owed to a customer's URL from the outbox (`webhook_events`). */
  callback: 'callback',
  runImport: 'run-import',
  runReport: 'run-report',
} as const;

/** Deterministic job ids: enqueuing the same work twice yields one job. */
export const jobIds = {
  fanout: (broadcastId: string) => `fanout:${broadcastId}`,
  chunk: (broadcastId: string, chunk: number) => `chunk:${broadcastId}:${chunk}`,
  /** The same signed call posted twice (a provider's retry) is one job. */
  receipts: (channelId: string, bodyDigest: string) => `receipts:${channelId}:${bodyDigest}`,
  otp: (messageId: string) => `otp:${messageId}`,
  /** One job per event: queued twice, sent once (the event id also travels, for the receiver). */
  webhook: (eventId: string) => `webhook:${eventId}`,
  import: (importId: string) => `import:${importId}`,
  /** A play's prize SMS: queued twice (a retried enqueue), sent once. */
  gamePrize: (playId: string) => `game-prize:${playId}`,
  /** A run of a report over one period: asked twice while waiting, run once. */
  report: (reportId: string, windowStart: Date) => `report:${reportId}:${windowStart.getTime()}`,
  /**
   * A recurring report's repeatable job: registered again on every start, kept once. No colon:
   * Bull joins a repeat key's parts with colons and splits them again when listing schedules.
   */
  reportSchedule: (reportId: string) => `report-schedule-${reportId}`,
};

export interface GamePrizeJob {
  playId: string;
}

export interface FanoutJob {
  broadcastId: string;
}
export interface ChunkJob {
  broadcastId: string;
  chunk: number;
}

/** Receipts of one webhook call, parsed; `doneAt` stays ISO text in Redis. */
export interface ReceiptsJob {
  channelId: string;
  /** The posted body's SHA-256: the same call posted twice (a provider's retry) is one job. */
  bodyDigest: string;
  receipts: { providerMessageId: string; stat: string; err: string | null; raw: string; doneAt: string | null }[];
}

/**
 * One OTP message to send. The text travels in the job, not the database, which keeps the code
 * only as a hash; the job is removed once done.
 */
export interface OtpJob {
  messageId: string;
  /** The message's partition key, ISO. */
  createdAt: string;
  text: string;
  /** Past this instant (ISO) the code is useless: the message expires unsent. */
  expiresAt: string;
}

/** A notification to a customer's URL, signed by the worker with the app's current secret. */
export interface WebhookJob {
  eventId: string;
  appId: string;
  url: string;
  /** The JSON body, as sent every time (the signature covers it). */
  body: string;
}

/** An owed call of the outbox, by id: the worker reads the rest (and the signing secret) when it sends. */
export interface CallbackJob {
  eventId: string;
}

export interface ImportJob {
  importId: string;
}

/**
 * A report to run. With a window (ISO instants, [start, end)), that period; without (a
 * scheduled fire), the period its recurrence gives at the time it runs.
 */
export interface ReportJob {
  reportId: string;
  windowStart?: string;
  windowEnd?: string;
}
