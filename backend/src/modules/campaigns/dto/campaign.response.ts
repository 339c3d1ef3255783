import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { AnalysisResponse } from '../../broadcasts/dto/broadcast.response.js';
import { BROADCAST_STATUSES, type BroadcastStatus } from '../../broadcasts/broadcast.entity.js';
import { COUPON_STATUSES, type CouponStatus } from '../../coupons/coupon.entity.js';
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from '../campaign.entity.js';

const int = (description?: string) => ApiProperty({ type: 'integer', description });

/** sent → delivered → opened → redeemed, from the sends' and the campaign coupons' counters. */
export class CampaignFunnelResponse {
  @int('messages that reached the operator') sent: number;
  @int() delivered: number;
  @int('coupon pages opened') opened: number;
  @int() redeemed: number;
}

export class CampaignCouponResponse {
  @IdProperty() couponId: string;
  @TextProperty() couponName: string;
  @ApiProperty({ enum: COUPON_STATUSES }) couponStatus: CouponStatus;
  @IdProperty({ nullable: true, description: 'the send made at confirmation' }) broadcastId: string | null;
  @ApiProperty({ enum: BROADCAST_STATUSES, nullable: true }) broadcastStatus: BroadcastStatus | null;
  @int('codes given') issued: number;
  @ApiProperty({ type: CampaignFunnelResponse }) funnel: CampaignFunnelResponse;
}

export class CampaignResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @TextProperty({ nullable: true }) description: string | null;
  @ApiProperty({ enum: CAMPAIGN_STATUSES }) status: CampaignStatus;
  @TextProperty({ example: '2026-12-01', description: 'ICT' }) startDate: string;
  @TextProperty({ example: '10:00', description: 'ICT' }) timeStart: string;
  @TextProperty({ example: '2026-12-31', description: 'ICT' }) endDate: string;
  @TextProperty({ example: '20:00', description: 'ICT' }) timeEnd: string;
  @TimestampProperty() startAt: Date;
  @TimestampProperty() endAt: Date;
  @ApiProperty() phoneNumber: boolean;
  @ApiProperty() keyVerifi: boolean;
  // The audience: only the fields of its kind are present.
  @ApiProperty({ type: [String], required: false }) recipients?: string[];
  @ApiProperty({ type: String, format: 'uuid', required: false }) fileId?: string;
  @ApiProperty({ type: String, required: false }) phoneColumn?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } }) variables?: Record<string, string>;
  @ApiProperty({ type: [String], format: 'uuid', required: false }) tagIds?: string[];
  @ApiProperty({ type: [String], format: 'uuid', required: false }) groupIds?: string[];
  @ApiProperty({ required: false }) allPeople?: boolean;
  @ApiProperty({ type: [String], format: 'uuid' }) couponIds: string[];
  @TimestampProperty({ nullable: true }) confirmedAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @ApiProperty({ type: CampaignFunnelResponse }) funnel: CampaignFunnelResponse;
  @ApiProperty({ type: [CampaignCouponResponse] }) coupons: CampaignCouponResponse[];
}

/** One coupon's send as the confirm step shows it. */
export class CampaignCouponAnalysisResponse extends AnalysisResponse {
  @IdProperty() couponId: string;
  @TextProperty() couponName: string;
  @TextProperty() senderName: string;
  @int('codes not given yet') availableCodes: number;
}

/** The confirm step's figures: each coupon's send, and what they cost together. */
export class CampaignAnalysisResponse {
  @ApiProperty({ type: [CampaignCouponAnalysisResponse] }) coupons: CampaignCouponAnalysisResponse[];
  @int('messages of all the sends') messages: number;
  @int() totalParts: number;
  @int() credits: number;
  @int() balance: number;
  @int() balanceAfter: number;
}

const ICT_MS = 7 * 3_600_000;

/** An instant as the ICT date and time of day the wizard shows. */
export function ictParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + ICT_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export const EMPTY_FUNNEL: CampaignFunnelResponse = { sent: 0, delivered: 0, opened: 0, redeemed: 0 };

export function campaignView(
  row: Campaign,
  couponIds: string[],
  funnel: CampaignFunnelResponse = EMPTY_FUNNEL,
  coupons: CampaignCouponResponse[] = [],
): CampaignResponse {
  const start = ictParts(row.startAt);
  const end = ictParts(row.endAt);
  const audience: Pick<CampaignResponse, 'recipients' | 'fileId' | 'phoneColumn' | 'variables' | 'tagIds' | 'groupIds' | 'allPeople'> = row.fileId
    ? { fileId: row.fileId, phoneColumn: row.phoneColumn ?? '', variables: row.variables ?? {} }
    : row.peopleAudience
      ? { tagIds: row.peopleAudience.tagIds, groupIds: row.peopleAudience.groupIds, allPeople: row.peopleAudience.all }
      : { recipients: row.recipientList ?? [] };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: start.date,
    timeStart: start.time,
    endDate: end.date,
    timeEnd: end.time,
    startAt: row.startAt,
    endAt: row.endAt,
    phoneNumber: row.phoneNumber,
    keyVerifi: row.keyVerifi,
    ...audience,
    couponIds,
    confirmedAt: row.confirmedAt,
    createdAt: row.createdAt,
    funnel,
    coupons,
  };
}
