import type { MigrationInterface } from 'typeorm';
import { Foundation1763800000000 } from './1763800000000-Foundation.js';
import { TenantListIndex1795465642761 } from './1795465642761-TenantListIndex.js';

// Oldest first. `npm run migration:generate -- <Name>` adds its migration here, one per
// line so that each migration is one line of a diff.
// prettier-ignore
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Foundation1763800000000,
  TenantListIndex1795465642761,
];
