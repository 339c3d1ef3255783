import type { ImportRecord } from './types';

/** An import as the API answers it, for the tests. */
export const importRecord = (overrides: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 'i1',
  accountId: 'account-1',
  target: 'people',
  status: 'uploaded',
  name: 'people.csv',
  size: 1229,
  fileType: 'csv',
  encoding: 'utf-8',
  header: ['Phone', 'ชื่อ', 'E-mail', 'Member level', 'Note'],
  sample: [
    ['0812345678', 'Somchai', 'somchai@example.co.th', 'Gold', 'first'],
    ['0898765432', 'Malee', 'not-an-email', 'Silver', ''],
  ],
  total: 3,
  mapping: null,
  mode: 'skip',
  processed: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  invalid: 0,
  error: null,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});
