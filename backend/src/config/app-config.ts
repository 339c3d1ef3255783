import { resolve } from 'node:path';

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
  /** The shared sender name accounts on the Trials plan may send with before their own is approved. */
  defaultSenderName: string;
}

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
  if (value === 'true') throw new ConfigError('TRUST_PROXY must name the proxies (addresses, subnets, loopback) or a hop count, not "true"');
  return value.split(',').map((part) => part.trim()).filter(Boolean);
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
    defaultSenderName: senderName(env, 'DEFAULT_SENDER_NAME', 'Engage'),
  };
}
