import { describe, expect, it } from 'vitest';
import { refreshEvery } from './BroadcastShow';
import type { BroadcastRecord } from './parts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const send = (status: BroadcastRecord['status'], awaited: { pending?: number; submitted?: number } = {}, completedAt?: string) =>
  ({
    status,
    completedAt: completedAt ?? null,
    counts: { pending: 0, submitted: 0, delivered: 3, undelivered: 0, rejected: 0, expired: 0, ...awaited },
  }) as BroadcastRecord;

describe('the broadcast detail refreshes itself', () => {
  it('while the send waits or runs', () => {
    expect(refreshEvery(send('scheduled'), NOW)).toBe(2000);
    expect(refreshEvery(send('sending'), NOW)).toBe(2000);
  });

  it('after the send, while rows still wait for their receipts, for ten minutes at most', () => {
    expect(refreshEvery(send('completed', { submitted: 2 }, '2026-12-01T09:59:00Z'), NOW)).toBe(5000);
    expect(refreshEvery(send('completed', { pending: 1 }, '2026-12-01T09:51:00Z'), NOW)).toBe(5000);
    expect(refreshEvery(send('completed', { submitted: 2 }, '2026-12-01T09:49:00Z'), NOW)).toBeNull();
  });

  it('not once every row is final, nor for a cancelled or failed send, nor before the record loads', () => {
    expect(refreshEvery(send('completed', {}, '2026-12-01T09:59:00Z'), NOW)).toBeNull();
    expect(refreshEvery(send('cancelled'), NOW)).toBeNull();
    expect(refreshEvery(send('failed', { submitted: 1 }), NOW)).toBeNull();
    expect(refreshEvery(undefined, NOW)).toBeNull();
  });
});
