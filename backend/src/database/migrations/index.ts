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
import { OtpApps1795492487915 } from './1795492487915-OtpApps.js';
import { ApiKeys1795492917910 } from './1795492917910-ApiKeys.js';
import { Otp1795493526624 } from './1795493526624-Otp.js';
import { IdempotencyKeys1795493941443 } from './1795493941443-IdempotencyKeys.js';
import { OtpNotifySecret1795494104882 } from './1795494104882-OtpNotifySecret.js';
import { PhoneChecks1795495157163 } from './1795495157163-PhoneChecks.js';
import { SendProgress1795563628259 } from './1795563628259-SendProgress.js';
import { ChunkLeases1795564829214 } from './1795564829214-ChunkLeases.js';
import { BlacklistIndexes1795572983214 } from './1795572983214-BlacklistIndexes.js';
import { People1795573465348 } from './1795573465348-People.js';
import { PeopleAudience1795574514213 } from './1795574514213-PeopleAudience.js';
import { Imports1795575177140 } from './1795575177140-Imports.js';
import { UnsubscribeCodes1795585128908 } from './1795585128908-UnsubscribeCodes.js';
import { Reports1795585390710 } from './1795585390710-Reports.js';
import { MessageStats1795585590669 } from './1795585590669-MessageStats.js';
import { Coupons1795587082246 } from './1795587082246-Coupons.js';
import { CampaignsRedemptions1795595699396 } from './1795595699396-CampaignsRedemptions.js';
import { PeopleSearchWindow1795600000000 } from './1795600000000-PeopleSearchWindow.js';
import { TimeOrderedMessageIds1795610000000 } from './1795610000000-TimeOrderedMessageIds.js';
import { FewerMessageIndexes1795620000000 } from './1795620000000-FewerMessageIndexes.js';
import { MonthlyReportDays1795630000000 } from './1795630000000-MonthlyReportDays.js';
import { InheritParentBlacklist1795660000000 } from './1795660000000-InheritParentBlacklist.js';
import { KeyedUnsubscribeCodes1795640000000 } from './1795640000000-KeyedUnsubscribeCodes.js';
import { PartsAccepted1796310749704 } from './1796310749704-PartsAccepted.js';
import { Consents1796320000000 } from './1796320000000-Consents.js';
import { ConsentedSends1796330000000 } from './1796330000000-ConsentedSends.js';
import { DoneNotBeforeSubmitted1796340000000 } from './1796340000000-DoneNotBeforeSubmitted.js';
import { MissingValues1796344000000 } from './1796344000000-MissingValues.js';
import { Images1796352000000 } from './1796352000000-Images.js';
import { ReportValueLabels1796360000000 } from './1796360000000-ReportValueLabels.js';
import { TrigramSearch1796370000000 } from './1796370000000-TrigramSearch.js';
import { SearchStatistics1796380000000 } from './1796380000000-SearchStatistics.js';
import { SearchDocuments1796390000000 } from './1796390000000-SearchDocuments.js';
import { Games1796390010000 } from './1796390010000-Games.js';
import { GameRewards1796390020000 } from './1796390020000-GameRewards.js';
import { GamePlays1796390030000 } from './1796390030000-GamePlays.js';
import { GamePrizes1796390040000 } from './1796390040000-GamePrizes.js';
import { GameStats1796390050000 } from './1796390050000-GameStats.js';
import { GamePlayIdempotency1796390060000 } from './1796390060000-GamePlayIdempotency.js';
import { GameOtpApp1796390070000 } from './1796390070000-GameOtpApp.js';

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
  OtpApps1795492487915,
  ApiKeys1795492917910,
  Otp1795493526624,
  IdempotencyKeys1795493941443,
  OtpNotifySecret1795494104882,
  PhoneChecks1795495157163,
  SendProgress1795563628259,
  ChunkLeases1795564829214,
  BlacklistIndexes1795572983214,
  People1795573465348,
  PeopleAudience1795574514213,
  Imports1795575177140,
  UnsubscribeCodes1795585128908,
  Reports1795585390710,
  MessageStats1795585590669,
  Coupons1795587082246,
  CampaignsRedemptions1795595699396,
  PeopleSearchWindow1795600000000,
  TimeOrderedMessageIds1795610000000,
  FewerMessageIndexes1795620000000,
  MonthlyReportDays1795630000000,
  InheritParentBlacklist1795660000000,
  KeyedUnsubscribeCodes1795640000000,
  PartsAccepted1796310749704,
  Consents1796320000000,
  ConsentedSends1796330000000,
  DoneNotBeforeSubmitted1796340000000,
  MissingValues1796344000000,
  Images1796352000000,
  ReportValueLabels1796360000000,
  TrigramSearch1796370000000,
  SearchStatistics1796380000000,
  SearchDocuments1796390000000,
  Games1796390010000,
  GameRewards1796390020000,
  GamePlays1796390030000,
  GamePrizes1796390040000,
  GameStats1796390050000,
  GamePlayIdempotency1796390060000,
  GameOtpApp1796390070000,
];
