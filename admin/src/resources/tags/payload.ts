import type { components } from '@/api/schema';

export type TagRecord = components['schemas']['TagResponse'];

/** The API's limit on a tag's name. */
export const TAG_NAME_MAX = 50;

/** POST and PUT /api/tags: the name, trimmed. */
export const toTagPayload = (values: Record<string, unknown>): Record<string, unknown> => ({
  name: typeof values.name === 'string' ? values.name.trim() : values.name,
});
