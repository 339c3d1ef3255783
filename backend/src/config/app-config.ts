import { join, resolve } from 'node:path';

/**
 * The whole configuration, read and validated once at boot. Nothing else reads process.env:
 * modules receive this object through the APP_CONFIG provider.
 */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  /** Interface to listen on; 0.0.0.0 behind a load balancer. */
  host: string;
  /** Repository root: locales/ and admin/dist are found from here. */
  appRoot: string;
  databaseUrl: string;
  databasePoolSize: number;
  redis: { url?: string; socketPath?: string };
  /** Bull key prefix: distinct per test run so parallel runs never steal each other's jobs. */
  queuePrefix: string;
  jwt: { secret: string; accessTtlSeconds: number; refreshTtlDays: number };
  passwordResetTtlMinutes: number;
  bcryptCost: number;
  /** Requests allowed per minute and client on each sign-in route. */
  authRateLimitPerMinute: number;
  /** Wrong passwords allowed per account (sign-in) or per user (password checks) in 15 minutes. */
  authFailedLoginsPerAccount: number;
  authFailedPasswordChecks: number;
  /** Calls per minute and API key on the public API (`/api/v1/`). */
  apiRateLimitPerMinute: number;
  /** Whether webhooks may call private and loopback addresses (development and tests; off in production). */
  webhookAllowPrivate: boolean;
  /** Seconds in which a just-rotated refresh token's replay gets the same successor (two tabs). */
  refreshGraceSeconds: number;
  /** Seconds the guard's session state stays cached in Redis between invalidations. */
  sessionCacheSeconds: number;
  /** Express `trust proxy`: false (trust none), a hop count or the proxies' addresses/subnets. */
  trustProxy: false | number | string[];
  publicUrl: string;
  serveAdmin: boolean;
  logLevel: string;
  bodyLimit: string;
  /** Port of the worker's own health endpoint; undefined keeps it off. */
  workerHealthPort?: number;
  /** Serve the OpenAPI document and its UI at /api/docs (off in production unless asked for). */
  apiDocs: boolean;
  messaging: MessagingConfig;
  /** Milliseconds a job's lock lasts without renewal: how soon a dead worker's job moves on. */
  queueLockMs: number;
  /** The platform's SMS channel when no channel row applies (smpp://user:password@host:port?tps=&window=). */
  smsDefaultChannel: string;
  /** Key that encrypts channel passwords at rest. */
  channelSecretKey: string;
  /** Where uploaded files (recipient lists) are kept, and for how long, and how big they may be. */
  uploads: { dir: string; maxBytes: number; retentionDays: number };
  /** Where report files are written (REPORT_DIR, by default <DATA_DIR>/reports). */
  reports: { dir: string };
  /** The shared sender name accounts on the Trials plan may send with before their own is approved. */
  defaultSenderName: string;
  /**
   * Whether `POST /jwt/register` needs a verified phone check (`otpToken`): `required` unless a
   * private deployment, whose registrants are known, turns it `off`.
   */
  registerPhoneOtp: RegisterPhoneOtp;
}

export const REGISTER_PHONE_OTP_MODES = ['required', 'off'] as const;
export type RegisterPhoneOtp = (typeof REGISTER_PHONE_OTP_MODES)[number];

/** Which process reads the configuration: the worker signs no tokens, so needs no JWT secret. */
export type ProcessRole = 'api' | 'worker';

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** TRUST_PROXY names the proxies; `true` (trust any sender) is refused: it lets clients forge addresses. */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new ConfigError('TRUST_PROXY must name the proxies (addresses, subnets, loopback) or a hop count, not "true"');
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function smppUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SMS_DEFAULT_CHANNEL must be a URL such as smpp://user:password@host:2775, got "${value}"`);
  }
  if (url.protocol !== 'smpp:' || !url.hostname) throw new ConfigError('SMS_DEFAULT_CHANNEL must be an smpp:// URL with a host');
  return value;
}

/**
 * The platform's channel when SMS_DEFAULT_CHANNEL names none: the built-in simulator as
 * `npm start` runs it (workers/src/simulator/main.ts reads the same variables), so moving the
 * simulator with SMSC_SIMULATOR_PORT or changing its login moves the channel along.
 */
function simulatorChannel(env: Env): string {
  const port = integer(env, 'SMSC_SIMULATOR_PORT', 2775, 1, 65535);
  const login = (name: string) => encodeURIComponent(env[name] || 'engage');
  return `smpp://${login('SMSC_SIMULATOR_SYSTEM_ID')}:${login('SMSC_SIMULATOR_PASSWORD')}@127.0.0.1:${port}?window=50`;
}

/**
 * CHANNEL_SECRET_KEY encrypts channel passwords. Production must set it (32 characters or more);
 * elsewhere a key is derived from the database address, so a development database stays
 * readable across restarts without a secret in the repository.
 */
function channelKey(env: Env, nodeEnv: AppConfig['env'], databaseUrl: string): string {
  const key = env.CHANNEL_SECRET_KEY ?? '';
  if (key.length >= 32) return key;
  if (key || nodeEnv === 'production') throw new ConfigError('CHANNEL_SECRET_KEY must be at least 32 characters');
  return `development:${databaseUrl}`;
}

/** A sender name as operators accept it: 1 to 11 letters or digits, no spaces. */
export const SENDER_NAME_PATTERN = /^[A-Za-z0-9]{1,11}$/;

function senderName(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!SENDER_NAME_PATTERN.test(raw)) throw new ConfigError(`${name} must be 1 to 11 letters or digits, got "${raw}"`);
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

/** REGISTER_PHONE_OTP: `required` (the default) or `off`. */
function registerPhoneOtp(raw: string | undefined): RegisterPhoneOtp {
  const value = raw?.trim() ?? '';
  if (value === '') return 'required';
  if (!(REGISTER_PHONE_OTP_MODES as readonly string[]).includes(value)) {
    throw new ConfigError(`REGISTER_PHONE_OTP must be required or off, got "${raw}"`);
  }
  return value as RegisterPhoneOtp;
}

/** `21-9` (the default: 21:00–09:00 ICT) or `off`. */
function quietHours(raw: string | undefined): QuietHours | null {
  const value = raw?.trim() ?? '';
  if (value === '') return { from: 21, until: 9 };
  if (value === 'off') return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  const [from, until] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(from >= 0 && from <= 23 && until >= 0 && until <= 23 && from !== until)) {
    throw new ConfigError(`SMS_QUIET_HOURS must be "<from>-<until>" in ICT hours (such as 21-9) or off, got "${raw}"`);
  }
  return { from, until };
}

/** The delivery pipeline's settings (docs/messaging.md). */
export interface MessagingConfig {
  /** Messages per chunk job. */
  chunkSize: number;
  /** Hours a message waits for its final receipt before it expires. */
  validityHours: number;
  /** Hours beyond validity in which a late receipt is still matched. */
  receiptWindowHours: number;
  /** Months of messages kept; older monthly partitions are dropped. */
  retentionMonths: number;
  /** Seconds a worker holds messages it is submitting; a dead worker's hold runs out after it. */
  leaseSeconds: number;
  /** Seconds without progress after which the scheduler queues a send's work again. */
  stallSeconds: number;
  /** Milliseconds between scheduler rounds (due sends, stalls, expiry). */
  schedulerIntervalMs: number;
  /**
   * ICT hours in which marketing is not sent (`from` inclusive, `until` exclusive); null where the
   * deployment has none (`SMS_QUIET_HOURS=off`, e.g. a test stand that must send at any hour).
   */
  quietHours: QuietHours | null;
}

export interface QuietHours {
  from: number;
  until: number;
}

export function loadConfig(env: Env = process.env, role: ProcessRole = 'api'): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new ConfigError('DATABASE_URL is required (npm start provides an embedded one)');
  if (!env.REDIS_URL && !env.REDIS_SOCKET) {
    throw new ConfigError('REDIS_URL or REDIS_SOCKET is required (npm start provides a local one)');
  }
  const secret = env.JWT_SECRET ?? '';
  if (role === 'api' && secret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    appRoot: resolve(env.APP_ROOT ?? process.cwd()),
    databaseUrl,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    redis: { url: env.REDIS_URL || undefined, socketPath: env.REDIS_SOCKET || undefined },
    queuePrefix: env.QUEUE_PREFIX || 'engage',
    jwt: {
      secret,
      accessTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 600, 10, 86400),
      refreshTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    },
    passwordResetTtlMinutes: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 5, 1440),
    bcryptCost: integer(env, 'BCRYPT_COST', 12, nodeEnv === 'production' ? 12 : 4, 15),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20, 1, 100000),
    authFailedLoginsPerAccount: integer(env, 'AUTH_FAILED_LOGINS_PER_ACCOUNT', 10, 1, 100000),
    apiRateLimitPerMinute: integer(env, 'API_RATE_LIMIT_PER_MINUTE', 20000, 1, 10000000),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', nodeEnv !== 'production'),
    authFailedPasswordChecks: integer(env, 'AUTH_FAILED_PASSWORD_CHECKS', 5, 1, 100000),
    refreshGraceSeconds: integer(env, 'REFRESH_GRACE_SECONDS', 5, 0, 60),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 300, 1, 86400),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    serveAdmin: env.SERVE_ADMIN !== 'false',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: env.BODY_LIMIT || '1mb',
    workerHealthPort: env.WORKER_HEALTH_PORT ? integer(env, 'WORKER_HEALTH_PORT', 0, 1, 65535) : undefined,
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
    smsDefaultChannel: smppUrl(env.SMS_DEFAULT_CHANNEL || simulatorChannel(env)),
    channelSecretKey: channelKey(env, nodeEnv, databaseUrl),
    uploads: {
      dir: resolve(env.UPLOAD_DIR || join(env.DATA_DIR || join(env.APP_ROOT ?? process.cwd(), 'data'), 'uploads')),
      maxBytes: integer(env, 'UPLOAD_MAX_BYTES', 200 * 1024 * 1024, 1024, 2 * 1024 * 1024 * 1024),
      retentionDays: integer(env, 'UPLOAD_RETENTION_DAYS', 7, 1, 365),
    },
    reports: {
      dir: resolve(env.REPORT_DIR || join(env.DATA_DIR || join(env.APP_ROOT ?? process.cwd(), 'data'), 'reports')),
    },
    queueLockMs: integer(env, 'QUEUE_LOCK_MS', 30_000, 1_000, 600_000),
    messaging: {
      chunkSize: integer(env, 'SMS_CHUNK_SIZE', 1000, 10, 10000),
      validityHours: integer(env, 'MESSAGE_VALIDITY_HOURS', 48, 1, 168),
      receiptWindowHours: integer(env, 'RECEIPT_WINDOW_HOURS', 24 * 7, 1, 24 * 100),
      retentionMonths: integer(env, 'MESSAGE_RETENTION_MONTHS', 13, 1, 120),
      leaseSeconds: integer(env, 'SMS_LEASE_SECONDS', 60, 1, 3600),
      stallSeconds: integer(env, 'SMS_STALL_SECONDS', 30, 1, 3600),
      schedulerIntervalMs: integer(env, 'SMS_SCHEDULER_INTERVAL_MS', 5000, 100, 600000),
      quietHours: quietHours(env.SMS_QUIET_HOURS),
    },
    defaultSenderName: senderName(env, 'DEFAULT_SENDER_NAME', 'Engage'),
    registerPhoneOtp: registerPhoneOtp(env.REGISTER_PHONE_OTP),
  };
}
