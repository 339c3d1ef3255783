// Types of scripts/queue-keys.mjs for the TypeScript test setup that imports it.
import type { Redis } from 'ioredis';

export function dropKeysWithPrefix(redis: Redis, prefix: string): Promise<void>;
