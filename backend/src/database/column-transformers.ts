import type { ValueTransformer } from 'typeorm';

/**
 * pg answers bigint and numeric columns as strings (they may exceed 2^53); credits, counts and
 * baht amounts stay far below it, so the entities read them as numbers.
 */
export const asNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
