import type { components } from '@/api/schema';

export type BlacklistRecord = components['schemas']['BlacklistResponse'];
export type BlacklistReason = components['schemas']['BlacklistReason'];

export const BLACKLIST_REASONS = [
  'manual',
  'unsubscribe',
  'stop_keyword',
  'operator_block',
  'invalid_number',
] as const satisfies readonly BlacklistReason[];

export const blacklistReasonChoices: { id: BlacklistReason; name: string }[] = BLACKLIST_REASONS.map((id) => ({
  id,
  name: `app.blacklist.reasons.${id}`,
}));

/** What `source` may hold (the API's limit). */
export const SOURCE_MAX = 100;
