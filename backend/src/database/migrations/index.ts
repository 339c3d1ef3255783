import type { MigrationInterface } from 'typeorm';
import { Foundation1763800000000 } from './1763800000000-Foundation.js';
import { SubAccountNames1763900000000 } from './1763900000000-SubAccountNames.js';
import { SessionVersion1795465346893 } from './1795465346893-SessionVersion.js';
import { TenantListIndex1795465642761 } from './1795465642761-TenantListIndex.js';
import { ListIndexes1795469131421 } from './1795469131421-ListIndexes.js';
import { Messaging1795475290751 } from './1795475290751-Messaging.js';
import { Credits1795476252952 } from './1795476252952-Credits.js';
import { Channels1795476748807 } from './1795476748807-Channels.js';
import { Uploads1795477428822 } from './1795477428822-Uploads.js';
import { Senders1795476661430 } from './1795476661430-Senders.js';
import { Templates1795476705562 } from './1795476705562-Templates.js';

// Oldest first. `npm run migration:generate -- <Name>` adds its migration here, one per
// line so that each migration is one line of a diff.
// prettier-ignore
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Foundation1763800000000,
  SubAccountNames1763900000000,
  SessionVersion1795465346893,
  TenantListIndex1795465642761,
  ListIndexes1795469131421,
  Messaging1795475290751,
  Credits1795476252952,
  Channels1795476748807,
  Uploads1795477428822,
  Senders1795476661430,
  Templates1795476705562,
];
